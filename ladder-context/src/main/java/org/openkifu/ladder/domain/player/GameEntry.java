package org.openkifu.ladder.domain.player;

import java.time.Instant;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.rating.Rating;

/**
 * One line of a player's history: a recorded game with its (possibly corrected) outcome and what it did to the
 * player's rank, points and rating. Games that moved nothing have before = after.
 *
 * @param countedForPoints       whether the game took part in promotion points (a jigo does, and changes nothing)
 * @param rated             whether the game was rated
 * @param lastRatedAtBefore the end of the player's previous rated game (null: none), for {@link PlayerState#ratingBefore}
 * @param fairPlayApplies   false for a game stored before the fair-play rule (exempt from it, and not counted by it)
 */
public record GameEntry(String gameId, String opponentUserId, Outcome outcome, FinishedGame.Reason reason,
                        boolean countedForPoints, boolean rated, PromotionPoints pointsBefore, PromotionPoints pointsAfter,
                        Rating ratingBefore, Rating ratingAfter, Instant lastRatedAtBefore, Instant endedAt,
                        boolean fairPlayApplies) {
}
