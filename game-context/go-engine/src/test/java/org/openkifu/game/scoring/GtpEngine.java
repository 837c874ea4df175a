package org.openkifu.game.scoring;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A Go engine (GNU Go) spoken to over GTP on its standard streams. Test tooling only. */
final class GtpEngine implements AutoCloseable {

    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    GtpEngine(String... command) {
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + String.join(" ", command)
                    + " (install GNU Go: apt-get install -y gnugo)", e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /**
     * GNU Go from the PATH or Debian's /usr/games (or -Dgnugo=PATH), at -Dgnugo.level (default 1,
     * the level the saved corpus was generated and judged at; GNU Go's own default is 10).
     */
    static GtpEngine gnugo() {
        String binary = System.getProperty("gnugo");
        if (binary == null) {
            binary = Files.isExecutable(Path.of("/usr/games/gnugo")) ? "/usr/games/gnugo" : "gnugo";
        }
        return new GtpEngine(binary, "--mode", "gtp", "--level", System.getProperty("gnugo.level", "1"));
    }

    /** Sends one command; returns the answer without "= ", or throws on "? error". */
    String send(String command) {
        try {
            in.write(command + "\n");
            in.flush();
            StringBuilder reply = new StringBuilder();
            String line;
            while ((line = out.readLine()) != null) {
                if (line.isEmpty() && reply.length() > 0) {
                    break;
                }
                if (!line.isEmpty()) {
                    reply.append(reply.length() > 0 ? "\n" : "").append(line);
                }
            }
            if (line == null) {
                throw new IllegalStateException("engine exited on: " + command);
            }
            String text = reply.toString();
            if (text.startsWith("?")) {
                throw new IllegalStateException(command + " -> " + text);
            }
            return text.substring(1).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            send("quit");
        } catch (RuntimeException ignored) {
            // already gone: nothing left to close politely
        }
        process.destroy();
    }
}
