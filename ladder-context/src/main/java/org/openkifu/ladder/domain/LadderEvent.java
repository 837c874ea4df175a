package org.openkifu.ladder.domain;

import java.time.Instant;
import java.util.List;

/**
 * Everything that happens to a ladder, as facts. The standings are {@link LadderEvolver} folded over these; a
 * correction re-folds them with the corrected result substituted, so the ladder never needs a hand patch. Every
 * event carries the ladder id and the instant the ladder learned it. Catalogue: docs/ladder.md, "Events".
 */
public sealed interface LadderEvent {

    String ladderId();

    Instant at();

    @EventType("LadderCreated")
    @SchemaVersion(1)
    record LadderCreated(String ladderId, String name, String createdBy, int size, String preset,
                         TimeControl timeControl, boolean rated, LadderSettings settings, Instant at)
            implements LadderEvent {
    }

    @EventType("LadderSettingsChanged")
    @SchemaVersion(1)
    record LadderSettingsChanged(String ladderId, String changedBy, LadderSettings settings, Instant at)
            implements LadderEvent {
    }

    /** The organizer paused the ladder: no new challenges until it is resumed; running games still count. */
    @EventType("LadderPaused")
    @SchemaVersion(1)
    record LadderPaused(String ladderId, String pausedBy, Instant at) implements LadderEvent {
    }

    @EventType("LadderResumed")
    @SchemaVersion(1)
    record LadderResumed(String ladderId, String resumedBy, Instant at) implements LadderEvent {
    }

    /** The ladder is closed for good and read-only; its open challenges were cancelled just before (same decision). */
    @EventType("LadderArchived")
    @SchemaVersion(1)
    record LadderArchived(String ladderId, String archivedBy, Instant at) implements LadderEvent {
    }

    /**
     * @param rung   where the player entered (1 = top), decided once from the join rule and kept: a later correction
     *               re-folds the history but does not move a newcomer to another rung
     * @param rating the rating used for a join by rating, else null
     */
    @EventType("LadderPlayerJoined")
    @SchemaVersion(1)
    record PlayerJoined(String ladderId, String userId, Rank rank, Double rating, int rung, Instant at)
            implements LadderEvent {
    }

    /** The player's rung is taken by the one below; the gap closes. */
    @EventType("LadderPlayerLeft")
    @SchemaVersion(1)
    record PlayerLeft(String ladderId, String userId, Instant at) implements LadderEvent {
    }

    @EventType("LadderPlayerRemovedForInactivity")
    @SchemaVersion(1)
    record PlayerRemovedForInactivity(String ladderId, String userId, Instant lastActiveAt, Instant at)
            implements LadderEvent {
    }

    @EventType("LadderVacationStarted")
    @SchemaVersion(1)
    record VacationStarted(String ladderId, String userId, Instant until, Instant at) implements LadderEvent {
    }

    @EventType("LadderVacationEnded")
    @SchemaVersion(1)
    record VacationEnded(String ladderId, String userId, Instant at) implements LadderEvent {
    }

    /**
     * The events about one challenge, so a consumer (the standings projection) finds the challenge without a test per
     * type. Not a sub-family of {@code LadderEvent}: its permitted records stay the ladder's event types.
     */
    sealed interface ChallengeEvent {
        String ladderId();

        String challengeId();
    }

