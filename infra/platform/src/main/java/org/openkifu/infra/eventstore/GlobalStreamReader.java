package org.openkifu.infra.eventstore;

import static com.mongodb.client.model.Filters.in;

import com.mongodb.client.MongoCollection;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackedDomainEventData;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.conversions.Bson;
import org.openkifu.infra.eventstore.TrackedCommitCodec.StoredEvent;
import org.openkifu.infra.eventstore.TrackedCommitCodec.TrackedCommit;

/**
 * Reads the global stream in position order with a {@link GapAwareTrackingToken}.
 *
 * <p>Positions are reserved from a counter, in blocks per node, before a commit is inserted, so a later position
 * can land before an earlier one. A position the reader has passed but not seen becomes a gap in the token and is asked for again
 * on every fetch until its event lands, or until a commit reserved after it is older than the gap timeout: its
 * writer then either failed or died, and the gap is dropped so the token does not carry it forever.
 *
 * <p>Every read is an {@code $in} over explicit keys on a unique index (commits by their first position,
 * {@code _id}; the commit holding the token's index by {@code positions}): the only kind of query
 * mongo-java-server answers from an index (it scans the collection for ranges), and an index lookup on MongoDB
 * too. A gap is found by {@code _id} because a commit is atomic: if one of its positions was never seen, none
 * was, so its first position is a gap as well.
 *
 * <p>Commits are decoded by {@link TrackedCommitCodec} (only the fields handed on). The commit holding the token's
 * index is read again only when it can matter: when the token has gaps, or when the index is not known to be a
 * commit's last position (the reader stopped inside a commit). A reader that stopped at a commit's end (every fetch
 * of a rebuild, whose batches end where the stream is cut) otherwise read that whole commit a second time, and the
 * next one twice (by position and again by {@code _id}).
 */
final class GlobalStreamReader {

    /** Beyond this many, the known commit ends are forgotten (they are an optimisation, any subset is correct). */
    private static final int MAX_KNOWN_ENDS = 10_000;

    private final MongoCollection<TrackedCommit> events;
    private final LongSupplier lastReservedPosition;
    private final Clock clock;
    private final int batchSize;
    private final int maxGapOffset;
    private final long gapTimeoutMillis;
    /**
     * The last reserved position as last read. The counter only grows, so a window that found nothing below it needs
     * no fresh read to go on: the counter is asked only when a window found nothing up to this value.
     */
    private volatile long knownHead;
    /**
     * Last positions of commits this reader has decoded, each with its commit's reservation time. A commit never
     * changes once inserted, so a token whose index is one of them has nothing left to read in the commit holding
     * it, and that commit's reservation time is known for the gaps below it. Shared by the processors reading
     * through this engine.
     */
    private final Map<Long, Long> commitEnds = new ConcurrentHashMap<>();

    GlobalStreamReader(MongoCollection<Document> events, LongSupplier lastReservedPosition, Clock clock,
                       int batchSize, int maxGapOffset, long gapTimeoutMillis) {
        this.events = events.withCodecRegistry(CodecRegistries.fromRegistries(
                        CodecRegistries.fromCodecs(new TrackedCommitCodec()), events.getCodecRegistry()))
                .withDocumentClass(TrackedCommit.class);
        this.lastReservedPosition = lastReservedPosition;
        this.clock = clock;
        this.batchSize = batchSize;
        this.maxGapOffset = maxGapOffset;
        this.gapTimeoutMillis = gapTimeoutMillis;
    }

