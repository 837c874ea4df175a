package org.openkifu.ladder.domain.player;

import java.time.Instant;
import org.openkifu.ladder.domain.rating.Rating;
import org.openkifu.ladder.domain.rating.RatingPeriods;

/**
 * A player's rating and the end of their last rated game (null: never rated): what the other player's record needs
 * to rate a game between them.
 */
public record RatingSnapshot(Rating rating, Instant lastRatedAt) {

    public static final RatingSnapshot UNRATED = new RatingSnapshot(RatingPeriods.INITIAL, null);

    public RatingSnapshot {
        if (rating == null) {
            throw new IllegalArgumentException("a rating snapshot needs a rating");
        }
    }
}
