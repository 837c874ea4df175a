package org.openkifu.game.infrastructure;

import org.openkifu.game.application.GameService;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameStart;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.infrastructure.deadline.GameDeadlineScheduler;
import org.openkifu.game.infrastructure.deadline.GameDeadlines;
import org.openkifu.infra.testapp.AdjustableClock;
import org.springframework.beans.factory.annotation.Autowired;

/** Timeouts fire from the persisted deadlines, with no command from the players; a move in time moves them. */
class GameDeadlinesTest extends GameStackTest {

    @Autowired
    GameService games;
    @Autowired
    GameDeadlines deadlines;
    @Autowired
    AdjustableClock clock;

    @Test
    void aGameWhoseTimeRunsOutEndsByTimeoutWithoutAnyFurtherCommand() {
        Instant before = clock.instant();
        String id = createAbsoluteOneMinute("alice", "bob");
        Instant deadline = awaitDeadline(id);
        GameState created = games.state(id);
        assertThat(deadline).as("stored rounded up to the millisecond")
                .isBetween(created.nextDeadline(), created.nextDeadline().plusMillis(1));
        assertThat(Duration.between(before, deadline)).isBetween(Duration.ofSeconds(60), Duration.ofSeconds(70));

        clock.advance(Duration.ofSeconds(61));

        await().atMost(Duration.ofSeconds(20)).until(() -> games.state(id).status() == GameState.Status.ENDED);
        GameState ended = games.state(id);
        assertThat(ended.result().reason()).isEqualTo(GameResult.Reason.TIMEOUT);
        assertThat(ended.result().winnerUserId()).isEqualTo("bob");
        GameEvent.ClockTimedOut timedOut = games.events(id).stream()
                .filter(GameEvent.ClockTimedOut.class::isInstance).map(GameEvent.ClockTimedOut.class::cast)
                .findFirst().orElseThrow();
        assertThat(timedOut.color()).isEqualTo(Color.BLACK);
        assertThat(timedOut.flaggedAt()).isEqualTo(created.nextDeadline());
        await().atMost(Duration.ofSeconds(20)).until(() -> deadlines.deadlineOf(id).isEmpty());
    }

    @Test
    void aMoveInTimeMovesTheDeadlineToTheOpponentAndTheGameGoesOn() {
        String id = createAbsoluteOneMinute("carol", "dave");
        Instant blackDeadline = awaitDeadline(id);

        clock.advance(Duration.ofSeconds(30));
        games.send(new GameCommand.PlayStone(id, "carol", new Point(2, 2)));
        Instant whiteDeadline = games.state(id).nextDeadline();
        await().atMost(Duration.ofSeconds(20)).until(() -> deadlines.deadlineOf(id)
                .filter(d -> !d.isBefore(whiteDeadline)).isPresent());

        // Past Black's old deadline, before White's: the scheduler has nothing to flag for this game.
        clock.advance(Duration.ofSeconds(40));
        assertThat(clock.instant()).isAfter(blackDeadline).isBefore(whiteDeadline);
        await().pollDelay(POLL.multipliedBy(5)).atMost(Duration.ofSeconds(5)).until(() -> true);
        assertThat(games.state(id).status()).isEqualTo(GameState.Status.PLAYING);
        assertThat(games.events(id)).noneMatch(GameEvent.ClockTimedOut.class::isInstance);

        // White's own minute runs out next.
        clock.advance(Duration.ofSeconds(31));
        await().atMost(Duration.ofSeconds(20)).until(() -> games.state(id).status() == GameState.Status.ENDED);
        assertThat(games.state(id).result().winnerUserId()).isEqualTo("carol");
        assertThat(games.state(id).result().reason()).isEqualTo(GameResult.Reason.TIMEOUT);
    }

