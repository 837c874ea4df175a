package org.openkifu.infra.security;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Gives a browser session the account's current roles on every request. The session stored the authorities of the
 * sign-in, so a granted role needed a new sign-in and a withdrawn one kept working until sign-out. Now each request
 * compares them with the account as {@link Accounts#findForRequest} sees it: the same short cache as the bearer check
 * ({@code openkifu.security.bearer-cache}, 2 s), evicted at once by a change made in this process, so the cost is a
 * map look-up, and one read of the account per cache period and signed-in account. When they differ, this request
 * and the session get the new authorities.
 */
class SessionRolesFilter extends OncePerRequestFilter {

    private static final String ROLE = "ROLE_";

    private final Accounts accounts;
    private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();
    private final SecurityContextRepository sessions = new HttpSessionSecurityContextRepository();

    SessionRolesFilter(Accounts accounts) {
        this.accounts = accounts;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Authentication current = contexts.getContext().getAuthentication();
        if (current instanceof UsernamePasswordAuthenticationToken session && session.isAuthenticated()) {
            accounts.findForRequest(session.getName()).ifPresent(account -> {
                Set<String> now = account.roles().stream().map(Role::authority).collect(Collectors.toSet());
                Set<String> held = session.getAuthorities().stream().map(GrantedAuthority::getAuthority)
                        .filter(a -> a.startsWith(ROLE)).collect(Collectors.toSet());
                if (!now.equals(held)) {
                    // other authorities (e.g. the sign-in's factor) stay as they are
                    List<GrantedAuthority> authorities = new ArrayList<>(session.getAuthorities().stream()
                            .filter(a -> !a.getAuthority().startsWith(ROLE)).toList());
                    now.forEach(role -> authorities.add(new SimpleGrantedAuthority(role)));
                    UsernamePasswordAuthenticationToken refreshed = UsernamePasswordAuthenticationToken.authenticated(
                            session.getPrincipal(), null, authorities);
                    refreshed.setDetails(session.getDetails());
                    SecurityContext context = contexts.createEmptyContext();
                    context.setAuthentication(refreshed);
                    contexts.setContext(context);
                    sessions.saveContext(context, request, response);
                }
            });
        }
        chain.doFilter(request, response);
    }
}
