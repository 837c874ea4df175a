package org.openkifu.game.infrastructure.library;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.time.Clock;

import com.mongodb.client.MongoClient;
import org.axonframework.config.ConfigurerModule;
import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.library.BoardIndex;
import org.openkifu.game.library.board.ZobristBoardIndex;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.config.ReadModelWrites;
import org.openkifu.infra.projection.ProjectionProgress;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The game library (docs/library.md): its collection, the in-memory catalog loaded from it at start, and the
 * {@value LibraryProjection#PROCESSING_GROUP} tracking processor that keeps both current, rebuildable through
 * {@code POST /api/projections/library/rebuild} by its {@link ProjectionProgress} bean.
 *
 * <p>The board search is the bean of type {@link BoardIndex} (here the board package's {@link ZobristBoardIndex}). Without one
 * the facts search works and the position and pattern searches answer {@code 503 BOARD_INDEX_UNAVAILABLE}: this
 * keeps every other part of the library usable in a process built without the board search, and says so plainly.
 */
@Configuration(proxyBeanMethods = false)
public class LibraryConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(LibraryConfiguration.class);

    @Bean
    LibraryStore libraryStore(MongoClient mongoClient, OpenKifuProperties properties, ReadModelWrites writes) {
        return new LibraryStore(mongoClient.getDatabase(properties.getMongo().getDatabase()), writes);
    }

    /** The board search: Zobrist postings and compact move lists in memory (docs/library.md, "The index"). */
    @Bean
    BoardIndex boardIndex() {
        return new ZobristBoardIndex();
    }

    @Bean
    LibraryCatalog libraryCatalog(LibraryStore store, ObjectProvider<BoardIndex> boardIndex) {
        LibraryCatalog catalog = new LibraryCatalog(boardIndex.getIfAvailable());
        catalog.load(store);
        return catalog;
    }

    /**
     * Keeps this node's catalog current with the games whichever node runs the {@code library} processor stores
     * (docs/library.md, "Several nodes"): a refresh every {@code openkifu.library.follow-period} (one read by id when
     * nothing changed).
     */
    @Bean(destroyMethod = "shutdownNow")
    ScheduledExecutorService libraryFollower(LibraryCatalog catalog, LibraryStore store,
            @Value("${openkifu.library.follow-period:500ms}") Duration period) {
        ScheduledExecutorService follower = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "library-follower");
            t.setDaemon(true);
            return t;
        });
        follower.scheduleWithFixedDelay(() -> {
            try {
                catalog.refresh(store);
            } catch (RuntimeException e) {
                LOG.warn("library: following {} failed, next try in {}: {}", LibraryStore.COLLECTION, period,
                        e.toString());
            }
        }, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
        return follower;
    }

    @Bean
    ProjectionProgress libraryProgress(EventStore eventStore, Clock clock,
            @Value("${openkifu.projections.log-every:1000}") long logEvery) {
        return new ProjectionProgress(LibraryProjection.PROCESSING_GROUP, logEvery, () -> {
            TrackingToken head = eventStore.createHeadToken();
            return head == null ? 0 : head.position().orElse(0);
        }, clock);
    }

    /**
     * Events in one batch of the {@value LibraryProjection#PROCESSING_GROUP} processor when it is behind (a rebuild,
     * an import): one bulk write of the changed games, one block of change numbers and one token update per batch.
     * 2,000 rather than the other projections' 500: a game is about 200 events, so a batch of 500 wrote a game that
     * spans two batches twice and took a change-number block every two games (docs/library.md, "Rebuild speed").
     * Following live play the batch is what has arrived, one event at a time, so the write path sees no change.
     */
    public static final int BATCH_SIZE = 2_000;

    @Bean
    ConfigurerModule libraryProcessor() {
        return configurer -> configurer.eventProcessing(processing -> processing.registerTrackingEventProcessorConfiguration(
                LibraryProjection.PROCESSING_GROUP,
                c -> TrackingEventProcessorConfiguration.forSingleThreadedProcessing().andBatchSize(BATCH_SIZE)));
    }

    /**
     * A live game's moves reach {@code library_games} at most once per {@code openkifu.library.live-write-interval}
     * (default 30 s; {@code 0s}: at every batch); its creation and its end at once (docs/library.md, "Projection
     * and storage").
     */
    @Bean
    LibraryProjection libraryProjection(LibraryStore store, LibraryCatalog catalog, EventStore eventStore,
            ProjectionProgress libraryProgress, Clock clock,
            @Value("${openkifu.library.live-write-interval:30s}") Duration liveWriteInterval) {
        return new LibraryProjection(store, catalog, eventStore, libraryProgress, liveWriteInterval, clock);
    }

    /**
     * Stores the live games whose changes have waited their interval when no batch came to take them (play stopped,
     * the end of a rebuild), a quarter interval late at most; on its own thread, so a slow store never holds up the
     * follower's reads.
     */
    @Bean(destroyMethod = "shutdownNow")
    ScheduledExecutorService libraryLiveWrites(LibraryProjection projection) {
        ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "library-live-writes");
            t.setDaemon(true);
            return t;
        });
        Duration interval = projection.liveWriteInterval();
        if (interval.isPositive()) {
            long every = Math.max(250, interval.toMillis() / 4);
            writer.scheduleWithFixedDelay(() -> {
                try {
                    projection.storeOverdue();
                } catch (RuntimeException e) {
                    LOG.warn("library: storing the live games that waited failed, next try in {} ms: {}", every,
                            e.toString());
                }
            }, every, every, TimeUnit.MILLISECONDS);
        }
        return writer;
    }
}
