package org.openkifu.infra.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.util.ServletRequestPathUtils;

class PathPrefixedHandlerMappingTest {

    @Test
    void aPatternsLiteralPrefixEndsBeforeTheSlashBeforeItsFirstVariableOrWildcard() {
        assertThat(PathPrefixedHandlerMapping.literalPrefix("/api/games/{id}/moves")).isEqualTo("/api/games");
        assertThat(PathPrefixedHandlerMapping.literalPrefix("/api/game-{id}")).isEqualTo("/api");
        // these two also match /api/files and /js: no trailing slash in the prefix
        assertThat(PathPrefixedHandlerMapping.literalPrefix("/api/files/**")).isEqualTo("/api/files");
        assertThat(PathPrefixedHandlerMapping.literalPrefix("/js/{*rest}")).isEqualTo("/js");
        assertThat(PathPrefixedHandlerMapping.literalPrefix("/{id}")).isEqualTo("");
        // a literal pattern is its own prefix
        assertThat(PathPrefixedHandlerMapping.literalPrefix("/api/games")).isEqualTo("/api/games");
        assertThat(PathPrefixedHandlerMapping.literalPrefix("/")).isEqualTo("/");
        assertThat(PathPrefixedHandlerMapping.literalPrefix("games")).isNull();
        assertThat(PathPrefixedHandlerMapping.literalPrefix("")).isNull();
    }

    @Test
    void aPathCouldMatchWhenOneOfThePrefixesStartsIt() {
        String[] games = {"/api/games/", "/games/"};
        assertThat(PathPrefixedHandlerMapping.couldMatch(games, "/api/games/g1/moves", true)).isTrue();
        assertThat(PathPrefixedHandlerMapping.couldMatch(games, "/games/g1", true)).isTrue();
        assertThat(PathPrefixedHandlerMapping.couldMatch(games, "/api/ladders/l1", true)).isFalse();
        assertThat(PathPrefixedHandlerMapping.couldMatch(games, "/api/gam", true)).isFalse();
        assertThat(PathPrefixedHandlerMapping.couldMatch(games, "/API/GAMES/g1", true)).isFalse();
        assertThat(PathPrefixedHandlerMapping.couldMatch(games, "/API/GAMES/g1", false)).isTrue();
        assertThat(PathPrefixedHandlerMapping.couldMatch(new String[0], "/anything", true)).isTrue();
    }

    @Test
    void pathsWithEscapesOrMatrixVariablesAreLeftToSpring() {
        assertThat(PathPrefixedHandlerMapping.plainPath(parsed("/api/games/g1"))).isEqualTo("/api/games/g1");
        assertThat(PathPrefixedHandlerMapping.plainPath(parsed("/api/game%73/g1"))).isNull();
        assertThat(PathPrefixedHandlerMapping.plainPath(parsed("/api/games;x=1/g1"))).isNull();
        assertThat(PathPrefixedHandlerMapping.plainPath(new MockHttpServletRequest("GET", "/api/games"))).isNull();
    }

    private static MockHttpServletRequest parsed(String path) {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
        ServletRequestPathUtils.parseAndCache(request);
        return request;
    }
}
