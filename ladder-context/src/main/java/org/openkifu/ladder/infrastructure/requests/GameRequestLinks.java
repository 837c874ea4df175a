package org.openkifu.ladder.infrastructure.requests;

import java.util.Collection;
import java.util.Date;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import org.bson.Document;

/**
 * {@value #COLLECTION}: what the game context answered to each of the ladder context's game requests (the game's id,
 * or the refusal), by request id. Challenges also record the answer in their own events; offers and matches have
 * only this, so the waiting room can send both players to their game. Kept by {@link GameResponsesHandler} and
 * rebuilt from the responses topic.
 */
public class GameRequestLinks {

    public static final String COLLECTION = "ladder_game_requests";

    /** @param gameId null when refused; @param code and @param message null when created */
    public record Link(String requestId, String gameId, String code, String message) {
        public boolean created() {
            return gameId != null;
        }
    }

    private final MongoCollection<Document> links;

    public GameRequestLinks(MongoDatabase database) {
        this.links = database.getCollection(COLLECTION);
    }

    void created(String requestId, String gameId, java.time.Instant at) {
        links.replaceOne(Filters.eq("_id", requestId), new Document("_id", requestId).append("gameId", gameId)
                .append("at", Date.from(at)), new ReplaceOptions().upsert(true));
    }

    /** A refusal never replaces a created game (answers are deterministic, but a created game is what stands). */
    void refused(String requestId, String code, String message, java.time.Instant at) {
        Document existing = links.find(Filters.eq("_id", requestId)).first();
        if (existing != null && existing.getString("gameId") != null) {
            return;
        }
        links.replaceOne(Filters.eq("_id", requestId), new Document("_id", requestId).append("code", code)
                .append("message", message).append("at", Date.from(at)), new ReplaceOptions().upsert(true));
    }

    public Optional<Link> find(String requestId) {
        return Optional.ofNullable(requestId == null ? null : links.find(Filters.eq("_id", requestId)).first())
                .map(GameRequestLinks::link);
    }

    /** The links of these requests, by request id (missing: not answered yet). */
    public Map<String, Link> findAll(Collection<String> requestIds) {
        Map<String, Link> found = new HashMap<>();
        if (requestIds.isEmpty()) {
            return found;
        }
        for (Document d : links.find(Filters.in("_id", requestIds))) {
            Link link = link(d);
            found.put(link.requestId(), link);
        }
        return found;
    }

    long deleteAll() {
        return links.deleteMany(new Document()).getDeletedCount();
    }

    private static Link link(Document d) {
        return new Link(d.getString("_id"), d.getString("gameId"), d.getString("code"), d.getString("message"));
    }
}
