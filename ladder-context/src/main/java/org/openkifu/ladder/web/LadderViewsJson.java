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

    /** @param status ACTIVE, PAUSED (no new challenges) or ARCHIVED (read-only) */
    record LadderView(String ladderId, String name, String createdBy, int size, String preset, TimeControl timeControl,
                      boolean rated, LadderSettings settings, Instant createdAt, int players, String status) {
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
                    Instant lastActiveAt, Integer points, Double deviation, CanChallenge challenge) {
    }

    /**
     * Whether the signed-in viewer may challenge this row's player now: the decider's own answer to the viewer's
     * {@code IssueChallenge} (null for a past instant, a signed-out viewer, or the viewer's own row).
     *
     * @param code   the refusal's code (e.g. CHALLENGE_OUT_OF_RANGE, REMATCH_TOO_SOON, LADDER_PAUSED), null when allowed
     * @param reason the refusal's sentence
     * @param until  when a refusal that only time lifts ends (rematch wait, vacation), else null
     */
    record CanChallenge(boolean allowed, String code, String reason, Instant until) {
    }

    record Snapshot(String ladderId, String month, Instant endsAt, List<SnapshotRung> rungs) {
    }

    record SnapshotRung(int rung, String userId, String rank) {
    }

    record HallOfFameView(String ladderId, int top, List<Snapshot> months, List<Holder> holders) {
    }

    /** @param monthsFirst month ends at rung 1; @param monthsInTop month ends on rungs 1..top */
    record Holder(String userId, int monthsFirst, int monthsInTop, int bestRung) {
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
    record Challengeable(String userId, int rung, boolean challengeable, String code, String reason, Instant until) {
    }
}
