package org.openkifu.infra.security;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.springframework.http.HttpStatus;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * Registration, password checks and changes, roles. Passwords only ever reach the {@link PasswordEncoder} (BCrypt);
 * no method logs them or puts them in an exception message.
 */
public class Accounts {

    /** Black&White's starting rank for a player who does not say. */
    public static final String GUEST_RANK = "18k";
    static final int MIN_PASSWORD_LENGTH = 8;
    /** BCrypt reads at most 72 bytes; Spring Security refuses longer input rather than ignore the rest. */
    static final int MAX_PASSWORD_BYTES = 72;
    private static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    /** Names the server itself writes into event metadata; nobody may register them. */
    private static final Set<String> RESERVED = Set.of("system", "anonymous", "admin-system");

    private final AccountStore store;
    private final PasswordEncoder encoder;
    private final Clock clock;
    private final ExpiringCache<String, Account> recent;
    private volatile String dummyHash;

    public Accounts(AccountStore store, PasswordEncoder encoder, Clock clock) {
        this(store, encoder, clock, Duration.ZERO);
    }

    /** @param cacheFor how long {@link #findForRequest} trusts an account it read (docs/security.md) */
    public Accounts(AccountStore store, PasswordEncoder encoder, Clock clock, Duration cacheFor) {
        this.store = store;
        this.encoder = encoder;
        this.clock = clock;
        this.recent = new ExpiringCache<>(cacheFor, 100_000, store::changeCount);
    }

    /** A new player account; 400 on an invalid name, password or rank, 409 USERNAME_TAKEN. */
    public Account register(String username, String password, String rank) {
        return register(username, password, rank, null);
    }

    /** @param address the client's address, stored for the sign-up quota ({@link SignUps}) */
    public Account register(String username, String password, String rank, String address) {
        String name = validUsername(username);
        validPassword(name, password);
        Account account = new Account(name, encoder.encode(password), validRank(rank), EnumSet.of(Role.PLAYER),
                clock.instant());
        if (!store.insert(account, address)) {
            throw new SecurityProblem(HttpStatus.CONFLICT, "USERNAME_TAKEN",
                    "the name '" + name + "' is taken (names are compared ignoring case)");
        }
        return account;
    }

    public Optional<Account> find(String username) {
        return store.find(username);
    }

    /**
     * The account as the bearer-token check sees it: kept until a security change is counted (checked once per cache
     * period, {@link ExpiringCache}), evicted at once by a role, rank or password change in this process.
     */
    public Optional<Account> findForRequest(String username) {
        return recent.get(AccountStore.key(username), key -> store.find(username));
    }

    /** The account when the password is right; empty for an unknown name or a wrong password. */
    public Optional<Account> authenticate(String username, String password) {
        Optional<Account> account = store.find(username);
        if (account.isEmpty() || password == null) {
            // spend the same time as a real check, so timing does not tell which names exist
            encoder.matches(password == null ? "" : password, dummyHash());
            return Optional.empty();
        }
        return encoder.matches(password, account.get().passwordHash()) ? account : Optional.empty();
    }

    /** Changes the password after checking the current one (403 PASSWORD_WRONG). */
    public void changePassword(String username, String currentPassword, String newPassword) {
        Account account = store.find(username)
                .orElseThrow(() -> SecurityProblem.unauthenticated("the account no longer exists"));
        if (currentPassword == null || !encoder.matches(currentPassword, account.passwordHash())) {
            throw new SecurityProblem(HttpStatus.FORBIDDEN, "PASSWORD_WRONG", "the current password is not right");
        }
        validPassword(account.username(), newPassword);
        store.setPasswordHash(account.username(), encoder.encode(newPassword));
        recent.evict(AccountStore.key(account.username()));
    }

    /** Replaces the roles of an account (an admin's act: the web layer checks that). */
    public Account setRoles(String username, Set<Role> roles) {
        Account account = existing(username);
        Set<Role> granted = roles.isEmpty() ? EnumSet.noneOf(Role.class) : EnumSet.copyOf(roles);
        granted.add(Role.PLAYER);
        if (account.has(Role.ADMIN) && !granted.contains(Role.ADMIN) && store.countWithRole(Role.ADMIN) <= 1) {
            throw new SecurityProblem(HttpStatus.CONFLICT, "LAST_ADMINISTRATOR", "'" + account.username()
                    + "' is the last administrator: grant the role to another account first");
        }
        store.setRoles(account.username(), granted);
        recent.evict(AccountStore.key(account.username()));
        return new Account(account.username(), account.passwordHash(), account.rank(), granted, account.createdAt());
    }

    /** Adds one role (nothing changes when the account holds it already); 404 ACCOUNT_NOT_FOUND. */
    public Account grant(String username, Role role) {
        Account account = existing(username);
        Set<Role> roles = EnumSet.copyOf(account.roles());
        roles.add(role);
        return setRoles(account.username(), roles);
    }

