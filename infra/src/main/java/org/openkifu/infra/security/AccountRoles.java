package org.openkifu.infra.security;

/**
 * Role look-ups for code outside this package (the games API's administrator check, for one): reads the account
 * each time, so a granted or withdrawn role counts at once.
 */
public class AccountRoles {

    private final Accounts accounts;

    AccountRoles(Accounts accounts) {
        this.accounts = accounts;
    }

    public boolean has(String userId, Role role) {
        return accounts.find(userId).map(a -> a.has(role)).orElse(false);
    }

    public boolean isAdmin(String userId) {
        return has(userId, Role.ADMIN);
    }
}