    @Test
    void aFlagThatIsEarlyOrRepeatedChangesNothing() {
        String id = createAbsoluteOneMinute("erin", "frank");
        int before = games.events(id).size();
        games.send(new GameCommand.FlagTimeout(id, GameDeadlineScheduler.ACTING_USER));
        games.send(new GameCommand.FlagTimeout(id, GameDeadlineScheduler.ACTING_USER));
        assertThat(games.events(id)).hasSize(before);
        assertThat(games.state(id).status()).isEqualTo(GameState.Status.PLAYING);
    }

    @Test
    void aGameTheOpponentNeverOpensIsCancelledAtItsStartDeadline() {
        String id = GameIds.random();
        games.send(create(id, "kim", "lee", TimeControl.absolute(1)));
        Instant start = awaitDeadline(id);
        assertThat(start).isBetween(games.state(id).startDeadline(), games.state(id).startDeadline().plusMillis(1));
        games.send(new GameCommand.PlayStone(id, "kim", new Point(2, 2)));
        assertThat(games.state(id).started()).as("lee has not seen it").isFalse();

        clock.advance(GameStart.LIVE_WINDOW.plusSeconds(1));
        await().atMost(Duration.ofSeconds(20)).until(() -> games.state(id).status() == GameState.Status.ENDED);
        GameState cancelled = games.state(id);
        assertThat(cancelled.result().reason()).isEqualTo(GameResult.Reason.CANCELLED);
        assertThat(cancelled.result().noWinner()).isTrue();
        assertThat(cancelled.result().sgf()).isEqualTo("Void");
        await().atMost(Duration.ofSeconds(20)).until(() -> deadlines.deadlineOf(id).isEmpty());
    }

    @Test
    void anUntimedGameHasNoDeadline() {
        String id = GameIds.random();
        games.send(create(id, "gina", "hal", TimeControl.NONE));
        games.send(new GameCommand.PlayStone(id, "gina", new Point(3, 3)));
        // The projection has handled the move once the next game's deadline (created after it) is there.
        awaitDeadline(createAbsoluteOneMinute("ivan", "judy"));
        assertThat(deadlines.deadlineOf(id)).isEmpty();
    }

    @Test
    void aDeadlinePutBackAfterTheGameEndedIsRemovedAtItsFirstFlag() {
        String id = createAbsoluteOneMinute("kara", "liam");
        Instant deadline = awaitDeadline(id);
        games.send(new GameCommand.Resign(id, "kara"));
        await().atMost(Duration.ofSeconds(20)).until(() -> deadlines.deadlineOf(id).isEmpty());
        int events = games.events(id).size();

        // A node that lost the game's segment before the resignation wakes and writes the deadline it had: a removed
        // row keeps no sequence to refuse it.
        deadlines.put(id, deadline, "BLACK", 2);
        clock.advance(Duration.ofSeconds(61));

        await().atMost(Duration.ofSeconds(20)).until(() -> deadlines.deadlineOf(id).isEmpty());
        assertThat(games.events(id)).as("the ended game refused the timeout").hasSize(events);
        assertThat(games.state(id).result().reason()).isEqualTo(GameResult.Reason.RESIGNATION);
    }

    /** The game's stored deadline once it is the one its state has now (the projection trails the commands). */
    private Instant awaitDeadline(String id) {
        Instant due = games.state(id).nextDeadline();
        await().atMost(Duration.ofSeconds(20)).until(() -> deadlines.deadlineOf(id)
                .filter(d -> !d.isBefore(due) && d.isBefore(due.plusMillis(1))).isPresent());
        return deadlines.deadlineOf(id).orElseThrow();
    }

    /** A one-minute game both players opened at once: Black's clock runs. */
    private String createAbsoluteOneMinute(String black, String white) {
        String id = GameIds.random();
        games.send(create(id, black, white, TimeControl.absolute(1)));
        games.send(new GameCommand.ArriveAtGame(id, white));
        return id;
    }

    static GameCommand.CreateGame create(String id, String black, String white, TimeControl timeControl) {
        return new GameCommand.CreateGame(id, black, Player.of(black), Player.of(white), black, white, null, null,
                RulesChoice.preset("japanese"), 9, timeControl, false, false, Origin.FREE);
    }
}
