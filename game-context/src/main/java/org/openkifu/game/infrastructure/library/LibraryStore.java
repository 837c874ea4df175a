package org.openkifu.game.infrastructure.library;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import org.bson.Document;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.config.ReadModelWrites;
import org.openkifu.infra.projection.VersionedWrites;
import tools.jackson.databind.json.JsonMapper;

/**
 * The {@code library_games} collection (docs/library.md, "Projection and storage"): one document per game, written
 * only by the {@code library} projection, read whole at start to fill the in-memory catalog.
 *
 * <pre>
 * library_games { _id: gameId, version, change, facts: { ...GameFacts as JSON },
 *                 record: { size, black: "dd,pp", white: "", moves: "BpdWdpB..", winner: "BLACK" | null } }
 * library_changes { _id: "library_games", seq, epoch }
 * </pre>
 *
 * {@code change} is the game's change sequence, taken in the order of each batch's ordered bulk write from a block of
 * {@value #CHANGE_BLOCK} numbers this store reserves in {@code library_changes.seq} (one journaled {@code $inc} a
 * block, not one a batch), so that every node's catalog can follow the writes of whichever node runs the projection
 * by reading the games with a higher {@code change} than it has seen ({@link #changedSince}). A writer that starts
 * again reserves a new block above every number handed out before, so its writes land above every follower's mark;
 * {@code epoch} moves when the collection is emptied for a rebuild, so followers reload.
 *
 * The moves are three characters each (colour, then the SGF point, {@code ..} for a pass): a 250-move game is 750
 * bytes, where a list of documents would be ten times that.
 */
public class LibraryStore {

    public static final String COLLECTION = "library_games";
    public static final String CHANGES = "library_changes";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** One stored game. */
    public record Entry(GameFacts facts, LibraryRecord record) {
    }

    /** Where a follower stands: the rebuild it has seen and the last change it has read. */
    public record Mark(long epoch, long seq) {
    }

    /** Change numbers reserved at once; a follower's load starts this far below the reserved top. */
    static final int CHANGE_BLOCK = 1024;

    /** Ids per read of whole games: a follower far behind reads them in replies of a bounded size. */
    private static final int WHOLE_PER_READ = 500;

    private final MongoCollection<Document> collection;
    private final MongoCollection<Document> changes;
    private final VersionedWrites versioned;
    // The block of change numbers being handed out, guarded by this: next to use, and the block's last.
    private long nextChange = 1;
    private long lastChange;

    public LibraryStore(MongoDatabase database) {
        this(database, ReadModelWrites.journaled());
    }

    /**
     * @param writes how the games are written; the change counter stays journaled whatever it says: a block is
     *               reserved before any game is written with its numbers, so a batch lost with the store (and written
     *               again by the projection) gets numbers above every follower's mark instead of numbers a follower
     *               has passed
     */
    public LibraryStore(MongoDatabase database, ReadModelWrites writes) {
        this.collection = writes.on(database).getCollection(COLLECTION);
        this.changes = database.getCollection(CHANGES);
        this.versioned = new VersionedWrites(collection, "version");
        collection.createIndex(Indexes.ascending("change"));
    }

    /**
     * Where a follower starts before a load: the rebuild epoch, and a change no higher than any a game stored from now
     * on can get (one read by id). The writer hands out numbers from a block below the reserved top, so that is one
     * block below it: the follower's first refresh reads the games of the current block again by id and version, a
     * small read, and misses none stored during the load.
     */
    public Mark mark() {
        Document d = changes.find(Filters.eq("_id", COLLECTION)).first();
        return d == null ? new Mark(0, 0) : new Mark(number(d, "epoch"), Math.max(0, number(d, "seq") - CHANGE_BLOCK));
    }

    /** The rebuild epoch (one read by id): a follower that sees it move reloads. */
    public long epoch() {
        Document d = changes.find(Filters.eq("_id", COLLECTION)).projection(Projections.include("epoch")).first();
        return d == null ? 0 : number(d, "epoch");
    }

    /**
     * Hands every game stored with a change above {@code seq} whose version {@code wanted} accepts to {@code each}, in
     * change order; the last change seen. The changes are read as ids and versions first, and only the wanted games
     * whole: a node's follower then re-reads none of what its own projection stored (it already holds those
     * versions), where it used to read every changed game's record again, twice a second under live play.
     */
    public long changedSince(long seq, VersionWanted wanted, Consumer<Entry> each) {
        long last = seq;
        List<String> ids = new ArrayList<>();
        for (Document d : collection.find(Filters.gt("change", seq)).projection(Projections.include("version", "change"))
                .sort(Sorts.ascending("change"))) {
            last = Math.max(last, number(d, "change"));
            if (wanted.test(d.getString("_id"), number(d, "version"))) {
                ids.add(d.getString("_id"));
            }
        }
        for (int from = 0; from < ids.size(); from += WHOLE_PER_READ) {
            List<String> part = ids.subList(from, Math.min(ids.size(), from + WHOLE_PER_READ));
            for (Document d : collection.find(Filters.in("_id", part)).sort(Sorts.ascending("change"))) {
                each.accept(entry(d));
            }
        }
        return last;
    }

