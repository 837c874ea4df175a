package org.openkifu.infra.mongo;

import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.util.Locale;
import java.util.Set;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.h2.mvstore.MVStore;

/**
 * The H2 backend of mongo-java-server, made durable per command.
 *
 * <p>Stock {@link H2Backend} leaves writes in memory until the MVStore's background auto-commit (about once a
 * second), so a process that dies right after acknowledging an insert loses it. Every command goes through
 * {@link #handleCommand}, and the reply is only encoded and sent after it returns; this class returns only once
 * the changes the command made (or read) are committed to the data file, and with {@code fsync} forced to the
 * device. Concurrent commands share one commit and one flush ({@link GroupCommit}). Counting every command that
 * is not known to be read-only as a write also covers findAndModify, createIndexes, drop and anything a future
 * client sends. The MVStore runs without its own background commits ({@link EmbeddedMongoServer}): a commit cut
 * while a command is half-applied (a document stored, its index entries not yet) could reach the disk on its own.
 *
 * <p>Commands that may write run one at a time, and every reply is detached from the stored documents before the
 * lock is released: copied deeply, or a query's documents taken as their stored bytes ({@link DetachedReplies}).
 * mongo-java-server alone does not give MongoDB's single-document atomicity: concurrent {@code findAndModify $inc}
 * on one counter returned the same value twice ({@code EmbeddedMongoServerTest}), because a reply still refers
 * to the stored document while another command updates it in place before the reply is encoded; and a unique
 * index checks and then adds in two steps. The event store relies on both. Reads still run in parallel.
 *
 * <p>A write sent with {@code writeConcern: {j: false}} is acknowledged once applied, without waiting for the disk
 * (MongoDB's meaning: not journaled yet), and readers do not wait for it either ({@link ReadBarriers}). It reaches
 * the disk with the next journaled write's commit (commits are cut in the order changes were applied, so whatever
 * survives a crash is a prefix of what was applied) or by {@link #flushUnjournaled}, which the server runs every
 * 100 ms, MongoDB's journal commit interval. Projections rebuilt from durable events use it for their read models
 * (docs/operations.md, "Writes without the disk wait").
 */
final class DurableH2Backend extends H2Backend {

    /** Commands known not to change data; everything else (insert, update, findAndModify, ...) is serialised. */
    private static final Set<String> READ_ONLY_COMMANDS = Set.of("find", "getmore", "count", "distinct",
            "listcollections", "listindexes", "listdatabases", "hello", "ismaster", "ping", "buildinfo",
            "getlasterror", "killcursors", "endsessions", "serverstatus", "dbstats", "collstats", "hostinfo",
            "getparameter", "whatsmyuri", "getcmdlineopts", "getlog", "connectionstatus", "getfreemonitoringstatus");

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final GroupCommit durability;
    private final Map<String, LongAdder> counters = new ConcurrentHashMap<>();
    /** By command and collection ({@code "find game_summaries"}): which reads and writes a request causes. */
    private final Map<String, Map<String, LongAdder>> byCollection = new ConcurrentHashMap<>();
    private final DetachedReplies replies = new DetachedReplies();
    private final ReadBarriers barriers = new ReadBarriers();
    private final LongAdder unjournaled = new LongAdder();

    DurableH2Backend(MVStore store, boolean fsync) {
        this(store, GroupCommit.storeOf(store), fsync);
    }

    /** With {@code commits} doing the commit and device flush of {@code store} (tests hold a flush with it). */
    DurableH2Backend(MVStore store, GroupCommit.Store commits, boolean fsync) {
        super(store);
        this.durability = new GroupCommit(commits, fsync, lock.writeLock());
    }

    @Override
    protected MongoDatabase openOrCreateDatabase(String databaseName) {
        // Called from H2Backend's constructor for existing databases, before this class's fields are set.
        return FastIndexH2Database.open(databaseName, getMvStore(), getCursorRegistry());
    }

