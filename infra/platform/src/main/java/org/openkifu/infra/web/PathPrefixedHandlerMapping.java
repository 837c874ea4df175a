package org.openkifu.infra.web;

import java.lang.reflect.Method;
import java.util.IdentityHashMap;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.servlet.mvc.condition.PathPatternsRequestCondition;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;
import org.springframework.web.util.pattern.PathPattern;

/**
 * Spring MVC's handler mapping, which skips a mapping whose paths cannot match the request before it evaluates the
 * mapping's conditions. For a path with a variable in it (a move: {@code /api/games/{id}/moves}) Spring has no direct
 * match and evaluates every one of the application's ~170 mappings, the method, parameter, header, media type and
 * version conditions before the path, allocating as it goes: 12 % of the HTTP threads' CPU under the load harness
 * (docs/benchmarks.md). A pattern can only match a path that starts with its literal part ({@link #literalPrefix}),
 * so a mapping none of whose literal prefixes starts the path is a non-match whatever its other conditions say. Only
 * that test is added: what does match, the choice among matches, and the 404/405/415 answers (Spring evaluates those
 * over all mappings on its own) are Spring's.
 */
final class PathPrefixedHandlerMapping extends RequestMappingHandlerMapping {

    /** A mapping this filter leaves to Spring whatever the path (no path patterns, or one not starting with /). */
    private static final String[] ANY_PATH = new String[0];

    /**
     * Each registered mapping's prefixes, by identity: Spring passes the registered instance back to
     * {@link #getMatchingMapping}. Copied on write (registrations happen at start-up), read without a lock.
     */
    private volatile Map<RequestMappingInfo, String[]> prefixes = new IdentityHashMap<>();

    @Override
    protected void registerHandlerMethod(Object handler, Method method, RequestMappingInfo mapping) {
        super.registerHandlerMethod(handler, method, mapping);
        remember(mapping);
    }

    @Override
    public void registerMapping(RequestMappingInfo mapping, Object handler, Method method) {
        super.registerMapping(mapping, handler, method);
        remember(mapping);
    }

    private synchronized void remember(RequestMappingInfo mapping) {
        Map<RequestMappingInfo, String[]> copy = new IdentityHashMap<>(prefixes);
        copy.put(mapping, literalPrefixes(mapping));
        prefixes = copy;
    }

    @Override
    protected RequestMappingInfo getMatchingMapping(RequestMappingInfo info, HttpServletRequest request) {
        String path = plainPath(request);
        if (path != null) {
            String[] known = prefixes.get(info);
            if (!couldMatch(known != null ? known : literalPrefixes(info), path, caseSensitive())) {
                return null;
            }
        }
        return super.getMatchingMapping(info, request);
    }

    private boolean caseSensitive() {
        return getPatternParser() == null || getPatternParser().isCaseSensitive();
    }

    /**
     * The path the patterns are matched against, or null where a prefix test could disagree with Spring: no parsed
     * path, or one with escapes or matrix variables (Spring matches the decoded segments without them).
     */
    static String plainPath(HttpServletRequest request) {
        if (!ServletRequestPathUtils.hasParsedRequestPath(request)) {
            return null;
        }
        String path = ServletRequestPathUtils.getParsedRequestPath(request).pathWithinApplication().value();
        return path.indexOf('%') >= 0 || path.indexOf(';') >= 0 ? null : path;
    }

    static String[] literalPrefixes(RequestMappingInfo info) {
        PathPatternsRequestCondition condition = info.getPathPatternsCondition();
        if (condition == null || condition.getPatterns().isEmpty()) {
            return ANY_PATH;
        }
        String[] result = new String[condition.getPatterns().size()];
        int i = 0;
        for (PathPattern pattern : condition.getPatterns()) {
            String prefix = literalPrefix(pattern.getPatternString());
            if (prefix == null) {
                return ANY_PATH;
            }
            result[i++] = prefix;
        }
        return result;
    }

    /**
     * The part of a pattern every matching path starts with, or null if the pattern is odd. A literal pattern is its
     * own prefix (Spring 7 matches it exactly, or with a trailing slash where configured); otherwise the pattern up to
     * the {@code /} before its first variable or wildcard, without that slash, since {@code /api/**} and
     * {@code /js/{*rest}} also match {@code /api} and {@code /js}.
     */
    static String literalPrefix(String pattern) {
        if (!pattern.startsWith("/")) {
            return null;
        }
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '{' || c == '*' || c == '?' || c == '\\') {
                return pattern.substring(0, pattern.lastIndexOf('/', i - 1));
            }
        }
        return pattern;
    }

    static boolean couldMatch(String[] prefixes, String path, boolean caseSensitive) {
        if (prefixes.length == 0) {
            return true;
        }
        for (String prefix : prefixes) {
            if (path.regionMatches(!caseSensitive, 0, prefix, 0, prefix.length())) {
                return true;
            }
        }
        return false;
    }
}
