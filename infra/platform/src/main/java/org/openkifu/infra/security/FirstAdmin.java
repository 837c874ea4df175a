package org.openkifu.infra.security;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;

/**
 * Creates or updates the administrator named in the configuration ({@code OPENKIFU_ADMIN_USERNAME} and
 * {@code OPENKIFU_ADMIN_PASSWORD}) when the application starts, before it serves requests. Without both, nothing
 * happens: an installation then has no administrator until one is configured.
 */
class FirstAdmin implements SmartInitializingSingleton {

    private static final Logger LOG = LoggerFactory.getLogger(FirstAdmin.class);

    private final Accounts accounts;
    private final SecuritySettings.Admin admin;

    FirstAdmin(Accounts accounts, SecuritySettings.Admin admin) {
        this.accounts = accounts;
        this.admin = admin;
    }

    @Override
    public void afterSingletonsInstantiated() {
        if (admin.getUsername().isBlank() || admin.getPassword().isEmpty()) {
            LOG.info("No administrator configured (OPENKIFU_ADMIN_USERNAME / OPENKIFU_ADMIN_PASSWORD unset)");
            return;
        }
        Account account = accounts.ensureAdmin(admin.getUsername().strip(), admin.getPassword());
        LOG.info("Administrator account '{}' is ready (roles {})", account.username(), account.roles());
    }
}
