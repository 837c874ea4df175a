package org.openkifu.tournament.infrastructure.reads;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import org.bson.Document;
import org.bson.conversions.Bson;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The tournament context's own collections, each document one of {@link TournamentDocuments}' or
 * {@link MatchDocuments}' records as JSON under its id. Only lookups by {@code _id} and simple equality filters (the
 * embedded server indexes nothing else; the collections hold one document per tournament, round or match).
 */
public class TournamentReadStore {

    public static final String SUMMARIES = "tournament_summaries";
    public static final String ROUNDS = "tournament_rounds";
    public static final String STANDINGS = "tournament_standings";
    public static final String BRACKETS = "tournament_brackets";
    public static final String MATCHES = "tournament_matches";
    /** What the {@code tournament-views} projection writes (and empties before a rebuild). */
    public static final List<String> PROJECTED = List.of(SUMMARIES, ROUNDS, STANDINGS, BRACKETS, MATCHES);

    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private final MongoDatabase database;

    public TournamentReadStore(MongoDatabase database) {
        this.database = database;
    }

    public static String roundId(String tournamentId, int round) {
        return tournamentId + "/" + round;
    }

    /** The document's JSON, as {@link #save} would store it (for "has it changed?" checks). */
    public static String json(Object view) {
        return JSON.writeValueAsString(view);
    }

    public void save(String collection, String id, String json) {
        Document d = Document.parse(json);
        d.put("_id", id);
        database.getCollection(collection).replaceOne(Filters.eq("_id", id), d, new ReplaceOptions().upsert(true));
    }

    public void delete(String collection, String id) {
        database.getCollection(collection).deleteOne(Filters.eq("_id", id));
    }

    public <T> Optional<T> find(String collection, String id, Class<T> type) {
        Document d = database.getCollection(collection).find(Filters.eq("_id", id)).first();
        return Optional.ofNullable(d).map(doc -> read(doc, type));
    }

    public <T> List<T> list(String collection, Bson filter, Class<T> type) {
        List<T> all = new ArrayList<>();
        for (Document d : database.getCollection(collection).find(filter)) {
            all.add(read(d, type));
        }
        return all;
    }

    /** Empties every projected collection; returns how many documents were removed. */
    public long deleteAll() {
        long n = 0;
        for (String name : PROJECTED) {
            MongoCollection<Document> c = database.getCollection(name);
            n += c.deleteMany(new Document()).getDeletedCount();
        }
        return n;
    }

    private static <T> T read(Document d, Class<T> type) {
        d.remove("_id");
        return JSON.readValue(d.toJson(), type);
    }
}
