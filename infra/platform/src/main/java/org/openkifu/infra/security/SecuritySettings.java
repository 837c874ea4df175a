package org.openkifu.infra.security;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * {@code openkifu.security.*}: the first administrator, token lifetime, sign-in throttling and body size cap.
 * The administrator's name and password come from the environment ({@code OPENKIFU_ADMIN_USERNAME},
 * {@code OPENKIFU_ADMIN_PASSWORD}, mapped in application.properties), never from the code.
 */
@ConfigurationProperties("openkifu.security")
public class SecuritySettings {

    private final Admin admin = new Admin();
    /** How long an API token is valid after it is issued. */
    private Duration tokenLifetime = Duration.ofDays(30);
    /**
     * How often this node reads the store's count of security changes (a bearer token and its account, once read,
     * are trusted until that count moves); a revocation, role, rank or password change on another node counts within
     * this time (on this node at once). Zero reads the token and account on every request.
     */
    private Duration bearerCache = Duration.ofSeconds(2);
    private final SignIn signIn = new SignIn();
    /**
     * Largest request body accepted (413 REQUEST_TOO_LARGE above it), above the SGF import's 2 MiB per record so its
     * own, more precise refusal answers first. Forms and multipart uploads have their own caps.
     */
    private DataSize maxBodySize = DataSize.ofMegabytes(4);

    public Admin getAdmin() {
        return admin;
    }

    public Duration getTokenLifetime() {
        return tokenLifetime;
    }

    public void setTokenLifetime(Duration tokenLifetime) {
        this.tokenLifetime = tokenLifetime;
    }

    public Duration getBearerCache() {
        return bearerCache;
    }

    public void setBearerCache(Duration bearerCache) {
        this.bearerCache = bearerCache;
    }

    public SignIn getSignIn() {
        return signIn;
    }

    public DataSize getMaxBodySize() {
        return maxBodySize;
    }

    public void setMaxBodySize(DataSize maxBodySize) {
        this.maxBodySize = maxBodySize;
    }

    public static class Admin {
        /** Created (or given the admin role and this password) at start-up when both are set. */
        private String username = "";
        private String password = "";

        public String getUsername() {
            return username;
        }

        public void setUsername(String username) {
            this.username = username;
        }

        public String getPassword() {
            return password;
        }

        public void setPassword(String password) {
            this.password = password;
        }

        @Override
        public String toString() {
            return "Admin[username=" + username + ", password=(hidden)]";
        }
    }

    public static class SignIn {
        /** Failed sign-ins allowed per user name and client address within the window; then 429 until one expires. */
        private int maxFailures = 5;
        /** Failed sign-ins allowed per client address (any user names) within the window. */
        private int maxFailuresPerAddress = 50;
        private Duration window = Duration.ofMinutes(15);
        /** Counted keys kept in the store beyond which new name-and-address keys are not created (a flood cap). */
        private long maxKeys = 100_000;

        public long getMaxKeys() {
            return maxKeys;
        }

        public void setMaxKeys(long maxKeys) {
            this.maxKeys = maxKeys;
        }

        public int getMaxFailures() {
            return maxFailures;
        }

        public void setMaxFailures(int maxFailures) {
            this.maxFailures = maxFailures;
        }

        public int getMaxFailuresPerAddress() {
            return maxFailuresPerAddress;
        }

        public void setMaxFailuresPerAddress(int maxFailuresPerAddress) {
            this.maxFailuresPerAddress = maxFailuresPerAddress;
        }

        public Duration getWindow() {
            return window;
        }

        public void setWindow(Duration window) {
            this.window = window;
        }
    }
}
