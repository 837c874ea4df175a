package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.p;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.AbandonGame;
import org.openkifu.game.domain.GameCommand.AcceptScore;
import org.openkifu.game.domain.GameCommand.AcceptTakeBack;
import org.openkifu.game.domain.GameCommand.ArriveAtGame;
import org.openkifu.game.domain.GameCommand.CancelGame;
import org.openkifu.game.domain.GameCommand.ChooseNigiriParity;
import org.openkifu.game.domain.GameCommand.CorrectResult;
import org.openkifu.game.domain.GameCommand.DeclineTakeBack;
import org.openkifu.game.domain.GameCommand.FlagTimeout;
import org.openkifu.game.domain.GameCommand.GuessNigiri;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.domain.GameCommand.MarkDeadStones;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlaceHandicapStones;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.RequestTakeBack;
import org.openkifu.game.domain.GameCommand.Resign;
import org.openkifu.game.domain.GameCommand.ResumePlay;
import org.openkifu.game.rules.Color;

/**
 * {@link GameEvent} and {@link GameCommand} are sealed; every permitted type must have its branch in the evolver and
 * the decider. Games that together produce every event type are folded (a type without a branch throws "unknown
 * game event"), and one command of every type is decided (a type without a branch is refused as "unknown command").
 * A new type fails here until it is in these lists, and then until it is handled.
 */
public class HierarchyCoverageTest {

