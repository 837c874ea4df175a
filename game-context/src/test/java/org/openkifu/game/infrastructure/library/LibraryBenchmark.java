package org.openkifu.game.infrastructure.library;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.SimpleEventHandlerInvoker;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.inmemory.InMemoryTokenStore;
import org.axonframework.common.transaction.NoTransactionManager;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.infrastructure.GameConfiguration;
import org.openkifu.game.library.board.BoardIndexBenchmark;
import org.openkifu.game.library.board.ZobristBoardIndex;
import org.openkifu.game.library.facts.FactsPage;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.library.facts.LibraryGame;
import org.openkifu.infra.eventstore.MongoEventStorageEngine;
import org.openkifu.infra.eventstore.ReaderCachingSerializer;
import org.openkifu.infra.mongo.EmbeddedMongoServer;
import org.openkifu.infra.projection.ProjectionProgress;

/**
 * The whole library at scale, as the product runs it (docs/benchmarks.md, "Library at scale"); run by
 * {@code scripts/library-benchmark.sh --games=N}. A plain main, not a test. Steps, each against its brute force or
 * physical limit in the same run: (1) seed the event store (the product's {@link MongoEventStorageEngine} on the
 * embedded MongoDB server over TCP) with N games' events ({@link LibraryCorpusEvents}) and write the same games into
 * {@code library_games} through {@link LibraryStore}, against the raw driver's {@code insertMany} of the same
 * documents; (2) the rebuild as {@code POST /api/projections/library/rebuild} does it: the projection's reset, then
 * a tracking processor (batches of {@link LibraryConfiguration#BATCH_SIZE} events, as the product) replaying the event log from its tail into
 * {@link LibraryProjection}, checked game by game against what step 1 stored; (3) the start's load of the catalog
 * from {@code library_games}, the heap it retains with and without the board index, disk; (4) facts searches through
 * {@link FactsQuery} and {@link LibraryCatalog} (what {@code GET /api/library/games} calls) against
 * {@link FactsQueryMix}'s oracle; (5) {@link BoardIndexBenchmark} on the same games. Exit code 1 on any disagreement.
 * Options: {@code --games=100000 --seed=21 --queries=200 --scans=3 --fsync=false --keep=false --read-batch=250 --board=true --cache-megabytes=16} (keep: the data directory).
 */
public final class LibraryBenchmark {

    private static final int BATCH = 500; // games a bulk write when seeding library_games
    private static final int REPLAY_BATCH = LibraryConfiguration.BATCH_SIZE; // events a batch: the product's processor
    private static final Map<String, String> TABLE = new LinkedHashMap<>();
    private static boolean agreed = true;

    private LibraryBenchmark() {
    }

    public static void main(String[] args) {
        try {
            run(args);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(2);
        }
    }