    /** Whether a follower wants a stored game whole, given its id and stored version. */
    @FunctionalInterface
    public interface VersionWanted {
        boolean test(String gameId, long version);
    }

    private static long number(Document d, String field) {
        Object v = d.get(field);
        return v instanceof Number n ? n.longValue() : 0;
    }

    private Document bump(String field, long by) {
        return changes.findOneAndUpdate(Filters.eq("_id", COLLECTION), Updates.inc(field, by),
                new FindOneAndUpdateOptions().upsert(true).returnDocument(ReturnDocument.AFTER));
    }

    /**
     * Stores the games in one ordered bulk write, each with the next change number, never over a newer version
     * of itself (a writer that lost its segment cannot put back a game its successor moved on; the change number it
     * took is then unused, which followers do not mind).
     */
    public synchronized void saveAll(Collection<Entry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        List<VersionedWrites.Row> rows = new ArrayList<>(entries.size());
        for (Entry e : entries) {
            Document d = document(e).append("change", nextChange());
            rows.add(new VersionedWrites.Row(e.facts().gameId(), e.facts().version(), d));
        }
        versioned.write(rows);
    }

    private long nextChange() {
        if (nextChange > lastChange) {
            lastChange = number(bump("seq", CHANGE_BLOCK), "seq");
            nextChange = lastChange - CHANGE_BLOCK + 1;
        }
        return nextChange++;
    }

    /** Hands every stored game to {@code each}, one at a time (the catalog's load at start). */
    public void forEach(Consumer<Entry> each) {
        for (Document d : collection.find()) {
            each.accept(entry(d));
        }
    }

    public long count() {
        return collection.estimatedDocumentCount();
    }

    /** Empties the collection for a rebuild, then moves the epoch (after, so a follower reloads what follows). */
    public long deleteAll() {
        long deleted = collection.deleteMany(new Document()).getDeletedCount();
        bump("epoch", 1);
        return deleted;
    }

    /**
     * A live game's moves are left out: only finished games go into the board index, and a live game met after a
     * restart is folded again from its events, never from here. Stored at every batch, its whole record made a game's
     * writes grow with the square of its length (docs/library.md, "Projection and storage").
     */
    static Document document(Entry e) {
        LibraryRecord r = e.record();
        Document record = new Document("size", r.size())
                .append("black", points(r.blackSetup()))
                .append("white", points(r.whiteSetup()))
                .append("moves", e.facts().ended() ? moves(r.moves()) : "")
                .append("winner", r.winner() == null ? null : r.winner().name());
        return new Document("_id", e.facts().gameId())
                .append("version", e.facts().version())
                .append("facts", Document.parse(JSON.writeValueAsString(e.facts())))
                .append("record", record);
    }

    static Entry entry(Document d) {
        GameFacts facts = JSON.readValue(d.get("facts", Document.class).toJson(), GameFacts.class);
        Document r = d.get("record", Document.class);
        int size = r.getInteger("size");
        String winner = r.getString("winner");
        LibraryRecord record = new LibraryRecord(d.getString("_id"), size, points(r.getString("black")),
                points(r.getString("white")), moves(r.getString("moves")), winner == null ? null : Color.valueOf(winner));
        return new Entry(facts, record);
    }

    static String points(List<Point> points) {
        StringBuilder s = new StringBuilder();
        for (Point p : points) {
            if (s.length() > 0) {
                s.append(',');
            }
            s.append(sgf(p));
        }
        return s.toString();
    }

    static List<Point> points(String text) {
        List<Point> points = new ArrayList<>();
        if (text == null || text.isEmpty()) {
            return points;
        }
        for (String p : text.split(",")) {
            points.add(new Point(p.charAt(0) - 'a', p.charAt(1) - 'a'));
        }
        return points;
    }

    static String moves(List<LibraryMove> moves) {
        StringBuilder s = new StringBuilder(moves.size() * 3);
        for (LibraryMove m : moves) {
            s.append(m.colour() == Color.BLACK ? 'B' : 'W').append(m.isPass() ? ".." : sgf(m.point()));
        }
        return s.toString();
    }

    static List<LibraryMove> moves(String text) {
        List<LibraryMove> moves = new ArrayList<>(text.length() / 3);
        for (int i = 0; i + 2 < text.length(); i += 3) {
            Color colour = text.charAt(i) == 'B' ? Color.BLACK : Color.WHITE;
            char x = text.charAt(i + 1);
            moves.add(new LibraryMove(colour, x == '.' ? null : new Point(x - 'a', text.charAt(i + 2) - 'a')));
        }
        return moves;
    }

    private static String sgf(Point p) {
        return "" + (char) ('a' + p.x()) + (char) ('a' + p.y());
    }
}