    @Override
    public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
        counters.computeIfAbsent(command, name -> new LongAdder()).increment();
        if (query.get(command) instanceof String collection) {
            byCollection.computeIfAbsent(command, name -> new ConcurrentHashMap<>())
                    .computeIfAbsent(collection, name -> new LongAdder()).increment();
        }
        if (command.equalsIgnoreCase("serverStatus")) {
            return serverStatus(super.handleCommand(channel, databaseName, command, query));
        }
        boolean readOnly = isReadOnly(command, query);
        String name = command.toLowerCase(Locale.ROOT);
        // a read that hands out no data needs nothing on disk, like a write the client does not want journaled
        boolean waits = readOnly ? !ReadBarriers.NO_DATA.contains(name) : isJournaled(query);
        String namespace = ReadBarriers.namespace(databaseName, name, query.get(command), readOnly);
        boolean storedBytes = StoredBytesMessageEncoder.installOn(channel);
        Lock held = readOnly ? lock.readLock() : lock.writeLock();
        Document reply;
        held.lock();
        try {
            reply = replies.detach(command.equalsIgnoreCase("find")
                    ? ReplyBatches.forClient(() -> super.handleCommand(channel, databaseName, command, query))
                    : super.handleCommand(channel, databaseName, command, query), storedBytes);
        } catch (RuntimeException | Error e) {
            // A failed write may have changed something (a multi-document insert stored some documents first):
            // the error is answered only once that is on disk too.
            awaitDurable(readOnly, waits, namespace, held);
            throw e;
        }
        awaitDurable(readOnly, waits, namespace, held);
        return reply;
    }

    /** Takes the command's version, releases {@code held} and, if the command {@code waits}, waits for the disk. */
    private void awaitDurable(boolean readOnly, boolean waits, String namespace, Lock held) {
        long version;
        if (readOnly) {
            version = barriers.forRead(namespace);
        } else {
            version = durability.applied();
            if (waits) {
                barriers.journaled(namespace, version);
            } else {
                unjournaled.increment();
            }
        }
        held.unlock();
        if (waits) {
            durability.awaitDurable(version);
        }
    }

    /** False only for {@code writeConcern: {j: false}}: the client does not ask for the disk. */
    static boolean isJournaled(Document query) {
        return !(query.get("writeConcern") instanceof Document concern && Boolean.FALSE.equals(concern.get("j")));
    }

    /** Commits whatever unjournaled writes changed since the last commit (nothing to do: returns at once). */
    void flushUnjournaled() {
        durability.awaitDurable(durability.current());
    }

    /** Known not to change data; an aggregation only without a stage that writes ($out, $merge). */
    static boolean isReadOnly(String command, Document query) {
        String name = command.toLowerCase(Locale.ROOT);
        if (name.equals("aggregate")) {
            return query.get("pipeline") instanceof java.util.List<?> stages && stages.stream()
                    .noneMatch(stage -> stage instanceof Document d && (d.containsKey("$out") || d.containsKey("$merge")));
        }
        return READ_ONLY_COMMANDS.contains(name);
    }

    /** Runs {@code change} alone (no command in progress) and returns once its effect is on disk. */
    void exclusively(Runnable change) {
        long version;
        lock.writeLock().lock();
        try {
            change.run();
            version = durability.applied();
        } finally {
            lock.writeLock().unlock();
        }
        durability.awaitDurable(version);
    }

    /** Flushes so far (one commit and one device flush each), for tests and benchmarks. */
    long flushes() {
        return durability.flushes();
    }

    /**
     * The stock answer plus what a load test needs to count the work per request: MongoDB's {@code opcounters}
     * (by command), every command name seen with its count ({@code openkifu.commands}), the group commits
     * ({@code openkifu.flushes}: one store commit and one device flush each), the writes acknowledged without the disk
     * ({@code openkifu.unjournaledWrites}), how the documents of query replies
     * were written ({@code openkifu.replyDocuments}: from their stored bytes, or copied and encoded) and the commands
     * that name a collection by command and collection ({@code openkifu.collections}).
     */
    private Document serverStatus(Document stock) {
        Document commands = new Document();
        new TreeMap<>(counters).forEach((name, count) -> commands.put(name, count.sum()));
        Document collections = new Document();
        new TreeMap<>(byCollection).forEach((name, counts) -> {
            Document each = new Document();
            new TreeMap<>(counts).forEach((collection, count) -> each.put(collection, count.sum()));
            collections.put(name, each);
        });
        Document opcounters = new Document("insert", count("insert")).append("query", count("find"))
                .append("update", count("update") + count("findAndModify")).append("delete", count("delete"))
                .append("getmore", count("getMore"))
                .append("command", counters.values().stream().mapToLong(LongAdder::sum).sum() - count("insert")
                        - count("find") - count("update") - count("findAndModify") - count("delete") - count("getMore"));
        Document reply = stock.cloneDeeply();
        reply.put("opcounters", opcounters);
        reply.put("openkifu", new Document("commands", commands).append("collections", collections)
                .append("flushes", durability.flushes()).append("unjournaledWrites", unjournaled.sum())
                .append("replyDocuments", new Document("fromStoredBytes", replies.fromStoredBytes())
                        .append("copied", replies.copied())));
        return reply;
    }

    private long count(String command) {
        LongAdder adder = counters.get(command);
        return adder == null ? 0 : adder.sum();
    }
}
