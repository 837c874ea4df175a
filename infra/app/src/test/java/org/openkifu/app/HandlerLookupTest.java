package org.openkifu.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.openkifu.app.security.SecurityHttpTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * The application's handler mapping skips mappings by a path prefix before their conditions (PathPrefixedHandlerMapping
 * in the platform): for a request to every pattern of every mapping, with every method it declares and with others,
 * plain and with an escaped letter, it picks the handler Spring's own rules pick when every mapping is evaluated in
 * full, and finds none where they find none.
 */
class HandlerLookupTest extends SecurityHttpTest {

    private static final List<String> METHODS = List.of("GET", "POST", "PUT", "DELETE", "PATCH");

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    @Test
    void everyMappedPathReachesTheHandlerSpringsFullEvaluationChooses() throws Exception {
        assertThat(mappings.getClass().getSimpleName()).isEqualTo("PathPrefixedHandlerMapping");
        Map<RequestMappingInfo, HandlerMethod> all = mappings.getHandlerMethods();
        List<String> paths = new ArrayList<>(List.of("/", "/api/nothing-here", "/api/games/x/nothing", "/API/games"));
        for (RequestMappingInfo info : all.keySet()) {
            for (String pattern : info.getPatternValues()) {
                String path = samplePath(pattern);
                paths.add(path);
                paths.add(path + "/");
                paths.add(escapeOneLetter(path));
                // /x/** and /x/{*rest} match /x too
                String bare = pattern.replaceAll("/(\\*\\*|\\{\\*[^}]+})$", "");
                paths.add(bare.isEmpty() ? "/" : samplePath(bare));
            }
        }
        int compared = 0;
        int found = 0;
        for (String path : paths) {
            for (String method : METHODS) {
                Optional<Method> expected = fullEvaluation(all, request(method, path));
                Optional<Method> actual = lookup(request(method, path));
                assertThat(actual).as(method + " " + path).isEqualTo(expected);
                compared++;
                found += expected.isPresent() ? 1 : 0;
            }
        }
        assertThat(all).hasSizeGreaterThan(100);
        assertThat(found).as("requests that found a handler, of " + compared).isGreaterThan(all.size());
    }

    private static MockHttpServletRequest request(String method, String path) {
        MockHttpServletRequest request = new MockHttpServletRequest(method, path);
        request.addHeader("Accept", "application/json, */*");
        if (!method.equals("GET") && !method.equals("DELETE")) {
            request.setContentType(MediaType.APPLICATION_JSON_VALUE);
        }
        return request;
    }

    /** What Spring picks when it evaluates every mapping's conditions, by its own comparison of the matches. */
    private static Optional<Method> fullEvaluation(Map<RequestMappingInfo, HandlerMethod> all,
            MockHttpServletRequest request) {
        ServletRequestPathUtils.parseAndCache(request);
        record Match(RequestMappingInfo matched, HandlerMethod handler) {
        }
        List<Match> matches = new ArrayList<>();
        all.forEach((info, handler) -> {
            RequestMappingInfo matched = info.getMatchingCondition(request);
            if (matched != null) {
                matches.add(new Match(matched, handler));
            }
        });
        matches.sort((a, b) -> a.matched().compareTo(b.matched(), request));
        return matches.stream().findFirst().map(m -> m.handler().getMethod());
    }

    /** What the application's mapping picks; a refusal (405, 415) or no handler counts as none. */
    private Optional<Method> lookup(MockHttpServletRequest request) {
        try {
            HandlerExecutionChain chain = mappings.getHandler(request);
            return chain != null && chain.getHandler() instanceof HandlerMethod handler
                    ? Optional.of(handler.getMethod()) : Optional.empty();
        } catch (Exception refused) {
            return Optional.empty();
        }
    }

    /** The pattern with each variable and wildcard replaced by a value it matches. */
    private static String samplePath(String pattern) {
        return pattern.replaceAll("\\{\\*[^}]+}", "a/b").replaceAll("\\{[^}]+}", "v1")
                .replace("/**", "/a/b").replace("*", "a");
    }

    /** The same path with its first letter after the leading slash written as an escape, which Spring decodes. */
    private static String escapeOneLetter(String path) {
        for (int i = 1; i < path.length(); i++) {
            char c = path.charAt(i);
            if (Character.isLetter(c)) {
                return path.substring(0, i) + "%" + Integer.toHexString(c).toUpperCase() + path.substring(i + 1);
            }
        }
        return path;
    }
}
