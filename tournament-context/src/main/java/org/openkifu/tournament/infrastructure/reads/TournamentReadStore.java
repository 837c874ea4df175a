package org.openkifu.tournament.infrastructure.reads;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.openkifu.infra.projection.VersionedWrites;
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
    /** Each projected collection's writer ({@link #save}). */
    private final Map<String, VersionedWrites> writers = new HashMap<>();

    public TournamentReadStore(MongoDatabase database) {
        this.database = database;
        PROJECTED.forEach(name -> writers.put(name, new VersionedWrites(database.getCollection(name), VERSION)));
        database.getCollection(SUMMARIES).createIndex(com.mongodb.client.model.Indexes.ascending("organizerId"));
        database.getCollection(MATCHES).createIndex(com.mongodb.client.model.Indexes.ascending("players"));
    }

    public static String roundId(String tournamentId, int round) {
        return tournamentId + "/" + round;
    }

    /** The document's JSON, as {@link #save} would store it (for "has it changed?" checks). */
    public static String json(Object view) {
        return JSON.writeValueAsString(view);
    }

    /**
     * Times the lists are ordered by: each is also stored as epoch milliseconds in {@code <name>Ms}, a number that
     * sorts and compares on every MongoDB (the JSON's text form does not sort right with varying fractions).
     * Documents written before these fields existed sort last until {@code tournament-views} is rebuilt.
     */
    static final List<String> SORT_TIMES = List.of("createdAt", "proposedAt");

    /**
     * The sequence number of the aggregate's last event a document reflects, stored beside the view's own fields: a
     * document is never written over one of a higher version ({@link VersionedWrites}), so a node paused past its
     * segment claim cannot put back an older round, standing or bracket over its successor's.
     */
    static final String VERSION = "_version";

    /**
     * Writes a document of the aggregate's state after its event {@code version}, unless the stored one reflects a
     * later event; returns whether it was written.
     */
    public boolean save(String collection, String id, String json, long version) {
        Document d = Document.parse(json);
        d.put("_id", id);
        d.put(VERSION, version);
        for (String field : SORT_TIMES) {
            Object v = d.get(field);
            if (v instanceof String text) {
                d.put(field + "Ms", java.time.Instant.parse(text).toEpochMilli());
            } else if (v instanceof Number n) {
                d.put(field + "Ms", Math.round(n.doubleValue() * 1000));
            }
        }
        VersionedWrites writer = writers.get(collection);
        if (writer == null) {
            throw new IllegalArgumentException("not a projected collection: " + collection);
        }
        return writer.write(List.of(new VersionedWrites.Row(id, version, d))) == 0;
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

    /** One page of a collection, newest first by one of {@link #SORT_TIMES}, then by id (docs/api.md, "Paging"). */
    public <T> org.openkifu.infra.web.Paging.Page<T> page(String collection, Bson filter, String timeField,
            org.openkifu.infra.web.Paging.Request page, Class<T> type) {
        return org.openkifu.infra.web.Paging.find(database.getCollection(collection), filter,
                new org.openkifu.infra.web.Paging.SortKey(timeField + "Ms", true, false), page, d -> read(d, type));
    }

    /** When this organizer created tournaments since then (the tournaments-per-day quota), at most {@code limit}. */
    public List<java.time.Instant> tournamentsCreatedBy(String organizerId, java.time.Instant since, int limit) {
        List<java.time.Instant> times = new ArrayList<>();
        for (Document d : database.getCollection(SUMMARIES).find(Filters.and(Filters.eq("organizerId", organizerId),
                Filters.gt("createdAtMs", since.toEpochMilli()))).projection(new Document("createdAtMs", 1)).limit(limit)) {
            times.add(java.time.Instant.ofEpochMilli(((Number) d.get("createdAtMs")).longValue()));
        }
        return times;
    }

    /** Which of these ids {@code collection} holds. */
    public java.util.Set<String> known(String collection, java.util.Collection<String> ids) {
        java.util.Set<String> found = new java.util.HashSet<>();
        database.getCollection(collection).find(Filters.in("_id", ids)).projection(new Document("_id", 1))
                .forEach(d -> found.add(d.getString("_id")));
        return found;
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
        d.remove(VERSION);
        SORT_TIMES.forEach(field -> d.remove(field + "Ms"));
        return JSON.readValue(d.toJson(), type);
    }
}
