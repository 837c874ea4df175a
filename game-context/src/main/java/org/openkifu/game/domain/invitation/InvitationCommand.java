package org.openkifu.game.domain.invitation;

import java.time.Duration;

import org.openkifu.game.domain.Player;

/**
 * What users ask an invitation to do. Like game commands, they carry the authenticated acting user and no
 * framework annotations; the handler passes the current time.
 */
public sealed interface InvitationCommand {

    String invitationId();

    String actingUserId();

    /**
     * The inviter (the acting user) proposes a game to the invitee.
     *
     * @param message  optional note for the invitee, at most {@value Invitations#MAX_MESSAGE_LENGTH} characters
     * @param validFor how long the invitee may answer; null for {@link Invitations#DEFAULT_VALIDITY}
     */
    record Invite(String invitationId, String actingUserId, Player inviter, Player invitee, InvitationTerms terms,
                  String message, Duration validFor) implements InvitationCommand {
    }

    /** The invitee says yes: the game starts. */
    record Accept(String invitationId, String actingUserId) implements InvitationCommand {
    }

    /** The invitee says no. */
    record Decline(String invitationId, String actingUserId) implements InvitationCommand {
    }

    /** The inviter takes the invitation back before it is answered. */
    record Withdraw(String invitationId, String actingUserId) implements InvitationCommand {
    }

    /** Records that the answer time has passed (a clean-up job; anyone may send it, it is a no-op before). */
    record Expire(String invitationId, String actingUserId) implements InvitationCommand {
    }
}
