package org.openkifu.infra.ui;

import java.util.Comparator;
import java.util.List;

import org.openkifu.infra.web.Paging;

/**
 * A context's notices for a player (a game waiting for them, later a ladder challenge...). The platform gathers every
 * source's notices for {@code GET /api/me/notices}; it knows no context, each context registers its source as a bean.
 *
 * <p>The notices are paged (docs/api.md, "Paging") in one order across every source: newest {@link Notice#at()}
 * first (a notice without a time last), ties by the notice's id, descending. A page's cursor is the last notice's
 * time and id, so every source can answer "my notices after this one" without knowing the others.
 */
@FunctionalInterface
public interface NoticeSource {

    /** The order of the notices: newest first, then by id descending. */
    Comparator<Notice> ORDER = Comparator.comparingLong(NoticeSource::key).reversed()
            .thenComparing(Notice::id, Comparator.reverseOrder());

    /** The user's current notices; a source that fails is left out of the answer, not the whole answer. */
    List<Notice> noticesFor(String userId);

    /**
     * At most {@code limit} of the user's notices strictly after {@code after} (null: from the first) in {@link #ORDER}.
     * This default reads the whole {@link #noticesFor(String)} list, which suits a source whose list is small by
     * nature; a source that reads a collection answers from it with a bounded query instead.
     */
    default List<Notice> noticesFor(String userId, Paging.Cursor after, int limit) {
        return noticesFor(userId).stream().filter(n -> after == null || isAfter(n, after)).sorted(ORDER)
                .limit(limit).toList();
    }

    /** The sort key of a notice: its time in epoch milliseconds, {@code Long.MIN_VALUE} without one (last). */
    static long key(Notice n) {
        return n.at() == null ? Long.MIN_VALUE : n.at().toEpochMilli();
    }

    /** Whether {@code n} comes strictly after the cursor in {@link #ORDER}. */
    static boolean isAfter(Notice n, Paging.Cursor after) {
        long k = key(n);
        return k < after.key() || k == after.key() && n.id().compareTo(after.id()) < 0;
    }

    /**
     * The cursor in a source's own terms, for a source whose notice ids are {@code prefix + own id} (e.g.
     * {@code game-waiting:<gameId>}) and whose store sorts by the time, then its own id, both descending: at the
     * cursor's time, the notices after it are those whose whole id sorts below the cursor's id. For a cursor id of
     * another prefix that is either every notice of this prefix at that time (the cursor's id sorts above the prefix)
     * or none (below): the same position said with an empty own id at the next or the same millisecond.
     */
    static Paging.Cursor within(String prefix, Paging.Cursor after) {
        if (after == null) {
            return null;
        }
        if (after.id().startsWith(prefix)) {
            return new Paging.Cursor(after.key(), after.id().substring(prefix.length()));
        }
        // "strictly below (t, "")" is nothing at t; "strictly below (t + 1, "")" is everything at t
        return after.id().compareTo(prefix) < 0 ? new Paging.Cursor(after.key(), "")
                : new Paging.Cursor(after.key() == Long.MAX_VALUE ? after.key() : after.key() + 1, "");
    }
}
