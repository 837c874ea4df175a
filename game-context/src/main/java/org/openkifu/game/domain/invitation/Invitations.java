package org.openkifu.game.domain.invitation;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.openkifu.game.domain.GameCommand.CreateGame;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.invitation.InvitationCommand.Accept;
import org.openkifu.game.domain.invitation.InvitationCommand.Decline;
import org.openkifu.game.domain.invitation.InvitationCommand.Expire;
import org.openkifu.game.domain.invitation.InvitationCommand.Invite;
import org.openkifu.game.domain.invitation.InvitationCommand.Withdraw;
import org.openkifu.game.domain.invitation.InvitationEvent.InvitationAccepted;
import org.openkifu.game.domain.invitation.InvitationEvent.InvitationDeclined;
import org.openkifu.game.domain.invitation.InvitationEvent.InvitationExpired;
import org.openkifu.game.domain.invitation.InvitationEvent.InvitationSent;
import org.openkifu.game.domain.invitation.InvitationEvent.InvitationWithdrawn;
import org.openkifu.game.rules.RulesException;

/**
 * The invitation's decide and evolve (the ItsYourTurn "invite user to play"): pure functions like the game's.
 * A refused command throws {@link GameRuleViolation} with one of the codes below and changes nothing.
 *
 * <p>The terms are checked at invitation time by asking {@link GameDecider} to create the game they describe, so
 * an invitation the invitee can accept always starts a game: the game's own checks are the only ones.
 */
public final class Invitations {

    public static final String INVITATION_NOT_FOUND = "INVITATION_NOT_FOUND";
    public static final String INVITATION_EXPIRED = "INVITATION_EXPIRED";
    /** Already accepted, declined or withdrawn. */
    public static final String INVITATION_CLOSED = "INVITATION_CLOSED";
    public static final String INVITATION_ALREADY_EXISTS = "INVITATION_ALREADY_EXISTS";
    public static final String NOT_THE_INVITEE = "NOT_THE_INVITEE";
    public static final String NOT_THE_INVITER = "NOT_THE_INVITER";
    /** Self-invitation, a message too long, a validity out of range. */
    public static final String INVALID_INVITATION = "INVALID_INVITATION";

    public static final int MAX_MESSAGE_LENGTH = 500;
    public static final Duration DEFAULT_VALIDITY = Duration.ofDays(3);
    public static final Duration MIN_VALIDITY = Duration.ofMinutes(1);
    public static final Duration MAX_VALIDITY = Duration.ofDays(30);

    private Invitations() {
    }

    /** The game an accepted invitation starts: derived from the invitation id, so a retry names the same game. */
    public static String gameIdFor(String invitationId) {
        return GameIds.fromRequest("invitation", invitationId);
    }

    public static List<InvitationEvent> decide(InvitationCommand command, InvitationState state, Instant now) {
        if (command == null || now == null || blank(command.invitationId()) || blank(command.actingUserId())) {
            throw reject(GameRuleViolation.INVALID_COMMAND, "an invitation command needs the invitation id and the acting user");
        }
        return switch (command) {
            case Invite invite -> invite(invite, state, now);
            case InvitationCommand c when state == null ->
                    throw reject(INVITATION_NOT_FOUND, "there is no invitation " + c.invitationId());
            case Accept accept -> accept(accept, state, now);
            case Decline decline -> {
                requireInvitee(state, decline.actingUserId(), "decline");
                requireOpen(state, now);
                yield List.of(new InvitationDeclined(state.invitationId(), decline.actingUserId(), now));
            }
            case Withdraw withdraw -> {
                if (!state.inviter().userId().equals(withdraw.actingUserId())) {
                    throw reject(NOT_THE_INVITER, "only " + state.inviter().userId() + ", who sent it, can withdraw this invitation");
                }
                requireOpen(state, now);
                yield List.of(new InvitationWithdrawn(state.invitationId(), withdraw.actingUserId(), now));
            }
            case Expire _ -> state.status() == InvitationState.Status.PENDING && state.expiredAt(now)
                    ? List.of(new InvitationExpired(state.invitationId(), now)) : List.<InvitationEvent>of();
        };
    }

    public static InvitationState evolve(InvitationState state, InvitationEvent event) {
        return switch (event) {
            case InvitationSent sent -> new InvitationState(sent.invitationId(), sent.inviter(), sent.invitee(),
                    sent.terms(), sent.message(), sent.at(), sent.expiresAt(), InvitationState.Status.PENDING, null);
            case InvitationAccepted accepted -> state.with(InvitationState.Status.ACCEPTED, accepted.gameId());
            case InvitationDeclined _ -> state.with(InvitationState.Status.DECLINED, null);
            case InvitationWithdrawn _ -> state.with(InvitationState.Status.WITHDRAWN, null);
            case InvitationExpired _ -> state.with(InvitationState.Status.EXPIRED, null);
        };
    }

