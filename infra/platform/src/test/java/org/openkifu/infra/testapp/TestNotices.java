package org.openkifu.infra.testapp;

import java.time.Instant;
import java.util.List;

import org.openkifu.infra.ui.Notice;
import org.openkifu.infra.ui.NoticeSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Two notice sources for the paging test ({@code MyListsPagingApiTest}): notices only for users whose name starts with
 * {@value #USER_PREFIX}, so no other test sees them. Several share an instant and one has none, as real sources can.
 */
@Configuration
public class TestNotices {

    public static final String USER_PREFIX = "paged-notices";
    public static final Instant T = Instant.parse("2026-11-26T12:00:00Z");

    @Bean
    NoticeSource alphaNotices() {
        return user -> !user.startsWith(USER_PREFIX) ? List.of() : List.of(
                notice("a:1", T), notice("a:2", T), notice("a:3", T.minusSeconds(1)), notice("a:4", T.minusSeconds(2)),
                notice("a:5", null));
    }

    @Bean
    NoticeSource betaNotices() {
        return user -> !user.startsWith(USER_PREFIX) ? List.of() : List.of(
                notice("b:1", T), notice("b:2", T.minusSeconds(1)), notice("b:3", T.minusSeconds(3)), notice("b:4", T));
    }

    private static Notice notice(String id, Instant at) {
        return new Notice(id, "notice " + id, "/", at);
    }
}
