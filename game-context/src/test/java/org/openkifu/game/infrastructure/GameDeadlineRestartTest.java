package org.openkifu.game.infrastructure;

import org.openkifu.game.application.GameService;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.infrastructure.deadline.GameDeadlineScheduler;
import org.openkifu.game.infrastructure.deadline.GameDeadlines;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A deadline that passes while the application is down still ends the game: the second start finds it in
 * {@code game_deadlines} (the projection's token is already past the game's events) and flags the game.
 */
class GameDeadlineRestartTest {

    @TempDir
    Path dataDir;

    @Test
    void aDeadlinePassedWhileTheApplicationWasDownFiresShortlyAfterTheNextStart() {
        String id = GameIds.random();
        Instant deadline;
        try (ConfigurableApplicationContext first = start(Duration.ZERO)) {
            GameService games = first.getBean(GameService.class);
            games.send(GameDeadlinesTest.create(id, "alice", "bob", TimeControl.absolute(1)));
            games.send(new GameCommand.ArriveAtGame(id, "bob"));
            GameDeadlines deadlines = first.getBean(GameDeadlines.class);
            Instant blacks = games.state(id).nextDeadline();
            // the start deadline is stored first; then, once bob's arrival is handled, Black's minute
            await().atMost(Duration.ofSeconds(30)).until(() -> deadlines.deadlineOf(id)
                    .filter(d -> d.isBefore(blacks.plusMillis(1))).isPresent());
            deadline = deadlines.deadlineOf(id).orElseThrow();
            assertThat(games.state(id).status()).isEqualTo(GameState.Status.PLAYING);
        }

        // Started two minutes "later": Black's one minute ran out while nothing was running.
        try (ConfigurableApplicationContext second = start(Duration.ofMinutes(2))) {
            GameService games = second.getBean(GameService.class);
            await().atMost(Duration.ofSeconds(30)).until(() -> games.state(id).status() == GameState.Status.ENDED);
            GameState ended = games.state(id);
            assertThat(ended.result().reason()).isEqualTo(GameResult.Reason.TIMEOUT);
            assertThat(ended.result().winnerUserId()).isEqualTo("bob");
            GameEvent.ClockTimedOut timedOut = games.events(id).stream()
                    .filter(GameEvent.ClockTimedOut.class::isInstance).map(GameEvent.ClockTimedOut.class::cast)
                    .findFirst().orElseThrow();
            assertThat(timedOut.at()).isAfter(deadline);
            GameDeadlineScheduler scheduler = second.getBean(GameDeadlineScheduler.class);
            assertThat(scheduler.flagsSent()).isPositive();
            assertThat(scheduler.flagsFailed()).as("the scheduler starts after Axon's command handlers").isZero();
            GameDeadlines deadlines = second.getBean(GameDeadlines.class);
            await().atMost(Duration.ofSeconds(30)).until(() -> deadlines.deadlineOf(id).isEmpty());
        }
    }

    private ConfigurableApplicationContext start(Duration clockOffset) {
        return new SpringApplicationBuilder(TestApplication.class)
                .profiles("test")
                .run("--openkifu.data-dir=" + dataDir, "--server.port=0",
                        "--openkifu.test.clock-offset=" + clockOffset,
                        "--openkifu.game.deadline-poll=" + GameStackTest.POLL);
    }
}