    public static InvitationState fold(List<? extends InvitationEvent> events) {
        InvitationState state = null;
        for (InvitationEvent e : events) {
            state = evolve(state, e);
        }
        return state;
    }

    /**
     * The game creation an accepted invitation sends: the inviter owns the game (and picks the nigiri parity), the
     * invitee is the opponent, the game's origin names the invitation.
     */
    public static CreateGame createGame(InvitationState state, String actingUserId) {
        return createGame(gameIdFor(state.invitationId()), actingUserId, state.inviter(), state.invitee(), state.terms(),
                state.invitationId());
    }

    private static CreateGame createGame(String gameId, String actingUserId, Player inviter, Player invitee,
            InvitationTerms t, String invitationId) {
        String black = switch (t.inviterColour()) {
            case BLACK -> inviter.userId();
            case WHITE -> invitee.userId();
            case NIGIRI -> null;
        };
        String white = black == null ? null : black.equals(inviter.userId()) ? invitee.userId() : inviter.userId();
        Integer handicap = t.handicap() == null || t.handicap() == 0 ? null : t.handicap();
        return new CreateGame(gameId, actingUserId, inviter, invitee, black, white, t.gameType(), handicap,
                new RulesChoice(t.rules(), t.komi(), null), t.size(), t.timeControl(), t.takeBackAllowed(), t.rated(),
                new Origin(Origin.Kind.FREE, "invitation:" + invitationId));
    }

    private static List<InvitationEvent> invite(Invite c, InvitationState state, Instant now) {
        if (state != null) {
            if (state.inviter().equals(c.inviter()) && state.invitee().equals(c.invitee())
                    && state.terms().equals(c.terms())) {
                return List.of(); // the same request again
            }
            throw reject(INVITATION_ALREADY_EXISTS, "invitation " + c.invitationId() + " already exists");
        }
        if (c.inviter() == null || c.invitee() == null || blank(c.inviter().userId()) || blank(c.invitee().userId())) {
            throw reject(INVALID_INVITATION, "an invitation needs the inviter and the invitee");
        }
        if (!c.inviter().userId().equals(c.actingUserId())) {
            throw reject(NOT_THE_INVITER, "you can only send invitations in your own name");
        }
        if (c.inviter().userId().equals(c.invitee().userId())) {
            throw reject(INVALID_INVITATION, "you cannot invite yourself");
        }
        if (c.terms() == null) {
            throw reject(INVALID_INVITATION, "an invitation needs the game's settings");
        }
        String message = c.message() == null || c.message().isBlank() ? null : c.message().strip();
        if (message != null && message.length() > MAX_MESSAGE_LENGTH) {
            throw reject(INVALID_INVITATION, "the message has " + message.length() + " characters; at most "
                    + MAX_MESSAGE_LENGTH + " are allowed");
        }
        Duration validFor = c.validFor() == null ? DEFAULT_VALIDITY : c.validFor();
        if (validFor.compareTo(MIN_VALIDITY) < 0 || validFor.compareTo(MAX_VALIDITY) > 0) {
            throw reject(INVALID_INVITATION, "an invitation is valid for 1 minute to 30 days, not " + validFor);
        }
        // The game's own checks, run now: an invitation that can be accepted always starts a game.
        try {
            GameDecider.decide(createGame(gameIdFor(c.invitationId()), c.actingUserId(), c.inviter(), c.invitee(),
                    c.terms(), c.invitationId()), null, now);
        } catch (RulesException e) {
            throw reject(e.code(), e.getMessage());
        }
        return List.of(new InvitationSent(c.invitationId(), c.inviter(), c.invitee(), c.terms(), message,
                now.plus(validFor), now));
    }

    private static List<InvitationEvent> accept(Accept c, InvitationState state, Instant now) {
        requireInvitee(state, c.actingUserId(), "accept");
        if (state.status() == InvitationState.Status.ACCEPTED) {
            return List.of(); // accepted before: the caller (re)sends the game creation, which is idempotent
        }
        requireOpen(state, now);
        return List.of(new InvitationAccepted(state.invitationId(), c.actingUserId(), gameIdFor(state.invitationId()), now));
    }

    private static void requireInvitee(InvitationState state, String user, String verb) {
        if (!state.invitee().userId().equals(user)) {
            throw reject(NOT_THE_INVITEE, "only " + state.invitee().userId() + ", who was invited, can " + verb
                    + " this invitation");
        }
    }

    private static void requireOpen(InvitationState state, Instant now) {
        if (state.expiredAt(now)) {
            throw reject(INVITATION_EXPIRED, "this invitation expired at " + state.expiresAt());
        }
        if (state.status() != InvitationState.Status.PENDING) {
            throw reject(INVITATION_CLOSED, "this invitation was already " + state.status().name().toLowerCase());
        }
    }

    private static GameRuleViolation reject(String code, String message) {
        return new GameRuleViolation(code, message);
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
