package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.openkifu.game.domain.GameCommand.AcceptScore;
import org.openkifu.game.domain.GameCommand.AcceptTakeBack;
import org.openkifu.game.domain.GameCommand.DeclineTakeBack;
import org.openkifu.game.domain.GameCommand.FlagTimeout;
import org.openkifu.game.domain.GameCommand.MarkDeadStones;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.RequestTakeBack;
import org.openkifu.game.domain.GameCommand.Resign;
import org.openkifu.game.domain.GameCommand.ResumePlay;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.MoveResult;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;

/**
 * Random games, each driven by a list of choices drawn from a fixed seed (the seed is in the test's
 * name, so a failure replays exactly). For every
 * game: each command is either refused with a GameRuleViolation (nothing else may be thrown), or its
 * events evolve the live state; the board rebuilt from the state matches a position played move by
 * move; the state folded from all events equals the live state; and the state and every event
 * survive a Jackson round trip (the snapshot format).
 */
class RebuildEqualsLivePropertyTest {

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule());

    private static final List<String> PRESETS = List.of("japanese", "chinese", "itsyourturn", "tromp-taylor",
            "black-and-white", "capture-go", "little-go-area", "aga", "new-zealand");
    private static final List<TimeControl> TIME_CONTROLS = List.of(TimeControl.NONE, TimeControl.absolute(5),
            TimeControl.japanese(1, 3, 20), TimeControl.canadian(1, 3, 2), TimeControl.fischer(2, 15),
            TimeControl.correspondence(1));
    private static final int GAMES = 150;

    /** What the random games reached, so a generator that stops exercising the endings is noticed. */
    private static final Set<String> COVERAGE = ConcurrentHashMap.newKeySet();

    @TestFactory
    Stream<DynamicTest> rebuiltStateEqualsLiveState() {
        return IntStream.range(0, GAMES).mapToObj(i -> {
            long seed = 7919L * i + 20261122L;
            Random random = new Random(seed);
            String preset = PRESETS.get(random.nextInt(PRESETS.size()));
            TimeControl tc = TIME_CONTROLS.get(random.nextInt(TIME_CONTROLS.size()));
            boolean handicap = random.nextBoolean();
            List<Integer> choices = random.ints(10 + random.nextInt(191), 0, 10_000).boxed().toList();
            return DynamicTest.dynamicTest("seed " + seed + " " + preset,
                    () -> rebuiltStateEqualsLiveState(preset, tc, handicap, choices));
        });
    }

    @AfterAll
    static void randomGamesReachedTheInterestingPaths() {
        assertThat(COVERAGE).contains("status ENDED", "status PLAYING", "take-back", "ending RESIGNATION");
    }

    private void rebuiltStateEqualsLiveState(String preset, TimeControl tc, boolean handicap, List<Integer> choices)
            throws Exception {
        Games.Create create = Games.create().rules(preset).size(preset.equals("little-go-area") ? 7 : 9).time(tc).takeBack();
        if (handicap && !preset.equals("chinese") && !preset.equals("tromp-taylor") && !preset.equals("new-zealand")) {
            create.type(GameType.HANDICAP, 2);
        }
        Games.Script script = new Games.Script(Games.T0);
        script.run(create.command());
        Position live = script.state().position();
        for (int choice : choices) {
            GameState before = script.state();
            if (before.status() == GameState.Status.ENDED) {
                break;
            }
            script.after(java.time.Duration.ofSeconds(choice % 45));
            GameCommand command = pick(before, choice);
            List<GameEvent> events;
            try {
                events = script.run(command);
            } catch (GameRuleViolation refused) {
                assertThat(script.state()).isSameAs(before);
                continue;
            }
            live = follow(live, script.state(), command, events);
            assertThat(script.state().position().sameStateAs(live))
                    .as("board rebuilt from the state after %s", command).isTrue();
        }
        List<GameEvent> history = script.events();
        GameState state = script.state();
        COVERAGE.add("status " + state.status());
        COVERAGE.add("ending " + (state.result() == null ? "none" : state.result().reason()));
        if (history.stream().anyMatch(e -> e instanceof GameEvent.MoveTakenBack)) {
            COVERAGE.add("take-back");
        }
        if (!state.resumedAt().isEmpty()) {
            COVERAGE.add("resumed");
        }
        assertThat(GameEvolver.fold(history)).isEqualTo(state);
        assertThat(JSON.readValue(JSON.writeValueAsString(state), GameState.class)).isEqualTo(state);
        for (GameEvent e : history) {
            assertThat(JSON.readValue(JSON.writeValueAsString(e), e.getClass())).isEqualTo(e);
        }
        assertThat(GameReplay.at(history, state.moveCount()).board()).isEqualTo(state.position().snapshot());
    }

    /** The live position, played move by move as the events say (take-backs replay the shorter line). */
    private static Position follow(Position live, GameState state, GameCommand command, List<GameEvent> events) {
        for (GameEvent e : events) {
            if (e instanceof GameEvent.StonePlaced s) {
                MoveResult r = live.play(s.color(), s.point());
                assertThat(r.legal()).isTrue();
            } else if (e instanceof GameEvent.Passed p) {
                assertThat(live.pass(p.color()).legal()).isTrue();
            } else if (e instanceof GameEvent.PlayResumed) {
                live.resumePlay();
            } else if (e instanceof GameEvent.HandicapStonesPlaced) {
                live = state.position();
            } else if (e instanceof GameEvent.MoveTakenBack) {
                live = state.position();
            }
        }
        return live;
    }

    /** A command the game might get now: mostly sensible ones, sometimes from the wrong player. */
    private static GameCommand pick(GameState s, int choice) {
        Color toMove = s.sideToMove();
        String mover = s.userOf(toMove) == null ? ALICE : s.userOf(toMove);
        String other = mover.equals(ALICE) ? BOB : ALICE;
        String actor = choice % 13 == 0 ? other : mover;
        int size = s.setup().size();
        int kind = (choice / 7) % 100;
        if (s.status() == GameState.Status.MARKING) {
            if (kind < 30) {
                return new MarkDeadStones(ID, actor, someStones(s, choice));
            }
            if (kind < 55) {
                return new AcceptScore(ID, choice % 2 == 0 ? ALICE : BOB);
            }
            return new ResumePlay(ID, actor);
        }
        if (s.takeBack() != null && kind < 60) {
            return kind < 35 ? new AcceptTakeBack(ID, actor) : new DeclineTakeBack(ID, actor);
        }
        if (kind < 55) {
            return new PlayStone(ID, actor, new Point(choice % size, (choice / size) % size));
        }
        if (kind < 80) {
            return new Pass(ID, actor);
        }
        if (kind < 93) {
            return new RequestTakeBack(ID, actor);
        }
        if (kind < 98) {
            return new FlagTimeout(ID, "scheduler");
        }
        return new Resign(ID, actor);
    }

    private static List<Point> someStones(GameState s, int choice) {
        Position p = s.position();
        List<Point> stones = new ArrayList<>();
        for (int y = 0; y < p.size(); y++) {
            for (int x = 0; x < p.size(); x++) {
                Point pt = new Point(x, y);
                if (p.colorAt(pt) != null && (x * 31 + y * 17 + choice) % 5 == 0) {
                    stones.add(pt);
                }
            }
        }
        return stones;
    }
}
