package org.openkifu.infra.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.web.Paging;

/**
 * The notices' one order across sources, and the cursor said in a source's own terms: for every position a page can
 * end at, the notices a source finds after {@link NoticeSource#within} in its own store order (time, then its own id,
 * both descending) are exactly those of its prefix that come after that position in the merged order.
 */
class NoticeSourceTest {

    private static final Instant T = Instant.parse("2026-11-26T12:00:00Z");

    /** Two sources' notices, several at the same instant, one without a time. */
    private static final List<Notice> ALL = List.of(
            notice("game-waiting:g1", T), notice("game-waiting:g2", T), notice("game-waiting:g3", T.minusSeconds(1)),
            notice("game-waiting:g4", null), notice("match-proposed:m1", T), notice("match-proposed:m2", T.minusSeconds(2)),
            notice("match-proposed:m3", T.minusSeconds(1)), notice("game-waiting:", T.minusSeconds(1)),
            notice("zzz:other", T), notice("aaa:other", T.minusSeconds(1)));

    @Test
    void theOrderIsNewestFirstThenIdDescendingWithUntimedNoticesLast() {
        List<String> ids = ALL.stream().sorted(NoticeSource.ORDER).map(Notice::id).toList();
        assertThat(ids).containsExactly("zzz:other", "match-proposed:m1", "game-waiting:g2", "game-waiting:g1",
                "match-proposed:m3", "game-waiting:g3", "game-waiting:", "aaa:other", "match-proposed:m2",
                "game-waiting:g4");
    }

    @Test
    void aSourceFindsAfterItsOwnCursorWhatComesAfterTheMergedCursor() {
        for (String prefix : List.of("game-waiting:", "match-proposed:")) {
            List<Notice> mine = ALL.stream().filter(n -> n.id().startsWith(prefix)).toList();
            for (Notice last : ALL) {
                Paging.Cursor merged = new Paging.Cursor(NoticeSource.key(last), last.id());
                List<String> expected = mine.stream().filter(n -> NoticeSource.isAfter(n, merged))
                        .sorted(NoticeSource.ORDER).map(Notice::id).toList();
                Paging.Cursor own = NoticeSource.within(prefix, merged);
                // the source's store: strictly below (key, own id) in (time desc, own id desc)
                List<String> found = new ArrayList<>();
                mine.stream().sorted(Comparator.comparingLong(NoticeSource::key).reversed()
                                .thenComparing((Notice n) -> n.id().substring(prefix.length()), Comparator.reverseOrder()))
                        .filter(n -> NoticeSource.key(n) < own.key() || NoticeSource.key(n) == own.key()
                                && n.id().substring(prefix.length()).compareTo(own.id()) < 0)
                        .forEach(n -> found.add(n.id()));
                assertThat(found).as(prefix + " after " + last.id()).containsExactlyElementsOf(expected);
            }
        }
        assertThat(NoticeSource.within("game-waiting:", null)).isNull();
    }

    @Test
    void theDefaultPageFiltersSortsAndLimitsTheWholeList() {
        NoticeSource source = user -> ALL;
        List<String> first = source.noticesFor("u", null, 3).stream().map(Notice::id).toList();
        assertThat(first).containsExactly("zzz:other", "match-proposed:m1", "game-waiting:g2");
        Paging.Cursor after = new Paging.Cursor(T.toEpochMilli(), "game-waiting:g2");
        assertThat(source.noticesFor("u", after, 2)).extracting(Notice::id)
                .containsExactly("game-waiting:g1", "match-proposed:m3");
    }

    private static Notice notice(String id, Instant at) {
        return new Notice(id, "text of " + id, "/", at);
    }
}
