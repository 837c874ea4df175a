package org.openkifu.game.infrastructure.reads;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.openkifu.infra.projection.VersionedWrites;
import org.openkifu.infra.web.Paging;

/**
 * The {@code game_summaries} collection: one document per game, {@code _id} = game id. Only the game-list
 * projection writes it; the API reads it.
 *
 * <p>Indexes on the equality filters that do not change at every move ({@code players}, multikey; {@code status}):
 * a real MongoDB uses them, and so does the embedded server (its {@code SecondaryIndex}, which takes the filter's
 * index naming the fewest games): a list costs what the matching games cost, not the collection. "Your move"
 * ({@code turnUserId}) is also asked as one of that user's games, so the embedded server answers it from
 * {@code players}. The list's order and "your move" in that order are compound indexes ({@link #ORDER_INDEX},
 * {@link #TURN_INDEX}) that a real MongoDB walks for the sort and the cursor, and the embedded server, which sorts
 * in memory, does not keep (until 2026-11-29 it kept single-field indexes on {@code turnUserId} and
 * {@code lastActivityAt}, both changed at every move and never used for a list: two index entries removed and two
 * added at every move, dropped at start). The total is a {@code count} command rather than {@code countDocuments},
 * an aggregation the embedded server answers by scanning.
 */
public class GameSummaryStore {

    public static final String COLLECTION = "game_summaries";

    private final MongoDatabase database;
    private final MongoCollection<Document> collection;
    private final VersionedWrites versioned;

    public GameSummaryStore(MongoDatabase database) {
        this.database = database;
        this.collection = database.getCollection(COLLECTION);
        this.versioned = new VersionedWrites(collection, "version");
        collection.createIndex(Indexes.ascending("players"));
        collection.createIndex(Indexes.ascending("status"));
        collection.createIndex(ORDER_INDEX);
        collection.createIndex(TURN_INDEX);
        dropIndexes(collection, List.of("turnUserId_1", "lastActivityAt_-1"));
    }

    /** The list's order: newest activity first, then game id. */
    static final Bson ORDER_INDEX = Indexes.compoundIndex(Indexes.descending("lastActivityAt"),
            Indexes.descending("_id"));
    /** One user's "your move" games in the list's order. */
    static final Bson TURN_INDEX = Indexes.compoundIndex(Indexes.ascending("turnUserId"),
            Indexes.descending("lastActivityAt"), Indexes.descending("_id"));

    /** Drops these indexes where they exist (a data directory from before they were replaced). */
    private static void dropIndexes(MongoCollection<Document> collection, List<String> names) {
        for (Document index : collection.listIndexes()) {
            if (names.contains(index.getString("name"))) {
                collection.dropIndex(index.getString("name"));
            }
        }
    }

    /**
     * @param player     a user id playing in the game, or null for any
     * @param statuses   the statuses wanted; empty for any
     * @param turnUserId only games where this user has to act next, or null
     */
    /**
     * @param offset games to skip (older clients); ignored when {@code after} is given
     * @param after  the cursor: the page starts strictly after this game in the list's order (docs/api.md, "Paging")
     */
    public record Query(String player, Set<GameSummary.Status> statuses, String turnUserId, int limit, int offset,
                        Paging.Cursor after) {
        public Query {
            statuses = Set.copyOf(statuses);
        }

        public Query(String player, Set<GameSummary.Status> statuses, String turnUserId, int limit, int offset) {
            this(player, statuses, turnUserId, limit, offset, null);
        }
    }

    /** @param next the cursor of the page after this one, null when none follows */
    public record Page(List<GameSummary> games, long total, String next) {
    }

    /** The list's order: newest activity first, then game id (descending too, so one keyset cursor orders both). */
    static final Paging.SortKey ORDER = Paging.SortKey.newestFirst("lastActivityAt");

    public GameSummary find(String gameId) {
        Document d = collection.find(Filters.eq("_id", gameId)).first();
        return d == null ? null : fromDocument(d);
    }

    /** The stored rows of these games (absent ones are not in the map), with one query. */
    public Map<String, GameSummary> findAll(Collection<String> gameIds) {
        Map<String, GameSummary> found = new HashMap<>();
        if (gameIds.isEmpty()) {
            return found;
        }
        for (Document d : collection.find(Filters.in("_id", gameIds))) {
            GameSummary summary = fromDocument(d);
            found.put(summary.gameId(), summary);
        }
        return found;
    }

