package org.openkifu.infra.eventstore;

import static com.mongodb.client.model.Filters.and;
import static com.mongodb.client.model.Filters.eq;
import static com.mongodb.client.model.Filters.lt;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoException;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOptions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.axonframework.common.AxonConfigurationException;
import org.axonframework.common.jdbc.PersistenceExceptionResolver;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.AbstractEventStorageEngine;
import org.axonframework.eventsourcing.eventstore.EventStoreException;
import org.axonframework.eventsourcing.snapshotting.SnapshotFilter;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.upcasting.event.EventUpcaster;
import org.bson.Document;

/**
 * Axon event storage on MongoDB with a gap-free global order, through the plain MongoDB Java driver.
 *
 * <ul>
 *   <li>One document per {@code appendEvents} call (one unit of work): the commit is one atomic insert.</li>
 *   <li>A unique multikey index on {@code streamKeys} ("aggregateId/sequence" of every event) rejects a second
 *       writer at the same sequence number; Axon reports it as {@code ConcurrencyException} (or
 *       {@code AggregateStreamCreationException} for sequence 0).</li>
 *   <li>Global positions come from a shared counter, reserved in blocks per node ({@link PositionBlocks}) before
 *       the insert; tracking processors read them with a {@link GapAwareTrackingToken}, so a commit that lands after
 *       a later one is still delivered, exactly once. See {@link GlobalStreamReader}.</li>
 *   <li>Snapshots: one document per aggregate, the latest only.</li>
 * </ul>
 *
 * Layout and reasoning: docs/event-store.md.
 */
public class MongoEventStorageEngine extends AbstractEventStorageEngine {

    /** Streams whose last position a node remembers (about 100 bytes each); the aggregate cache holds 10,000 games. */
    private static final int STREAM_HEADS = 50_000;

    private final MongoCollection<Document> events;
    private final MongoCollection<Document> snapshots;
    private final Clock clock;
    private final long gapTimeoutMillis;
    private final int batchSize;
    private final GlobalStreamReader globalStream;
    private final AggregateStreamReader aggregateStream;
    private final PositionBlocks positionBlocks;
    private final StreamHeads streamHeads;
    private final HeadReads headReads;
    private final GlobalStreamTokens tokens;

    protected MongoEventStorageEngine(Builder builder) {
        super(builder);
        MongoDatabase database = builder.database;
        this.events = database.getCollection(builder.eventsCollection);
        this.snapshots = database.getCollection(builder.snapshotsCollection);
        MongoCollection<Document> counters = database.getCollection(builder.countersCollection);
        this.clock = builder.clock;
        this.gapTimeoutMillis = builder.gapTimeout.toMillis();
        this.batchSize = builder.batchSize;
        this.tokens = new GlobalStreamTokens(events, counters, clock, gapTimeoutMillis, builder.maxGapOffset,
                builder.batchSize);
        this.globalStream = new GlobalStreamReader(events, tokens::lastReservedPosition, clock, builder.batchSize,
                builder.maxGapOffset, gapTimeoutMillis);
        this.streamHeads = new StreamHeads(events, STREAM_HEADS);
        this.headReads = new HeadReads(builder.headReadInterval);
        this.aggregateStream = new AggregateStreamReader(events, builder.aggregateBatchSize, streamHeads);
        ensureIndexes();
        // A block is used for at most a quarter of the gap timeout, so its commits have another quarter to land
        // before their writer gives up (half the timeout), and readers wait for them a whole timeout.
        this.positionBlocks = new PositionBlocks(counters, clock, builder.positionBlockSize,
                Math.min(builder.positionBlockLease.toMillis(), gapTimeoutMillis / 4), gapTimeoutMillis);
    }

    public static Builder builder() {
        return new Builder();
    }

    private void ensureIndexes() {
        IndexOptions unique = new IndexOptions().unique(true);
        events.createIndex(Indexes.ascending(CommitDocuments.STREAM_KEYS), unique.name("streamKeys_unique"));
        events.createIndex(Indexes.ascending(CommitDocuments.POSITIONS),
                new IndexOptions().unique(true).name("positions_unique"));
    }

    @Override
    protected void appendEvents(List<? extends EventMessage<?>> eventMessages, Serializer serializer) {
        if (eventMessages.isEmpty()) {
            return;
        }
        try {
            List<Document> serialized = CommitDocuments.serialize(eventMessages, serializer);
            // above the previous event of each of the commit's streams, whichever node stored it
            PositionBlocks.Reservation positions = positionBlocks.take(eventMessages.size(),
                    streamHeads.floorOf(serialized));
            try {
                Document commit = CommitDocuments.commit(serialized, positions.first(), positions.reservedAt());
                afterPositionsReserved(positions.first(), positions.last());
                // Readers drop a gap once a later reservation is older than the gap timeout; a commit that could
                // land after that would be skipped, so it is given up instead (its positions stay an expiring gap).
                if (clock.millis() - positions.reservedAt() > gapTimeoutMillis / 2) {
                    throw new EventStoreException("Commit took too long between reserving its global positions "
                            + "and storing them; not stored, retry the command");
                }
                events.insertOne(commit);
                streamHeads.stored(serialized);
            } finally {
                positionBlocks.done(positions);
            }
        } catch (MongoException e) {
            handlePersistenceException(e, eventMessages.get(0));
        }
    }

