package org.openkifu.game.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Properties over random legal games. Seeded random games from a {@link TestFactory} rather than jqwik:
 * see docs/rules-engine.md ("Property tests") for why. Each seed is its own test, so a failure names
 * the seed that reproduces it.
 */
class RandomGamesTest {

    private static final String[] RULES = {"japanese", "chinese", "aga", "tromp-taylor", "new-zealand"};
    private static final int[] SIZES = {2, 3, 5, 7, 9, 13, 19};
    private static final int GAMES = 105;

    @TestFactory
    Stream<DynamicTest> randomGames() {
        return IntStream.range(0, GAMES).mapToObj(seed -> {
            String rules = RULES[seed % RULES.length];
            int size = SIZES[(seed / RULES.length) % SIZES.length];
            return DynamicTest.dynamicTest("seed " + seed + ": " + rules + " " + size + "x" + size,
                    () -> playRandomGame(seed, RulePresets.byId(rules), size));
        });
    }

    /** Guards the generator: random games must actually reach captures, ko, superko and self-capture. */
    @org.junit.jupiter.api.Test
    void randomGamesReachTheInterestingRules() {
        java.util.Map<String, Integer> seen = new java.util.TreeMap<>();
        for (int seed = 0; seed < 40; seed++) {
            String rules = seed % 2 == 0 ? "tromp-taylor" : "chinese";
            playRandomGame(1000 + seed, RulePresets.byId(rules), seed % 4 == 0 ? 3 : 5, seen);
        }
        assertThat(seen).containsKeys("capture", "self-capture", "MOVE_ILLEGAL_KO", "MOVE_ILLEGAL_SUPERKO",
                "MOVE_ILLEGAL_SUICIDE", "POINT_OCCUPIED");
    }

    private static void playRandomGame(long seed, Ruleset rules, int size) {
        playRandomGame(seed, rules, size, new java.util.HashMap<>());
    }

    private static void playRandomGame(long seed, Ruleset rules, int size, java.util.Map<String, Integer> seen) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = new Position(rules, size);
        if (size >= 9 && random.nextInt(3) == 0) {
            if (rules.handicapPlacement() == HandicapPlacement.FIXED) {
                p.placeHandicap(2 + random.nextInt(3));
            } else {
                p.placeHandicap(List.of(new Point(2, 2), new Point(size - 3, size - 3)));
            }
        }
        int handicap = p.handicap();
        List<Move> record = new ArrayList<>();
        int[] played = new int[2];
        played[0] = handicap;
        Set<Long> boards = new HashSet<>();
        boards.add(p.boardHash());
        int maxTurns = size * size * 2 + 8;
        for (int turn = 0; turn < maxTurns && p.phase() == Phase.PLAYING; turn++) {
            Color c = p.toMove();
            Move move = null;
            if (random.nextInt(40) != 0) {
                for (int attempt = 0; attempt < 30 && move == null; attempt++) {
                    Point pt = new Point(random.nextInt(size), random.nextInt(size));
                    Position before = p.copy();
                    boolean legal = p.isLegal(c, pt);
                    MoveResult preview = p.analyze(c, pt);
                    assertThat(p.sameStateAs(before)).as("analyze changed the position").isTrue();
                    MoveResult r = p.play(c, pt);
                    assertThat(r.legal()).isEqualTo(legal).isEqualTo(preview.legal());
                    // playFast (with its quiet-play shortcut) must refuse and play exactly like play
                    Position fast = before.copy();
                    assertThat(fast.playFast(c, pt.x(), pt.y())).isEqualTo(r.reason());
                    assertThat(fast.sameStateAs(p)).as("playFast and play disagree on %s", pt).isTrue();
                    assertThat(r).isEqualTo(preview);
                    if (!r.captured().isEmpty()) {
                        seen.merge("capture", 1, Integer::sum);
                    }
                    if (!r.selfCaptured().isEmpty()) {
                        seen.merge("self-capture", 1, Integer::sum);
                    }
                    if (!r.legal()) {
                        seen.merge(r.code(), 1, Integer::sum);
                    }
                    if (r.legal()) {
                        move = Move.play(c, pt);
                        played[c.ordinal()]++;
                        if (rules.ko() == KoRule.POSITIONAL_SUPERKO) {
                            assertThat(boards.add(p.boardHash())).as("board repeated under positional superko").isTrue();
                        }
                    } else {
                        assertThat(p.sameStateAs(before)).as("illegal %s changed the position", r.code()).isTrue();
                        assertThat(r.message()).isNotBlank();
                    }
                }
            }
            if (move == null) {
                // no consecutive passes until the end: a pass is only chosen when the opponent did not pass
                if (p.consecutivePasses() > 0 && turn < maxTurns - 1) {
                    continue;
                }
                assertThat(p.pass(c).legal()).isTrue();
                move = Move.pass(c);
            }
            record.add(move);
            assertThat(p.boardHash()).isEqualTo(p.boardHashFromScratch());
            BoardSnapshot s = p.snapshot();
            assertThat(s.count(Color.BLACK) + p.prisoners(Color.WHITE)).as("black stones conserved").isEqualTo(played[0]);
            assertThat(s.count(Color.WHITE) + p.prisoners(Color.BLACK)).as("white stones conserved").isEqualTo(played[1]);
            if (turn % 16 == 0) {
                assertThat(BoardIntegrity.problem(p)).isNull();
            }
        }
        assertThat(BoardIntegrity.problem(p)).isNull();
        assertReplayGivesTheSameState(p, rules, size, handicap, record);
    }

    private static void assertReplayGivesTheSameState(Position played, Ruleset rules, int size, int handicap, List<Move> record) {
        Position again = new Position(rules, size);
        Position fast = new Position(rules, size);
        if (handicap > 0) {
            List<Point> stones = new ArrayList<>();
            BoardSnapshot empty = BoardSnapshot.empty(size);
            assertThat(empty.size()).isEqualTo(size);
            if (rules.handicapPlacement() == HandicapPlacement.FIXED) {
                again.placeHandicap(handicap);
                fast.placeHandicap(handicap);
            } else {
                stones.add(new Point(2, 2));
                stones.add(new Point(size - 3, size - 3));
                again.placeHandicap(stones);
                fast.placeHandicap(stones);
            }
        }
        for (Move m : record) {
            assertThat(again.apply(m).legal()).isTrue();
            if (m.isPass()) {
                fast.pass(m.color());
            } else {
                assertThat(fast.playFast(m.color(), m.point().x(), m.point().y())).isNull();
            }
        }
        assertThat(again.sameStateAs(played)).as("move-by-move replay").isTrue();
        assertThat(fast.sameStateAs(played)).as("fast replay").isTrue();
        assertThat(again.hash()).isEqualTo(played.hash());
        if (handicap == 0) {
            assertThat(Position.replay(rules, size, record).sameStateAs(played)).isTrue();
        }
    }
}