    /** The next events after {@code token} (null: from the start), at most about one batch; empty when caught up. */
    List<TrackedEventData<String>> fetch(TrackingToken token) {
        GapAwareTrackingToken start = asGapAware(token);
        long index = start.getIndex();
        SortedSet<Long> gaps = start.getGaps();
        // The counter is not read up front: the window after the token is asked first, past the head known if need
        // be (a position not reserved yet holds no commit, so asking for it costs nothing), and the counter only when
        // a window found nothing up to the head known. A reader at the head that finds new commits, the usual case
        // under play, reads the store once a fetch instead of twice.
        long head = knownHead;
        boolean fresh = false;

        TreeMap<Long, StoredEvent> found = new TreeMap<>();
        Set<Long> commitIds = new HashSet<>();
        Long indexReservedAt = index > 0 ? commitEnds.get(index) : null;
        if (index > 0 && indexReservedAt == null) {
            // The commit holding the token's index: holds the rest of its events if the reader stopped in the middle
            // of it, and its reservation time tells when the gaps before it were overtaken. A commit this reader
            // decoded to its end is not read again, even with gaps (a quiet spell leaves a block's unused positions
            // as gaps for the gap timeout, and every fetch read the commit again meanwhile).
            collect(in(CommitDocuments.POSITIONS, List.of(index, index + 1)), found, commitIds);
        }
        Set<Long> candidates = new TreeSet<>(gaps);
        long from = index + 1;
        while (true) {
            long to = fresh ? Math.min(head, from + batchSize - 1) : from + batchSize - 1;
            for (long position = from; position <= to; position++) {
                candidates.add(position);
            }
            // By first position (_id): each commit comes back once. Asking the multikey positions index instead
            // makes mongo-java-server return a commit once per matching position.
            candidates.removeAll(commitIds); // found already (the commit starting right after the token's index)
            if (!candidates.isEmpty()) {
                collect(in(CommitDocuments.ID, candidates), found, commitIds);
            }
            candidates.clear();
            // A window holding only positions of failed writers must not stop the reader: look further.
            if (found.higherKey(index) != null || gaps.stream().anyMatch(found::containsKey)) {
                break;
            }
            if (to >= head) {
                // Nothing new up to the head as known: read the counter before deciding the reader is caught up.
                if (fresh || to >= (head = readHead())) {
                    break;
                }
                fresh = true;
            }
            from = to + 1;
        }
        return toTrackedEvents(start, found, indexReservedAt);
    }

    private long readHead() {
        long head = lastReservedPosition.getAsLong();
        knownHead = head;
        return head;
    }

    private void collect(Bson filter, TreeMap<Long, StoredEvent> found, Set<Long> commitIds) {
        // One reply for the whole window (the driver's default first batch is 101 documents, then a getMore).
        for (TrackedCommit commit : events.find(filter).batchSize(Math.max(batchSize, 2) + 2)) {
            if (!commitIds.add(commit.id())) {
                continue;
            }
            for (StoredEvent event : commit.events()) {
                found.put(event.position(), event);
            }
            if (!commit.events().isEmpty()) {
                if (commitEnds.size() >= MAX_KNOWN_ENDS) {
                    commitEnds.clear();
                }
                commitEnds.put(commit.events().getLast().position(), commit.reservedAt());
            }
        }
    }

    private List<TrackedEventData<String>> toTrackedEvents(GapAwareTrackingToken start, TreeMap<Long, StoredEvent> found,
                                                           Long indexReservedAt) {
        long index = start.getIndex();
        GapAwareTrackingToken token = GapAwareTrackingToken.newInstance(index, liveGaps(start, found, indexReservedAt));
        List<TrackedEventData<String>> result = new ArrayList<>();
        for (var entry : found.entrySet()) {
            long position = entry.getKey();
            if (position > index || token.getGaps().contains(position)) {
                token = token.advanceTo(position, maxGapOffset);
                result.add(new TrackedDomainEventData<>(token, entry.getValue().data()));
            }
        }
        return result;
    }

    /**
     * The token's gaps minus those a commit reserved after them shows to be older than the gap timeout: one found now,
     * or the commit ending at the token's index when its reservation time is known ({@code indexReservedAt}, null if
     * not; every gap lies below the index).
     */
    private List<Long> liveGaps(GapAwareTrackingToken start, TreeMap<Long, StoredEvent> found, Long indexReservedAt) {
        long expiredBefore = clock.millis() - gapTimeoutMillis;
        boolean indexExpired = indexReservedAt != null && indexReservedAt < expiredBefore;
        List<Long> live = new ArrayList<>();
        for (long gap : start.getGaps()) {
            if (found.containsKey(gap) || !(indexExpired || reservedLaterAndExpired(gap, found, expiredBefore))) {
                live.add(gap);
            }
        }
        return live;
    }

    private static boolean reservedLaterAndExpired(long gap, TreeMap<Long, StoredEvent> found, long expiredBefore) {
        // The counter only grows, so anything at a higher position was reserved (its block) no earlier than the gap
        // was: the same block, or a later one (docs/event-store.md, "Position blocks").
        return found.tailMap(gap, false).values().stream()
                .anyMatch(event -> event.reservedAt() < expiredBefore);
    }

    private static GapAwareTrackingToken asGapAware(TrackingToken token) {
        if (token == null) {
            return GapAwareTrackingToken.newInstance(0, List.of());
        }
        if (token instanceof GapAwareTrackingToken gapAware) {
            return gapAware;
        }
        throw new IllegalArgumentException("MongoEventStorageEngine reads with a GapAwareTrackingToken, got "
                + token.getClass().getName());
    }
}
