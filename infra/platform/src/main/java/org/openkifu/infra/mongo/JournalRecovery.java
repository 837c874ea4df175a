package org.openkifu.infra.mongo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies what the {@link WriteAheadLog} holds beyond the store's last commit, at start, before the server opens the
 * store. Generations a committed version covers are skipped; the rest are applied in order, frame by frame, up to
 * the first frame that is incomplete or fails its checksum (a write the crash cut short: nothing after it was
 * acknowledged, as a frame is only acknowledged once it and all before it are written).
 */
final class JournalRecovery {

    private static final Logger log = LoggerFactory.getLogger(JournalRecovery.class);

    /** What a recovery did. */
    record Result(int generations, int skipped, long frames, long records, boolean tornTail) {
    }

    private JournalRecovery() {
    }

    /**
     * Applies the log in {@code directory} to {@code store} (opened at its last commit, maps not opened yet) and
     * commits it; the caller syncs and closes the store, then deletes the log. Nothing to do without log files.
     */
    static Result recover(Path directory, MVStore store) {
        List<Long> generations = WriteAheadLog.generationsIn(directory);
        long version = store.getCurrentVersion();
        int first = 0;
        for (int i = 0; i < generations.size(); i++) {
            long covered = coveredVersion(WriteAheadLog.file(directory, generations.get(i)));
            if (covered >= 0 && version > covered) {
                first = i; // the store holds every generation before this one
            }
        }
        long started = System.nanoTime();
        long frames = 0;
        long records = 0;
        boolean torn = false;
        for (int i = first; i < generations.size() && !torn; i++) {
            Replay replay = new Replay(store);
            torn = replay.apply(WriteAheadLog.file(directory, generations.get(i)));
            frames += replay.frames;
            records += replay.records;
        }
        store.commit();
        Result result = new Result(generations.size(), first, frames, records, torn);
        if (!generations.isEmpty()) {
            log.info("Embedded MongoDB: write-ahead log applied to the store at version {}: {} generations ({} covered"
                    + " by the store), {} frames, {} changes in {} ms{}", version, generations.size(), first, frames,
                    records, (System.nanoTime() - started) / 1_000_000,
                    torn ? "; its last frame was cut short by the crash (never acknowledged) and is left out" : "");
        }
        return result;
    }

    /** The version in a generation's header, or -1 when the file is shorter than its header. */
    private static long coveredVersion(Path file) {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer header = ByteBuffer.allocate(WriteAheadLog.HEADER_BYTES);
            while (header.hasRemaining() && channel.read(header) > 0) {
                // read the whole header
            }
            if (header.hasRemaining()) {
                return -1;
            }
            header.flip();
            if (header.getLong() != WriteAheadLog.MAGIC) {
                throw new IllegalStateException(file + " is not a write-ahead log file of this server");
            }
            return header.getLong();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the write-ahead log file " + file, e);
        }
    }

    /** One generation's maps by reference, and what was applied. */
    private static final class Replay {
        private final MVStore store;
        private final Map<Integer, MVMap<Object, Object>> maps = new HashMap<>();
        private long frames;
        private long records;

        Replay(MVStore store) {
            this.store = store;
        }

        /** Applies the file's whole frames; true if it ends in a frame cut short. */
        boolean apply(Path file) {
            ByteBuffer all;
            try {
                all = ByteBuffer.wrap(Files.readAllBytes(file));
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read the write-ahead log file " + file, e);
            }
            if (all.remaining() < WriteAheadLog.HEADER_BYTES) {
                return false;
            }
            all.position(WriteAheadLog.HEADER_BYTES);
            while (all.hasRemaining()) {
                if (all.remaining() < WriteAheadLog.FRAME_HEADER_BYTES) {
                    return true;
                }
                int length = all.getInt();
                int checksum = all.getInt();
                if (length < 0 || length > all.remaining()) {
                    return true;
                }
                ByteBuffer frame = all.slice(all.position(), length);
                CRC32C crc = new CRC32C();
                crc.update(frame.duplicate());
                if ((int) crc.getValue() != checksum) {
                    return true;
                }
                applyFrame(frame);
                all.position(all.position() + length);
                frames++;
            }
            return false;
        }

        private void applyFrame(ByteBuffer frame) {
            while (frame.hasRemaining()) {
                byte op = frame.get();
                int reference = DataUtils.readVarInt(frame);
                if (op == WriteAheadLog.DEFINE) {
                    JournaledMap.Kind kind = JournaledMap.Kind.of(frame.get());
                    String name = DataUtils.readString(frame);
                    maps.put(reference, store.openMap(name, kind.plainBuilder()));
                    continue;
                }
                MVMap<Object, Object> map = maps.get(reference);
                if (map == null) {
                    throw new IllegalStateException("the write-ahead log names map " + reference + " before defining it");
                }
                switch (op) {
                    case WriteAheadLog.PUT -> {
                        Object key = map.getKeyType().read(frame);
                        map.put(key, map.getValueType().read(frame));
                    }
                    case WriteAheadLog.REMOVE -> map.remove(map.getKeyType().read(frame));
                    case WriteAheadLog.CLEAR -> map.clear();
                    default -> throw new IllegalStateException("unknown write-ahead log record " + op);
                }
                records++;
            }
        }
    }
}
