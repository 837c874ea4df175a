package org.openkifu.infra.security;

import java.util.Optional;

/**
 * Which accounts exist, for the contexts: a game, an invitation, a ladder challenge or a tournament entry names
 * players by their account name, and must not name someone who never registered (docs/security.md, "Account
 * directory"). Names are compared ignoring case, as accounts are unique ignoring case.
 */
public interface AccountDirectory {

    /** The account's name as its owner spelled it at sign-up, or empty when no account has this name. */
    Optional<String> canonical(String name);

    default boolean exists(String name) {
        return canonical(name).isPresent();
    }

    /**
     * A registered name close to {@code name} (a typo or two away, ignoring case), for a "did you mean" in a
     * refusal; empty when nothing is close or the name exists.
     */
    Optional<String> nearest(String name);
}
