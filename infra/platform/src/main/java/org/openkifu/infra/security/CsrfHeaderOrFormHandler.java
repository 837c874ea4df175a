package org.openkifu.infra.security;

import java.util.function.Supplier;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.security.web.csrf.CsrfTokenRequestAttributeHandler;
import org.springframework.security.web.csrf.CsrfTokenRequestHandler;
import org.springframework.security.web.csrf.XorCsrfTokenRequestAttributeHandler;

/**
 * Pages render the token masked (a fresh mask per response, against BREACH); a script may send back either that
 * masked value (from the {@code _csrf} meta tag) or the raw value of the XSRF-TOKEN cookie, in the X-XSRF-TOKEN header
 * or the {@code _csrf} form field. Either proves the request comes from a page of this site.
 */
final class CsrfHeaderOrFormHandler implements CsrfTokenRequestHandler {

    private final XorCsrfTokenRequestAttributeHandler masked = new XorCsrfTokenRequestAttributeHandler();
    private final CsrfTokenRequestAttributeHandler raw = new CsrfTokenRequestAttributeHandler();

    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, Supplier<CsrfToken> token) {
        masked.handle(request, response, token);
    }

    @Override
    public String resolveCsrfTokenValue(HttpServletRequest request, CsrfToken token) {
        String unmasked = masked.resolveCsrfTokenValue(request, token);
        return unmasked != null ? unmasked : raw.resolveCsrfTokenValue(request, token);
    }
}
