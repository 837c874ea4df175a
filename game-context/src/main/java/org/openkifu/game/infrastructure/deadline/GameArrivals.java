package org.openkifu.game.infrastructure.deadline;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.Collection;
import java.util.List;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.DeleteOneModel;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.WriteModel;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.openkifu.game.domain.GameState;
import org.openkifu.infra.web.Paging;

/**
 * The collection {@value #COLLECTION}: one document per player a game that has not started waits for
 * ({@link GameState#awaited()}), {@code {_id: gameId/userId, gameId, userId, opponent, origin, since, cancelAt}}.
 * Written by {@link GameDeadlineProjection} next to the deadline (both are "what a game waits for"), read for the
 * players' notices (docs/web.md, "Notices"). It holds only games that have not started, so it stays small.
 */
public final class GameArrivals {

    public static final String COLLECTION = "game_arrivals";

    /**
     * @param origin   how the game came about: {@code invitation} (the opponent accepted this player's invitation),
     *                 or the origin kind (LADDER_CHALLENGE, TOURNAMENT_PAIRING, ...)
     * @param cancelAt the start deadline, null for an untimed game
     * @param reference the origin's reference (e.g. the tournament's request id), null when unknown
     */
    public record Awaited(String gameId, String userId, String opponent, String origin, Instant since,
                          Instant cancelAt, String reference) {

        /** Without the origin's reference (documents written before it was kept have none). */
        public Awaited(String gameId, String userId, String opponent, String origin, Instant since, Instant cancelAt) {
            this(gameId, userId, opponent, origin, since, cancelAt, null);
        }
    }

    private final MongoCollection<Document> collection;

    public GameArrivals(MongoDatabase database) {
        this.collection = database.getCollection(COLLECTION);
        collection.createIndex(new Document("userId", 1)); // used by a real MongoDB; the embedded one scans
    }

    /** Makes the collection say what this state waits for: a document per awaited player, none for the others. */
    public void sync(GameState state) {
        syncAll(List.of(state));
    }

    /** {@link #sync} for several games with one bulk write. */
    public void syncAll(Collection<GameState> states) {
        List<WriteModel<Document>> writes = new ArrayList<>();
        for (GameState state : states) {
            String gameId = state.gameId();
            List<String> awaited = state.awaited();
            for (String player : List.of(state.setup().owner().userId(), state.setup().opponent().userId())) {
                String id = gameId + "/" + player;
                if (!awaited.contains(player)) {
                    writes.add(new DeleteOneModel<>(Filters.eq("_id", id)));
                    continue;
                }
                String reference = state.setup().origin().reference();
                String origin = reference != null && reference.startsWith("invitation:") ? "invitation"
                        : state.setup().origin().kind().name();
                Instant cancelAt = state.startDeadline();
                writes.add(new ReplaceOneModel<>(Filters.eq("_id", id), new Document("_id", id)
                        .append("gameId", gameId)
                        .append("userId", player)
                        .append("opponent", state.setup().otherPlayer(player))
                        .append("origin", origin)
                        .append("reference", reference)
                        .append("since", Date.from(state.setup().createdAt()))
                        .append("cancelAt", cancelAt == null ? null : Date.from(cancelAt)),
                        new ReplaceOptions().upsert(true)));
            }
        }
        if (!writes.isEmpty()) {
            // unordered: one command per kind (deletes, replacements), each document written once
            collection.bulkWrite(writes, new BulkWriteOptions().ordered(false));
        }
    }

    /** The games waiting for this player to open them, newest first (at most 50). */
    public List<Awaited> awaitedBy(String userId) {
        List<Awaited> found = new ArrayList<>();
        for (Document d : collection.find(Filters.eq("userId", userId)).sort(Sorts.descending("since")).limit(50)) {
            found.add(awaited(d));
        }
        return found;
    }

    /**
     * One page of the games waiting for this player whose start deadline has not passed at {@code now}: newest first,
     * ties by game id descending, strictly after {@code after} (the time and the game id of the last one seen; null:
     * from the newest).
     */
    public Paging.Page<Awaited> awaitedBy(String userId, Instant now, Paging.Cursor after, int limit) {
        return Paging.find(collection, Filters.and(Filters.eq("userId", userId),
                        Filters.or(Filters.eq("cancelAt", null), Filters.gt("cancelAt", Date.from(now)))),
                new Paging.SortKey("since", true, true, "gameId"), new Paging.Request(limit, after),
                GameArrivals::awaited);
    }

    private static Awaited awaited(Document d) {
        Date cancelAt = d.getDate("cancelAt");
        return new Awaited(d.getString("gameId"), d.getString("userId"), d.getString("opponent"),
                d.getString("origin"), d.getDate("since").toInstant(), cancelAt == null ? null : cancelAt.toInstant(),
                d.getString("reference"));
    }

    public void clear() {
        collection.deleteMany(new Document());
    }
}