    /**
     * A challenge, and with it a request to the game context for the game: everything the request needs is here.
     *
     * @param requestId        {@link RequestIds#forChallenge}(ladderId, challengeId): also the game's origin reference
     * @param challengerRung   the rungs when the challenge was issued
     * @param expectedGameType what the ranks lead to ({@link ExpectedGame}), for display: the game context decides
     * @param ladderName       the ladder's name when the challenge was issued, sent as the game's {@code origin.name}
     *                         (the game library's event facet, issue 21); null in events stored before it
     */
    @EventType("ChallengeIssued")
    @SchemaVersion(1)
    record ChallengeIssued(String ladderId, String challengeId, String requestId, String challengerUserId,
                           Rank challengerRank, int challengerRung, String defenderUserId, Rank defenderRank,
                           int defenderRung, int size, String preset, TimeControl timeControl, boolean rated,
                           GameType expectedGameType, int expectedHandicap, Instant at, String ladderName)
            implements LadderEvent, ChallengeEvent {

        /** Without the ladder's name: as stored before issue 21 (a missing {@code ladderName} reads as null). */
        public ChallengeIssued(String ladderId, String challengeId, String requestId, String challengerUserId,
                               Rank challengerRank, int challengerRung, String defenderUserId, Rank defenderRank,
                               int defenderRung, int size, String preset, TimeControl timeControl, boolean rated,
                               GameType expectedGameType, int expectedHandicap, Instant at) {
            this(ladderId, challengeId, requestId, challengerUserId, challengerRank, challengerRung, defenderUserId,
                    defenderRank, defenderRung, size, preset, timeControl, rated, expectedGameType, expectedHandicap,
                    at, null);
        }
    }

    @EventType("ChallengeGameCreated")
    @SchemaVersion(1)
    record ChallengeGameCreated(String ladderId, String challengeId, String gameId, Instant at)
            implements LadderEvent, ChallengeEvent {
    }

    /** No game could be created; the challenge is closed and does not count for limits nor the rematch wait. */
    @EventType("ChallengeGameRefused")
    @SchemaVersion(1)
    record ChallengeGameRefused(String ladderId, String challengeId, String code, String message, Instant at)
            implements LadderEvent, ChallengeEvent {
    }

    @EventType("ChallengeDeclined")
    @SchemaVersion(1)
    record ChallengeDeclined(String ladderId, String challengeId, String declinedBy, Instant at)
            implements LadderEvent, ChallengeEvent {
    }

    enum CancelReason {
        PLAYER_LEFT,
        /** the organizer archived the ladder */
        LADDER_ARCHIVED
    }

    /** Closed because a player left or the ladder was archived; its game's result will not move the ladder. */
    @EventType("ChallengeCancelled")
    @SchemaVersion(1)
    record ChallengeCancelled(String ladderId, String challengeId, CancelReason reason, String userId, Instant at)
            implements LadderEvent, ChallengeEvent {
    }

    /**
     * The challenge's game ended. The standings follow from it in the evolver.
     *
     * @param winnerUserId null for a draw or no result
     * @param counts       whether the result may move the ladder ({@link FinishedGame#counts()})
     */
    @EventType("ChallengeResultRecorded")
    @SchemaVersion(1)
    record ChallengeResultRecorded(String ladderId, String challengeId, String gameId, String winnerUserId,
                                   FinishedGame.Reason reason, boolean counts, Instant endedAt, Instant at)
            implements LadderEvent, ChallengeEvent {
    }

    /** The result is replaced: the standings are re-derived from the history as if it had been the original. */
    @EventType("ChallengeResultCorrected")
    @SchemaVersion(1)
    record ChallengeResultCorrected(String ladderId, String challengeId, String gameId, String winnerUserId,
                                    FinishedGame.Reason reason, boolean counts, Instant endedAt, Instant at)
            implements LadderEvent, ChallengeEvent {
    }

    /**
     * One player's move on the ladder.
     *
     * @param fromRung 0 when the player was not on the ladder
     * @param toRung   0 when the player is no longer on it
     */
    record RungChange(String userId, int fromRung, int toRung) {
    }

    /**
     * For projections and notifications: who moved, and why ({@code cause} is the challenge id, or the user id of the
     * player who joined, left or was removed). It follows the facts that moved the ladder in the same decision and
     * repeats what the evolver derives from them; the evolver itself never reads it.
     */
    @EventType("LadderStandingsChanged")
    @SchemaVersion(1)
    record StandingsChanged(String ladderId, String cause, List<RungChange> changes, Instant at) implements LadderEvent {
        public StandingsChanged {
            changes = List.copyOf(changes);
        }
    }
}