    public void save(GameSummary summary) {
        saveAll(List.of(summary));
    }

    /**
     * Replaces (or inserts) these rows with one bulk write (one command, one flush), never over a newer version
     * of itself: a node that lost the game's partition while it worked cannot put back a row its successor moved on.
     */
    public void saveAll(Collection<GameSummary> summaries) {
        if (summaries.isEmpty()) {
            return;
        }
        List<VersionedWrites.Row> rows = new ArrayList<>(summaries.size());
        for (GameSummary s : summaries) {
            rows.add(new VersionedWrites.Row(s.gameId(), s.version(), toDocument(s)));
        }
        versioned.write(rows);
    }

    /** For repairs and tests; the projection itself never deletes a game's row. */
    public void deleteGame(String gameId) {
        collection.deleteOne(Filters.eq("_id", gameId));
    }

    public void deleteAll() {
        collection.deleteMany(new Document());
    }

    public long count() {
        return collection.estimatedDocumentCount();
    }

    /**
     * Newest activity first; ties by game id so pages never overlap. Reads at most {@code limit + 1} summaries after
     * the offset or the cursor (the one more says whether a next page exists).
     */
    public Page list(Query query) {
        List<Bson> filters = new ArrayList<>();
        if (query.player() != null) {
            filters.add(Filters.eq("players", query.player()));
        }
        if (!query.statuses().isEmpty()) {
            filters.add(Filters.in("status", query.statuses().stream().map(Enum::name).sorted().toList()));
        }
        if (query.turnUserId() != null) {
            if (query.player() == null) {
                // the user to act is always one of the game's players: the embedded server's index on players
                filters.add(Filters.eq("players", query.turnUserId()));
            }
            filters.add(Filters.eq("turnUserId", query.turnUserId()));
        }
        Bson filter = filters.isEmpty() ? new Document() : Filters.and(filters);
        Paging.Page<GameSummary> page = Paging.find(collection, filter, ORDER,
                new Paging.Request(query.limit(), query.after()), query.offset(), GameSummaryStore::fromDocument);
        return new Page(page.items(), count(filter), page.next());
    }

    /** Documents matching {@code filter}: the count command, which both servers answer from an index. */
    private long count(Bson filter) {
        Document reply = database.runCommand(new Document("count", COLLECTION)
                .append("query", filter.toBsonDocument(Document.class, collection.getCodecRegistry())));
        return ((Number) reply.get("n")).longValue();
    }

    static Document toDocument(GameSummary s) {
        return new Document("_id", s.gameId())
                .append("players", s.players())
                .append("ownerUserId", s.ownerUserId()).append("ownerRank", s.ownerRank())
                .append("opponentUserId", s.opponentUserId()).append("opponentRank", s.opponentRank())
                .append("blackUserId", s.blackUserId()).append("whiteUserId", s.whiteUserId())
                .append("size", s.size()).append("preset", s.preset()).append("rated", s.rated())
                .append("status", s.status().name()).append("state", s.state())
                .append("turnUserId", s.turnUserId()).append("nextColor", s.nextColor())
                .append("moveCount", s.moveCount())
                .append("lastMoveAt", date(s.lastMoveAt())).append("lastActivityAt", date(s.lastActivityAt()))
                .append("result", s.result()).append("endReason", s.endReason())
                .append("originKind", s.originKind()).append("originReference", s.originReference())
                .append("createdAt", date(s.createdAt()))
                .append("version", s.version());
    }

    static GameSummary fromDocument(Document d) {
        return new GameSummary(d.getString("_id"), d.getString("ownerUserId"), d.getString("ownerRank"),
                d.getString("opponentUserId"), d.getString("opponentRank"), d.getString("blackUserId"),
                d.getString("whiteUserId"), d.getInteger("size"), d.getString("preset"), d.getBoolean("rated"),
                GameSummary.Status.valueOf(d.getString("status")), d.getString("state"), d.getString("turnUserId"),
                d.getString("nextColor"), d.getInteger("moveCount"), instant(d.getDate("lastMoveAt")),
                instant(d.getDate("lastActivityAt")), d.getString("result"), d.getString("endReason"),
                d.getString("originKind"), d.getString("originReference"), instant(d.getDate("createdAt")),
                ((Number) d.get("version")).longValue());
    }

    private static Date date(Instant i) {
        return i == null ? null : Date.from(i);
    }

    private static Instant instant(Date d) {
        return d == null ? null : d.toInstant();
    }
}
