package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.CAROL;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.create;
import static org.openkifu.game.domain.Games.p;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.ArriveAtGame;
import org.openkifu.game.domain.GameCommand.ChooseNigiriParity;
import org.openkifu.game.domain.GameCommand.CreateGame;
import org.openkifu.game.domain.GameCommand.FlagTimeout;
import org.openkifu.game.domain.GameCommand.GuessNigiri;
import org.openkifu.game.domain.GameCommand.PlaceHandicapStones;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.HandicapStonesPlaced;
import org.openkifu.game.domain.GameEvent.PlayerArrived;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameStart;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.Parity;
import org.openkifu.game.domain.TimeControl;

/**
 * No clock runs against a player who has not seen the game: the clocks start once both players arrived and the game is
 * in play, and a timed game nobody starts in time is cancelled without result (docs/game.md, "Start").
 */
class GameStartTest extends FixtureSupport {

    private static final GameResult CANCELLED = GameResult.of(null, null, GameResult.Reason.CANCELLED);

    private static Instant t(long seconds) {
        return T0.plusSeconds(seconds);
    }

    private static Script timed() {
        return Script.of(create().time(TimeControl.absolute(1)).command());
    }

    /** Created by an organizer, who does not play: neither player has seen it. */
    private static CreateGame byOrganizer(TimeControl tc) {
        CreateGame c = create().time(tc).command();
        return new CreateGame(c.gameId(), "organizer", c.owner(), c.opponent(), c.blackUserId(), c.whiteUserId(),
                c.gameType(), c.handicap(), c.rules(), c.size(), c.timeControl(), c.takeBackAllowed(), c.rated(),
                c.origin());
    }

    @Test
    void aTimedGameRunsNoClockUntilBothPlayersArrived() {
        GameState created = timed().state();
        assertThat(created.arrived()).as("alice accepted, so she has seen it").containsExactly(ALICE);
        assertThat(created.started()).isFalse();
        assertThat(created.clock().running()).isNull();
        assertThat(created.nextDeadline()).as("the start deadline").isEqualTo(T0.plus(GameStart.LIVE_WINDOW));

        given(timed().at(t(5))).when(new ArriveAtGame(ID, BOB))
                .expectEvents(new PlayerArrived(ID, BOB, t(5)))
                .expectState(g -> {
                    assertThat(g.state().startedAt()).isEqualTo(t(5));
                    assertThat(g.state().clock().running()).isEqualTo(BLACK);
                    assertThat(g.state().nextDeadline()).as("Black's minute from the start").isEqualTo(t(65));
                });
    }

    @Test
    void aGameAnOrganizerCreatedWaitsForBoth() {
        Script s = Script.of(byOrganizer(TimeControl.absolute(1)));
        assertThat(s.state().arrived()).isEmpty();
        s.at(t(30)).then(new ArriveAtGame(ID, BOB));
        assertThat(s.state().started()).isFalse();
        s.at(t(40)).then(new ArriveAtGame(ID, ALICE));
        assertThat(s.state().startedAt()).isEqualTo(t(40));
    }

    @Test
    void aMoveBeforeTheOpponentArrivedCostsNoTimeAndTheirClockStartsWhenTheyArrive() {
        Script s = timed().at(t(100)).play(ALICE, 4, 4);
        assertThat(s.state().started()).isFalse();
        assertThat(s.state().clock().side(BLACK).mainMillis()).isEqualTo(60_000);
        s.at(t(200)).then(new ArriveAtGame(ID, BOB));
        assertThat(s.state().clock().running()).isEqualTo(WHITE);
        assertThat(s.state().nextDeadline()).isEqualTo(t(260));
    }

    @Test
    void actingInTheGameIsArriving() {
        Script s = timed().at(t(7)).play(ALICE, 4, 4).at(t(9)).play(BOB, 2, 2);
        assertThat(s.state().arrived()).containsExactly(ALICE, BOB);
        assertThat(s.state().startedAt()).as("bob's move started the clocks").isEqualTo(t(9));
        assertThat(s.state().clock().running()).isEqualTo(BLACK);
        assertThat(s.state().movesBy(BLACK)).isEqualTo(1);
        assertThat(s.state().movesBy(WHITE)).isEqualTo(1);
    }

