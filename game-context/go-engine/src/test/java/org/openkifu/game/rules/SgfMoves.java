package org.openkifu.game.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Test-only: the main line's moves of a simple SGF file via a regex. Real SGF parsing is the sgf
 * package's job; this reads only files without variations before the moves it needs.
 */
final class SgfMoves {

    static final Path DATA = org.openkifu.game.sgf.SgfFiles.ROOT;
    private static final Pattern MOVE = Pattern.compile(";\\s*([BW])\\[([a-z]{0,2})\\]");
    private static final Pattern SIZE = Pattern.compile("SZ\\[(\\d+)\\]");

    final int size;
    final List<Move> moves;

    private SgfMoves(int size, List<Move> moves) {
        this.size = size;
        this.moves = moves;
    }

    static SgfMoves read(String relative) {
        try {
            return parse(Files.readString(DATA.resolve(relative)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static SgfMoves parse(String sgf) {
        Matcher sz = SIZE.matcher(sgf);
        int size = sz.find() ? Integer.parseInt(sz.group(1)) : 19;
        List<Move> moves = new ArrayList<>();
        Matcher m = MOVE.matcher(sgf);
        while (m.find()) {
            Color c = Color.fromSgf(m.group(1));
            String v = m.group(2);
            moves.add(v.isEmpty() || (v.equals("tt") && size <= 19) ? Move.pass(c) : Move.play(c, Point.fromSgf(v)));
        }
        return new SgfMoves(size, moves);
    }
}