    private static void run(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (String a : args) {
            String[] kv = a.replaceFirst("^--", "").split("=", 2);
            options.put(kv[0], kv.length > 1 ? kv[1] : "true");
        }
        int n = Integer.parseInt(options.getOrDefault("games", "100000"));
        long seed = Long.parseLong(options.getOrDefault("seed", "21"));
        int queries = Integer.parseInt(options.getOrDefault("queries", "200"));
        int scans = Integer.parseInt(options.getOrDefault("scans", "3"));
        Path dir = Files.createTempDirectory("openkifu-library-bench");
        System.out.printf("library benchmark: %d 19x19 games, seed %d, max heap %d MB, %d cores, data in %s%n", n, seed,
                Runtime.getRuntime().maxMemory() >> 20, Runtime.getRuntime().availableProcessors(), dir);
        Map<String, Integer> expected = new HashMap<>();
        // fsync off by default (--fsync=true for the product's setting): it slows only the seeding, one commit a game
        boolean fsync = Boolean.parseBoolean(options.getOrDefault("fsync", "false"));
        int cacheMegabytes = Integer.parseInt(options.getOrDefault("cache-megabytes",
                Integer.toString(EmbeddedMongoServer.DEFAULT_CACHE_MEGABYTES)));
        System.out.printf("store page cache %d MB%n", cacheMegabytes);
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(dir, "127.0.0.1", 0, fsync, cacheMegabytes);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoDatabase db = client.getDatabase("openkifu");
            // the application's Axon mapper, wrapped as the application's event
            // serializer is (StoredFormConfiguration: one reader per class)
            Serializer serializer = ReaderCachingSerializer.wrap(JacksonSerializer.builder()
                    .objectMapper(GameConfiguration.axonObjectMapper()).build());
            // --read-batch: the positions a reader's fetch asks for (the product's 250 unless given)
            MongoEventStorageEngine engine = MongoEventStorageEngine.builder().mongoDatabase(db)
                    .batchSize(Integer.parseInt(options.getOrDefault("read-batch", "250")))
                    .eventSerializer(serializer).snapshotSerializer(serializer).build();
            LibraryStore store = new LibraryStore(db);
            long events = seed(n, seed, engine, store, db.getCollection("library_games_raw"), expected);
            disk(db, server, n);
            rebuild(n, events, engine, store, expected);
            LibraryCatalog catalog = load(store, n);
            facts(catalog, store, seed, queries, scans);
        }
        if (!Boolean.parseBoolean(options.getOrDefault("keep", "false"))) {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
        if (Boolean.parseBoolean(options.getOrDefault("board", "true"))) {
            board(n, seed); // --board=false: the event log, the rebuild and the facts only (the board: BoardIndexBenchmark)
        }
        System.out.println();
        System.out.println("| N=" + n + " | figure |");
        System.out.println("|---|---|");
        TABLE.forEach((k, v) -> System.out.println("| " + k + " | " + v + " |"));
        System.out.println(agreed ? "all answers agree with the brute force" : "DISAGREEMENT with the brute force");
        System.exit(agreed ? 0 : 1);
    }

