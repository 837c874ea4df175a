package org.openkifu.infra.security;

import java.io.IOException;
import java.util.List;
import java.time.Clock;

import com.mongodb.client.MongoClient;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.HeadersConfigurer;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.csrf.CookieCsrfTokenRepository;
import org.springframework.security.web.csrf.CsrfException;
import org.springframework.security.web.csrf.CsrfFilter;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.header.writers.DelegatingRequestMatcherHeaderWriter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter;
import org.springframework.security.web.header.writers.StaticHeadersWriter;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.NegatedRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Who may call what (docs/security.md). Two filter chains share one CSRF cookie and the session:
 * <ul>
 * <li>{@code /api/**}: bearer tokens (stateless, no CSRF) or the browser session (CSRF header required). Every
 * non-GET needs an authenticated user; GETs of public game data are public. Refusals are problem+json: 401
 * UNAUTHENTICATED, 401 TOKEN_INVALID, 403 ROLE_REQUIRED, 403 CSRF_TOKEN_INVALID.</li>
 * <li>everything else: the server-rendered site with form sign-in at /login, sign-out POST /logout, CSRF on every
 * form. Pages are public to read; anything that is not a GET needs a signed-in user.</li>
 * </ul>
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SecuritySettings.class)
public class SecurityConfiguration {

    /** Same-origin everything, no inline scripts and no inline styles (every page uses css/openkifu.css). */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; "
            + "style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; "
            + "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    /** The Swagger UI bundle (a third-party jar) injects style elements: only its pages allow inline styles. */
    static final String SWAGGER_UI_POLICY = CONTENT_SECURITY_POLICY.replace("style-src 'self'",
            "style-src 'self' 'unsafe-inline'");

    @Bean
    PasswordEncoder passwordEncoder() {
        // {bcrypt} by default; the prefix lets a later algorithm (argon2) take over hash by hash
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    @Bean
    AccountStore accountStore(MongoClient mongo, @Value("${openkifu.mongo.database:openkifu}") String database) {
        return new AccountStore(mongo.getDatabase(database));
    }

    @Bean
    Accounts accounts(AccountStore store, PasswordEncoder encoder, Clock clock, SecuritySettings settings) {
        return new Accounts(store, encoder, clock, settings.getBearerCache());
    }

    @Bean
    SignUps signUps(Accounts accounts, AccountStore store, org.openkifu.infra.quota.Quotas quotas) {
        return new SignUps(accounts, store, quotas);
    }

    @Bean
    ApiTokens apiTokens(MongoClient mongo, @Value("${openkifu.mongo.database:openkifu}") String database,
            Clock clock, SecuritySettings settings) {
        return new ApiTokens(mongo.getDatabase(database), clock, settings.getTokenLifetime(),
                settings.getBearerCache());
    }

    @Bean
    SignInThrottle signInThrottle(MongoClient mongo, @Value("${openkifu.mongo.database:openkifu}") String database,
            Clock clock, SecuritySettings settings) {
        // in the store so that every node counts the same failures (docs/security.md)
        SecuritySettings.SignIn s = settings.getSignIn();
        return new StoreSignInThrottle(mongo.getDatabase(database), clock, s.getMaxFailures(),
                s.getMaxFailuresPerAddress(), s.getWindow(), s.getMaxKeys());
    }

    @Bean
    UserDetailsService userDetailsService(Accounts accounts) {
        return name -> accounts.find(name)
                .map(a -> User.withUsername(a.username()).password(a.passwordHash())
                        .authorities(a.roles().stream().map(Role::authority).toArray(String[]::new)).build())
                .orElseThrow(() -> new UsernameNotFoundException("no such account"));
    }

    /** Whether a named player has an account, for the contexts (games, invitations, ladders, tournaments). */
    @Bean
    AccountDirectory accountDirectory(AccountStore store) {
        return new AccountNames(store);
    }

    @Bean
    AccountRoles accountRoles(Accounts accounts) {
        return new AccountRoles(accounts);
    }

    @Bean
    FirstAdmin firstAdmin(Accounts accounts, SecuritySettings settings) {
        return new FirstAdmin(accounts, settings.getAdmin());
    }

    /** First of all filters, so an oversized body is refused before authentication reads anything. */
    @Bean
    FilterRegistrationBean<RequestSizeFilter> requestSizeFilter(SecuritySettings settings,
            org.openkifu.infra.web.TextLimits limits) {
        FilterRegistrationBean<RequestSizeFilter> registration = new FilterRegistrationBean<>(
                new RequestSizeFilter(settings.getMaxBodySize().toBytes(), limits.getJsonBody().toBytes()));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 50);
        return registration;
    }

    /**
     * A URL Spring Security's firewall rejects (a path parameter, an encoded percent or dot, a non-printable
     * character): 400 REQUEST_REJECTED as problem+json under /api, Boot's HTML error page elsewhere.
     */
    @Bean
    org.springframework.security.web.firewall.RequestRejectedHandler requestRejectedHandler() {
        return (request, response, rejected) -> {
            String uri = request.getRequestURI();
            if (uri != null && (uri.equals("/api") || uri.startsWith("/api/"))) {
                ProblemWriter.write(request, response, HttpStatus.BAD_REQUEST, "REQUEST_REJECTED",
                        "this address is not accepted: it has a path parameter (';'), an encoded '%', '.' or '/', "
                                + "or a character that does not belong in a URL");
            } else {
                response.sendError(HttpStatus.BAD_REQUEST.value());
            }
        };
    }

    /** One CSRF token for the site and the API: an XSRF-TOKEN cookie that the page's script can read. */
    @Bean
    CsrfTokenRepository csrfTokenRepository() {
        CookieCsrfTokenRepository repository = CookieCsrfTokenRepository.withHttpOnlyFalse();
        repository.setCookiePath("/");
        repository.setCookieCustomizer(cookie -> cookie.sameSite("Lax"));
        return repository;
    }

    @Bean
    @Order(1)
    SecurityFilterChain apiSecurity(HttpSecurity http, ApiTokens tokens, Accounts accounts,
            CsrfTokenRepository csrfTokens, List<ApiAccessRules> contextRules) throws Exception {
        // actuator too, so an administrator's bearer token reaches the health details
        http.securityMatcher("/api/**", "/actuator/**")
                .csrf(csrf -> csrf.csrfTokenRepository(csrfTokens)
                        .csrfTokenRequestHandler(new CsrfHeaderOrFormHandler())
                        // bearer requests carry no ambient credential a foreign page could borrow
                        .ignoringRequestMatchers(BearerTokenFilter::hasBearer,
                                // anonymous endpoints; their answers are not readable cross-site
                                post("/api/accounts"), post("/api/tokens")))
                .addFilterBefore(new BearerTokenFilter(tokens, accounts), CsrfFilter.class)
                .addFilterBefore(new SessionRolesFilter(accounts), CsrfFilter.class)
                .addFilterAfter(new CsrfCookieFilter(), CsrfFilter.class)
                .requestCache(cache -> cache.disable())
                .formLogin(form -> form.disable())
                .httpBasic(basic -> basic.disable())
                .logout(logout -> logout.disable())
                .headers(SecurityConfiguration::headers)
                .authorizeHttpRequests(auth -> {
                    auth.dispatcherTypeMatchers(DispatcherType.ERROR).permitAll();
                    contextRules.forEach(rules -> rules.configure(auth));
                    auth
                        .requestMatchers(HttpMethod.POST, "/api/accounts", "/api/tokens").permitAll()
                        .requestMatchers(HttpMethod.PUT, "/api/accounts/*/roles").hasRole(Role.ADMIN.name())
                        .requestMatchers("/api/admin/**").hasRole(Role.ADMIN.name())
                        .requestMatchers(HttpMethod.POST, "/api/projections/*/rebuild")
                                .hasAnyRole(Role.ANALYST.name(), Role.ADMIN.name())
                        .requestMatchers(HttpMethod.GET, "/api/me", "/api/me/**", "/api/tokens", "/api/tokens/**")
                                .authenticated()
                        .requestMatchers(HttpMethod.GET, "/api/**").permitAll()
                        .requestMatchers(HttpMethod.HEAD, "/api/**").permitAll()
                        .requestMatchers(HttpMethod.GET, "/actuator/health", "/actuator/health/**", "/actuator/info")
                                .permitAll()
                        .anyRequest().authenticated();
                })
                .exceptionHandling(errors -> errors
                        .authenticationEntryPoint((request, response, e) -> unauthenticated(request, response))
                        .accessDeniedHandler(apiAccessDenied()));
        return http.build();
    }

    @Bean
    @Order(2)
    SecurityFilterChain webSecurity(HttpSecurity http, CsrfTokenRepository csrfTokens, SignInThrottle throttle,
            Accounts accounts) throws Exception {
        http.csrf(csrf -> csrf.csrfTokenRepository(csrfTokens).csrfTokenRequestHandler(new CsrfHeaderOrFormHandler()))
                .addFilterBefore(new SessionRolesFilter(accounts), CsrfFilter.class)
                .addFilterAfter(new CsrfCookieFilter(), CsrfFilter.class)
                .addFilterBefore(new SignInThrottleFilter(throttle), UsernamePasswordAuthenticationFilter.class)
                .formLogin(form -> form.loginPage("/login").permitAll()
                        .successHandler(signInSucceeded(throttle))
                        .failureHandler(signInFailed(throttle)))
                .logout(logout -> logout.logoutUrl("/logout").logoutSuccessUrl("/login?signedOut").permitAll())
                .httpBasic(basic -> basic.disable())
                .headers(SecurityConfiguration::headers)
                .authorizeHttpRequests(auth -> auth
                        .dispatcherTypeMatchers(DispatcherType.FORWARD, DispatcherType.ERROR).permitAll()
                        .requestMatchers("/login", "/signup").permitAll()
                        .requestMatchers("/account/**", "/admin/**").authenticated()
                        .requestMatchers(HttpMethod.GET, "/**").permitAll()
                        .requestMatchers(HttpMethod.HEAD, "/**").permitAll()
                        .anyRequest().authenticated());
        return http.build();
    }

    private static void headers(HeadersConfigurer<HttpSecurity> headers) {
        RequestMatcher swaggerUi = PathPatternRequestMatcher.withDefaults().matcher("/swagger-ui/**");
        headers.addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(new NegatedRequestMatcher(swaggerUi),
                        new StaticHeadersWriter("Content-Security-Policy", CONTENT_SECURITY_POLICY)))
                .addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(swaggerUi,
                        new StaticHeadersWriter("Content-Security-Policy", SWAGGER_UI_POLICY)))
                .referrerPolicy(referrer -> referrer.policy(ReferrerPolicyHeaderWriter.ReferrerPolicy.SAME_ORIGIN))
                .frameOptions(HeadersConfigurer.FrameOptionsConfig::deny)
                .permissionsPolicyHeader(p -> p.policy("camera=(), microphone=(), geolocation=(), payment=()"));
    }

    private static PathPatternRequestMatcher post(String path) {
        return PathPatternRequestMatcher.withDefaults().matcher(HttpMethod.POST, path);
    }

    static void unauthenticated(HttpServletRequest request, HttpServletResponse response) throws IOException {
        ProblemWriter.write(request, response, HttpStatus.UNAUTHORIZED, "UNAUTHENTICATED",
                "sign in first: send a bearer token (POST /api/tokens) or use a signed-in browser session");
    }

    /**
     * A request without any user is answered 401 even when its CSRF token is missing too (an anonymous caller has
     * nothing to protect); a signed-in session without the token is 403 CSRF_TOKEN_INVALID.
     */
    private static AccessDeniedHandler apiAccessDenied() {
        return (request, response, e) -> {
            Authentication user = SecurityContextHolder.getContext().getAuthentication();
            boolean anonymous = user == null || user instanceof AnonymousAuthenticationToken || !user.isAuthenticated();
            if (anonymous) {
                unauthenticated(request, response);
            } else if (e instanceof CsrfException) {
                ProblemWriter.write(request, response, HttpStatus.FORBIDDEN, "CSRF_TOKEN_INVALID",
                        "a request from a signed-in browser session needs the X-XSRF-TOKEN header "
                                + "(the XSRF-TOKEN cookie's value; docs/security.md)");
            } else {
                ProblemWriter.write(request, response, HttpStatus.FORBIDDEN, "ROLE_REQUIRED",
                        "your account's roles do not allow this request");
            }
        };
    }

    private static SavedRequestAwareAuthenticationSuccessHandler signInSucceeded(SignInThrottle throttle) {
        SavedRequestAwareAuthenticationSuccessHandler redirect = new SavedRequestAwareAuthenticationSuccessHandler() {
            @Override
            public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response,
                    Authentication authentication) throws IOException, ServletException {
                throttle.succeeded(request.getParameter("username"), request.getRemoteAddr());
                super.onAuthenticationSuccess(request, response, authentication);
            }
        };
        redirect.setDefaultTargetUrl("/");
        return redirect;
    }

    private static AuthenticationFailureHandler signInFailed(SignInThrottle throttle) {
        return (request, response, e) -> {
            throttle.failed(request.getParameter("username"), request.getRemoteAddr());
            response.sendRedirect(request.getContextPath() + "/login?error");
        };
    }

    /** Makes sure the XSRF-TOKEN cookie is set for browsers (not bearer clients), so a page's script can read it. */
    static final class CsrfCookieFilter extends OncePerRequestFilter {
        @Override
        protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                throws ServletException, IOException {
            CsrfToken token = (CsrfToken) request.getAttribute(CsrfToken.class.getName());
            if (token != null && !BearerTokenFilter.hasBearer(request)) {
                token.getToken();
            }
            chain.doFilter(request, response);
        }
    }
}
