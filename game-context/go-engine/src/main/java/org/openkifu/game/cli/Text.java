package org.openkifu.game.cli;

import java.util.List;

/** The short text form printed without --json: a summary line, then the board when there is one. */
final class Text {

    private Text() {
    }

    static String of(Json result) {
        StringBuilder out = new StringBuilder();
        out.append(result.get("file")).append(": ");
        if (result.get("error") instanceof Json error) {
            out.append("error ").append(error.get("code"));
            if (error.get("move") != null) {
                out.append(" at move ").append(error.get("move"));
            }
            return out.append(": ").append(error.get("message")).toString();
        }
        out.append(result.get("size")).append('x').append(result.get("size"))
                .append(", ").append(result.get("rules")).append(", ").append(result.get("moves")).append(" moves");
        if (result.get("result") != null) {
            out.append(", result ").append(result.get("result"));
        } else {
            out.append(", ").append(result.get("toMove")).append(" to move");
        }
        if (result.get("prisoners") instanceof Json prisoners) {
            out.append(", prisoners taken by black ").append(prisoners.get("black"))
                    .append(" / by white ").append(prisoners.get("white"));
        }
        if (result.get("board") instanceof List<?> rows) {
            for (Object row : rows) {
                out.append('\n').append("  ").append(row);
            }
        }
        return out.toString();
    }
}
