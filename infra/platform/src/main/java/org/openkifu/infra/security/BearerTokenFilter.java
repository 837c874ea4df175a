package org.openkifu.infra.security;

import java.io.IOException;
import java.util.List;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Authenticates {@code Authorization: Bearer <token>} requests to the API. Stateless: the authentication lives for
 * this request only (no session is created or read for it). The token and the account's roles are read from
 * MongoDB at most once per {@code openkifu.security.bearer-cache} (default 2 s) per token and account; a role change
 * or a revocation made in this process counts at once, one made by another node within that time. A token that is
 * unknown, revoked or expired is a 401 {@code TOKEN_INVALID}; the request goes no further.
 */
class BearerTokenFilter extends OncePerRequestFilter {

    static final String PREFIX = "Bearer ";

    private final ApiTokens tokens;
    private final Accounts accounts;
    private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

    BearerTokenFilter(ApiTokens tokens, Accounts accounts) {
        this.tokens = tokens;
        this.accounts = accounts;
    }

    static boolean hasBearer(HttpServletRequest request) {
        String header = request.getHeader(HttpHeaders.AUTHORIZATION);
        return header != null && header.regionMatches(true, 0, PREFIX, 0, PREFIX.length());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!hasBearer(request)) {
            chain.doFilter(request, response);
            return;
        }
        String token = request.getHeader(HttpHeaders.AUTHORIZATION).substring(PREFIX.length()).strip();
        var account = tokens.authenticate(token)
                .flatMap(user -> accounts.findForRequest(user.username()).map(a -> new TokenAuthentication(a, user.tokenId())));
        if (account.isEmpty()) {
            ProblemWriter.write(request, response, HttpStatus.UNAUTHORIZED, "TOKEN_INVALID",
                    "the bearer token is unknown, revoked or expired: ask for a new one at POST /api/tokens");
            return;
        }
        SecurityContext context = contexts.createEmptyContext();
        context.setAuthentication(account.get());
        contexts.setContext(context);
        try {
            chain.doFilter(request, response);
        } finally {
            contexts.clearContext();
        }
    }

    /** An account authenticated by one of its API tokens. */
    static final class TokenAuthentication extends AbstractAuthenticationToken {

        private final Account account;
        private final String tokenId;

        TokenAuthentication(Account account, String tokenId) {
            super(account.roles().stream().map(r -> new SimpleGrantedAuthority(r.authority())).toList());
            this.account = account;
            this.tokenId = tokenId;
            setAuthenticated(true);
        }

        @Override
        public Object getCredentials() {
            return "";
        }

        @Override
        public Object getPrincipal() {
            return account.username();
        }

        @Override
        public String getName() {
            return account.username();
        }

        String tokenId() {
            return tokenId;
        }

        List<Role> roles() {
            return List.copyOf(account.roles());
        }
    }
}
