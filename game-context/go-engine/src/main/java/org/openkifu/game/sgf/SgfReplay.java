package org.openkifu.game.sgf;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Handicap;
import org.openkifu.game.rules.MoveResult;
import org.openkifu.game.rules.Phase;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.rules.RulesException;

/**
 * Plays the main line of a game tree through the rules engine: handicap (HA with its AB stones), setup
 * (AB/AW/AE, PL) in the nodes before the first move, then every B/W move. The engine decides what is
 * legal; the replay adds what only a record can get wrong (setup after the first move, handicap stones
 * missing or announced after setup, too many moves). Moves need not alternate: a record that has one
 * colour move twice is followed, as Little Go does. Two passes followed by more moves resume play.
 */
public final class SgfReplay {

    /** Little Go (through Fuego) accepts at most 1394 moves; "too-many-moves.sgf" has one more. */
    public static final int DEFAULT_MAX_MOVES = 1394;
    /** Used when neither the caller nor RU names rules: area scoring, positional superko, every size. */
    public static final String DEFAULT_PRESET = "chinese";

    public static final String SETUP_AFTER_FIRST_MOVE = "SETUP_AFTER_FIRST_MOVE";
    public static final String SETUP_PLAYER_AFTER_FIRST_MOVE = "SETUP_PLAYER_AFTER_FIRST_MOVE";
    public static final String HANDICAP_AFTER_SETUP = "HANDICAP_AFTER_SETUP";
    public static final String HANDICAP_STONES_MISSING = "HANDICAP_STONES_MISSING";
    public static final String TOO_MANY_MOVES = "TOO_MANY_MOVES";

    private final Ruleset rules;
    private final int maxMoves;
    private final boolean keepPositions;

    private SgfReplay(Ruleset rules, int maxMoves, boolean keepPositions) {
        this.rules = rules;
        this.maxMoves = maxMoves;
        this.keepPositions = keepPositions;
    }

    /** Replays under the rules the record names (RU, KM), else {@value #DEFAULT_PRESET}. */
    public static Replay replay(SgfNode root) {
        return replay(root, null, DEFAULT_MAX_MOVES, false);
    }

    /**
     * @param rules         the rules to play by, or null for those the record names; the record's KM
     *                      always sets the komi
     * @param keepPositions also keep the board after every move (memory: one snapshot per move)
     * @throws SgfReplayException for an illegal move or setup; {@link SgfException} for bad game info
     */
    public static Replay replay(SgfNode root, Ruleset rules, int maxMoves, boolean keepPositions) {
        GameInfo info = GameInfo.of(root);
        Ruleset chosen = rules != null ? rules : rulesNamedBy(info.rules());
        if (info.komi() != null) {
            chosen = chosen.withKomi(info.komi());
        }
        return new SgfReplay(chosen, maxMoves, keepPositions).run(root, info);
    }

    /** The preset an RU value names (its id or alias, or a common spelling), else {@value #DEFAULT_PRESET}. */
    public static Ruleset rulesNamedBy(String ru) {
        if (ru != null) {
            String key = ru.trim().toLowerCase(Locale.ROOT).replace(' ', '-');
            key = switch (key) {
                case "jp", "japanese-rules" -> "japanese";
                case "cn", "chinese-rules" -> "chinese";
                case "kr" -> "korean";
                case "tromp/taylor", "tromptaylor", "tt" -> "tromp-taylor";
                default -> key;
            };
            if (RulePresets.ids().contains(key) || knownAlias(key)) {
                return RulePresets.byId(key);
            }
        }
        return RulePresets.byId(DEFAULT_PRESET);
    }

    private static boolean knownAlias(String key) {
        try {
            RulePresets.byId(key);
            return true;
        } catch (RulesException e) {
            return false;
        }
    }

    private Replay run(SgfNode root, GameInfo info) {
        int size = info.size();
        Position position;
        try {
            position = new Position(rules, size);
        } catch (RulesException e) {
            throw new SgfReplayException(e.code(), 0, e.getMessage());
        }
        List<Replay.ReplayedMove> moves = new ArrayList<>();
        List<BoardSnapshot> positions = new ArrayList<>();
        List<Point> handicap = List.of();
        boolean setupSeen = false;
        for (SgfNode node : root.mainLine()) {
            int played = moves.size();
            boolean hasSetup = node.has("AB") || node.has("AW") || node.has("AE");
            if (played > 0) {
                refuseSetupAfterFirstMove(node, played, hasSetup);
            } else {
                if (node.has("HA")) {
                    if (setupSeen) {
                        throw new SgfReplayException(HANDICAP_AFTER_SETUP, 0, "HA[" + SgfText.excerpt(node.value("HA")) + "] comes in a node after "
                                + "setup stones were already placed; the handicap must be given with the first setup");
                    }
                    int count = handicapCount(node.value("HA"));
                    handicap = placeHandicap(position, node, count, size);
                    if (count >= 2 && handicap.isEmpty()) {
                        position.setToMove(Color.WHITE); // placed as setup stones: White still plays first
                    }
                }
                if (hasSetup) {
                    setup(position, node, handicap, size);
                    setupSeen = true;
                }
                if (node.has("PL")) {
                    position.setToMove(player(node.value("PL")));
                }
            }
            SgfMove move = move(node, size, played + 1);
            if (move == null) {
                continue;
            }
            int number = played + 1;
            if (number > maxMoves) {
                throw new SgfReplayException(TOO_MANY_MOVES, number, "the record has more than " + maxMoves
                        + " moves; records that long are not replayed");
            }
            MoveResult result = play(position, move);
            if (!result.legal()) {
                throw new SgfReplayException(result.code(), number, "move " + number + " (" + move.color().name().toLowerCase(Locale.ROOT)
                        + (move.isPass() ? " pass" : " " + gtp(move.point(), size)) + ") is illegal: " + result.message());
            }
            moves.add(new Replay.ReplayedMove(number, move.color(), move.point(), result.captured()));
            if (keepPositions) {
                positions.add(position.snapshot());
            }
        }
        return new Replay(info, rules, position, moves, positions, handicap);
    }

