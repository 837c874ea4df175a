package org.openkifu.game.infrastructure.deadline;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.openkifu.infra.projection.VersionedWrites;

/**
 * The collection {@value #COLLECTION}: one document per game whose clock is running,
 * {@code {_id: gameId, deadline: Date, color, sequence}}. Written only by {@link GameDeadlineProjection}, read by
 * {@link GameDeadlineScheduler}.
 *
 * <p>Deadlines are stored rounded <em>up</em> to the millisecond (a BSON date has no finer unit): firing at the
 * stored instant is never before the domain's deadline, so a flag sent then is never refused as early.
 *
 * <p>Scale: the index on {@code deadline} makes {@link #upTo} a range walk over the due games only, on a real MongoDB
 * and on the embedded server (its {@code SecondaryIndex}; before it, each pass scanned one document per running
 * timed game: docs/benchmarks.md, "Game deadlines").
 */
public final class GameDeadlines {

    public static final String COLLECTION = "game_deadlines";

    /** A game whose deadline has passed. */
    public record Due(String gameId, Instant deadline) {
    }

    /** A game's deadline as stored: whose clock runs, and the last game event it reflects. */
    public record Deadline(Instant deadline, String color, long sequence) {

        /** No deadline any more as of game event {@code sequence}: the game's document is removed. */
        public static Deadline none(long sequence) {
            return new Deadline(null, null, sequence);
        }

        public boolean isNone() {
            return deadline == null;
        }
    }

    private final MongoCollection<Document> collection;
    private final VersionedWrites versioned;

    public GameDeadlines(MongoDatabase database) {
        this.collection = database.getCollection(COLLECTION);
        this.versioned = new VersionedWrites(collection, "sequence");
        // Used by a real MongoDB and by the embedded server alike.
        collection.createIndex(new Document("deadline", 1));
    }

    /** Sets (or replaces) the game's deadline. {@code sequence}: the last game event the deadline reflects. */
    public void put(String gameId, Instant deadline, String color, long sequence) {
        apply(Map.of(gameId, new Deadline(deadline, color, sequence)));
    }

    /**
     * Sets or removes ({@link Deadline#none}) many games' deadlines in one bulk write (one command, one flush), each
     * never over a deadline of a later game event: a node that lost the game's segment while it worked cannot put back
     * a deadline its successor moved on. (A removed document keeps no sequence, so such a node could still put back
     * the deadline of a game that has ended since: the game answers the scheduler's flag with its ended state, and
     * the scheduler then {@linkplain #remove removes} the row.)
     */
    public void apply(Map<String, Deadline> changes) {
        if (changes.isEmpty()) {
            return;
        }
        List<VersionedWrites.Row> rows = new ArrayList<>(changes.size());
        changes.forEach((gameId, deadline) -> rows.add(new VersionedWrites.Row(gameId, deadline.sequence(),
                deadline.isNone() ? null : document(gameId, deadline))));
        versioned.write(rows);
    }

    private static Document document(String gameId, Deadline deadline) {
        return new Document("_id", gameId)
                .append("deadline", Date.from(roundUpToMillis(deadline.deadline())))
                .append("color", deadline.color())
                .append("sequence", deadline.sequence());
    }

    /**
     * Removes an ended game's deadline whatever its sequence (an ended game never has a deadline again); returns
     * whether there was one.
     */
    public boolean remove(String gameId) {
        return collection.deleteOne(Filters.eq("_id", gameId)).getDeletedCount() > 0;
    }

    public void clear() {
        collection.deleteMany(new Document());
    }

    public Optional<Instant> deadlineOf(String gameId) {
        Document document = collection.find(Filters.eq("_id", gameId)).first();
        return document == null ? Optional.empty() : Optional.of(document.getDate("deadline").toInstant());
    }

    /**
     * Deadlines at or before {@code until}, earliest first, at most {@code limit}: one read gives the scheduler both
     * the due games and the next one to wait for.
     */
    public List<Due> upTo(Instant until, int limit) {
        List<Due> due = new ArrayList<>();
        for (Document document : collection.find(Filters.lte("deadline", Date.from(until)))
                .projection(Projections.include("deadline"))
                .sort(Sorts.ascending("deadline"))
                .limit(limit)) {
            due.add(new Due(document.getString("_id"), document.getDate("deadline").toInstant()));
        }
        return due;
    }

    public long count() {
        return collection.estimatedDocumentCount();
    }

    static Instant roundUpToMillis(Instant instant) {
        Instant millis = Instant.ofEpochMilli(instant.toEpochMilli());
        return millis.isBefore(instant) ? millis.plusMillis(1) : millis;
    }
}
