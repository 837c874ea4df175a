package org.openkifu.infra.security;

import java.time.Instant;
import java.util.Set;

/**
 * A registered user. {@code username} is also the user id that commands and events carry; it is unique ignoring
 * case. {@code passwordHash} is a Spring Security encoded hash ({@code {bcrypt}...}), never the password.
 */
public record Account(String username, String passwordHash, String rank, Set<Role> roles, Instant createdAt) {

    public Account {
        roles = Set.copyOf(roles);
    }

    public boolean has(Role role) {
        return roles.contains(role);
    }
}
