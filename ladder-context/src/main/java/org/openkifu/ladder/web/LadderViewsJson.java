package org.openkifu.ladder.web;

import java.time.Instant;
import java.util.List;

import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.TimeControl;

/** The JSON the ladder endpoints answer with (docs/api.md, "Ladders"). */
final class LadderViewsJson {

    private LadderViewsJson() {
    }

    record Created(String ladderId) {
    }

    record LadderView(String ladderId, String name, String createdBy, int size, String preset, TimeControl timeControl,
                      boolean rated, LadderSettings settings, Instant createdAt, int players) {
    }

    /** @param at the instant asked for ({@code ?at=}), null for now */
    record StandingsView(String ladderId, String name, Instant at, List<RungView> rungs) {
    }

    /**
     * One rung. Now: rank, points, rating and deviation are the player's current ones; at a past instant
     * ({@code ?at=}): those of that instant, from the events ({@code PastStandings}). {@code points} null: no rank in
     * the record; {@code rating} and {@code deviation} null: not rated yet.
     */
    record RungView(int rung, String userId, String rank, Double rating, boolean onVacation, Instant vacationUntil,
                    Instant lastActiveAt, Integer points, Double deviation) {
    }

    record Joined(String ladderId, String userId, int rung) {
    }

    /** @param refusal the game context's code and sentence when it refused the game */
    record ChallengeView(String ladderId, String challengeId, String requestId, String challengerUserId,
                         String defenderUserId, int challengerRung, int defenderRung, Instant issuedAt, String status,
                         String gameId, String winnerUserId, String reason, Boolean counts, Instant endedAt,
                         Refusal refusal) {
    }

    record Refusal(String code, String message) {
    }

    /** Whether the signed-in player may challenge {@code userId} now, and if not, why (the domain's code). */
    record Challengeable(String userId, int rung, boolean challengeable, String code, String reason) {
    }
}
