package org.openkifu.game.domain.invitation;

import java.time.Instant;

import org.openkifu.game.domain.Player;

/** An invitation as its events left it. {@code gameId} is set once accepted. */
public record InvitationState(String invitationId, Player inviter, Player invitee, InvitationTerms terms,
                              String message, Instant sentAt, Instant expiresAt, Status status, String gameId) {

    public enum Status {
        PENDING,
        ACCEPTED,
        DECLINED,
        WITHDRAWN,
        EXPIRED
    }

    /** Whether the answer time has passed at {@code now} (an unanswered invitation is then expired). */
    public boolean expiredAt(Instant now) {
        return status == Status.EXPIRED || (status == Status.PENDING && !now.isBefore(expiresAt));
    }

    InvitationState with(Status newStatus, String newGameId) {
        return new InvitationState(invitationId, inviter, invitee, terms, message, sentAt, expiresAt, newStatus,
                newGameId);
    }
}