    /** The records a sealed hierarchy permits, walking its sealed sub-interfaces ({@code Acted}, {@code PlayerCommand}). */
    public static Set<Class<?>> records(Class<?> sealed) {
        Set<Class<?>> into = new HashSet<>();
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            if (c.isInterface()) {
                into.addAll(records(c));
            } else {
                into.add(c);
            }
        }
        return into;
    }

    public static List<Games.Script> gamesWithEveryEvent() {
        byte[] sgf = "(;GM[1]FF[4]SZ[9];B[cc];W[gg])".getBytes(StandardCharsets.UTF_8);
        List<Games.Script> games = new ArrayList<>();
        games.add(Games.Script.of(new ImportGame(GameIds.forImport(ALICE, sgf), ALICE, sgf, "two.sgf")));
        games.add(Games.Script.of(Games.create().nigiri().command()).arrived()
                .then(new ChooseNigiriParity(ID, ALICE, Parity.ODD)).then(new GuessNigiri(ID, BOB, Parity.EVEN)));
        games.add(Games.Script.of(Games.create().type(GameType.HANDICAP, 2).command())
                .then(new Resign(ID, ALICE)));
        // a capture in the corner, a take-back declined and one accepted, then the marking phase to its end
        games.add(Games.Script.of(Games.create().takeBack().command()).play(ALICE, 0, 1).play(BOB, 0, 0)
                .play(ALICE, 1, 0).then(new RequestTakeBack(ID, ALICE)).then(new DeclineTakeBack(ID, BOB))
                .then(new RequestTakeBack(ID, ALICE)).then(new AcceptTakeBack(ID, BOB)).play(ALICE, 1, 0)
                .pass(BOB).pass(ALICE).then(new ResumePlay(ID, BOB)).pass(BOB).pass(ALICE)
                .then(new MarkDeadStones(ID, ALICE, List.of())).then(new AcceptScore(ID, ALICE))
                .then(new AcceptScore(ID, BOB))
                .then(new CorrectResult(ID, "admin", true, Color.WHITE, GameResult.Reason.RESIGNATION, "misclick")));
        games.add(Games.Script.of(Games.create().time(TimeControl.absolute(10)).command()).arrived()
                .after(Duration.ofMinutes(11)).then(new FlagTimeout(ID, "scheduler")));
        games.add(Games.Script.of(Games.create().command()).then(new AbandonGame(ID, "admin", BOB, true, null)));
        games.add(Games.Script.of(Games.create().command())
                .then(new CancelGame(ID, "system:game-requests", "r/cancel", "CHALLENGE_DECLINED")));
        return games;
    }

    @Test
    void everyEventTypeIsDecidedAndEvolved() {
        Set<Class<?>> seen = new HashSet<>();
        for (Games.Script game : gamesWithEveryEvent()) {
            game.events().forEach(e -> seen.add(e.getClass()));
            assertThat(GameEvolver.fold(game.events())).as("the fold of the history is the live state")
                    .isEqualTo(game.state());
        }
        assertThat(seen).containsExactlyInAnyOrderElementsOf(records(GameEvent.class));
        assertThat(records(GameEvent.class)).hasSize(23);
    }

    @Test
    void everyCommandTypeHasItsBranch() {
        GameState playing = Games.Script.of(Games.create().command()).state();
        Map<GameCommand, GameState> commands = new LinkedHashMap<>();
        commands.put(Games.create().command(), null);
        byte[] sgf = "(;GM[1]FF[4]SZ[9];B[cc])".getBytes(StandardCharsets.UTF_8);
        commands.put(new ImportGame(GameIds.forImport(ALICE, sgf), ALICE, sgf, null), null);
        List<GameCommand> onAGame = List.of(new ChooseNigiriParity(ID, ALICE, Parity.ODD),
                new GuessNigiri(ID, BOB, Parity.ODD), new PlaceHandicapStones(ID, ALICE, List.of(p(2, 2), p(6, 6))),
                new PlayStone(ID, ALICE, p(4, 4)), new Pass(ID, ALICE), new Resign(ID, ALICE),
                new RequestTakeBack(ID, ALICE), new AcceptTakeBack(ID, BOB), new DeclineTakeBack(ID, BOB),
                new MarkDeadStones(ID, ALICE, List.of()), new AcceptScore(ID, ALICE), new ResumePlay(ID, ALICE),
                new FlagTimeout(ID, "scheduler"), new ArriveAtGame(ID, BOB), new AbandonGame(ID, "admin", BOB, true, null),
                new CorrectResult(ID, "admin", true, null, GameResult.Reason.VOID, null),
                new CancelGame(ID, "system:game-requests", "r/cancel", "CHALLENGE_DECLINED"));
        onAGame.forEach(c -> commands.put(c, playing));

        Set<Class<?>> decided = new HashSet<>();
        commands.forEach((command, state) -> {
            // decided or refused by the rules of its phase; never refused as a command the decider does not know
            Throwable refused = catchThrowable(() -> GameDecider.decide(command, state, T0));
            if (refused != null) {
                assertThat(refused).as(command.getClass().getSimpleName()).isInstanceOf(GameRuleViolation.class)
                        .hasMessageNotContaining("unknown command");
            }
            decided.add(command.getClass());
        });
        assertThat(decided).containsExactlyInAnyOrderElementsOf(records(GameCommand.class));
    }

    @Test
    void anActedEventNamesItsActorAndTheOthersAreNotActs() {
        assertThat(new GameEvent.StonePlaced(ID, 1, Color.BLACK, p(2, 2), ALICE, T0).actor()).isEqualTo(ALICE);
        assertThat(new GameEvent.Passed(ID, 2, Color.WHITE, BOB, T0).actor()).isEqualTo(BOB);
        assertThat(new GameEvent.PlayerArrived(ID, BOB, T0).actor()).isEqualTo(BOB);
        assertThat(new GameEvent.NigiriGuessed(ID, BOB, Parity.ODD, true, BOB, ALICE, T0).actor()).isEqualTo(BOB);
        assertThat(new GameEvent.TakeBackDeclined(ID, ALICE, T0).actor()).isEqualTo(ALICE);
        assertThat(new GameEvent.ScoreAccepted(ID, BOB, List.of(), T0).actor()).isEqualTo(BOB);
        // facts of non-players or of nobody in particular: an abandonment report, a correction, the clock, the end
        assertThat(records(GameEvent.Acted.class)).doesNotContain(GameEvent.GameAbandoned.class,
                GameEvent.ResultCorrected.class, GameEvent.ClockTimedOut.class, GameEvent.GameImported.class,
                GameEvent.GameEnded.class, GameEvent.GameCreated.class);
        assertThat(records(GameEvent.Acted.class)).hasSize(12);
    }

    @Test
    void aMovesPointGivenAsTextIsReadAgainstTheGamesBoard() {
        GameState s = Games.Script.of(Games.create().command()).state();
        // 9x9: column D is x 3, row 4 counts from the bottom, so y = 9 - 4 = 5
        List<GameEvent> events = GameDecider.decide(PlayStone.at(ID, ALICE, "d4"), s, T0);
        assertThat(((GameEvent.StonePlaced) events.get(0)).point()).isEqualTo(p(3, 5));
        assertThat(catchThrowable(() -> GameDecider.decide(PlayStone.at(ID, ALICE, "K10"), s, T0)))
                .isInstanceOfSatisfying(GameRuleViolation.class, v -> assertThat(v.code()).isEqualTo("POINT_INVALID"))
                .hasMessage("'K10' is off a 9x9 board");
        assertThat(catchThrowable(() -> GameDecider.decide(PlayStone.at(ID, ALICE, null), s, T0)))
                .isInstanceOfSatisfying(GameRuleViolation.class, v -> assertThat(v.code()).isEqualTo("POINT_MISSING"));
        // the point is read before who may play: a bad point from a non-player is a bad point, as the API answered
        assertThat(catchThrowable(() -> GameDecider.decide(PlayStone.at(ID, "carol", "D 4"), s, T0)))
                .isInstanceOfSatisfying(GameRuleViolation.class, v -> assertThat(v.code()).isEqualTo("POINT_INVALID"))
                .hasMessageContaining("is not a point");
    }
}
