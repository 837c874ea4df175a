package org.openkifu.ladder.domain.player;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.openkifu.ladder.domain.EventLog;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.rating.Rating;

/**
 * One player's record, built only by {@link PlayerEvolver}.
 *
 * @param points      rank and promotion points; rank null = a guest (no rank yet)
 * @param lastRatedAt the end of the last rated game, null before the first
 * @param games       every recorded game, oldest first, by game id
 * @param history     every event so far, for re-deriving after a correction
 * @param corrections the latest corrected result of each corrected game
 */
public record PlayerState(String userId, PromotionPoints points, Rating rating, Instant lastRatedAt,
                          Map<String, GameEntry> games, EventLog<PlayerEvent> history,
                          Map<String, PlayerEvent.GameResultCorrected> corrections) {

    public PlayerState {
        games = Collections.unmodifiableMap(new LinkedHashMap<>(games));
        corrections = Map.copyOf(corrections);
    }

    public Rank rank() {
        return points.rank();
    }

    public RatingSnapshot ratingNow() {
        return new RatingSnapshot(rating, lastRatedAt);
    }

    /**
     * The rating to rate game {@code gameId} against, for the opponent's record: the rating this player had just
     * before that game if it is already recorded here, else the rating now. Either way both records use the
     * ratings from before the game, whichever of them hears of it first.
     */
    public RatingSnapshot ratingBefore(String gameId) {
        GameEntry entry = games.get(gameId);
        return entry == null ? ratingNow() : new RatingSnapshot(entry.ratingBefore(), entry.lastRatedAtBefore());
    }
}
