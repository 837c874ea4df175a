package org.openkifu.infra.security;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpStatus;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses a form sign-in (POST /login) while {@link SignInThrottle} blocks the name and address: 429 problem+json,
 * except for a browser (one that asks for HTML), which is sent back to the sign-in page to read the reason there.
 */
class SignInThrottleFilter extends OncePerRequestFilter {

    private final SignInThrottle throttle;

    SignInThrottleFilter(SignInThrottle throttle) {
        this.throttle = throttle;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !("POST".equals(request.getMethod()) && "/login".equals(request.getServletPath()));
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Optional<Duration> blocked = throttle.blockedFor(request.getParameter("username"), request.getRemoteAddr());
        if (blocked.isPresent() && wantsHtml(request)) {
            long seconds = Math.max(1, blocked.get().toSeconds());
            response.setHeader("Retry-After", Long.toString(seconds));
            response.sendRedirect(request.getContextPath() + "/login?throttled=" + seconds);
            return;
        }
        if (blocked.isPresent()) {
            tooMany(request, response, blocked.get());
            return;
        }
        chain.doFilter(request, response);
    }

    private static boolean wantsHtml(HttpServletRequest request) {
        String accept = request.getHeader("Accept");
        return accept != null && accept.contains("text/html");
    }

    static void tooMany(HttpServletRequest request, HttpServletResponse response, Duration wait) throws IOException {
        long seconds = Math.max(1, wait.toSeconds());
        response.setHeader("Retry-After", Long.toString(seconds));
        ProblemWriter.write(request, response, HttpStatus.TOO_MANY_REQUESTS, "SIGN_IN_THROTTLED",
                "too many failed sign-ins for this name from your address; try again in " + seconds + " s");
    }
}