    /**
     * Called after a commit took its global positions and before it is inserted; does nothing. A subclass can
     * observe commits here (the tests use it to make commits land out of order, or never).
     */
    protected void afterPositionsReserved(long firstPosition, long lastPosition) {
    }

    /** Store reads for a previous event's position so far ({@link StreamHeads}); for tests. */
    long streamHeadLookups() {
        return streamHeads.lookups();
    }

    long lastReservedPosition() {
        return tokens.lastReservedPosition();
    }

    @Override
    protected void storeSnapshot(DomainEventMessage<?> snapshot, Serializer serializer) {
        Document document = CommitDocuments.snapshot(snapshot, serializer);
        try {
            // Replace only an older snapshot; if a newer one is stored the upsert collides on _id and is dropped.
            snapshots.replaceOne(and(eq(CommitDocuments.ID, snapshot.getAggregateIdentifier()),
                            lt(CommitDocuments.SEQUENCE_NUMBER, snapshot.getSequenceNumber())),
                    document, new ReplaceOptions().upsert(true));
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw new EventStoreException("Could not store the snapshot of " + snapshot.getAggregateIdentifier(), e);
            }
        }
    }

    @Override
    protected Stream<? extends DomainEventData<?>> readEventData(String identifier, long firstSequenceNumber) {
        return aggregateStream.read(identifier, firstSequenceNumber).stream();
    }

    @Override
    protected Stream<? extends TrackedEventData<?>> readEventData(TrackingToken trackingToken, boolean mayBlock) {
        return TrackedEventBatches.stream(trackingToken, globalStreamFetch(mayBlock), prefetchFrom());
    }

    /**
     * Reads of the global stream; paced at the head ({@link HeadReads}) for a stream that may block, which is how
     * Axon's embedded event store opens its one shared tail reader (a processor's own stream, behind, may not).
     */
    private Function<TrackingToken, List<TrackedEventData<String>>> globalStreamFetch(boolean mayBlock) {
        return mayBlock ? token -> headReads.read(() -> globalStream.fetch(token), prefetchFrom()) : globalStream::fetch;
    }

    /** Reads at the head that waited for the pacing interval so far. */
    long pacedHeadReads() {
        return headReads.paced();
    }

    /**
     * Axon's messages of the global stream, as Axon makes them from {@link #readEventData(TrackingToken, boolean)},
     * with each batch read ahead made ready on the read-ahead thread ({@link MessagesAhead}).
     */
    @Override
    public Stream<? extends TrackedEventMessage<?>> readEvents(TrackingToken trackingToken, boolean mayBlock) {
        MessagesAhead messages = new MessagesAhead(getEventSerializer(), upcasterChain);
        return TrackedEventBatches.batches(trackingToken, globalStreamFetch(mayBlock), messages::prepare,
                prefetchFrom());
    }

    /** A reader whose batch came back at least half full is behind: it reads the next batch ahead. */
    private int prefetchFrom() {
        return Math.max(1, batchSize / 2);
    }

    @Override
    protected Stream<? extends DomainEventData<?>> readSnapshotData(String aggregateIdentifier) {
        Document snapshot = snapshots.find(eq(CommitDocuments.ID, aggregateIdentifier)).first();
        return snapshot == null ? Stream.empty() : Stream.of(CommitDocuments.eventData(snapshot));
    }

    @Override
    public Optional<Long> lastSequenceNumberFor(String aggregateIdentifier) {
        List<DomainEventData<String>> stream = aggregateStream.read(aggregateIdentifier, 0);
        return stream.isEmpty() ? Optional.empty() : Optional.of(stream.get(stream.size() - 1).getSequenceNumber());
    }

    /** Null: Axon's "from the very beginning" (positions start at 1). */
    @Override
    public TrackingToken createTailToken() {
        return null;
    }

    /**
     * At the last stored event; commits in flight while the token is made are still delivered
     * ({@link GlobalStreamTokens#head()}).
     */
    @Override
    public TrackingToken createHeadToken() {
        return tokens.head();
    }

    /** Before the first commit reserved at or after {@code dateTime} ({@link GlobalStreamTokens#at(Instant)}). */
    @Override
    public TrackingToken createTokenAt(Instant dateTime) {
        return tokens.at(dateTime);
    }

    /**
     * Builder; {@link #mongoDatabase} and {@link #eventSerializer}/{@link #snapshotSerializer} are required.
     * Defaults: collections {@code events}, {@code snapshots}, {@code counters}; batch size 250; max gap offset
     * 10,000; gap timeout 60 s (Axon's JDBC store uses the same two).
     */
    public static class Builder extends AbstractEventStorageEngine.Builder {

        private MongoDatabase database;
        private String eventsCollection = "events";
        private String snapshotsCollection = "snapshots";
        private String countersCollection = "counters";
        private int batchSize = 250;
        private int aggregateBatchSize = 256;
        private int maxGapOffset = 10_000;
        private Duration gapTimeout = Duration.ofSeconds(60);
        private int positionBlockSize = 64;
        private Duration positionBlockLease = Duration.ofSeconds(1);
        private Clock clock = Clock.systemUTC();
        private Duration headReadInterval = Duration.ZERO;

        protected Builder() {
            persistenceExceptionResolver(new MongoDuplicateKeyResolver());
        }

        public Builder mongoDatabase(MongoDatabase database) {
            this.database = database;
            return this;
        }

        public Builder collectionNames(String events, String snapshots, String counters) {
            this.eventsCollection = events;
            this.snapshotsCollection = snapshots;
            this.countersCollection = counters;
            return this;
        }

        /** Positions asked for per read of the global stream. */
        public Builder batchSize(int batchSize) {
            this.batchSize = batchSize;
            return this;
        }

        /** Sequence numbers asked for per read of one aggregate. */
        public Builder aggregateBatchSize(int aggregateBatchSize) {
            this.aggregateBatchSize = aggregateBatchSize;
            return this;
        }

        /** How far behind its index a token keeps gaps at most. */
        public Builder maxGapOffset(int maxGapOffset) {
            this.maxGapOffset = maxGapOffset;
            return this;
        }

        /** How long after a later reservation a gap is still waited for; writers must commit well within it. */
        public Builder gapTimeout(Duration gapTimeout) {
            this.gapTimeout = gapTimeout;
            return this;
        }

        /**
         * Most global positions one store command reserves for this node's commits (the block grows to it under
         * load), and how long a block is used at most (capped at a quarter of the gap timeout).
         */
        public Builder positionBlocks(int maxSize, Duration lease) {
            this.positionBlockSize = maxSize;
            this.positionBlockLease = lease;
            return this;
        }

        /**
         * How long after a read at the head of the global stream (less than half a batch found) the shared tail reader
         * reads again at the earliest: commits of that interval reach the processors as one batch. Zero (the
         * default here) reads again at once; the application sets {@code openkifu.eventhandling.head-read-interval}.
         */
        public Builder headReadInterval(Duration headReadInterval) {
            this.headReadInterval = headReadInterval;
            return this;
        }

        public Builder clock(Clock clock) {
            this.clock = clock;
            return this;
        }

        @Override
        public Builder snapshotSerializer(Serializer snapshotSerializer) {
            super.snapshotSerializer(snapshotSerializer);
            return this;
        }

        @Override
        public Builder upcasterChain(EventUpcaster upcasterChain) {
            super.upcasterChain(upcasterChain);
            return this;
        }

        @Override
        public Builder persistenceExceptionResolver(PersistenceExceptionResolver persistenceExceptionResolver) {
            super.persistenceExceptionResolver(persistenceExceptionResolver);
            return this;
        }

        @Override
        public Builder eventSerializer(Serializer eventSerializer) {
            super.eventSerializer(eventSerializer);
            return this;
        }

        @Override
        public Builder snapshotFilter(Predicate<? super DomainEventData<?>> snapshotFilter) {
            super.snapshotFilter(snapshotFilter);
            return this;
        }

        @Override
        public Builder snapshotFilter(SnapshotFilter snapshotFilter) {
            super.snapshotFilter(snapshotFilter);
            return this;
        }

        @Override
        protected void validate() throws AxonConfigurationException {
            super.validate();
            if (database == null) {
                throw new AxonConfigurationException("MongoEventStorageEngine needs a MongoDatabase");
            }
            if (batchSize < 1 || aggregateBatchSize < 1 || maxGapOffset < 1 || gapTimeout.isNegative()
                    || positionBlockSize < 1 || positionBlockLease.isNegative() || headReadInterval.isNegative()) {
                throw new AxonConfigurationException(
                        "batch sizes, maxGapOffset, gapTimeout and headReadInterval must be positive");
            }
        }

        public MongoEventStorageEngine build() {
            validate();
            return new MongoEventStorageEngine(this);
        }
    }
}
