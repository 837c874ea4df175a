package org.openkifu.ladder.domain.player;

import java.time.Instant;
import java.util.List;
import org.openkifu.ladder.domain.EventType;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.SchemaVersion;
import org.openkifu.ladder.domain.rating.Rating;

/**
 * What happens to a player's record. {@link RankSet}, {@link GameRecorded} and {@link GameResultCorrected} are the
 * facts; rank, points and rating are {@link PlayerEvolver}'s fold of them. The other events repeat what the fold
 * derived, for projections and notifications; the evolver never reads them.
 */
public sealed interface PlayerEvent {

    String userId();

    Instant at();

    @EventType("PlayerRankSet")
    @SchemaVersion(1)
    record RankSet(String userId, Rank rank, String setBy, Instant at) implements PlayerEvent {
    }

    /**
     * One finished game the player played, from their side.
     *
     * @param ownRank             the ranks the game was played with (null = unranked)
     * @param gameType            null when unknown
     * @param outcome             NONE when the game does not count ({@link FinishedGame#counts()})
     * @param opponentRating      the opponent's rating on the eve of the game, as their record gave it
     * @param opponentLastRatedAt when the opponent's last rated game before this one ended, or null
     * @param moves               turns played; null in events stored before the fair-play rule (docs/ratings.md,
     *                            "Fair play"): such a game is exempt from it, so an old record re-folds as it was
     * @param size                the board size; null in events stored before the fair-play rule
     */
    @EventType("PlayerGameRecorded")
    @SchemaVersion(1)
    record GameRecorded(String userId, String gameId, String opponentUserId, Rank ownRank, Rank opponentRank,
                        GameType gameType, int handicap, boolean rated, Outcome outcome, FinishedGame.Reason reason,
                        Rating opponentRating, Instant opponentLastRatedAt, Instant endedAt, Instant at,
                        Integer moves, Integer size) implements PlayerEvent {

        /** Stored before the fair-play rule. */
        public boolean beforeFairPlay() {
            return moves == null || size == null;
        }
    }

    /** The game's result was corrected; the record is re-derived as if this had been the result all along. */
    @EventType("PlayerGameResultCorrected")
    @SchemaVersion(1)
    record GameResultCorrected(String userId, String gameId, Outcome outcome, FinishedGame.Reason reason, Instant at)
            implements PlayerEvent {
    }

    @EventType("PlayerPromotionPointsChanged")
    @SchemaVersion(1)
    record PromotionPointsChanged(String userId, String gameId, Rank rank, int pointsBefore, int pointsAfter,
                                  Instant at) implements PlayerEvent {
    }

    /** A promotion ({@code to} above {@code from}) or a demotion. */
    @EventType("PlayerRankChanged")
    @SchemaVersion(1)
    record RankChanged(String userId, String gameId, Rank from, Rank to, Instant at) implements PlayerEvent {
    }

    @EventType("PlayerRatingChanged")
    @SchemaVersion(1)
    record RatingChanged(String userId, String gameId, Rating before, Rating after, Instant at) implements PlayerEvent {
    }

    /**
     * A correction changed the rating an opponent had on the eve of some of this player's games (docs/ratings.md,
     * "Corrections"): those games are rated again against the revised ratings, and the record re-derived from there,
     * so ratings stay a fold of the corrected history. A fact, like {@link GameResultCorrected}.
     *
     * @param causeGameId the corrected game whose consequences these are
     */
    @EventType("PlayerOpponentRatingsRevised")
    @SchemaVersion(1)
    record OpponentRatingsRevised(String userId, String causeGameId, List<OpponentRating> revised, Instant at)
            implements PlayerEvent {

        public OpponentRatingsRevised {
            revised = List.copyOf(revised);
        }
    }

    /** The opponent's rating on the eve of game {@code gameId}, as it should have been. */
    record OpponentRating(String gameId, Rating rating, Instant lastRatedAt) {
    }

    /** After a correction: where the re-derived record now stands. */
    @EventType("PlayerRecordRederived")
    @SchemaVersion(1)
    record RecordRederived(String userId, String gameId, Rank rank, int points, Rating rating, Instant at)
            implements PlayerEvent {
    }
}
