package org.openkifu.ladder.infrastructure.reads;

import java.time.Instant;
import java.util.List;

import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.TimeControl;

/** What the ladder context's read models hold, as the web layer reads it. */
public final class LadderViews {

    private LadderViews() {
    }

    /**
     * One ladder and its standings as of {@code version} (the ladder's last event applied).
     *
     * @param status ACTIVE, PAUSED or ARCHIVED (documents written before ladders had one: ACTIVE)
     */
    public record LadderRow(String ladderId, String name, String createdBy, int size, String preset,
                            TimeControl timeControl, boolean rated, LadderSettings settings, Instant createdAt,
                            List<RungRow> rungs, long version, String status) {
        public LadderRow {
            status = status == null ? "ACTIVE" : status;
        }
    }

    /**
     * @param rank          the rank the player joined with (the current rank is the player's record's)
     * @param lastActiveAt  the player's own last sign of life on this ladder (for the inactivity rule)
     * @param vacationUntil the end of the current or last vacation, or null
     */
    public record RungRow(int rung, String userId, String rank, Instant joinedAt, Instant lastActiveAt,
                          Instant vacationUntil) {
    }

    /**
     * A challenge as the ladder knows it.
     *
     * @param status REQUESTED, PLAYING, FINISHED, DECLINED, REFUSED, CANCELLED
     * @param gameId null until the game context created the game
     */
    public record ChallengeRow(String ladderId, String challengeId, String requestId, String challengerUserId,
                               String defenderUserId, int challengerRung, int defenderRung, Instant issuedAt,
                               String status, String gameId, String winnerUserId, String reason, Boolean counts,
                               Instant endedAt) {

        public boolean open() {
            return "REQUESTED".equals(status) || "PLAYING".equals(status);
        }
    }
}