    /**
     * Withdraws one role; 400 PLAYER_ROLE_PERMANENT for {@code player} (every account plays), 409 LAST_ADMINISTRATOR
     * when it would leave no administrator (docs/security.md, "Roles").
     */
    public Account revoke(String username, Role role) {
        if (role == Role.PLAYER) {
            throw SecurityProblem.badRequest("PLAYER_ROLE_PERMANENT", "every account keeps the role player");
        }
        Account account = existing(username);
        Set<Role> roles = EnumSet.copyOf(account.roles());
        roles.remove(role);
        return setRoles(account.username(), roles);
    }

    /** Accounts whose name contains {@code query}, one page in name order, with the number of all that match. */
    public AccountPage page(String query, int page, int size) {
        return new AccountPage(store.page(query, page * size, size), store.count(query));
    }

    /** One page of {@link #page}. */
    public record AccountPage(java.util.List<Account> accounts, long total) {
    }

    private Account existing(String username) {
        return store.find(username).orElseThrow(() -> new SecurityProblem(HttpStatus.NOT_FOUND,
                "ACCOUNT_NOT_FOUND", "there is no account '" + username + "'"));
    }

    /**
     * Sets the rank an account shows (its owner's declared rank until then). For the context that keeps ranks
     * (promotions and demotions): the account then shows that context's rank everywhere ({@code /api/me}, pages, new
     * games). 400 INVALID_RANK for a rank outside 18k..9p.
     *
     * @return false when there is no such account (nothing is stored)
     */
    public boolean setRank(String username, String rank) {
        if (rank == null || rank.isBlank()) {
            throw SecurityProblem.badRequest("INVALID_RANK", "a rank is required: use 18k..1k, 1d..9d or 1p..9p");
        }
        String valid = validRank(rank);
        boolean found = store.setRank(username, valid);
        recent.evict(AccountStore.key(username));
        return found;
    }

    /**
     * The configured first administrator: created with roles player and admin, or, if the name exists, given the
     * admin role and the configured password (so a lost admin password is reset by restarting with a new one).
     */
    public Account ensureAdmin(String username, String password) {
        String name = validUsername(username);
        validPassword(name, password);
        Optional<Account> existing = store.find(name);
        if (existing.isEmpty()) {
            Account admin = new Account(name, encoder.encode(password), GUEST_RANK,
                    EnumSet.of(Role.PLAYER, Role.ADMIN), clock.instant());
            if (store.insert(admin)) {
                return admin;
            }
            existing = store.find(name); // another node created it at the same moment
        }
        Account account = existing.orElseThrow();
        if (!encoder.matches(password, account.passwordHash())) {
            store.setPasswordHash(account.username(), encoder.encode(password));
        }
        Set<Role> roles = EnumSet.copyOf(account.roles());
        roles.add(Role.ADMIN);
        roles.add(Role.PLAYER);
        store.setRoles(account.username(), roles);
        recent.evict(AccountStore.key(account.username()));
        return store.find(name).orElseThrow();
    }

    static String validUsername(String username) {
        if (username == null || !USERNAME.matcher(username).matches()) {
            throw SecurityProblem.badRequest("USERNAME_INVALID",
                    "a user name is 1 to 64 letters, digits, '_', '.' or '-', starting with a letter or digit");
        }
        if (RESERVED.contains(AccountStore.key(username))) {
            throw SecurityProblem.badRequest("USERNAME_INVALID", "the name '" + username + "' is reserved");
        }
        return username;
    }

    static void validPassword(String username, String password) {
        if (password == null || password.codePointCount(0, password.length()) < MIN_PASSWORD_LENGTH) {
            throw SecurityProblem.badRequest("PASSWORD_INVALID",
                    "a password needs at least " + MIN_PASSWORD_LENGTH + " characters");
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
            throw SecurityProblem.badRequest("PASSWORD_INVALID",
                    "a password may be at most " + MAX_PASSWORD_BYTES + " bytes long (UTF-8)");
        }
        if (password.equalsIgnoreCase(username)) {
            throw SecurityProblem.badRequest("PASSWORD_INVALID", "the password must not be the user name");
        }
    }

    static String validRank(String rank) {
        if (rank == null || rank.isBlank()) {
            return GUEST_RANK;
        }
        return AccountRank.normalize(rank)
                .orElseThrow(() -> SecurityProblem.badRequest("INVALID_RANK",
                        "'" + rank + "' is not a rank: use 18k..1k, 1d..9d or 1p..9p"));
    }

    /** The hash compared against when the account does not exist (made once, of a random password). */
    private String dummyHash() {
        String h = dummyHash;
        if (h == null) {
            h = encoder.encode(java.util.UUID.randomUUID().toString());
            dummyHash = h;
        }
        return h;
    }
}