    @Test
    void aTimedGameNobodyStartsIsCancelledWithoutResultAtItsStartDeadline() {
        Instant deadline = T0.plus(GameStart.LIVE_WINDOW);
        given(timed().at(deadline.minusMillis(1))).when(new FlagTimeout(ID, "system:clock")).expectNoEvents();
        given(timed().at(deadline)).when(new FlagTimeout(ID, "system:clock"))
                .expectEvents(new GameEnded(ID, CANCELLED, deadline))
                .expectState(g -> {
                    assertThat(g.state().result().sgf()).isEqualTo("Void");
                    assertThat(g.state().result().noWinner()).isTrue();
                    assertThat(g.state().nextDeadline()).isNull();
                });
        // a move before the opponent came does not save it either: the game never started
        given(timed().at(t(10)).play(ALICE, 4, 4).at(deadline)).when(new FlagTimeout(ID, "system:clock"))
                .expectEvents(new GameEnded(ID, CANCELLED, deadline));
    }

    @Test
    void arrivingOrMovingAfterTheStartDeadlineCancelsInstead() {
        Instant late = T0.plus(GameStart.LIVE_WINDOW).plusSeconds(1);
        given(timed().at(late)).when(new ArriveAtGame(ID, BOB)).expectEvents(new GameEnded(ID, CANCELLED, late));
        given(timed().at(late)).when(new PlayStone(ID, ALICE, p(4, 4))).expectEvents(new GameEnded(ID, CANCELLED, late));
    }

    @Test
    void theStartWindowIsOneMovesTimeByCorrespondenceAndUnboundedWithoutAClock() {
        assertThat(Script.of(create().time(TimeControl.correspondence(2)).command()).state().nextDeadline())
                .isEqualTo(T0.plus(Duration.ofDays(2)));
        Script untimed = Script.of(create().command());
        assertThat(untimed.state().nextDeadline()).isNull();
        given(untimed.at(t(10_000_000))).when(new FlagTimeout(ID, "system:clock")).expectNoEvents();
        assertThat(untimed.arrived().state().started()).isTrue();
    }

    @Test
    void arrivalIsRecordedOnceAndOnlyForPlayers() {
        rejected(given(timed()).when(new ArriveAtGame(ID, CAROL)), GameRuleViolation.NOT_A_PLAYER);
        given(timed()).when(new ArriveAtGame(ID, ALICE)).expectNoEvents();
        given(timed().arrived()).when(new ArriveAtGame(ID, BOB)).expectNoEvents();
        given(timed().then(new org.openkifu.game.domain.GameCommand.Resign(ID, ALICE))).when(new ArriveAtGame(ID, BOB))
                .expectNoEvents();
    }

    @Test
    void aNigiriGameStartsWhenTheColoursAreDrawnWithBothThere() {
        Script s = Script.of(create().nigiri().time(TimeControl.absolute(1)).command())
                .at(t(3)).then(new ChooseNigiriParity(ID, ALICE, Parity.ODD));
        assertThat(s.state().started()).isFalse();
        s.at(t(8)).then(new GuessNigiri(ID, BOB, Parity.EVEN));
        assertThat(s.state().startedAt()).isEqualTo(t(8));
        assertThat(s.state().clock().running()).isEqualTo(BLACK);
    }

    @Test
    void placingFreeHandicapStonesIsBlacksArrival() {
        CreateGame c = create().rules("chinese").type(GameType.HANDICAP, 2).command();
        Script s = Script.of(new CreateGame(c.gameId(), "organizer", c.owner(), c.opponent(), c.blackUserId(),
                c.whiteUserId(), c.gameType(), c.handicap(), c.rules(), c.size(), c.timeControl(), c.takeBackAllowed(),
                c.rated(), c.origin()));
        given(s).when(new PlaceHandicapStones(ID, ALICE, List.of(p(2, 2), p(6, 6))))
                .expectEvents(new PlayerArrived(ID, ALICE, T0), new HandicapStonesPlaced(ID, List.of(p(2, 2), p(6, 6)), T0));
    }
}
