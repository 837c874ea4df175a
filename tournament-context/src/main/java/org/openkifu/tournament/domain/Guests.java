package org.openkifu.tournament.domain;

import java.util.UUID;

/**
 * Guest entries: players without an account, entered by the organizer for an over-the-board event. Their id is
 * {@code guest:<uuid>}: account names cannot hold ':' so it never names an account. A board with a guest is never
 * requested from the game context: the organizer enters its results.
 */
public final class Guests {

    public static final String PREFIX = "guest:";

    private Guests() {
    }

    public static boolean isGuest(String userId) {
        return userId != null && userId.startsWith(PREFIX);
    }

    /** A well-formed guest id: the prefix and a UUID. */
    public static boolean valid(String userId) {
        if (!isGuest(userId)) {
            return false;
        }
        try {
            String rest = userId.substring(PREFIX.length());
            return UUID.fromString(rest).toString().equals(rest);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    public static boolean onBoard(Board b) {
        return isGuest(b.blackUserId()) || isGuest(b.whiteUserId());
    }
}
