package org.openkifu.infra.web;

/**
 * Answers "may this user act as an administrator" for the endpoints that need it (result correction, reporting
 * either player as gone). Implemented by the accounts' roles ({@code org.openkifu.infra.security.AccountRoles}).
 */
@FunctionalInterface
public interface AdminCheck {

    boolean isAdmin(String userId);
}
