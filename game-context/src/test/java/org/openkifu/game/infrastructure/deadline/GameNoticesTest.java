package org.openkifu.game.infrastructure.deadline;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import org.junit.jupiter.api.Test;

/** A notice names the event a new game belongs to: a tournament's round and board, or a standalone match's game. */
class GameNoticesTest {

    private static final Instant NOW = Instant.parse("2026-11-26T10:00:00Z");

    private static String text(String origin, String reference) {
        return GameNotices.text(new GameArrivals.Awaited("g1", "bob", "alice", origin, NOW, null, reference), NOW);
    }

    @Test
    void aTournamentGameNamesItsRoundAndBoard() {
        assertThat(text("TOURNAMENT_PAIRING", "tournament/t-1/round-2/board-3")).isEqualTo(
                "Your tournament game against alice (round 2, board 3) is waiting for you. The clocks start when you "
                        + "open it.");
        assertThat(text("TOURNAMENT_PAIRING", "tournament/t-1/round-1/board-12/game-2"))
                .startsWith("Your tournament game against alice (round 1, board 12, game 2 of 2) is waiting");
        assertThat(text("TOURNAMENT_PAIRING", null)).as("a document written before the reference was kept")
                .startsWith("Your tournament game against alice is waiting for you.");
    }

    @Test
    void aStandaloneMatchGameIsNotATournamentGame() {
        assertThat(text("TWO_GAME_MATCH", "two-game-match/m-7/game-1")).isEqualTo(
                "Game 1 of your two-game match against alice is waiting for you. The clocks start when you open it.");
        assertThat(text("TWO_GAME_MATCH", "something-else")).doesNotContain("tournament")
                .startsWith("Your two-game match game against alice");
    }
}
