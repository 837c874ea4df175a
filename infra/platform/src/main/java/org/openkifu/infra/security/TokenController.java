package org.openkifu.infra.security;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.Paging;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** API tokens (docs/security.md): issue for a name and password, list, revoke. */
@RestController
public class TokenController {

    record TokenRequest(String username, String password, String label) {
    }

    record TokenIssued(String id, String token, String tokenType, Instant expiresAt) {
    }

    private final Accounts accounts;
    private final ApiTokens tokens;
    private final SignInThrottle throttle;

    public TokenController(Accounts accounts, ApiTokens tokens, SignInThrottle throttle) {
        this.accounts = accounts;
        this.tokens = tokens;
        this.throttle = throttle;
    }

    @PostMapping("/api/tokens")
    public ResponseEntity<TokenIssued> issue(@RequestBody TokenRequest body, HttpServletRequest request) {
        String address = request.getRemoteAddr();
        Optional<Duration> blocked = throttle.blockedFor(body.username(), address);
        if (blocked.isPresent()) {
            long seconds = Math.max(1, blocked.get().toSeconds());
            throw new Throttled(seconds);
        }
        Optional<Account> account = accounts.authenticate(body.username(), body.password());
        if (account.isEmpty()) {
            throttle.failed(body.username(), address);
            throw new SecurityProblem(HttpStatus.UNAUTHORIZED, "SIGN_IN_FAILED",
                    "the user name or the password is not right");
        }
        throttle.succeeded(body.username(), address);
        String label = body.label() == null || body.label().isBlank() ? "api" : abbreviate(body.label().strip());
        ApiTokens.Issued issued = tokens.issue(account.get().username(), label);
        return ResponseEntity.created(URI.create("/api/tokens/" + issued.id()))
                .body(new TokenIssued(issued.id(), issued.token(), "Bearer", issued.expiresAt()));
    }

    /** One page, oldest first (docs/api.md, "Paging"). */
    @GetMapping("/api/tokens")
    public ResponseEntity<List<ApiTokens.TokenInfo>> list(@ActingUser String user,
            @RequestParam(required = false) Integer limit, @RequestParam(required = false) String cursor) {
        return Paging.response(tokens.list(user, Paging.Request.of(limit, cursor)));
    }

    /** {@code current} names the token this request came with. */
    @DeleteMapping("/api/tokens/{id}")
    public ResponseEntity<Void> revoke(@ActingUser String user, @PathVariable String id) {
        String tokenId = id;
        if ("current".equals(id)) {
            tokenId = AccountController.currentTokenId();
            if (tokenId == null) {
                throw SecurityProblem.badRequest("NO_CURRENT_TOKEN",
                        "this request came with a browser session, not a token: name the token to revoke");
            }
        }
        if (!tokens.revoke(user, tokenId)) {
            throw new SecurityProblem(HttpStatus.NOT_FOUND, "TOKEN_NOT_FOUND",
                    "you have no live token " + tokenId);
        }
        return ResponseEntity.noContent().build();
    }

    private static String abbreviate(String label) {
        return label.length() <= 64 ? label : label.substring(0, 64);
    }

    /** 429 with the seconds to wait (the advice adds Retry-After). */
    static final class Throttled extends SecurityProblem {
        final long seconds;

        Throttled(long seconds) {
            super(HttpStatus.TOO_MANY_REQUESTS, "SIGN_IN_THROTTLED",
                    "too many failed sign-ins for this name from your address; try again in " + seconds + " s");
            this.seconds = seconds;
        }
    }
}
