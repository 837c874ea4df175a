package org.openkifu.game.sgf;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * Writes a game as SGF: the game context exports any game through this. Game information goes to the
 * root node, handicap and setup stones as AB/AW there too, then one node per move (pass as {@code []}).
 * <pre>
 * String sgf = GameRecordBuilder.board(19).komi(6.5).players("Lee", "Hong").play(Color.BLACK, new Point(15, 3)).toSgf();
 * </pre>
 */
public final class GameRecordBuilder {

    private final int size;
    private Double komi;
    private int handicap;
    private SgfResult result;
    private String rules;
    private String blackPlayer;
    private String whitePlayer;
    private String blackRank;
    private String whiteRank;
    private String date;
    private String event;
    private String round;
    private String gameName;
    private Double timeLimitSeconds;
    private String overtime;
    private String comment;
    private Color firstPlayer;
    private final List<Point> blackSetup = new ArrayList<>();
    private final List<Point> whiteSetup = new ArrayList<>();
    private final List<SgfMove> moves = new ArrayList<>();
    private final List<String> moveComments = new ArrayList<>();

    private GameRecordBuilder(int size) {
        GameInfo.size(Integer.toString(size));
        this.size = size;
    }

    public static GameRecordBuilder board(int size) {
        return new GameRecordBuilder(size);
    }

    public GameRecordBuilder komi(double komi) {
        this.komi = komi;
        return this;
    }

    /** Handicap count (HA) with the stones placed (AB); White then plays first. */
    public GameRecordBuilder handicap(int count, Collection<Point> stones) {
        if (count < 0 || (count > 0 && stones.size() != count)) {
            throw new IllegalArgumentException("handicap " + count + " needs exactly " + count + " stones, got " + stones.size());
        }
        this.handicap = count;
        stones.forEach(p -> check(p));
        blackSetup.addAll(stones);
        if (count > 0) {
            firstPlayer = Color.WHITE;
        }
        return this;
    }

    public GameRecordBuilder setup(Color color, Collection<Point> stones) {
        stones.forEach(p -> check(p));
        (color == Color.BLACK ? blackSetup : whiteSetup).addAll(stones);
        return this;
    }

    /** Writes PL: who plays first after the setup. */
    public GameRecordBuilder firstPlayer(Color color) {
        this.firstPlayer = color;
        return this;
    }

    public GameRecordBuilder result(SgfResult result) {
        this.result = result;
        return this;
    }

    public GameRecordBuilder rules(String rules) {
        this.rules = rules;
        return this;
    }

    public GameRecordBuilder players(String black, String white) {
        this.blackPlayer = black;
        this.whitePlayer = white;
        return this;
    }

    public GameRecordBuilder ranks(String black, String white) {
        this.blackRank = black;
        this.whiteRank = white;
        return this;
    }

    /** DT, e.g. "2026-11-22". */
    public GameRecordBuilder date(String date) {
        this.date = date;
        return this;
    }

    public GameRecordBuilder event(String event, String round) {
        this.event = event;
        this.round = round;
        return this;
    }

    public GameRecordBuilder gameName(String name) {
        this.gameName = name;
        return this;
    }

    /** TM (main time per player, seconds) and OT (overtime, free text such as "5x30 byo-yomi"). */
    public GameRecordBuilder time(double mainSeconds, String overtime) {
        this.timeLimitSeconds = mainSeconds;
        this.overtime = overtime;
        return this;
    }

    public GameRecordBuilder comment(String comment) {
        this.comment = comment;
        return this;
    }

    public GameRecordBuilder play(Color color, Point point) {
        check(point);
        moves.add(new SgfMove(color, point));
        moveComments.add(null);
        return this;
    }

    public GameRecordBuilder pass(Color color) {
        moves.add(SgfMove.pass(color));
        moveComments.add(null);
        return this;
    }

    /** An engine move (play or pass), as the game context's events hold them. */
    public GameRecordBuilder move(org.openkifu.game.rules.Move move) {
        return move.isPass() ? pass(move.color()) : play(move.color(), move.point());
    }

    public GameRecordBuilder moves(Iterable<org.openkifu.game.rules.Move> moves) {
        moves.forEach(this::move);
        return this;
    }

    /** Comments the last move added. */
    public GameRecordBuilder moveComment(String text) {
        if (moves.isEmpty()) {
            throw new IllegalStateException("no move to comment yet");
        }
        moveComments.set(moves.size() - 1, text);
        return this;
    }

    public GameInfo info() {
        return new GameInfo(size, komi, handicap, result, null, rules, blackPlayer, whitePlayer, blackRank, whiteRank,
                date, event, round, gameName, timeLimitSeconds, overtime, comment);
    }

    public SgfNode build() {
        SgfNode root = new SgfNode();
        info().writeTo(root);
        root.set("CA", "UTF-8");
        if (!blackSetup.isEmpty()) {
            root.set("AB", blackSetup.stream().map(Point::toSgf).toArray(String[]::new));
        }
        if (!whiteSetup.isEmpty()) {
            root.set("AW", whiteSetup.stream().map(Point::toSgf).toArray(String[]::new));
        }
        if (firstPlayer != null && (!blackSetup.isEmpty() || !whiteSetup.isEmpty() || handicap > 0)) {
            root.set("PL", firstPlayer.sgf());
        }
        SgfNode last = root;
        for (int i = 0; i < moves.size(); i++) {
            SgfMove move = moves.get(i);
            SgfNode node = new SgfNode().set(move.color().sgf(), move.toSgf());
            if (moveComments.get(i) != null) {
                node.setText("C", moveComments.get(i));
            }
            last = last.addChild(node);
        }
        return root;
    }

    public SgfCollection toCollection() {
        return new SgfCollection(List.of(build()), StandardCharsets.UTF_8);
    }

    public String toSgf() {
        return SgfWriter.write(toCollection());
    }

    private void check(Point p) {
        if (!p.isOn(size)) {
            throw new IllegalArgumentException(p.toSgf() + " is off the " + size + "x" + size + " board");
        }
    }
}
