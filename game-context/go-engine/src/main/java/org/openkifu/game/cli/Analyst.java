package org.openkifu.game.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.rules.RulesException;
import org.openkifu.game.scoring.ScoringException;
import org.openkifu.game.sgf.SgfCollection;
import org.openkifu.game.sgf.SgfException;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.game.sgf.SgfReplayException;

/**
 * The analyst's command line: replays and scores SGF records through the rules engine and prints one
 * JSON object per file and line. A bad file prints its error object and the others still run; the exit
 * code is 0 when every file went through, 1 when any failed, 2 for a wrong command line.
 */
public final class Analyst {

    static final int OK = 0;
    static final int SOME_FAILED = 1;
    static final int USAGE = 2;
    private static final int CHUNK = 64;

    static final String USAGE_TEXT = """
            Usage: kifu replay FILE.sgf... [--rules PRESET] [--json]
                   kifu score  FILE.sgf... --rules PRESET [--dead POINTS] [--json]
                   kifu presets
                   kifu help

            replay   plays the main line of each record through the rules engine and prints the final
                     board, prisoners and the stones each move captured.
            score    replays, then scores the final position: result, breakdown per side, dead stones
                     (given with --dead, else estimated) and the ownership of every point.
            presets  lists the rule presets.

            --rules PRESET  rule preset (kifu presets lists them). replay: default is the record's RU,
                            else chinese. The record's KM always sets the komi.
            --dead POINTS   dead stones in GTP form, separated by commas or spaces: "D4,Q16 R3"
            --json          one JSON object per file and line, in file order, each with a "file" key
                            (without --json: a short text summary per file)

            Exit code: 0 all files went through, 1 some file failed (its line holds "error"), 2 usage.
            """;

    private Analyst() {
    }

    public static void main(String[] args) {
        // UTF-8 whatever the platform default, buffered: a batch prints a thousand lines
        PrintStream out = new PrintStream(new java.io.BufferedOutputStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), 1 << 16),
                false, java.nio.charset.StandardCharsets.UTF_8);
        int code = run(args, out, System.err);
        out.flush();
        System.exit(code);
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("kifu: " + e.getMessage());
            err.println();
            err.print(USAGE_TEXT);
            return USAGE;
        }
        switch (options.command()) {
            case "help", "--help", "-h" -> {
                out.print(USAGE_TEXT);
                return OK;
            }
            case "presets" -> {
                RulePresets.all().forEach(r -> out.println(r.id() + "\t" + r.scoring() + "\t" + r.ko() + "\t" + r.suicide()));
                return OK;
            }
            case "replay", "score" -> {
                return analyse(options, out, err);
            }
            default -> {
                err.println("kifu: unknown command '" + options.command() + "'");
                err.println();
                err.print(USAGE_TEXT);
                return USAGE;
            }
        }
    }

    private static int analyse(Options options, PrintStream out, PrintStream err) {
        Ruleset rules = null;
        if (options.rules() != null) {
            try {
                rules = RulePresets.byId(options.rules());
            } catch (RulesException e) {
                err.println("kifu: " + e.getMessage());
                return USAGE;
            }
        } else if (options.command().equals("score")) {
            err.println("kifu: score needs --rules PRESET (kifu presets lists them)");
            return USAGE;
        }
        if (options.files().isEmpty()) {
            err.println("kifu: no SGF file given");
            err.print(USAGE_TEXT);
            return USAGE;
        }
        boolean failed = false;
        // Files are independent: a chunk is analysed in parallel, then printed in file order.
        List<String> files = options.files();
        for (int from = 0; from < files.size(); from += CHUNK) {
            List<String> chunk = files.subList(from, Math.min(files.size(), from + CHUNK));
            final Ruleset chosen = rules;
            List<Json> results = chunk.parallelStream().map(file -> analyse(file, options, chosen)).toList();
            for (Json result : results) {
                failed |= result.get("error") != null;
                out.println(options.json() ? result.toString() : Text.of(result));
            }
        }
        return failed ? SOME_FAILED : OK;
    }

    private static Json analyse(String file, Options options, Ruleset rules) {
        Json result = Json.object().put("file", file);
        // an error line holds only the file and the error, whatever was filled in before it
        Json partial = Json.object();
        try {
            SgfCollection collection = SgfReader.read(Files.readAllBytes(Path.of(file)));
            if (options.command().equals("replay")) {
                ReplayCommand.describe(collection.firstGame(), rules, partial);
            } else {
                ScoreCommand.describe(collection.firstGame(), rules, options.dead(), partial);
            }
            result.putAll(partial);
        } catch (SgfException e) {
            result.put("error", error(e));
        } catch (RulesException e) {
            result.put("error", Json.object().put("code", e.code()).put("move", null).put("message", e.getMessage()));
        } catch (ScoringException e) {
            result.put("error", Json.object().put("code", e.code().name()).put("move", null).put("message", e.getMessage()));
        } catch (AnalysisException e) {
            result.put("error", Json.object().put("code", e.code()).put("move", null).put("message", e.getMessage()));
        } catch (NoSuchFileException e) {
            result.put("error", Json.object().put("code", "FILE_NOT_FOUND").put("move", null)
                    .put("message", "no such file: " + file));
        } catch (IOException e) {
            result.put("error", Json.object().put("code", "FILE_UNREADABLE").put("move", null)
                    .put("message", "cannot read " + file + ": " + e.getMessage()));
        } catch (RuntimeException e) {
            // a bug must not stop the other files; the code says it is ours, not the file's
            result.put("error", Json.object().put("code", "INTERNAL_ERROR").put("move", null)
                    .put("message", e.getClass().getSimpleName() + ": " + e.getMessage()));
        }
        return result;
    }

    private static Json error(SgfException e) {
        Json error = Json.object().put("code", e.code())
                .put("move", e instanceof SgfReplayException r ? r.moveNumber() : null)
                .put("message", e.getMessage());
        if (e.line() > 0) {
            error.put("line", e.line()).put("column", e.column());
        }
        return error;
    }

    /** The parsed command line. */
    record Options(String command, List<String> files, String rules, String dead, boolean json) {

        static Options parse(String[] args) {
            if (args.length == 0) {
                throw new IllegalArgumentException("no command given");
            }
            List<String> files = new ArrayList<>();
            String rules = null;
            String dead = null;
            boolean json = false;
            for (int i = 1; i < args.length; i++) {
                String a = args[i];
                switch (a) {
                    case "--json" -> json = true;
                    case "--rules" -> rules = value(args, ++i, a);
                    case "--dead" -> dead = value(args, ++i, a);
                    default -> {
                        if (a.startsWith("--rules=")) {
                            rules = a.substring("--rules=".length());
                        } else if (a.startsWith("--dead=")) {
                            dead = a.substring("--dead=".length());
                        } else if (a.startsWith("--")) {
                            throw new IllegalArgumentException("unknown option " + a);
                        } else {
                            files.add(a);
                        }
                    }
                }
            }
            if (dead != null && !args[0].equals("score")) {
                throw new IllegalArgumentException("--dead only goes with score");
            }
            return new Options(args[0], files, rules, dead, json);
        }

        private static String value(String[] args, int i, String option) {
            if (i >= args.length) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args[i];
        }
    }
}
