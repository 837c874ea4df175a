package org.openkifu.game.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.openkifu.game.library.facts.GameFacts;

/**
 * The facts of games as CSV (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or line break
 * quoted). Text from records (names, events, places) that a spreadsheet would take for a formula (starting with
 * {@code = + - @}, a tab or a carriage return) gets a leading apostrophe: an imported record must not run code on the
 * analyst's machine.
 */
final class LibraryCsv {

    static final List<String> COLUMNS = List.of("gameId", "black", "white", "blackRank", "whiteRank", "status",
            "result", "winner", "reason", "margin", "date", "size", "preset", "komi", "handicap", "moves", "origin",
            "event", "round", "place");

    private LibraryCsv() {
    }

    static String of(List<GameFacts> games) {
        StringBuilder csv = new StringBuilder();
        line(csv, COLUMNS);
        for (GameFacts f : games) {
            GameFacts.SgfHeader h = f.record();
            List<String> row = new ArrayList<>();
            row.add(f.gameId());
            row.add(text(h != null && h.pb() != null ? h.pb() : f.black()));
            row.add(text(h != null && h.pw() != null ? h.pw() : f.white()));
            row.add(text(f.blackRank()));
            row.add(text(f.whiteRank()));
            row.add(f.status());
            row.add(text(f.result()));
            row.add(f.winner() == null ? "" : f.winner().toLowerCase(Locale.ROOT));
            row.add(f.reason() == null ? "" : f.reason());
            row.add(f.margin() == null ? "" : number(f.margin()));
            row.add(f.date() == null ? "" : f.date().toString());
            row.add(String.valueOf(f.size()));
            row.add(text(f.preset()));
            row.add(number(f.komi()));
            row.add(String.valueOf(f.handicap()));
            row.add(String.valueOf(f.moves()));
            row.add(f.origin().name().toLowerCase(Locale.ROOT));
            row.add(text(f.event()));
            row.add(text(h == null ? null : h.ro()));
            row.add(text(h == null ? null : h.pc()));
            line(csv, row);
        }
        return csv.toString();
    }

    private static String number(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    private static String text(String s) {
        if (s == null) {
            return "";
        }
        if (!s.isEmpty() && "=+-@\t\r".indexOf(s.charAt(0)) >= 0) {
            return "'" + s;
        }
        return s;
    }

    private static void line(StringBuilder csv, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                csv.append(',');
            }
            String f = fields.get(i);
            if (f.indexOf(',') >= 0 || f.indexOf('"') >= 0 || f.indexOf('\n') >= 0 || f.indexOf('\r') >= 0) {
                csv.append('"').append(f.replace("\"", "\"\"")).append('"');
            } else {
                csv.append(f);
            }
        }
        csv.append("\r\n");
    }
}
