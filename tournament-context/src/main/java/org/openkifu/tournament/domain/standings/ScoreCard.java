package org.openkifu.tournament.domain.standings;

import java.util.List;

/**
 * A player's rounds so far, round 1 first, and their McMahon start score (0 outside McMahon).
 */
public record ScoreCard(String userId, int startScore, List<RoundRecord> rounds) {

    public ScoreCard {
        rounds = List.copyOf(rounds);
    }
}
