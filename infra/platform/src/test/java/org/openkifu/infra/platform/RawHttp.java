package org.openkifu.infra.platform;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A raw HTTP/1.1 exchange over a socket, for the request-limit tests: the JDK client normalises paths and will not
 * send a body that lies about its length, or a chunked body of our choosing.
 */
public final class RawHttp {

    /** Writes a request's body (after the head) to the socket. */
    public interface BodyWriter {
        void write(OutputStream out) throws IOException;
    }

    private RawHttp() {
    }

    /**
     * Sends {@code head} (request line and headers, ending in a blank line) and the body, and returns what the server
     * answered, read until the end of a JSON or HTML body, the connection's end, or a reset after the answer.
     */
    public static String exchange(int port, String head, BodyWriter body) throws IOException {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            if (body != null) {
                try {
                    body.write(out);
                } catch (IOException e) {
                    // the server may answer and close before the whole body is sent: read what it said
                }
            }
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            try {
                while ((n = in.read(buffer)) > 0) {
                    answer.write(buffer, 0, n);
                    String text = answer.toString(StandardCharsets.UTF_8);
                    int headEnd = text.indexOf("\r\n\r\n");
                    if (headEnd > 0 && (text.substring(headEnd).contains("}") || text.contains("</html>"))) {
                        break;
                    }
                }
            } catch (IOException e) {
                // a reset after the answer: keep what arrived
            }
            return answer.toString(StandardCharsets.UTF_8);
        }
    }

    /** A chunked body: {@code count} times {@code chunk}, then the last (empty) chunk. */
    public static BodyWriter chunks(byte[] chunk, int count) {
        return out -> {
            for (int i = 0; i < count; i++) {
                out.write((Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                out.write(chunk);
                out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
            }
            out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        };
    }
}
