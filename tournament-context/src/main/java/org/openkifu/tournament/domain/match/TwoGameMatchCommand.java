package org.openkifu.tournament.domain.match;

import org.openkifu.tournament.domain.FinishedGame;
import org.openkifu.tournament.domain.Rank;

/** What players (and the game-result adapter) ask a standalone two-game match to do. */
public sealed interface TwoGameMatchCommand {

    String matchId();

    String actingUserId();

    /** The acting user invites {@code inviteeUserId}; ranks are shown to the invitee and passed to the games. */
    record InviteToTwoGameMatch(String matchId, String actingUserId, Rank inviterRank, String inviteeUserId,
                                Rank inviteeRank, TwoGameMatchTerms terms) implements TwoGameMatchCommand {
    }

    record AcceptTwoGameMatch(String matchId, String actingUserId) implements TwoGameMatchCommand {
    }

    record DeclineTwoGameMatch(String matchId, String actingUserId) implements TwoGameMatchCommand {
    }

    record RecordMatchGameResult(String matchId, String actingUserId, FinishedGame game) implements TwoGameMatchCommand {
    }

    record CorrectMatchGameResult(String matchId, String actingUserId, FinishedGame game) implements TwoGameMatchCommand {
    }
}
