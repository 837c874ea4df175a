package org.openkifu.infra.security;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

import org.openkifu.infra.web.ActingUser;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The administrator's account list and role grants (docs/security.md, "Roles"), what the page {@code /admin/accounts}
 * uses. Every endpoint checks the caller's current roles itself (not a URL rule), so a refusal is the precise
 * {@code 403 NOT_AN_ADMINISTRATOR}. A change counts on the account's next request: see {@link SessionRolesFilter}.
 */
@RestController
public class RoleController {

    static final int MAX_PAGE_SIZE = 100;
    static final int DEFAULT_PAGE_SIZE = 20;

    record AccountEntry(String username, String rank, List<String> roles, Instant createdAt) {
        static AccountEntry of(Account a) {
            return new AccountEntry(a.username(), a.rank(), names(a), a.createdAt());
        }
    }

    record AccountList(List<AccountEntry> accounts, int page, int size, long total) {
    }

    private final Accounts accounts;

    public RoleController(Accounts accounts) {
        this.accounts = accounts;
    }

    /** Accounts whose name contains {@code query} (ignoring case), in name order, {@code size} per page from 0. */
    @GetMapping("/api/accounts")
    public AccountList list(@ActingUser String user, @RequestParam(required = false) String query,
            @RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "" + DEFAULT_PAGE_SIZE) int size) {
        administrator(user);
        if (page < 0 || size < 1 || size > MAX_PAGE_SIZE) {
            throw SecurityProblem.badRequest("PAGE_INVALID",
                    "page is 0 or more, size 1 to " + MAX_PAGE_SIZE + " (got page " + page + ", size " + size + ")");
        }
        if (query != null && query.length() > 64) {
            throw SecurityProblem.badRequest("QUERY_INVALID", "a name has at most 64 characters");
        }
        Accounts.AccountPage found = accounts.page(query, page, size);
        return new AccountList(found.accounts().stream().map(AccountEntry::of).toList(), page, size, found.total());
    }

    /** Grants one role; idempotent. */
    @PutMapping("/api/accounts/{name}/roles/{role}")
    public AccountEntry grant(@ActingUser String user, @PathVariable String name, @PathVariable String role) {
        administrator(user);
        return AccountEntry.of(accounts.grant(name, Role.parse(role)));
    }

    /** Withdraws one role; idempotent, except that {@code player} stays and the last administrator stays one. */
    @DeleteMapping("/api/accounts/{name}/roles/{role}")
    public AccountEntry revoke(@ActingUser String user, @PathVariable String name, @PathVariable String role) {
        administrator(user);
        return AccountEntry.of(accounts.revoke(name, Role.parse(role)));
    }

    /** Reads the caller's roles from the store, not the request's authorities: a revoked admin is refused at once. */
    private void administrator(String user) {
        if (!accounts.find(user).map(a -> a.has(Role.ADMIN)).orElse(false)) {
            throw new SecurityProblem(HttpStatus.FORBIDDEN, "NOT_AN_ADMINISTRATOR",
                    "only an administrator lists accounts and grants or withdraws roles");
        }
    }

    static List<String> names(Account a) {
        return a.roles().stream().sorted().map(r -> r.name().toLowerCase(Locale.ROOT)).toList();
    }
}
