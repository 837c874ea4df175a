package org.openkifu.ladder.domain.player;

import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.Rank;

/** What the application asks of one player's record (rank, promotion points, rating). Routed by user id. */
public sealed interface PlayerCommand {

    String userId();

    String actingUserId();

    /**
     * Gives the player a rank (points back to 50). A player sets their own starting rank once; after that only an
     * administrator ({@code admin}, checked by the caller) sets it.
     */
    record SetRank(String userId, String actingUserId, boolean admin, Rank rank) implements PlayerCommand {
    }

    /**
     * A game the player played has finished. Every finished game is recorded (the player's history); which ones
     * move the rank and the rating is the record's rule. The same game again changes nothing.
     *
     * @param opponent the opponent's rating just before this game: their record's
     *                 {@link PlayerState#ratingBefore}, or {@link RatingSnapshot#UNRATED}
     */
    record RecordGame(String userId, String actingUserId, FinishedGame game, RatingSnapshot opponent)
            implements PlayerCommand {
    }

    /**
     * After a correction, the ratings this player's opponents had on the eve of their games, as the re-derived
     * records now say ({@link RatingChain}); games whose recorded opponent rating already agrees change nothing.
     */
    record ReviseOpponentRatings(String userId, String actingUserId, String causeGameId,
                                 java.util.Map<String, RatingSnapshot> opponents) implements PlayerCommand {
    }

    /** The game's result was corrected: {@code game} carries the new result. */
    record CorrectGame(String userId, String actingUserId, FinishedGame game) implements PlayerCommand {
    }
}
