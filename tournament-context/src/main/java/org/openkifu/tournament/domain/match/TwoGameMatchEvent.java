package org.openkifu.tournament.domain.match;

import java.time.Instant;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.SchemaVersion;
import org.openkifu.tournament.domain.TimeControl;

/** Facts of a standalone two-game match (aggregate type {@code TwoGameMatch}); stored and published by stable name. */
public sealed interface TwoGameMatchEvent {

    String matchId();

    Instant at();

    @SchemaVersion(1)
    record TwoGameMatchProposed(String matchId, String inviterUserId, Rank inviterRank, String inviteeUserId,
                                Rank inviteeRank, TwoGameMatchTerms terms, Instant at) implements TwoGameMatchEvent {
    }

    @SchemaVersion(1)
    record TwoGameMatchAccepted(String matchId, String acceptedBy, Instant at) implements TwoGameMatchEvent {
    }

    @SchemaVersion(1)
    record TwoGameMatchDeclined(String matchId, String declinedBy, Instant at) implements TwoGameMatchEvent {
    }

    /** One of the two games, asked of the game context (origin kind {@code TWO_GAME_MATCH}). */
    @SchemaVersion(1)
    record MatchGameRequested(String matchId, int gameNumber, String requestId, String gameId, String blackUserId,
                              String whiteUserId, Rank blackRank, Rank whiteRank, int size, String rulePresetId,
                              double komi, TimeControl timeControl, boolean rated, Instant at, String eventName)
            implements TwoGameMatchEvent {

        /** Without the match's name: as stored before issue 21 (a missing {@code eventName} reads as null). */
        public MatchGameRequested(String matchId, int gameNumber, String requestId, String gameId, String blackUserId,
                                  String whiteUserId, Rank blackRank, Rank whiteRank, int size, String rulePresetId,
                                  double komi, TimeControl timeControl, boolean rated, Instant at) {
            this(matchId, gameNumber, requestId, gameId, blackUserId, whiteUserId, blackRank, whiteRank, size,
                    rulePresetId, komi, timeControl, rated, at, null);
        }

        /**
         * A match has no title of its own: its name in the game library (the event facet, issue 21) is its two
         * players, the inviter first, e.g. {@code Two-game match ann vs ben}.
         */
        public static String nameOf(String inviterUserId, String inviteeUserId) {
            return "Two-game match " + inviterUserId + " vs " + inviteeUserId;
        }
    }

    @SchemaVersion(1)
    record MatchGameResultRecorded(String matchId, int gameNumber, GameOutcome result, Instant at)
            implements TwoGameMatchEvent {
    }

    @SchemaVersion(1)
    record MatchGameResultCorrected(String matchId, int gameNumber, GameOutcome previous, GameOutcome corrected,
                                    Instant at) implements TwoGameMatchEvent {
    }

    /**
     * Both games have ended: 2-0, 1-1 or 0-2 (1.5-0.5 with a draw), as points for each side. Recorded again when a
     * correction changes it.
     *
     * @param winnerUserId null for a level match
     */
    @SchemaVersion(1)
    record TwoGameMatchDecided(String matchId, double inviterPoints, double inviteePoints, String winnerUserId,
                               Instant at) implements TwoGameMatchEvent {
    }
}
