package org.openkifu.infra.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.openkifu.infra.web.ActingUser;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.openkifu.infra.ui.SitePage;

/**
 * The sign-in, sign-up and password pages (in the site layout). Signing up signs the new player in. The sign-in form itself is processed by Spring
 * Security (POST /login), sign-out too (POST /logout); every form carries the CSRF token.
 */
@Controller
@SitePage
public class AccountPages {

    private final Accounts accounts;
    private final ApiTokens tokens;
    private final UserDetailsService users;
    private final CsrfTokenRepository csrfTokens;
    private final SecurityContextRepository sessions = new HttpSessionSecurityContextRepository();

    private final SignUps signUps;

    public AccountPages(Accounts accounts, ApiTokens tokens, UserDetailsService users, CsrfTokenRepository csrfTokens,
            SignUps signUps) {
        this.accounts = accounts;
        this.signUps = signUps;
        this.tokens = tokens;
        this.users = users;
        this.csrfTokens = csrfTokens;
    }

    /** The signed-in user id or null, for the site navigation (as on every other page). */
    @ModelAttribute("me")
    String me(jakarta.servlet.http.HttpServletRequest request) {
        return request.getRemoteUser();
    }

    @GetMapping("/login")
    public String login() {
        return "login";
    }

    @GetMapping("/signup")
    public String signupForm(Model model) {
        model.addAttribute("rank", Accounts.GUEST_RANK);
        return "signup";
    }

    /** A new player is signed in at once (they just typed the password): no second form with the same name. */
    @PostMapping("/signup")
    public String signup(@RequestParam(required = false) String username,
            @RequestParam(required = false) String password, @RequestParam(required = false) String rank,
            Model model, HttpServletRequest request, HttpServletResponse response) {
        try {
            Account account = signUps.register(username, password, rank, request.getRemoteAddr());
            signIn(account, request, response);
            return "redirect:/";
        } catch (org.openkifu.infra.quota.QuotaExceeded e) {
            response.setStatus(e.status().value());
            response.setHeader("Retry-After", Long.toString(e.retryAfterSeconds()));
            model.addAttribute("error", sentence(e.getMessage()));
            model.addAttribute("errorCode", e.code());
            model.addAttribute("username", username);
            model.addAttribute("rank", rank);
            return "signup";
        } catch (SecurityProblem e) {
            response.setStatus(e.status().value());
            model.addAttribute("error", sentence(e.getMessage()));
            model.addAttribute("errorCode", e.code());
            model.addAttribute("username", username);
            model.addAttribute("rank", rank);
            return "signup";
        }
    }

    @GetMapping("/account/password")
    public String passwordForm(@ActingUser String user, Model model) {
        model.addAttribute("username", user);
        return "account/password";
    }

    /** Like the API, a new password revokes every API token of the account. */
    @PostMapping("/account/password")
    public String changePassword(@ActingUser String user, @RequestParam(required = false) String currentPassword,
            @RequestParam(required = false) String newPassword, Model model,
            jakarta.servlet.http.HttpServletResponse response) {
        model.addAttribute("username", user);
        try {
            accounts.changePassword(user, currentPassword, newPassword);
            tokens.revokeAll(user, null);
            return "redirect:/account/password?changed";
        } catch (SecurityProblem e) {
            response.setStatus(e.status() == HttpStatus.FORBIDDEN ? 400 : e.status().value());
            model.addAttribute("error", sentence(e.getMessage()));
            model.addAttribute("errorCode", e.code());
            return "account/password";
        }
    }

    /**
     * What the sign-in form does on success, for the account just registered: a new session id (no session fixation),
     * the authentication stored in the session, and a fresh CSRF token (the form sign-in rotates it too).
     */
    private void signIn(Account account, HttpServletRequest request, HttpServletResponse response) {
        UserDetails user = users.loadUserByUsername(account.username());
        if (request.getSession(false) != null) {
            request.changeSessionId();
        }
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities()));
        SecurityContextHolder.setContext(context);
        sessions.saveContext(context, request, response);
        csrfTokens.saveToken(null, request, response);
    }

    /** Problem details are lower-case fragments (they follow a code); on a page they stand alone. */
    private static String sentence(String detail) {
        return detail == null || detail.isEmpty() ? detail
                : Character.toUpperCase(detail.charAt(0)) + detail.substring(1) + ".";
    }
}
