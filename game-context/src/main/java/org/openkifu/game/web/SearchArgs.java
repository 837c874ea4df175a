package org.openkifu.game.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openkifu.infra.web.ApiException;

/**
 * The arguments of {@code ./kifu search} (docs/analyst-cli.md). Any {@code --name value} that is not one of the
 * command's own options is a facts filter under the API's name, so an unknown one gets the API's UNKNOWN_FILTER.
 * Rows (of {@code --pattern} and an inline {@code --position}) are separated by {@code /}.
 */
record SearchArgs(Path dir, Map<String, String> filters, List<String> position, List<String> pattern, Integer column,
                  Integer row, boolean anywhere, boolean swap, Integer page, Integer pageSize, int size) {

    static final String USAGE = "USAGE";

    static SearchArgs parse(String[] args) throws IOException {
        if (args.length == 0 || args[0].startsWith("--")) {
            throw usage("usage: kifu search DIR [--FILTER VALUE]... [--position FILE|ROWS] "
                    + "[--pattern ROWS (--at COL,ROW | --anywhere)] [--size N] [--swap-colours] [--page N] "
                    + "[--page-size N]");
        }
        Path dir = Path.of(args[0]);
        if (!Files.isDirectory(dir)) {
            throw usage("not a directory: " + args[0]);
        }
        Map<String, String> filters = new LinkedHashMap<>();
        List<String> position = null;
        List<String> pattern = null;
        Integer column = null;
        Integer row = null;
        boolean anywhere = false;
        boolean swap = false;
        Integer page = null;
        Integer pageSize = null;
        int size = 19;
        for (int i = 1; i < args.length; i++) {
            String name = args[i];
            if (!name.startsWith("--") || name.length() == 2) {
                throw usage("expected an option, got '" + name + "'");
            }
            if (name.equals("--anywhere")) {
                anywhere = true;
                continue;
            }
            if (name.equals("--swap-colours")) {
                swap = true;
                continue;
            }
            if (i + 1 >= args.length) {
                throw usage(name + " needs a value");
            }
            String value = args[++i];
            switch (name) {
                case "--position" -> position = rowsOrFile(value);
                case "--pattern" -> pattern = rows(value);
                case "--at" -> {
                    String[] at = value.split(",");
                    if (at.length != 2) {
                        throw usage("--at takes COL,ROW (0-based, from the top left), got '" + value + "'");
                    }
                    column = number("--at", at[0]);
                    row = number("--at", at[1]);
                }
                case "--size" -> size = number("--size", value);
                case "--page" -> page = number("--page", value);
                case "--page-size" -> pageSize = number("--page-size", value);
                default -> filters.put(name.substring(2), value);
            }
        }
        if (pattern != null && position != null) {
            throw usage("--pattern and --position are two searches: give one");
        }
        if (pattern != null && anywhere == (column != null)) {
            throw usage("a pattern is searched either --at COL,ROW or --anywhere");
        }
        if (pattern == null && (anywhere || column != null)) {
            throw usage("--at and --anywhere place a --pattern");
        }
        return new SearchArgs(dir, filters, position, pattern, column, row, anywhere, swap, page, pageSize, size);
    }

    private static List<String> rowsOrFile(String value) throws IOException {
        Path file = Path.of(value);
        if (!value.contains("/") || Files.isRegularFile(file)) {
            if (Files.isRegularFile(file)) {
                List<String> lines = new ArrayList<>();
                for (String line : Files.readAllLines(file)) {
                    if (!line.isBlank()) {
                        lines.add(line.strip().replace(" ", ""));
                    }
                }
                return lines;
            }
        }
        return rows(value);
    }

    private static List<String> rows(String value) {
        return Arrays.stream(value.split("/")).map(String::strip).toList();
    }

    private static int number(String option, String value) {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw usage(option + " takes a number, got '" + value + "'");
        }
    }

    private static ApiException usage(String message) {
        return ApiException.badRequest(USAGE, message);
    }
}
