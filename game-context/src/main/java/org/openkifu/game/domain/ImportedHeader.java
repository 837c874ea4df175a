package org.openkifu.game.domain;

import org.openkifu.game.sgf.GameInfo;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfText;

/**
 * The header an imported game keeps ({@link ImportedRecord}), refused when a text is longer than a game needs.
 * Every kept text travels in {@code GameImported}, and the names also in the players' ids, which every move event
 * repeats: a 1.9 MB player name once made a 3.9 MB event that Kafka (1 MB per message) could not publish. With
 * these limits the largest header is 12,000 characters, an event of at most about 70 KB even if every character
 * needed a six-byte JSON escape (tested in {@code ImportEventSizeTest}).
 */
final class ImportedHeader {

    static final String VALUE_TOO_LONG = "SGF_VALUE_TOO_LONG";
    /** PB, PW, BR, WR: a name or a rank. */
    static final int NAME_LENGTH = 100;
    /** DT, EV, RO, GN, PC, RU, RE, OT: one line of game information. */
    static final int TEXT_LENGTH = 200;
    /** C of the root node: a game's introduction. */
    static final int COMMENT_LENGTH = 10_000;
    /** The upload's name is not the record's: a longer one is shortened to its end, never refused. */
    static final int FILE_NAME_LENGTH = 255;

    private ImportedHeader() {
    }

    /** @throws ImportRejected SGF_VALUE_TOO_LONG naming the first property over its limit */
    static ImportedRecord of(SgfNode root, GameInfo info) {
        String place = place(root);
        check("PB", info.blackPlayer(), NAME_LENGTH, "a player's name");
        check("PW", info.whitePlayer(), NAME_LENGTH, "a player's name");
        check("BR", info.blackRank(), NAME_LENGTH, "a rank");
        check("WR", info.whiteRank(), NAME_LENGTH, "a rank");
        check("DT", info.date(), TEXT_LENGTH, "the date");
        check("EV", info.event(), TEXT_LENGTH, "the event");
        check("RO", info.round(), TEXT_LENGTH, "the round");
        check("GN", info.gameName(), TEXT_LENGTH, "the game's name");
        check("PC", place, TEXT_LENGTH, "the place");
        check("RU", info.rules(), TEXT_LENGTH, "the rules");
        check("RE", info.resultText(), TEXT_LENGTH, "the result");
        check("OT", info.overtime(), TEXT_LENGTH, "the overtime");
        check("C", info.comment(), COMMENT_LENGTH, "the game's comment");
        return new ImportedRecord(info.blackPlayer(), info.whitePlayer(), info.blackRank(), info.whiteRank(), info.date(),
                info.event(), info.round(), info.gameName(), place, info.rules(), info.resultText(),
                info.timeLimitSeconds(), info.overtime(), info.comment());
    }

    /** The file name as kept: its last {@value #FILE_NAME_LENGTH} characters (a zip path's end names the file). */
    static String fileName(String name) {
        return name == null || name.length() <= FILE_NAME_LENGTH ? name
                : "..." + name.substring(name.length() - FILE_NAME_LENGTH + 3);
    }

    private static String place(SgfNode root) {
        // like the other game information: the first PC on the main line, up to the first move
        for (SgfNode node = root; node != null; node = node.next()) {
            if (node.has("PC")) {
                return SgfText.simpleText(node.value("PC"));
            }
            if (node.has("B") || node.has("W")) {
                break;
            }
        }
        return null;
    }

    private static void check(String property, String text, int limit, String what) {
        if (text != null && text.length() > limit) {
            throw new ImportRejected(VALUE_TOO_LONG, property + " (" + what + ") has " + text.length()
                    + " characters; an imported game keeps at most " + limit + ": shorten it and import again",
                    null, 0, 0);
        }
    }
}
