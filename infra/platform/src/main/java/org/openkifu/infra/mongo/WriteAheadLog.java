package org.openkifu.infra.mongo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import java.util.zip.CRC32C;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.WriteBuffer;

/**
 * The embedded server's write-ahead log: what makes a write durable instead of a commit of the MVStore.
 *
 * <p>An MVStore commit writes every page a change touched again, up to each map's root: with one client it cost
 * about a tenth of the application's CPU, once a move (docs/benchmarks.md). Here every change of a
 * {@link JournaledMap} (the key, and the value the map holds afterwards or none) is appended to a buffer while the
 * command holds the exclusive lock, so the log holds changes in the order they were applied. The group commit's
 * leader takes the buffer under the lock ({@link #capture}) and appends it to the log file as one frame (length,
 * CRC-32C, records; {@link #persist}) and, with {@code fsync}, forces it to the device. A frame holds whole
 * commands only, so whatever of the log survives a crash is a prefix of what was applied.
 *
 * <p>The MVStore itself is committed at checkpoints ({@link DurableH2Backend#checkpoint}). A checkpoint starts a new
 * log file, a <em>generation</em> ({@link #rotate}), whose header holds the store's version at that moment: every
 * change in an older generation is in any store state of a later version. Recovery ({@link JournalRecovery}) opens
 * the store at its last commit, skips the generations that version covers and applies the rest in order; applying a
 * change the store already holds sets the same value again, so a checkpoint's commit may run beside new writes.
 * A generation is deleted once a commit covering it is on the device.
 */
final class WriteAheadLog implements GroupCommit.Store, AutoCloseable {

    static final String FILE_PREFIX = "openkifu.journal.";
    static final long MAGIC = 0x4f4b4a524e4c3031L; // "OKJRNL01"
    static final int HEADER_BYTES = 16;
    static final int FRAME_HEADER_BYTES = 8;
    static final byte DEFINE = 1;
    static final byte PUT = 2;
    static final byte REMOVE = 3;
    static final byte CLEAR = 4;
    /** A buffer grown past this by a large batch is not kept for the next one. */
    private static final int KEPT_BUFFER_BYTES = 1 << 20;

    private record Frame(long generation, FileChannel channel, WriteBuffer records) {
    }

    private final Path directory;
    private final boolean fsync;
    private final BooleanSupplier storeClosed;
    /** Open generations by number: the current one and those not deleted yet. Guarded by {@code this}. */
    private final TreeMap<Long, FileChannel> generations = new TreeMap<>();
    /** Guarded by {@code this}. */
    private long generation;
    private WriteBuffer pending = new WriteBuffer(1 << 16);
    private int nextReference;
    private long bytesInGeneration;
    /**
     * Only the group commit's leader touches these (capture and rotate under the exclusive lock, persist after it);
     * one leader's changes are seen by the next through the group commit's monitor, which hands the role on.
     */
    private final List<Frame> captured = new ArrayList<>();
    private long directorySyncedFor;
    private WriteBuffer spare;
    private volatile boolean closed;
    private volatile long frames;
    private volatile long bytesWritten;

    private WriteAheadLog(Path directory, boolean fsync, BooleanSupplier storeClosed) {
        this.directory = directory;
        this.fsync = fsync;
        this.storeClosed = storeClosed;
    }

    /**
     * Starts a new generation after any left in {@code directory} (recovery deletes them first).
     *
     * @param storeVersion the store's current version: the new generation's header
     * @param storeClosed  whether the store this log belongs to is closed (then nothing is durable any more)
     */
    static WriteAheadLog open(Path directory, long storeVersion, boolean fsync, BooleanSupplier storeClosed) {
        WriteAheadLog log = new WriteAheadLog(directory, fsync, storeClosed);
        synchronized (log) {
            log.startGeneration(generationsIn(directory).stream().mapToLong(Long::longValue).max().orElse(0) + 1,
                    storeVersion);
        }
        return log;
    }

