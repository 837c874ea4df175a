package org.openkifu.tournament.domain.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an h9 file back by its fixed columns (the layout {@link EgfH9Export} writes and OpenGotha 3.51 writes), so
 * tests can check that a file says what the standings say. Strict: a line that does not fit the columns is an
 * {@link IllegalArgumentException}, which is how a field that moved a column would show.
 */
public final class EgfH9Reader {

    /** A parsed file: the header values ({@code CL} -> {@code A}), the criteria's short names, the player lines. */
    public record H9File(Map<String, String> header, List<String> criteria, List<Row> rows) {
    }

    /**
     * One player line.
     *
     * @param place    null for a line tied with the one above (blank place)
     * @param criteria the values as written ({@code 31.5}), fillers left out
     */
    public record Row(int line, Integer place, String name, String rank, String country, String club,
                      List<String> criteria, List<Cell> cells) {
    }

    /**
     * One game cell: {@code opponent} 0 for a round without a game; {@code result} one of {@code + - = ?};
     * {@code colour} 'w', 'b' or '?' and {@code handicap} only in the Full format (else null).
     */
    public record Cell(int opponent, char result, boolean byDefault, Character colour, Integer handicap) {
    }

    private static final Pattern HEADER_VALUE = Pattern.compile("^; ([A-Z]{2})\\[(.*)]$");
    private static final Pattern GAME = Pattern.compile("^(\\d+)([-+=?])(?:([/!])([wb?])(\\d))?(!)?$");

    private EgfH9Reader() {
    }

    public static H9File read(String text) {
        if (!text.endsWith("\n") || text.contains("\r")) {
            throw new IllegalArgumentException("an h9 file's lines end with \\n, the last one too");
        }
        Map<String, String> header = new LinkedHashMap<>();
        String columns = null;
        List<String> data = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (line.isEmpty()) {
                continue;
            }
            Matcher m = HEADER_VALUE.matcher(line);
            if (columns == null && m.matches()) {
                header.put(m.group(1), m.group(2));
            } else if (line.startsWith(EgfH9Export.HEADER)) {
                columns = line.substring(EgfH9Export.HEADER.length());
            } else if (columns == null) {
                require(line.startsWith(";"), "a header line starts with ';': " + line);
            } else {
                data.add(line);
            }
        }
        require(columns != null, "no column header line ('" + EgfH9Export.HEADER + "...')");
        List<Integer> ends = data.isEmpty() ? List.of() : criterionEnds(data.get(0), columns.length());
        List<String> criteria = new ArrayList<>();
        int from = 0;
        for (int end : ends) {
            criteria.add(columns.substring(from, end).strip());
            from = end;
        }
        require(from == columns.length(), "the criteria names do not sit over their columns: '" + columns + "'");
        List<Row> rows = new ArrayList<>();
        for (String line : data) {
            rows.add(row(rows.size() + 1, line, ends));
        }
        return new H9File(header, criteria, rows);
    }

    /** Where each criterion column ends (after the club), read from a player line's tokens under the header. */
    private static List<Integer> criterionEnds(String line, int headerWidth) {
        require(line.length() >= 47, "a player line is shorter than its fixed columns: " + line);
        String rest = line.substring(47);
        List<Integer> ends = new ArrayList<>();
        Matcher token = Pattern.compile("\\S+").matcher(rest);
        while (token.find() && token.end() <= headerWidth) {
            ends.add(token.end());
        }
        return ends;
    }

    private static Row row(int number, String line, List<Integer> ends) {
        require(line.length() >= 47 && line.charAt(4) == ' ' && line.charAt(35) == ' ' && line.charAt(39) == ' '
                && line.charAt(42) == ' ', "line " + number + " does not fit the columns: '" + line + "'");
        String place = line.substring(0, 4).strip();
        String rank = line.substring(36, 39).strip();
        require(rank.matches("\\d{1,2}[KDP]"), "line " + number + ": rank '" + rank + "'");
        String country = line.substring(40, 42);
        require(country.matches("[A-Z]{2}"), "line " + number + ": country '" + country + "'");
        String club = line.substring(43, 47).strip();
        require(!club.isEmpty() && !club.contains(" "), "line " + number + ": club '" + club + "'");
        String rest = line.substring(47);
        List<String> values = new ArrayList<>();
        int from = 0;
        for (int end : ends) {
            String cell = rest.substring(from, end);
            require(cell.startsWith(" ") && !cell.isBlank(), "line " + number + ": criterion '" + cell + "'");
            values.add(cell.strip());
            from = end;
        }
        for (int c = ends.size(); c < 4; c++) {
            require(rest.startsWith(" 0", from), "line " + number + ": the ' 0' fillers up to four criteria");
            from += 2;
        }
        List<Cell> cells = new ArrayList<>();
        for (; from < rest.length(); from += 9) {
            require(from + 9 <= rest.length() && rest.charAt(from) == ' ',
                    "line " + number + ": game cells are ' ' + 8 characters: '" + rest.substring(from) + "'");
            cells.add(cell(number, rest.substring(from + 1, from + 9)));
        }
        return new Row(number, place.isEmpty() ? null : Integer.valueOf(place), line.substring(5, 35).strip(), rank,
                country, club, values, cells);
    }

    private static Cell cell(int line, String text) {
        if (text.startsWith("   0") && text.endsWith("   ")) {
            char sign = text.charAt(4);
            require(sign == '+' || sign == '=' || sign == '-', "line " + line + ": free round '" + text + "'");
            return new Cell(0, sign, false, null, null);
        }
        Matcher m = GAME.matcher(text.strip());
        require(m.matches(), "line " + line + ": game cell '" + text + "'");
        boolean full = m.group(3) != null;
        return new Cell(Integer.parseInt(m.group(1)), m.group(2).charAt(0), "!".equals(m.group(3)) || m.group(6) != null,
                full ? m.group(4).charAt(0) : null, full ? Integer.valueOf(m.group(5)) : null);
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }
}