    private static long seed(int n, long seed, MongoEventStorageEngine engine, LibraryStore store,
                             MongoCollection<Document> raw, Map<String, Integer> expected) {
        long events = 0;
        long moves = 0;
        long append = 0;
        long save = 0;
        long insert = 0;
        long start = System.nanoTime();
        List<DomainEventMessage<?>> commits = new ArrayList<>();
        List<LibraryStore.Entry> entries = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<DomainEventMessage<?>> game = LibraryCorpusEvents.events(seed, i, n);
            events += game.size();
            LibraryGame fold = org.openkifu.game.library.events.LibraryEvents.fold(game.stream().map(e -> (GameEvent) e.getPayload()).toList(),
                    game.stream().map(DomainEventMessage::getSequenceNumber).toList());
            LibraryStore.Entry entry = new LibraryStore.Entry(fold.facts(), fold.record());
            moves += entry.facts().moves();
            expected.put(entry.facts().gameId(), Objects.hash(entry.facts(), entry.record()));
            long t = System.nanoTime();
            engine.appendEvents(game); // one commit a game (the product: one a command)
            append += System.nanoTime() - t;
            entries.add(entry);
            if (entries.size() == BATCH || i == n - 1) {
                t = System.nanoTime();
                store.saveAll(entries);
                save += System.nanoTime() - t;
                List<Document> documents = entries.stream().map(LibraryStore::document).toList();
                t = System.nanoTime();
                raw.insertMany(documents);
                insert += System.nanoTime() - t;
                entries.clear();
            }
            if ((i + 1) % Math.max(1, n / 10) == 0) {
                System.out.printf("seeded %d games, %d events (%.0f s)%n", i + 1, events, (System.nanoTime() - start) / 1e9);
            }
        }
        System.out.printf("event store: %d events (%d moves) appended in %.1f s, %.0f events/s%n", events, moves,
                append / 1e9, events / (append / 1e9));
        System.out.printf("library_games: LibraryStore.saveAll %.1f s (%.0f games/s); raw insertMany of the same "
                + "documents %.1f s (%.0f games/s)%n", save / 1e9, n / (save / 1e9), insert / 1e9, n / (insert / 1e9));
        TABLE.put("events in the log (moves)", String.format("%,d (%,d)", events, moves));
        TABLE.put("library_games write: LibraryStore.saveAll / raw insertMany", String.format("%,.0f / %,.0f games/s",
                n / (save / 1e9), n / (insert / 1e9)));
        return events;
    }

    private static void disk(MongoDatabase db, EmbeddedMongoServer server, int n) throws Exception {
        long bytes = 0;
        for (RawBsonDocument d : db.getCollection(LibraryStore.COLLECTION, RawBsonDocument.class).find()) {
            bytes += d.getByteBuffer().remaining();
        }
        String stats;
        try {
            Document s = db.runCommand(new Document("collStats", LibraryStore.COLLECTION));
            stats = "collStats size " + s.get("size") + ", storageSize " + s.get("storageSize");
        } catch (RuntimeException e) {
            stats = "collStats not answered (" + e.getClass().getSimpleName() + ")";
        }
        long file = Files.size(server.dataFile());
        db.getCollection("library_games_raw").drop();
        System.out.printf("disk: library_games %,d bytes of BSON (%d a game); %s; data file (events + library) %,d "
                + "bytes%n", bytes, bytes / n, stats, file);
        TABLE.put("disk: library_games BSON", String.format("%,d MB (%,d B a game)", bytes >> 20, bytes / n));
        TABLE.put("disk: data file, events + library_games x2", String.format("%,d MB", file >> 20));
    }

    private static void rebuild(int n, long events, MongoEventStorageEngine engine, LibraryStore store,
                                Map<String, Integer> expected) throws InterruptedException {
        EmbeddedEventStore eventStore = EmbeddedEventStore.builder().storageEngine(engine).build();
        TrackingToken headToken = eventStore.createHeadToken();
        long head = headToken == null ? 0 : headToken.position().orElse(0);
        LibraryCatalog catalog = new LibraryCatalog(new ZobristBoardIndex());
        ProjectionProgress progress = new ProjectionProgress(LibraryProjection.PROCESSING_GROUP, Long.MAX_VALUE,
                () -> head, Clock.systemUTC());
        LibraryProjection projection = new LibraryProjection(store, catalog, eventStore, progress);
        InMemoryTokenStore tokens = new InMemoryTokenStore();
        TrackingEventProcessor processor = TrackingEventProcessor.builder().name(LibraryProjection.PROCESSING_GROUP)
                .eventHandlerInvoker(SimpleEventHandlerInvoker.builder().eventHandlers(projection).build())
                .messageSource(eventStore).tokenStore(tokens).transactionManager(NoTransactionManager.INSTANCE)
                .trackingEventProcessorConfiguration(TrackingEventProcessorConfiguration.forSingleThreadedProcessing()
                        .andBatchSize(REPLAY_BATCH).andInitialTrackingToken(s -> s.createTailToken()))
                .build();
        long cpu = processCpu();
        long start = System.nanoTime();
        projection.reset(); // what a rebuild does first: library_games deleted, the catalog forgotten
        processor.start();
        long last = start;
        while (true) {
            EventTrackerStatus status = processor.processingStatus().get(0);
            long at = status == null || status.getCurrentPosition() == null ? -1 : status.getCurrentPosition().orElse(-1);
            long now = System.nanoTime();
            if (at >= head) {
                break;
            }
            if (now - last > 5_000_000_000L) {
                last = now;
                ProjectionProgress.Snapshot s = progress.snapshot();
                System.out.printf("rebuild: %,d of %,d events, %,d games in the catalog, %.0f events/s%n", s.handled(),
                        events, catalog.size(), s.handled() / ((now - start) / 1e9));
            }
            Thread.sleep(20);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (processCpu() - cpu) / 1e9;
        processor.shutDown();
        eventStore.shutDown();
        System.out.printf("rebuild: %,d events, %,d games in %.1f s wall (%.0f events/s, %.0f games/s), %.1f s of the "
                + "process's CPU (client and server)%n", events, catalog.size(), seconds, events / seconds, n / seconds,
                cpuSeconds);
        TABLE.put("rebuild (reset + replay of the event log)", String.format("%.1f s wall (%,.0f games/s, %,.0f "
                + "events/s); %.1f s CPU", seconds, n / seconds, events / seconds, cpuSeconds));
        int[] wrong = new int[1];
        store.forEach(e -> {
            if (!Objects.equals(expected.get(e.facts().gameId()), Objects.hash(e.facts(), e.record()))) {
                wrong[0]++;
            }
        });
        boolean same = catalog.size() == n && store.count() == n && wrong[0] == 0;
        System.out.printf("rebuild agrees with the games as written: %s (%d games differ)%n", same, wrong[0]);
        agreed &= same;
    }

    /**
     * The start's load, and the heap the catalog retains: each reading after GC until the used heap settles, the
     * facts-only catalog measured as the heap it frees when dropped (held minus freed, both read with nothing else
     * running in between: a GC that frees the earlier steps' garbage between two distant readings made this negative),
     * the full catalog as what it adds to that freed reading.
     */
    private static LibraryCatalog load(LibraryStore store, int n) {
        long t = System.nanoTime();
        LibraryCatalog facts = new LibraryCatalog(null);
        facts.load(store);
        double factsLoad = (System.nanoTime() - t) / 1e9;
        long held = usedHeap();
        java.lang.ref.Reference.reachabilityFence(facts);
        facts = null;
        long base = usedHeap();
        long factsHeap = held - base;
        t = System.nanoTime();
        LibraryCatalog catalog = new LibraryCatalog(new ZobristBoardIndex());
        catalog.load(store);
        double load = (System.nanoTime() - t) / 1e9;
        long heap = usedHeap() - base;
        java.lang.ref.Reference.reachabilityFence(catalog);
        System.out.printf("start: catalog loaded from library_games in %.1f s (facts only: %.1f s); heap retained: "
                + "facts with their indexes %,d MB (%,d B a game), facts + board index %,d MB (%,d B a game)%n", load,
                factsLoad, factsHeap >> 20, factsHeap / n, heap >> 20, heap / n);
        TABLE.put("start: catalog load from library_games", String.format("%.1f s", load));
        TABLE.put("heap retained: facts with indexes / facts + board index", String.format(
                "%,d MB (%,d B a game) / %,d MB (%,d B a game)", factsHeap >> 20, factsHeap / n, heap >> 20, heap / n));
        return catalog;
    }

    private static void facts(LibraryCatalog catalog, LibraryStore store, long seed, int count, int scans) {
        List<GameFacts> all = new ArrayList<>();
        store.forEach(e -> all.add(e.facts()));
        List<Map<String, String>> queries = FactsQueryMix.queries(seed, count, all.size());
        long[] brute = new long[queries.size()];
        List<List<GameFacts>> answers = FactsQueryMix.answers(queries, all, brute);
        queries.forEach(q -> catalog.search(FactsQuery.parse(FactsQueryMix.parameters(q)))); // warm-up: compiled code measured
        long[] nanos = new long[queries.size()];
        int wrong = 0;
        long hits = 0;
        for (int i = 0; i < queries.size(); i++) {
            Map<String, String> q = queries.get(i);
            long t = System.nanoTime();
            FactsPage page = catalog.search(FactsQuery.parse(FactsQueryMix.parameters(q)));
            nanos[i] = System.nanoTime() - t;
            hits += page.total();
            List<String> want = FactsQueryMix.page(q, answers.get(i)).stream().map(GameFacts::gameId).toList();
            if (page.total() != answers.get(i).size() || !page.games().stream().map(GameFacts::gameId).toList().equals(want)) {
                wrong++;
                System.out.println("facts search disagrees with the oracle: " + q);
            }
        }
        // the search as it was before the indexes: FactsQuery's filter and sort over every game held (same answers)
        queries.forEach(q -> FactsQuery.parse(FactsQueryMix.parameters(q)).page(all));
        long[] plain = new long[queries.size()];
        for (int i = 0; i < queries.size(); i++) {
            long t = System.nanoTime();
            FactsQuery.parse(FactsQueryMix.parameters(queries.get(i))).page(all);
            plain[i] = System.nanoTime() - t;
        }
        long scan = 0;
        for (int i = 0; i < Math.min(scans, queries.size()); i++) {
            long t = System.nanoTime();
            List<GameFacts> read = new ArrayList<>();
            store.forEach(e -> read.add(e.facts()));
            FactsQueryMix.expected(queries.get(i), read);
            scan += System.nanoTime() - t;
        }
        System.out.printf("facts searches (%d, %d hits on average): %s; plain scan (FactsQuery over every game, the "
                + "search before its indexes) %s; oracle scan in memory %s; a scan of library_games through the driver "
                + "%.0f ms a query; agree: %s%n", queries.size(), hits / queries.size(), percentiles(nanos),
                percentiles(plain), percentiles(brute), scan / 1e6 / Math.max(1, Math.min(scans, queries.size())),
                wrong == 0);
        TABLE.put("facts search p50 / p95 (" + queries.size() + " queries)", percentiles(nanos));
        TABLE.put("facts search without indexes (plain scan, same queries) p50 / p95", percentiles(plain));
        TABLE.put("facts brute force: in-memory scan p50 / p95; store scan", percentiles(brute) + "; "
                + String.format("%.0f ms", scan / 1e6 / Math.max(1, Math.min(scans, queries.size()))));
        agreed &= wrong == 0;
    }

    /** The board searches as {@link BoardIndexBenchmark} measures them, on the same generated games. */
    private static void board(int n, long seed) {
        System.gc();
        PrintStream out = System.out;
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        System.setOut(new PrintStream(new TeeStream(out, copy), true, StandardCharsets.UTF_8));
        try {
            BoardIndexBenchmark.main(new String[] {Integer.toString(n), "19", Long.toString(seed), "2"});
        } finally {
            System.setOut(out);
        }
        String text = copy.toString(StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("(?m)^(position|7x7 corner pattern)[^:]*, wall: p50 ([\\d.]+) ms, p95 ([\\d.]+) ms")
                .matcher(text);
        while (m.find()) {
            TABLE.put(m.group(1) + " p50 / p95 (BoardIndexBenchmark, wall)", m.group(2) + " ms / " + m.group(3) + " ms");
        }
        Matcher build = Pattern.compile("index built in ([\\d.]+) s: (\\d+) postings, heap \\+(\\d+) MB").matcher(text);
        if (build.find()) {
            TABLE.put("board index alone: build / heap", build.group(1) + " s / " + build.group(3) + " MB");
        }
        agreed &= !text.contains("agrees: false");
    }

    private static String percentiles(long[] nanos) {
        long[] s = nanos.clone();
        java.util.Arrays.sort(s);
        return String.format("%.2f ms / %.2f ms", s[s.length / 2] / 1e6, s[(int) Math.ceil(s.length * 0.95) - 1] / 1e6);
    }

    /** CPU time of the whole process (the benchmark and the embedded server): less disturbed by neighbours. */
    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** The used heap after full GCs, repeated until two readings agree within 1 MB (at most 10). */
    static long usedHeap() {
        java.lang.management.MemoryMXBean memory = java.lang.management.ManagementFactory.getMemoryMXBean();
        long last = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            System.gc();
            long used = memory.getHeapMemoryUsage().getUsed();
            if (Math.abs(last - used) < (1 << 20)) {
                return used;
            }
            last = used;
        }
        return last;
    }

    /** Writes to the console and keeps a copy (the board benchmark's lines, parsed into the table). */
    private static final class TeeStream extends java.io.OutputStream {
        private final java.io.OutputStream a;
        private final java.io.OutputStream b;

        TeeStream(java.io.OutputStream a, java.io.OutputStream b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public void write(int c) throws java.io.IOException {
            a.write(c);
            b.write(c);
        }

        @Override
        public void write(byte[] buf, int off, int len) throws java.io.IOException {
            a.write(buf, off, len);
            b.write(buf, off, len);
        }
    }
}