    private static MoveResult play(Position position, SgfMove move) {
        if (position.phase() == Phase.MARKING) {
            position.resumePlay(); // the record goes on after two passes: so did the players
        }
        if (position.phase() == Phase.PLAYING && position.toMove() != move.color()) {
            position.setToMove(move.color()); // records may have one colour move twice
        }
        return move.isPass() ? position.pass(move.color()) : position.play(move.color(), move.point());
    }

    private static void refuseSetupAfterFirstMove(SgfNode node, int played, boolean hasSetup) {
        if (hasSetup || node.has("HA")) {
            String which = node.properties().stream().map(SgfProperty::identifier)
                    .filter(id -> id.equals("AB") || id.equals("AW") || id.equals("AE") || id.equals("HA"))
                    .distinct().reduce((a, b) -> a + "/" + b).orElse("");
            throw new SgfReplayException(SETUP_AFTER_FIRST_MOVE, played, "setup (" + which + ") after move " + played
                    + ": stones can only be set up before the first move");
        }
        if (node.has("PL")) {
            throw new SgfReplayException(SETUP_PLAYER_AFTER_FIRST_MOVE, played, "PL[" + SgfText.excerpt(node.value("PL")) + "] after move "
                    + played + ": the player to move can only be set up before the first move");
        }
    }

    /** Places HA's stones (taken from the same node's AB) as the engine's handicap where the rules allow it. */
    private List<Point> placeHandicap(Position position, SgfNode node, int count, int size) {
        if (count < 2) {
            return List.of();
        }
        Set<Point> black = points(node, "AB", size);
        if (black.size() < count) {
            throw new SgfReplayException(HANDICAP_STONES_MISSING, 0, "HA[" + count + "] announces " + count
                    + " handicap stones but the node sets up " + black.size() + " black stone(s) (AB)");
        }
        try {
            if (size >= Handicap.MIN_SIZE && Handicap.supportedCounts(size).contains(count)) {
                List<Point> fixed = Handicap.fixed(size, count);
                if (black.containsAll(fixed)) {
                    return position.placeHandicap(count);
                }
            }
            List<Point> chosen = new ArrayList<>(black).subList(0, count);
            position.placeHandicap(chosen);
            return List.copyOf(chosen);
        } catch (RulesException notAsHandicap) {
            // these rules cannot place the record's stones as a handicap: they become plain setup stones
            return List.of();
        }
    }

    private static void setup(Position position, SgfNode node, List<Point> handicap, int size) {
        Set<Point> black = points(node, "AB", size);
        black.removeAll(handicap);
        Set<Point> white = points(node, "AW", size);
        Set<Point> empty = points(node, "AE", size);
        try {
            position.setup(black, white, empty);
        } catch (RulesException e) {
            throw new SgfReplayException(e.code(), 0, e.getMessage());
        }
    }

    private static Set<Point> points(SgfNode node, String identifier, int size) {
        try {
            return new LinkedHashSet<>(SgfPoints.list(node.values(identifier), size));
        } catch (SgfException e) {
            throw new SgfReplayException(e.code(), 0, identifier + ": " + e.getMessage());
        }
    }

    private static SgfMove move(SgfNode node, int size, int number) {
        try {
            return SgfMove.of(node, size);
        } catch (SgfException e) {
            String code = SgfPoints.INVALID.equals(e.code()) && e.getMessage().contains("off the") ? "OFF_BOARD" : e.code();
            throw new SgfReplayException(code, number, "move " + number + ": " + e.getMessage());
        }
    }

    private static Color player(String raw) {
        String v = raw.trim().toUpperCase(Locale.ROOT);
        if (v.equals("B") || v.equals("W")) {
            return Color.fromSgf(v);
        }
        throw new SgfReplayException(GameInfo.VALUE_INVALID, 0, "PL[" + SgfText.excerpt(raw) + "] is not a colour: expected B or W");
    }

    private static int handicapCount(String raw) {
        try {
            return Integer.parseInt(raw.trim());
        } catch (NumberFormatException e) {
            throw new SgfReplayException(GameInfo.VALUE_INVALID, 0, "HA[" + SgfText.excerpt(raw) + "] is not a number of stones");
        }
    }

    private static String gtp(Point p, int size) {
        return p.isOn(size) ? p.toGtp(size) : p.toSgf();
    }
}
