package org.openkifu.game.domain.invitation;

import java.time.Instant;

import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.SchemaVersion;

/** What happened to an invitation (docs/events.md, "Invitation events"). All version 1. */
public sealed interface InvitationEvent {

    String invitationId();

    Instant at();

    @SchemaVersion(1)
    record InvitationSent(String invitationId, Player inviter, Player invitee, InvitationTerms terms, String message,
                          Instant expiresAt, Instant at) implements InvitationEvent {
    }

    /** @param gameId the game the acceptance starts ({@link Invitations#gameIdFor}) */
    @SchemaVersion(1)
    record InvitationAccepted(String invitationId, String acceptedBy, String gameId, Instant at)
            implements InvitationEvent {
    }

    @SchemaVersion(1)
    record InvitationDeclined(String invitationId, String declinedBy, Instant at) implements InvitationEvent {
    }

    @SchemaVersion(1)
    record InvitationWithdrawn(String invitationId, String withdrawnBy, Instant at) implements InvitationEvent {
    }

    @SchemaVersion(1)
    record InvitationExpired(String invitationId, Instant at) implements InvitationEvent {
    }
}
