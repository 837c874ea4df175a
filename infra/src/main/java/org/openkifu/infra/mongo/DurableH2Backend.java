package org.openkifu.infra.mongo;

import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
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
 * cost of one device flush per write. Concurrent writers share commits: MVStore serialises them and a commit
 * that finds nothing left to store is cheap.
 */
final class DurableH2Backend extends H2Backend {

    private final MVStore store;
    private final boolean fsync;

    DurableH2Backend(MVStore store, boolean fsync) {
        super(store);
        this.store = store;
        this.fsync = fsync;
    }

    @Override
    public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
        try {
            return super.handleCommand(channel, databaseName, command, query);
        } finally {
            // Also after a failed command: a multi-document insert may have written some documents before failing.
            makeDurable();
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
