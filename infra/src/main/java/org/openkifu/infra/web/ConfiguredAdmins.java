package org.openkifu.infra.web;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The administrators named in {@code openkifu.admins} (comma-separated user ids; environment
 * {@code OPENKIFU_ADMINS}). A stand-in until accounts have roles: it trusts the acting user as resolved by
 * {@link ActingUserResolver}, so it is only as safe as that.
 */
public final class ConfiguredAdmins implements AdminCheck {

    private final Set<String> admins;

    public ConfiguredAdmins(String commaSeparated) {
        this.admins = commaSeparated == null ? Set.of()
                : Arrays.stream(commaSeparated.split(",")).map(String::trim).filter(s -> !s.isEmpty())
                        .collect(Collectors.toUnmodifiableSet());
    }

    @Override
    public boolean isAdmin(String userId) {
        return userId != null && admins.contains(userId);
    }

    public Set<String> admins() {
        return admins;
    }
}
