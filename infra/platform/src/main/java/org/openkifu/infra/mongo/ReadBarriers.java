package org.openkifu.infra.mongo;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Which version a read must see on disk before its reply goes out: the last <em>journaled</em> write it could have
 * seen. A write sent with {@code writeConcern: {j: false}} asks for no durability, so a reader need not wait for it
 * either; before this, every read waited for every write applied so far, so the Kafka relay's read of the event
 * store waited for a projection's update of its own read model to reach the disk.
 *
 * <p>Reads and writes that name one collection ({@link #WRITES}, {@link #READS}) are matched by namespace; any other
 * write (dropDatabase, renameCollection, ...) raises the bar for every read, and any other read (getMore,
 * aggregate, which may look into other collections) waits for every journaled write; commands that hand out no data
 * ({@link #NO_DATA}) wait for nothing. Guarded by the backend's lock: changed under its exclusive side, read under
 * its shared side.
 */
final class ReadBarriers {

    /** Commands that write to the one collection their value names. */
    static final Set<String> WRITES = Set.of("insert", "update", "delete", "findandmodify",
            "createindexes", "dropindexes", "create", "drop");
    /** Commands that read only the one collection their value names. */
    static final Set<String> READS = Set.of("find", "count", "distinct");

    /** Read-only commands that hand out no stored data: they never wait (a new connection's handshake among them). */
    static final Set<String> NO_DATA = Set.of("hello", "ismaster", "ping", "buildinfo",
            "getlasterror", "killcursors", "endsessions", "serverstatus", "hostinfo", "getparameter", "whatsmyuri",
            "getcmdlineopts", "getlog", "connectionstatus", "getfreemonitoringstatus");

    private final Map<String, Long> byNamespace = new HashMap<>();
    /** The last journaled write not attributed to one collection. */
    private long everyCollection;
    /** The last journaled write of any kind. */
    private long any;

    /**
     * The namespace ({@code database.collection}) a command is confined to, or null.
     *
     * @param lowerCaseCommand the command's name in lower case
     */
    static String namespace(String database, String lowerCaseCommand, Object commandValue, boolean readOnly) {
        if (!(commandValue instanceof String collection)) {
            return null;
        }
        return (readOnly ? READS : WRITES).contains(lowerCaseCommand) ? database + "." + collection : null;
    }

    /** A journaled write (call under the exclusive lock) to {@code namespace} (null: possibly every collection). */
    void journaled(String namespace, long version) {
        any = Math.max(any, version);
        if (namespace == null) {
            everyCollection = Math.max(everyCollection, version);
        } else {
            byNamespace.merge(namespace, version, Math::max);
        }
    }

    /** The version a read of {@code namespace} (null: not confined to one) must wait for (call under the lock). */
    long forRead(String namespace) {
        if (namespace == null) {
            return any;
        }
        return Math.max(everyCollection, byNamespace.getOrDefault(namespace, 0L));
    }
}
