package org.openkifu.infra.web;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import java.util.function.Function;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.springframework.http.ResponseEntity;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * Keyset paging for every list of the API (docs/api.md, "Paging"): a list answers at most {@code limit} items
 * (default {@value #DEFAULT_LIMIT}, at most {@value #MAX_LIMIT}) in a stable order (a sort key, then the document id as
 * the unique tiebreak), and when more follow, an opaque cursor in the {@code X-Next-Cursor} header and a
 * {@code Link: <...>; rel="next"} to the next page. The body stays the JSON array it always was, so older clients keep
 * working and simply see the first page.
 *
 * <p>Keyset rather than {@code skip}: a page costs its own size whatever its depth, and an item inserted while a client
 * walks the list never makes it see another item twice. A cursor past the end gives an empty page (200, no next).
 */
public final class Paging {

    public static final int DEFAULT_LIMIT = 50;
    public static final int MAX_LIMIT = 200;
    public static final String NEXT_CURSOR_HEADER = "X-Next-Cursor";

    private Paging() {
    }

    /** What the client asked for: {@code limit} and the position after which the page starts (null: the start). */
    public record Request(int limit, Cursor after) {

        /** From the query parameters; 400 PARAMETER_INVALID for a limit out of 1..max, CURSOR_INVALID for a bad cursor. */
        public static Request of(Integer limit, String cursor) {
            return of(limit, cursor, DEFAULT_LIMIT);
        }

        /** The same with another default limit (the game lists keep their older default of 20). */
        public static Request of(Integer limit, String cursor, int defaultLimit) {
            int l = limit == null ? defaultLimit : limit;
            if (l < 1 || l > MAX_LIMIT) {
                throw ApiException.badRequest("PARAMETER_INVALID", "limit must be 1.." + MAX_LIMIT + ", not " + l);
            }
            return new Request(l, cursor == null || cursor.isBlank() ? null : Cursor.decode(cursor.strip()));
        }
    }

    /** The sort key (epoch milliseconds or a number) and the id of the last item of a page. */
    public record Cursor(long key, String id) {

        public String encode() {
            return Base64.getUrlEncoder().withoutPadding()
                    .encodeToString((key + ":" + id).getBytes(StandardCharsets.UTF_8));
        }

        static Cursor decode(String text) {
            try {
                if (text.length() > 400) {
                    throw new IllegalArgumentException("too long");
                }
                String plain = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.UTF_8);
                int colon = plain.indexOf(':');
                return new Cursor(Long.parseLong(plain.substring(0, colon)), plain.substring(colon + 1));
            } catch (RuntimeException e) {
                throw ApiException.badRequest("CURSOR_INVALID",
                        "the cursor is not one this server gave; start again without a cursor");
            }
        }
    }

    /** One page and the cursor of the next one (null: this is the last). */
    public record Page<T>(List<T> items, String next) {

        public <R> Page<R> map(Function<? super T, ? extends R> f) {
            return new Page<>(items.stream().<R>map(f).toList(), next);
        }
    }

    /**
     * How a collection is ordered: by {@code field} (a date, or a whole number when {@code date} is false), then by
     * {@code tiebreak} (a text field unique among the filtered documents; {@code _id} unless told) in the same
     * direction.
     */
    public record SortKey(String field, boolean descending, boolean date, String tiebreak) {

        public SortKey(String field, boolean descending, boolean date) {
            this(field, descending, date, "_id");
        }

        public static SortKey newestFirst(String dateField) {
            return new SortKey(dateField, true, true);
        }

        public static SortKey oldestFirst(String dateField) {
            return new SortKey(dateField, false, true);
        }

        Bson sort() {
            return descending ? Sorts.descending(field, tiebreak) : Sorts.ascending(field, tiebreak);
        }

        /** Strictly after the cursor in this order. */
        Bson after(Cursor c) {
            Object key = date ? new Date(c.key()) : c.key();
            return descending
                    ? Filters.or(Filters.lt(field, key), Filters.and(Filters.eq(field, key), Filters.lt(tiebreak, c.id())))
                    : Filters.or(Filters.gt(field, key), Filters.and(Filters.eq(field, key), Filters.gt(tiebreak, c.id())));
        }

        Cursor cursorOf(Document d) {
            Object v = d.get(field);
            long key = v instanceof Date t ? t.getTime() : v instanceof Number n ? n.longValue() : 0L;
            return new Cursor(key, String.valueOf(d.get(tiebreak)));
        }
    }

    /**
     * One page of {@code collection}: the documents matching {@code filter} after the request's cursor, in the key's
     * order; reads at most {@code limit + 1} documents (the extra one only tells whether a next page exists).
     */
    public static <T> Page<T> find(MongoCollection<Document> collection, Bson filter, SortKey key, Request request,
            Function<Document, T> row) {
        return find(collection, filter, key, request, 0, row);
    }

    /**
     * The same, skipping {@code skip} documents first when the request has no cursor: only for lists that kept an
     * {@code offset} for older clients (a skip costs its depth; the cursor does not).
     */
    public static <T> Page<T> find(MongoCollection<Document> collection, Bson filter, SortKey key, Request request,
            int skip, Function<Document, T> row) {
        Bson where = request.after() == null ? filter : Filters.and(filter, key.after(request.after()));
        List<T> items = new ArrayList<>();
        Cursor last = null;
        boolean more = false;
        var found = collection.find(where).sort(key.sort());
        if (request.after() == null && skip > 0) {
            found = found.skip(skip);
        }
        for (Document d : found.limit(request.limit() + 1)) {
            if (items.size() == request.limit()) {
                more = true;
                break;
            }
            last = key.cursorOf(d); // before the row: a mapping may take fields out of the document
            items.add(row.apply(d));
        }
        return new Page<>(items, more ? last.encode() : null);
    }

    /** The page's items as the JSON array, with {@code X-Next-Cursor} and a {@code Link} to the next page if any. */
    public static <T> ResponseEntity<List<T>> response(Page<T> page) {
        return ok(page.next()).body(page.items());
    }

    /**
     * A 200 with {@code X-Next-Cursor} and {@code Link} when {@code next} is not null, for lists whose body is an
     * object rather than the bare array (the game lists, the notices). The link drops {@code offset}: the cursor
     * says where the next page starts.
     */
    public static ResponseEntity.BodyBuilder ok(String next) {
        ResponseEntity.BodyBuilder ok = ResponseEntity.ok();
        if (next != null) {
            String link = ServletUriComponentsBuilder.fromCurrentRequest().replaceQueryParam("offset")
                    .replaceQueryParam("cursor", next).build().toUriString();
            ok.header(NEXT_CURSOR_HEADER, next).header("Link", "<" + link + ">; rel=\"next\"");
        }
        return ok;
    }
}
