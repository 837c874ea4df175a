package org.openkifu.tournament.infrastructure.requests;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import org.bson.Document;

/**
 * What the game context answered to each game the tournament context asked for ({@value #COLLECTION}): created, with
 * the game's id, or refused, with the game context's code and sentence, so the organizer (or the two players of a
 * match) sees why a board has no game. One document per request id, replaced by every answer: the answers to a
 * request are equal, so a redelivered one changes nothing.
 */
public class GameRequestStatuses {

    public static final String COLLECTION = "tournament_game_requests";

    /**
     * @param owner   the tournament or match id the request belongs to
     * @param status  CREATED or REFUSED
     * @param code    the refusal's code, null when created
     */
    public record Status(String requestId, String owner, String status, String gameId, String code, String message,
                         Instant answeredAt) {
    }

    private final MongoCollection<Document> collection;

    public GameRequestStatuses(MongoDatabase database) {
        this.collection = database.getCollection(COLLECTION);
    }

    public void save(Status s) {
        Document d = new Document("_id", s.requestId()).append("owner", s.owner()).append("status", s.status())
                .append("gameId", s.gameId()).append("code", s.code()).append("message", s.message())
                .append("answeredAt", s.answeredAt() == null ? null : s.answeredAt().toString());
        collection.replaceOne(Filters.eq("_id", s.requestId()), d, new ReplaceOptions().upsert(true));
    }

    /** Every answer about a tournament's (or match's) requests, in request-id order. */
    public List<Status> of(String owner) {
        List<Status> all = new ArrayList<>();
        for (Document d : collection.find(Filters.eq("owner", owner)).sort(Sorts.ascending("_id"))) {
            all.add(new Status(d.getString("_id"), d.getString("owner"), d.getString("status"), d.getString("gameId"),
                    d.getString("code"), d.getString("message"),
                    d.getString("answeredAt") == null ? null : Instant.parse(d.getString("answeredAt"))));
        }
        return all;
    }

    public long deleteAll() {
        return collection.deleteMany(new Document()).getDeletedCount();
    }
}
