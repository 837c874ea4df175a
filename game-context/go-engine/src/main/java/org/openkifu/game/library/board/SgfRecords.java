package org.openkifu.game.library.board;

import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.sgf.SgfResult;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfReplay;

/** Reads an SGF game tree's main line into a {@link LibraryRecord}: the rules engine replays it (an illegal record fails). */
public final class SgfRecords {

    private SgfRecords() {
    }

    /**
     * @throws org.openkifu.game.sgf.SgfException for a record that cannot be replayed
     */
    public static LibraryRecord record(String gameId, SgfNode root) {
        Replay replay = SgfReplay.replay(root, null, SgfReplay.DEFAULT_MAX_MOVES, true);
        int n = replay.info().size();
        List<LibraryMove> moves = new ArrayList<>();
        for (Replay.ReplayedMove m : replay.moves()) {
            moves.add(new LibraryMove(m.color(), m.point()));
        }
        // position 0: the board before move 1 (move 1 taken back, its captures put back), or the final board
        BoardSnapshot setup = replay.moves().isEmpty() ? replay.board() : replay.positions().get(0);
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        Replay.ReplayedMove first = replay.moves().isEmpty() ? null : replay.moves().get(0);
        for (int i = 0; i < n * n; i++) {
            Point p = Point.ofIndex(i, n);
            Color c = setup.colorAt(p);
            if (first != null && first.point() != null && first.point().equals(p)) {
                c = null;
            }
            if (first != null && first.captured().contains(p)) {
                c = first.color().opposite();
            }
            if (c == Color.BLACK) {
                black.add(p);
            } else if (c == Color.WHITE) {
                white.add(p);
            }
        }
        SgfResult result = replay.info().result();
        return new LibraryRecord(gameId, n, black, white, moves, result == null ? null : result.winner());
    }
}
