package org.openkifu.game.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * A game of Go in progress under one {@link Ruleset}: the board, the player to move, the simple-ko
 * point, the history of position hashes (for superko), prisoners, passes, move number and phase.
 * This is the single authority on what is legal. Illegal moves change nothing.
 *
 * <p>Hashes: {@link #boardHash()} is the Zobrist hash of the stones alone (positional);
 * {@link #hash()} also mixes in the side to move (situational). Both are stable across runs.
 *
 * <p>Not thread-safe: one game, one owner. {@link #copy()} is cheap (a few kilobytes).
 */
public final class Position {

    private final Ruleset rules;
    /** A hot-path copy of a rule value. */
    private final boolean selfCaptureAllowed;
    private final Board board;
    private final SuperkoHistory history;
    /** Prisoners, passes, turns, phase: everything that decides when the game ends. */
    private final GameProgress progress;
    /** The player to move, as a flag: a reference field would cost a GC write barrier on every move. */
    private boolean whiteToMove;
    private int ko = -1;

    /**
     * An empty board, Black to move.
     *
     * @throws RulesException BOARD_SIZE_UNSUPPORTED when the rules do not allow this size
     */
    public Position(Ruleset rules, int size) {
        this.rules = Objects.requireNonNull(rules, "rules");
        if (!rules.allowsBoardSize(size)) {
            throw new RulesException(RulesException.BOARD_SIZE_UNSUPPORTED, "rule set '" + rules.id() + "' does not play on "
                    + size + "x" + size + (rules.boardSizes().isEmpty() ? "; sizes 2 to 25 are supported" : "; allowed sizes: " + rules.boardSizes()));
        }
        this.board = new Board(size);
        this.history = new SuperkoHistory(rules.ko());
        this.progress = new GameProgress(rules, size);
        this.selfCaptureAllowed = rules.suicide() == SuicideRule.SELF_CAPTURE_ALLOWED;
        remember();
    }

    private Position(Position o) {
        rules = o.rules;
        selfCaptureAllowed = o.selfCaptureAllowed;
        board = o.board.copy();
        history = o.history.copy();
        progress = o.progress.copy();
        whiteToMove = o.whiteToMove;
        ko = o.ko;
    }

    /** Replays a record from an empty board; stops with the result of the first illegal move. */
    public static Position replay(Ruleset rules, int size, List<Move> moves) {
        Position p = new Position(rules, size);
        for (Move m : moves) {
            MoveResult r = p.apply(m);
            if (!r.legal()) {
                throw new IllegalMoveException(r);
            }
        }
        return p;
    }

    public Position copy() {
        return new Position(this);
    }

    // ---------------------------------------------------------------- moves

    /** Plays or passes; see {@link #play(Color, Point)} and {@link #pass(Color)}. */
    public MoveResult apply(Move move) {
        return move.isPass() ? pass(move.color()) : play(move.color(), move.point());
    }

    /** Plays a stone. Illegal plays return a result with the reason and change nothing. */
    public MoveResult play(Color color, Point point) {
        IllegalMoveReason reason = check(color, point, true);
        if (reason != null) {
            return illegal(color, point, reason);
        }
        int p = board.index(point.x(), point.y());
        int captured = execute(color, p);
        List<Point> takenFromOpponent = new ArrayList<>(captured);
        List<Point> selfCaptured = new ArrayList<>();
        for (int i = 0; i < board.chains.removedCount; i++) {
            (i < captured ? takenFromOpponent : selfCaptured).add(board.point(board.chains.removed[i]));
        }
        return MoveResult.played(color, point, takenFromOpponent, selfCaptured, koPoint());
    }

    /**
     * The allocation-free play used for replaying records: returns null when the stone was played,
     * otherwise the reason (and nothing changed). Coordinates are SGF-oriented, from 0.
     */
    public IllegalMoveReason playFast(Color color, int x, int y) {
        IllegalMoveReason reason = checkTurn(color);
        if (reason != null) {
            return reason;
        }
        if (x < 0 || y < 0 || x >= board.size || y >= board.size) {
            return IllegalMoveReason.OFF_BOARD;
        }
        int p = board.index(x, y);
        int c = stone(color);
        if (p != ko && board.quiet(p, c)) {
            // the usual play: no capture, no suicide, no ko point; only superko can refuse it
            if (history.active() && !history.admits(board.hash ^ Zobrist.key(c, p), color, true)) {
                return IllegalMoveReason.MOVE_ILLEGAL_SUPERKO;
            }
            board.place(p, c);
            ko = -1;
            whiteToMove = color == Color.BLACK;
            remember();
            progress.played(color, 0, 0);
            return null;
        }
        reason = checkPlay(color, p, true);
        if (reason != null) {
            return reason;
        }
        execute(color, p);
        return null;
    }

    /** What playing here would do, without changing this position. */
    public MoveResult analyze(Color color, Point point) {
        IllegalMoveReason reason = check(color, point, false);
        return reason != null ? illegal(color, point, reason) : copy().play(color, point);
    }

    public boolean isLegal(Color color, Point point) {
        return check(color, point, false) == null;
    }

    /** Passes. Refused only when it is not this player's turn or the game is not being played. */
    public MoveResult pass(Color color) {
        IllegalMoveReason reason = checkTurn(color);
        if (reason != null) {
            return illegal(color, null, reason);
        }
        ko = -1;
        whiteToMove = color == Color.BLACK;
        remember();
        progress.passed(color);
        return MoveResult.played(color, null, List.of(), List.of(), null);
    }

    /** @param commit the move will be played if legal: its position may go into the history at once */
    private IllegalMoveReason check(Color color, Point point, boolean commit) {
        IllegalMoveReason reason = checkTurn(color);
        if (reason != null) {
            return reason;
        }
        if (!point.isOn(board.size)) {
            return IllegalMoveReason.OFF_BOARD;
        }
        return checkPlay(color, board.index(point.x(), point.y()), commit);
    }

    private IllegalMoveReason checkTurn(Color color) {
        IllegalMoveReason closed = progress.closed();
        if (closed != null) {
            return closed;
        }
        return (color == Color.WHITE) == whiteToMove ? null : IllegalMoveReason.NOT_YOUR_TURN;
    }

    /**
     * The last check is superko. With {@code commit} it inserts the new position into the history in
     * the same probe that looks for it (the move is certain to be played then), saving a second lookup.
     */
    private IllegalMoveReason checkPlay(Color color, int p, boolean commit) {
        if (p == ko) {
            return board.cell[p] == Board.EMPTY ? IllegalMoveReason.MOVE_ILLEGAL_KO : IllegalMoveReason.POINT_OCCUPIED;
        }
        int c = stone(color);
        int probe = board.probe(p, c);
        if (probe == Board.PROBE_OCCUPIED) {
            return IllegalMoveReason.POINT_OCCUPIED;
        }
        if (probe == Board.PROBE_SUICIDE_SINGLE
                || (probe == Board.PROBE_SUICIDE_GROUP && !selfCaptureAllowed)) {
            return IllegalMoveReason.MOVE_ILLEGAL_SUICIDE;
        }
        if (history.active() && !history.admits(board.probeHash(), color, commit)) {
            return IllegalMoveReason.MOVE_ILLEGAL_SUPERKO;
        }
        return null;
    }

    /** Plays a move {@link #checkPlay} accepted; returns the number of opposing stones captured. */
    private int execute(Color color, int p) {
        int captured = board.play(p, stone(color));
        ko = board.koAfterPlay(p, captured);
        whiteToMove = color == Color.BLACK;
        remember();
        progress.played(color, captured, board.chains.removedCount - captured);
        return captured;
    }

    private void remember() {
        history.remember(board.hash, whiteToMove);
    }

    private MoveResult illegal(Color color, Point point, IllegalMoveReason reason) {
        Point koPoint = reason == IllegalMoveReason.MOVE_ILLEGAL_KO ? koPoint() : null;
        String message = MoveMessages.explain(reason, rules, board.size, point, color, toMove(), progress.phase);
        return MoveResult.illegal(color, point, reason, message, koPoint);
    }

    // ---------------------------------------------------------------- setup and handicap

    /**
     * Fixed handicap: places the standard pattern for {@code count} stones; White moves next.
     *
     * @throws RulesException HANDICAP_UNSUPPORTED or HANDICAP_NOT_ALLOWED_NOW
     */
    public List<Point> placeHandicap(int count) {
        checkHandicapCount(count);
        List<Point> points = Handicap.fixed(board.size, count);
        putHandicap(points);
        return points;
    }

    /**
     * Free handicap: Black chooses the points (rules with {@link HandicapPlacement#FREE} only).
     *
     * @throws RulesException HANDICAP_UNSUPPORTED, HANDICAP_NOT_ALLOWED_NOW or OFF_BOARD
     */
    public void placeHandicap(Collection<Point> points) {
        SetupChecks.freeHandicap(rules, board.size, points);
        checkHandicapCount(points.size());
        putHandicap(List.copyOf(points));
    }

    private void checkHandicapCount(int count) {
        SetupChecks.handicapCount(rules, count, progress.moveNumber == 0 && progress.handicap == 0 && board.hash == 0
                && progress.phase == Phase.PLAYING);
    }

    private void putHandicap(List<Point> points) {
        for (Point p : points) {
            board.place(board.index(p.x(), p.y()), Board.BLACK);
        }
        progress.handicap = points.size();
        whiteToMove = true;
        remember();
    }

    /**
     * Setup stones (SGF AB/AW/AE): applied together, no captures. A setup that leaves a chain
     * without liberties, or names a point twice, is refused and changes nothing.
     *
     * @throws RulesException ILLEGAL_SETUP or OFF_BOARD
     */
    public void setup(Collection<Point> black, Collection<Point> white, Collection<Point> empty) {
        board.load(SetupChecks.setupCells(board, black, white, empty));
        ko = -1;
        remember();
    }

    private void requireOnBoard(Point p) {
        SetupChecks.requireOnBoard(p, board.size);
    }

    /** Sets the player to move (SGF PL). */
    public void setToMove(Color color) {
        whiteToMove = Objects.requireNonNull(color, "color") == Color.WHITE;
        ko = -1;
        remember();
    }

    /** Leaves the dead-stone marking phase and continues play (the players could not agree). */
    public void resumePlay() {
        progress.resumePlay();
    }

    // ---------------------------------------------------------------- reading

    public Ruleset rules() {
        return rules;
    }

    public int size() {
        return board.size;
    }

    public Color toMove() {
        return whiteToMove ? Color.WHITE : Color.BLACK;
    }

    /** The point the player to move may not retake because of simple ko, or null. */
    public Point koPoint() {
        return ko < 0 ? null : board.point(ko);
    }

    /** Stones captured BY this player (prisoners it holds), including opposing self-captures. */
    public int prisoners(Color by) {
        return by == Color.BLACK ? progress.capturedByBlack : progress.capturedByWhite;
    }

    /** Passes made by this player (AGA pass stones are one per pass). */
    public int passes(Color by) {
        return by == Color.BLACK ? progress.passesByBlack : progress.passesByWhite;
    }

    public int consecutivePasses() {
        return progress.consecutivePasses;
    }

    /** Turns played so far (plays and passes; handicap and setup stones do not count). */
    public int moveNumber() {
        return progress.moveNumber;
    }

    public int handicap() {
        return progress.handicap;
    }

    public double komi() {
        return rules.komi(board.size, progress.handicap);
    }

    public Phase phase() {
        return progress.phase;
    }

    /** Why the game ended, or null while it is played or marked. */
    public EndReason endReason() {
        return progress.endReason;
    }

    /** The winner of a capture-go game, or null. */
    public Color captureWinner() {
        return progress.captureWinner;
    }

    public Color colorAt(Point p) {
        requireOnBoard(p);
        return switch (board.colorAt(board.index(p.x(), p.y()))) {
            case Board.BLACK -> Color.BLACK;
            case Board.WHITE -> Color.WHITE;
            default -> null;
        };
    }

    /** Liberties of the chain on this point (0 for an empty point). */
    public int liberties(Point p) {
        requireOnBoard(p);
        int i = board.index(p.x(), p.y());
        return board.cell[i] == Board.EMPTY ? 0 : BoardViews.liberties(board, i);
    }

    public BoardSnapshot snapshot() {
        return new BoardSnapshot(board.size, BoardViews.snapshotCells(board));
    }

    /** Zobrist hash of the stones alone. */
    public long boardHash() {
        return board.hash;
    }

    /** Zobrist hash of the stones and the player to move. */
    public long hash() {
        return whiteToMove ? board.hash ^ Zobrist.WHITE_TO_MOVE : board.hash;
    }

    /** The board hash recomputed from the stones, for checks: always equals {@link #boardHash()}. */
    public long boardHashFromScratch() {
        return BoardViews.hashFromScratch(board);
    }

    /** Same stones, side to move, ko point, counters, phase and superko history. */
    public boolean sameStateAs(Position o) {
        return o.board.size == board.size && o.board.hash == board.hash && o.snapshot().equals(snapshot())
                && o.whiteToMove == whiteToMove && o.ko == ko && o.progress.sameAs(progress) && o.rules.equals(rules)
                && o.history.equals(history);
    }

    /** The board itself, for package-level checks in tests. */
    Board board() {
        return board;
    }

    private static int stone(Color c) {
        return c == Color.BLACK ? Board.BLACK : Board.WHITE;
    }

    @Override
    public String toString() {
        return snapshot() + "\n" + toMove() + " to move, move " + progress.moveNumber;
    }
}
