package org.openkifu.infra.security;

import org.openkifu.infra.web.AdminCheck;

/**
 * Role look-ups for code outside this package; the games API's {@link AdminCheck} (who may correct a result). Reads
 * the account each time, so a granted or withdrawn role counts at once. It replaces the earlier list of administrator
 * names in the configuration: with self-registration, a configured name nobody had registered yet could be taken by
 * anyone.
 */
public class AccountRoles implements AdminCheck {

    private final Accounts accounts;

    AccountRoles(Accounts accounts) {
        this.accounts = accounts;
    }

    public boolean has(String userId, Role role) {
        return accounts.find(userId).map(a -> a.has(role)).orElse(false);
    }

    @Override
    public boolean isAdmin(String userId) {
        return has(userId, Role.ADMIN);
    }
}
