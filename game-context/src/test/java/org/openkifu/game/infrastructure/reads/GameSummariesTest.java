package org.openkifu.game.infrastructure.reads;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Parity;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Point;

/**
 * The list row folded event by event equals what {@code GameEvolver.fold} says about the same game after every
 * event of seeded random games (nigiri, fixed and free handicap, take-backs, marking, resumption, resignation),
 * and applying an event a second time changes nothing.
 */
class GameSummariesTest {

    private static final String ALICE = "alice";
    private static final String BOB = "bob";
    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
    private static final Set<GameState.Status> REACHED = java.util.concurrent.ConcurrentHashMap.newKeySet();

    @TestFactory
    Stream<DynamicTest> theRowFollowsTheGameAfterEveryEvent() {
        return IntStream.range(0, 120).mapToObj(i -> {
            long seed = 104729L * i + 20261122L;
            return DynamicTest.dynamicTest("seed " + seed, () -> play(new Random(seed)));
        });
    }

    @Test
    void randomGamesReachEveryStatus() {
        for (int i = 0; i < 120; i++) {
            play(new Random(104729L * i + 20261122L));
        }
        assertThat(REACHED).isEqualTo(EnumSet.allOf(GameState.Status.class));
    }

    @Test
    void anEventForAGameNeverCreatedIsAnError() {
        GameEvent.Passed pass = new GameEvent.Passed("g", 1, org.openkifu.game.rules.Color.BLACK, ALICE, T0);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> GameSummaries.apply(null, pass, 1))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no GameCreated");
    }

    private static void play(Random random) {
        String id = "game-" + random.nextLong();
        int variant = random.nextInt(4);
        boolean nigiri = variant == 1;
        GameType type = variant >= 2 ? GameType.HANDICAP : GameType.HO_SUN;
        String preset = variant == 3 ? "chinese" : "japanese";
        GameCommand create = new GameCommand.CreateGame(id, ALICE, new Player(ALICE, "3k"), new Player(BOB, "1k"),
                nigiri ? null : ALICE, nigiri ? null : BOB, type, type == GameType.HANDICAP ? 2 : null,
                RulesChoice.preset(preset), 9, TimeControl.NONE, true, false, Origin.FREE);
        List<GameEvent> history = new ArrayList<>();
        GameState state = null;
        GameSummary row = null;
        Instant now = T0;
        for (int step = 0; step < 150 && (state == null || state.status() != GameState.Status.ENDED); step++) {
            GameCommand command = state == null ? create : pick(id, state, random);
            now = now.plus(Duration.ofSeconds(1 + random.nextInt(30)));
            List<GameEvent> events;
            try {
                events = GameDecider.decide(command, state, now);
            } catch (GameRuleViolation refused) {
                continue;
            }
            for (GameEvent e : events) {
                long sequence = history.size();
                history.add(e);
                state = GameEvolver.evolve(state, e);
                row = GameSummaries.apply(row, e, sequence);
                assertThat(GameSummaries.apply(row, e, sequence)).as("applied twice").isEqualTo(row);
                assertMatches(row, state, e, sequence);
                REACHED.add(state.status());
            }
        }
        assertThat(GameEvolver.fold(history)).isEqualTo(state);
    }

    private static void assertMatches(GameSummary row, GameState state, GameEvent e, long sequence) {
        String after = "after " + e.getClass().getSimpleName() + " #" + sequence;
        assertThat(row.version()).as(after).isEqualTo(sequence);
        assertThat(row.state()).as(after).isEqualTo(state.status().name());
        assertThat(row.status()).as(after).isEqualTo(switch (state.status()) {
            case AWAITING_NIGIRI_PARITY, AWAITING_NIGIRI_GUESS -> GameSummary.Status.NIGIRI;
            case AWAITING_HANDICAP_STONES -> GameSummary.Status.HANDICAP;
            case PLAYING -> GameSummary.Status.PLAYING;
            case MARKING -> GameSummary.Status.SCORING;
            case ENDED -> GameSummary.Status.ENDED;
        });
        String turn = switch (state.status()) {
            case AWAITING_NIGIRI_PARITY -> state.setup().owner().userId();
            case AWAITING_NIGIRI_GUESS -> state.setup().opponent().userId();
            case AWAITING_HANDICAP_STONES -> state.blackUserId();
            case PLAYING -> state.userOf(state.sideToMove());
            case MARKING, ENDED -> null;
        };
        assertThat(row.turnUserId()).as("turn " + after).isEqualTo(turn);
        assertThat(row.moveCount()).as(after).isEqualTo(state.moveCount());
        assertThat(row.blackUserId()).as(after).isEqualTo(state.blackUserId());
        assertThat(row.whiteUserId()).as(after).isEqualTo(state.whiteUserId());
        assertThat(row.result()).as(after).isEqualTo(state.result() == null ? null : state.result().sgf());
        assertThat(row.lastActivityAt()).as(after).isEqualTo(e.at());
        assertThat(row.players()).containsExactly(ALICE, BOB);
    }

    private static GameCommand pick(String id, GameState s, Random random) {
        String black = s.blackUserId();
        String mover = s.userOf(s.sideToMove());
        int roll = random.nextInt(100);
        return switch (s.status()) {
            case AWAITING_NIGIRI_PARITY -> new GameCommand.ChooseNigiriParity(id, ALICE,
                    random.nextBoolean() ? Parity.ODD : Parity.EVEN);
            case AWAITING_NIGIRI_GUESS -> new GameCommand.GuessNigiri(id, BOB,
                    random.nextBoolean() ? Parity.ODD : Parity.EVEN);
            case AWAITING_HANDICAP_STONES -> new GameCommand.PlaceHandicapStones(id, black,
                    List.of(new Point(2, 2), new Point(6, 6)));
            case MARKING -> roll < 40 ? new GameCommand.AcceptScore(id, random.nextBoolean() ? ALICE : BOB)
                    : roll < 60 ? new GameCommand.MarkDeadStones(id, mover, List.of())
                    : new GameCommand.ResumePlay(id, random.nextBoolean() ? ALICE : BOB);
            case PLAYING -> {
                if (s.takeBack() != null && roll < 60) {
                    String other = s.takeBack().requestedBy().equals(ALICE) ? BOB : ALICE;
                    yield roll < 40 ? new GameCommand.AcceptTakeBack(id, other)
                            : new GameCommand.DeclineTakeBack(id, other);
                }
                if (roll < 70) {
                    yield new GameCommand.PlayStone(id, mover, new Point(random.nextInt(9), random.nextInt(9)));
                }
                if (roll < 88) {
                    yield new GameCommand.Pass(id, mover);
                }
                if (roll < 98) {
                    yield new GameCommand.RequestTakeBack(id, random.nextBoolean() ? ALICE : BOB);
                }
                yield new GameCommand.Resign(id, mover);
            }
            case ENDED -> throw new IllegalStateException("ended");
        };
    }
}
