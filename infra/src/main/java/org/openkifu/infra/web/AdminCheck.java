package org.openkifu.infra.web;

/**
 * Answers "may this user act as an administrator" for the endpoints that need it (result correction, reporting
 * either player as gone). One small seam so that real roles can replace the configured list without touching the
 * controllers: define another {@code AdminCheck} bean and {@link ConfiguredAdmins} steps aside.
 */
@FunctionalInterface
public interface AdminCheck {

    boolean isAdmin(String userId);
}
