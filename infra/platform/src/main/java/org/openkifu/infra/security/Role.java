package org.openkifu.infra.security;

import java.util.Locale;

/**
 * What an account may do besides playing its own games (docs/security.md has the matrix). An account holds any
 * number of roles; every registered account is a {@link #PLAYER}.
 */
public enum Role {
    /** Plays games: the default of every account. */
    PLAYER,
    /** Runs tournaments (and only the ones they organise: the tournament checks that). */
    ORGANIZER,
    /** Reads everything public, exports, rebuilds projections on request. */
    ANALYST,
    /** Corrects game results, manages ladders, grants roles. */
    ADMIN;

    /** The Spring Security authority of this role ({@code ROLE_ADMIN}...). */
    public String authority() {
        return "ROLE_" + name();
    }

    /** Parses a role name, case-insensitively; ROLE_INVALID otherwise. */
    public static Role parse(String name) {
        if (name != null) {
            String n = name.strip().toUpperCase(Locale.ROOT);
            for (Role role : values()) {
                if (role.name().equals(n)) {
                    return role;
                }
            }
        }
        throw new SecurityProblem(org.springframework.http.HttpStatus.BAD_REQUEST, "ROLE_INVALID",
                "'" + name + "' is not a role: use player, organizer, analyst or admin");
    }
}
