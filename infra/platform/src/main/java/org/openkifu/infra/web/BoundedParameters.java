package org.openkifu.infra.web;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.HandlerMapping;

/**
 * Path variables and query parameters under /api are at most {@code openkifu.limits.parameter} characters
 * ({@code 400 FIELD_TOO_LONG}), checked before the controller reads anything with them: an id or a user name
 * becomes a store key, and a 16 KB one is never meant. Only the query string is read, never a form body.
 */
class BoundedParameters implements HandlerInterceptor {

    private final TextLimits limits;

    BoundedParameters(TextLimits limits) {
        this.limits = limits;
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        int max = limits.getParameter();
        if (request.getAttribute(HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE) instanceof Map<?, ?> variables) {
            variables.forEach((name, value) -> {
                if (value instanceof String text && text.length() > max) {
                    throw TextLimits.tooLong(String.valueOf(name), max);
                }
            });
        }
        String query = request.getQueryString();
        if (query != null && query.length() > max) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                String name = eq < 0 ? pair : pair.substring(0, eq);
                String value = eq < 0 ? "" : pair.substring(eq + 1);
                if (decodedLength(name) > max || decodedLength(value) > max) {
                    throw TextLimits.tooLong(name.length() > max ? "query" : decode(name), max);
                }
            }
        }
        return true;
    }

    private static int decodedLength(String text) {
        return text.length() <= 0 ? 0 : decode(text).length();
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text; // Tomcat refused a bad encoding already; count it as it is
        }
    }
}
