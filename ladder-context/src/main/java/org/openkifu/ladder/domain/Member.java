package org.openkifu.ladder.domain;

import java.time.Instant;

/**
 * A player on a ladder.
 *
 * @param lastActiveAt  the player's own last sign of life here: joining, issuing a challenge, a counted game they
 *                      did not lose on time or by abandonment, coming back from a vacation early
 * @param vacationUntil the end of the current or last vacation, or null
 */
public record Member(String userId, Rank rank, Instant joinedAt, Instant lastActiveAt, Instant vacationUntil) {

    public boolean onVacation(Instant now) {
        return vacationUntil != null && now.isBefore(vacationUntil);
    }

    /** Absence is counted from the later of the last activity and the end of a vacation that is over. */
    public Instant absentSince(Instant now) {
        if (vacationUntil != null && !now.isBefore(vacationUntil) && vacationUntil.isAfter(lastActiveAt)) {
            return vacationUntil;
        }
        return lastActiveAt;
    }

    Member activeAt(Instant instant) {
        return instant.isAfter(lastActiveAt) ? new Member(userId, rank, joinedAt, instant, vacationUntil) : this;
    }

    Member withVacationUntil(Instant until) {
        return new Member(userId, rank, joinedAt, lastActiveAt, until);
    }
}
