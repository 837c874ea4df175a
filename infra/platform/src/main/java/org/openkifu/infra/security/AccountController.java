package org.openkifu.infra.security;

import java.net.URI;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.openkifu.infra.web.ActingUser;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** Accounts over the API (docs/security.md): register, who am I, change my password, grant roles. */
@RestController
public class AccountController {

    record Registration(String username, String password, String rank) {
    }

    record PasswordChange(String currentPassword, String newPassword) {
    }

    record RoleGrant(List<String> roles) {
    }

    record AccountView(String username, String rank, List<String> roles) {
        static AccountView of(Account a) {
            return new AccountView(a.username(), a.rank(),
                    a.roles().stream().sorted().map(r -> r.name().toLowerCase(java.util.Locale.ROOT)).toList());
        }
    }

    private final Accounts accounts;
    private final ApiTokens tokens;

    private final SignUps signUps;

    public AccountController(Accounts accounts, ApiTokens tokens, SignUps signUps) {
        this.accounts = accounts;
        this.signUps = signUps;
        this.tokens = tokens;
    }

    @PostMapping("/api/accounts")
    public ResponseEntity<AccountView> register(@RequestBody Registration body,
            jakarta.servlet.http.HttpServletRequest request) {
        Account account = signUps.register(body.username(), body.password(), body.rank(), request.getRemoteAddr());
        return ResponseEntity.created(URI.create("/api/accounts/" + account.username())).body(AccountView.of(account));
    }

    @GetMapping("/api/me")
    public AccountView me(@ActingUser String user) {
        return AccountView.of(existing(user));
    }

    /** Every other API token of the account is revoked: whoever knew the old password may have made some. */
    @PutMapping("/api/me/password")
    public ResponseEntity<Void> changePassword(@ActingUser String user, @RequestBody PasswordChange body) {
        accounts.changePassword(user, body.currentPassword(), body.newPassword());
        tokens.revokeAll(user, currentTokenId());
        return ResponseEntity.noContent().build();
    }

    @PutMapping("/api/accounts/{name}/roles")
    public AccountView grantRoles(@ActingUser String user, @PathVariable String name, @RequestBody RoleGrant body) {
        if (!existing(user).has(Role.ADMIN)) {
            throw new SecurityProblem(HttpStatus.FORBIDDEN, "ROLE_REQUIRED", "only an administrator grants roles");
        }
        if (body.roles() == null) {
            throw SecurityProblem.badRequest("ROLES_MISSING", "send the account's roles, e.g. {\"roles\":[\"analyst\"]}");
        }
        Set<Role> roles = EnumSet.noneOf(Role.class);
        body.roles().forEach(r -> roles.add(Role.parse(r)));
        return AccountView.of(accounts.setRoles(name, roles));
    }

    private Account existing(String user) {
        return accounts.find(user).orElseThrow(() -> SecurityProblem.unauthenticated("the account no longer exists"));
    }

    /** The id of the API token this request came with, or null for a browser session. */
    static String currentTokenId() {
        return SecurityContextHolder.getContext().getAuthentication() instanceof BearerTokenFilter.TokenAuthentication t
                ? t.tokenId() : null;
    }
}
