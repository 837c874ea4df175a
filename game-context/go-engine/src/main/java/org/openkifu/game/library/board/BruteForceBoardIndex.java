package org.openkifu.game.library.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.BoardIndex;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.MoveResult;
import org.openkifu.game.rules.Phase;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.rules.SuicideRule;

/**
 * The correctness oracle and the benchmarks' baseline: keeps the records as they are and answers every query by
 * replaying every game with the rules engine and comparing every position (or every placement) cell by cell. No
 * hashes, no filters, no incremental checks: slow and plain, so the index can be held against it.
 */
public final class BruteForceBoardIndex implements BoardIndex {

    /** Simple ko, self-capture allowed: every stored record replays (they were legal under their own rules). */
    private static final Ruleset RULES = permissive(RulePresets.byId("japanese"));

    private final Map<String, LibraryRecord> games = new LinkedHashMap<>();

    @Override
    public synchronized void put(LibraryRecord game) {
        games.put(game.gameId(), game);
    }

    @Override
    public synchronized void remove(String gameId) {
        games.remove(gameId);
    }

    @Override
    public synchronized int size() {
        return games.size();
    }

    @Override
    public synchronized BoardSearch position(PositionQuery q, Predicate<String> filter) {
        Queries.position(q);
        int n = q.size();
        Tally tally = new Tally();
        for (LibraryRecord r : games.values()) {
            if (r.size() != n || !filter.test(r.gameId())) {
                continue;
            }
            List<BoardSnapshot> boards = replay(r);
            found:
            for (int k = 0; k < boards.size(); k++) {
                for (boolean swap : q.swapColours() ? new boolean[] {false, true} : new boolean[] {false}) {
                    for (Symmetry s : Symmetry.values()) {
                        if (shows(boards.get(k), q, s, swap)) {
                            Point next = null;
                            Color colour = null;
                            if (k < r.moves().size() && !r.moves().get(k).isPass()) {
                                next = s.inverse().apply(r.moves().get(k).point(), n);
                                colour = swap ? r.moves().get(k).colour().opposite() : r.moves().get(k).colour();
                            }
                            tally.add(new BoardHit(r.gameId(), k, s.label(), swap, null, null), next, colour, winner(r, swap));
                            break found;
                        }
                    }
                }
            }
        }
        return tally.result();
    }

    @Override
    public synchronized BoardSearch pattern(PatternQuery q, Predicate<String> filter) {
        List<Placement> placements = Placements.of(q);
        int n = q.size();
        Tally tally = new Tally();
        for (LibraryRecord r : games.values()) {
            if (r.size() != n || !filter.test(r.gameId())) {
                continue;
            }
            List<BoardSnapshot> boards = replay(r);
            for (Placement p : placements) {
                for (int k = 0; k < boards.size(); k++) {
                    if (shows(boards.get(k), p)) {
                        Point next = null;
                        Color colour = null;
                        if (k < r.moves().size() && !r.moves().get(k).isPass()) {
                            Point m = r.moves().get(k).point();
                            if (p.contains(m.x(), m.y())) {
                                next = p.toQuery(m.x(), m.y());
                                colour = p.toQuery(r.moves().get(k).colour());
                            }
                        }
                        tally.add(new BoardHit(r.gameId(), k, p.symmetry.label(), p.swapped, p.x, p.y), next, colour,
                                winner(r, p.swapped));
                        break;
                    }
                }
            }
        }
        return tally.result();
    }

    /** Whether the board shows the query turned by s (and colour-swapped): every point compared. */
    private static boolean shows(BoardSnapshot board, PositionQuery q, Symmetry s, boolean swap) {
        int n = q.size();
        byte[] want = new byte[n * n];
        for (Point p : q.black()) {
            want[s.apply(p, n).index(n)] = swap ? BoardSnapshot.WHITE : BoardSnapshot.BLACK;
        }
        for (Point p : q.white()) {
            want[s.apply(p, n).index(n)] = swap ? BoardSnapshot.BLACK : BoardSnapshot.WHITE;
        }
        for (int i = 0; i < want.length; i++) {
            if (board.cell(i) != want[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean shows(BoardSnapshot board, Placement p) {
        for (int i : p.black) {
            if (board.cell(i) != BoardSnapshot.BLACK) {
                return false;
            }
        }
        for (int i : p.white) {
            if (board.cell(i) != BoardSnapshot.WHITE) {
                return false;
            }
        }
        for (int i : p.empty) {
            if (board.cell(i) != BoardSnapshot.EMPTY) {
                return false;
            }
        }
        return true;
    }

    private static Color winner(LibraryRecord r, boolean swap) {
        return r.winner() == null ? null : swap ? r.winner().opposite() : r.winner();
    }

    /** Positions 0..m of a record: the setup, then the board after each move, played by the rules engine. */
    static List<BoardSnapshot> replay(LibraryRecord r) {
        Position position = new Position(RULES, r.size());
        if (!r.blackSetup().isEmpty() || !r.whiteSetup().isEmpty()) {
            position.setup(r.blackSetup(), r.whiteSetup(), List.of());
        }
        List<BoardSnapshot> boards = new ArrayList<>(r.moves().size() + 1);
        boards.add(position.snapshot());
        for (LibraryMove m : r.moves()) {
            if (position.phase() == Phase.MARKING) {
                position.resumePlay();
            }
            if (position.toMove() != m.colour()) {
                position.setToMove(m.colour());
            }
            MoveResult result = m.isPass() ? position.pass(m.colour()) : position.play(m.colour(), m.point());
            if (!result.legal()) {
                throw new IllegalStateException("game " + r.gameId() + " move " + (boards.size()) + ": " + result.message());
            }
            boards.add(position.snapshot());
        }
        return boards;
    }

    private static Ruleset permissive(Ruleset j) {
        return new Ruleset(j.id(), j.ko(), SuicideRule.SELF_CAPTURE_ALLOWED, j.scoring(), j.komi(), j.handicapKomi(),
                j.handicapPlacement(), j.handicapCompensation(), j.handicapCounts(), j.moveCap(), j.passEnding(),
                j.captureGoal(), j.passStones(), j.whitePassesLast(), j.boardSizes());
    }
}
