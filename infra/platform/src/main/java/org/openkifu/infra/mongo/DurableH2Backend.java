package org.openkifu.infra.mongo;

import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.h2.mvstore.MVStore;

/**
 * The H2 backend of mongo-java-server, made durable per command.
 *
 * <p>Stock {@link H2Backend} leaves writes in memory until the MVStore's background auto-commit (about once a
 * second), so a process that dies right after acknowledging an insert loses it. Every command goes through
 * {@link #handleCommand}, and the reply is only encoded and sent after it returns; committing the MVStore here,
 * whenever the command left unsaved changes, means "acknowledged" implies "written to the data file".
 * Checking {@link MVStore#hasUnsavedChanges()} instead of listing write commands also covers findAndModify,
 * createIndexes, drop and anything a future client sends.
 *
 * <p>{@code commit()} hands the chunk to the operating system, which survives the death of this process
 * (kill -9, OOM). With {@code fsync} the file is also forced to the device, which survives power loss at the
 * cost of one device flush per write.
 *
 * <p>Commands that may write run one at a time, and every reply is deep-copied before the lock is released.
 * mongo-java-server alone does not give MongoDB's single-document atomicity: concurrent {@code findAndModify $inc}
 * on one counter returned the same value twice ({@code EmbeddedMongoServerTest}), because a reply still refers
 * to the stored document while another command updates it in place before the reply is encoded; and a unique
 * index checks and then adds in two steps. The event store relies on both. Reads still run in parallel.
 */
final class DurableH2Backend extends H2Backend {

    /** Commands known not to change data; everything else (insert, update, findAndModify, ...) is serialised. */
    private static final Set<String> READ_ONLY_COMMANDS = Set.of("find", "getmore", "count", "distinct",
            "listcollections", "listindexes", "listdatabases", "hello", "ismaster", "ping", "buildinfo",
            "getlasterror", "killcursors", "endsessions", "serverstatus", "dbstats", "collstats", "hostinfo",
            "getparameter", "whatsmyuri", "getcmdlineopts", "getlog", "connectionstatus", "getfreemonitoringstatus");

    private final MVStore store;
    private final boolean fsync;
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();

    DurableH2Backend(MVStore store, boolean fsync) {
        super(store);
        this.store = store;
        this.fsync = fsync;
    }

    @Override
    protected MongoDatabase openOrCreateDatabase(String databaseName) {
        // Called from H2Backend's constructor for existing databases, before this class's fields are set.
        return FastIndexH2Database.open(databaseName, getMvStore(), getCursorRegistry());
    }

    @Override
    public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
        if (READ_ONLY_COMMANDS.contains(command.toLowerCase(Locale.ROOT))) {
            lock.readLock().lock();
            try {
                return super.handleCommand(channel, databaseName, command, query).cloneDeeply();
            } finally {
                lock.readLock().unlock();
            }
        }
        lock.writeLock().lock();
        try {
            return super.handleCommand(channel, databaseName, command, query).cloneDeeply();
        } finally {
            // Also after a failed command: a multi-document insert may have written some documents before failing.
            try {
                makeDurable();
            } finally {
                lock.writeLock().unlock();
            }
        }
    }

    private void makeDurable() {
        if (store.isClosed() || !store.hasUnsavedChanges()) {
            return;
        }
        store.commit();
        if (fsync) {
            store.sync();
        }
    }
}
