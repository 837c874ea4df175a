package org.openkifu.infra.mongo;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import org.bson.Document;

/**
 * Acknowledged {@code insertOne} rate of the embedded server (fsync on, as the application runs it) with 1 to N
 * concurrent clients, next to the disk's own flush rate (500-byte append + fdatasync) measured in the same
 * directory in the same run. Not a test; run from the repository root:
 *
 * <pre>./mvnw -B -o -q -pl infra/platform -am test-compile &amp;&amp; java -cp "$(cat infra/platform/target/bench.classpath)" \
 *     org.openkifu.infra.mongo.EmbeddedMongoWriteBenchmark [seconds per step, default 5] [clients, default 1,2,4,8,16]</pre>
 * (the class path file comes from {@code dependency:build-classpath}, see docs/benchmarks.md).
 */
public final class EmbeddedMongoWriteBenchmark {

    private EmbeddedMongoWriteBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int[] clients = Arrays.stream((args.length > 1 ? args[1] : "1,2,4,8,16").split(","))
                .mapToInt(Integer::parseInt).toArray();
        boolean fsync = !Boolean.getBoolean("bench.noFsync");
        Path directory = Files.createTempDirectory("openkifu-write-bench");
        System.out.printf("seconds=%d fsync=%s load=%s%n", seconds, fsync,
                Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        for (int n : clients) {
            System.out.printf("disk  %2d writer(s): %7.0f fdatasync/s%n", n, flushes(directory, n, seconds));
        }
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, fsync);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> collection = client.getDatabase("bench").getCollection("inserts");
            String payload = "x".repeat(330);
            var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                    .getOperatingSystemMXBean();
            for (int n : clients) {
                long cpu = os.getProcessCpuTime();
                double rate = run(n, seconds, () -> collection.insertOne(new Document("aggregateIdentifier", "game-1")
                        .append("sequenceNumber", System.nanoTime()).append("payload", payload)));
                double cpuPerInsert = (os.getProcessCpuTime() - cpu) / 1e3 / (rate * seconds);
                System.out.printf("mongo %2d client(s): %7.0f insertOne/s, %4.0f us CPU each (server and client) "
                        + "(load %s)%n", n, rate, cpuPerInsert, Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
            }
        }
    }

    private static double flushes(Path directory, int writers, int seconds) throws Exception {
        Path file = directory.resolve("flush.bin");
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            return run(writers, seconds, () -> {
                channel.write(ByteBuffer.allocate(500));
                channel.force(false);
            });
        } finally {
            Files.deleteIfExists(file);
        }
    }

    interface Operation {
        void run() throws Exception;
    }

    private static double run(int threads, int seconds, Operation operation) throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong count = new AtomicLong();
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            workers.add(new Thread(() -> {
                try {
                    while (!stop.get()) {
                        operation.run();
                        count.incrementAndGet();
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        long start = System.nanoTime();
        workers.forEach(Thread::start);
        Thread.sleep(seconds * 1000L);
        stop.set(true);
        for (Thread t : workers) {
            t.join();
        }
        return count.get() / ((System.nanoTime() - start) / 1e9);
    }
}