    /** The generation numbers of the log files in {@code directory}, in order. */
    static List<Long> generationsIn(Path directory) {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString()).filter(name -> name.startsWith(FILE_PREFIX))
                    .map(name -> Long.parseLong(name.substring(FILE_PREFIX.length()))).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list the write-ahead log in " + directory, e);
        }
    }

    static Path file(Path directory, long generation) {
        return directory.resolve(FILE_PREFIX + String.format("%012d", generation));
    }

    synchronized void put(JournaledMap<?, ?> map, Object key, Object value) {
        int reference = reference(map);
        pending.put(PUT).putVarInt(reference);
        write(map.getKeyType(), key);
        write(map.getValueType(), value);
    }

    synchronized void remove(JournaledMap<?, ?> map, Object key) {
        int reference = reference(map);
        pending.put(REMOVE).putVarInt(reference);
        write(map.getKeyType(), key);
    }

    synchronized void clear(JournaledMap<?, ?> map) {
        int reference = reference(map);
        pending.put(CLEAR).putVarInt(reference);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void write(org.h2.mvstore.type.DataType type, Object value) {
        type.write(pending, value);
    }

    /** The map's number in this generation; the first change of a map in a generation names it (and its kind). */
    private int reference(JournaledMap<?, ?> map) {
        if (map.generation != generation) {
            map.reference = nextReference++;
            map.generation = generation;
            String name = map.getName();
            pending.put(DEFINE).putVarInt(map.reference).put(map.kind().code).putVarInt(name.length())
                    .putStringData(name, name.length());
        }
        return map.reference;
    }

    @Override
    public boolean isClosed() {
        return closed || storeClosed.getAsBoolean();
    }

    /** Under the exclusive lock, as leader: takes the changes logged since the last capture as one frame. */
    @Override
    public synchronized boolean capture() {
        takePending();
        return !captured.isEmpty();
    }

    private void takePending() {
        if (pending.position() > 0) {
            captured.add(new Frame(generation, generations.get(generation), pending));
            bytesInGeneration += pending.position();
            pending = spare != null ? spare : new WriteBuffer(1 << 16);
            spare = null;
        }
    }

    /**
     * Under the exclusive lock, as leader: what was logged so far goes to the current generation, and the changes
     * from now on to a new one, whose header says that a store of a version above {@code storeVersion} holds
     * everything before. Returns the new generation's number (older ones may be deleted once such a store is on
     * the device).
     */
    synchronized long rotate(long storeVersion) {
        takePending();
        startGeneration(generation + 1, storeVersion);
        return generation;
    }

    private void startGeneration(long number, long storeVersion) {
        Path path = file(directory, number);
        try {
            FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            channel.write(ByteBuffer.allocate(HEADER_BYTES).putLong(MAGIC).putLong(storeVersion).flip());
            generations.put(number, channel);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the write-ahead log file " + path, e);
        }
        generation = number;
        nextReference = 0;
        bytesInGeneration = 0;
    }

    /** As leader, outside the lock: appends the captured frames to their files and, with fsync, forces them. */
    @Override
    public void persist() {
        try {
            FileChannel last = null;
            long lastGeneration = 0;
            for (Frame frame : captured) {
                ByteBuffer records = frame.records().getBuffer().flip();
                CRC32C crc = new CRC32C();
                crc.update(records.duplicate());
                ByteBuffer header = ByteBuffer.allocate(FRAME_HEADER_BYTES).putInt(records.remaining())
                        .putInt((int) crc.getValue()).flip();
                long written = header.remaining() + records.remaining();
                for (ByteBuffer[] both = {header, records}; header.hasRemaining() || records.hasRemaining(); ) {
                    frame.channel().write(both);
                }
                bytesWritten += written;
                frames++;
                if (last != null && last != frame.channel() && fsync) {
                    last.force(false);
                }
                last = frame.channel();
                lastGeneration = frame.generation();
            }
            if (last != null && fsync) {
                if (directorySyncedFor < lastGeneration) {
                    // a new file's name reaches the device with its directory
                    try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
                        dir.force(true);
                    }
                    directorySyncedFor = lastGeneration;
                }
                last.force(false);
            }
        } catch (IOException | RuntimeException e) {
            // A frame may be half written: nothing may follow it, or recovery would stop at it and drop what did.
            // The server refuses writes from now on (MongoDB stops on a failed journal write); a restart recovers
            // every frame written whole.
            closed = true;
            throw new IllegalStateException("Writing the write-ahead log in " + directory + " failed; the embedded"
                    + " MongoDB server accepts no more writes until it is restarted", e);
        }
        recycle();
    }

    private void recycle() {
        for (Frame frame : captured) {
            WriteBuffer buffer = frame.records();
            if (buffer.capacity() <= KEPT_BUFFER_BYTES) {
                buffer.clear();
                spare = buffer;
            }
        }
        captured.clear();
    }

    /** Closes and deletes the generations before {@code generation}: a store covering them is on the device. */
    synchronized void deleteBefore(long generation) {
        while (!generations.isEmpty() && generations.firstKey() < generation) {
            var oldest = generations.pollFirstEntry();
            try {
                oldest.getValue().close();
                Files.deleteIfExists(file(directory, oldest.getKey()));
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot delete the write-ahead log file of generation "
                        + oldest.getKey(), e);
            }
        }
    }

    /** Bytes captured in the current generation (what a recovery would apply again). */
    synchronized long bytesInGeneration() {
        return bytesInGeneration + pending.position();
    }

    /** Frames appended so far (one per group commit that had changes), for tests and benchmarks. */
    long frames() {
        return frames;
    }

    long bytesWritten() {
        return bytesWritten;
    }

    /** A map opened so that its changes go to this log. */
    <K, V> MVMap.MapBuilder<MVMap<K, V>, K, V> builder(JournaledMap.Kind kind) {
        return JournaledMap.builder(this, kind);
    }

    /** Closes the files, and keeps them: what they hold is applied again at the next start. */
    @Override
    public synchronized void close() {
        closed = true;
        for (FileChannel channel : generations.values()) {
            try {
                channel.close();
            } catch (IOException e) {
                // closing a file we only append to: nothing is lost that a force did not already make durable
            }
        }
    }
}
