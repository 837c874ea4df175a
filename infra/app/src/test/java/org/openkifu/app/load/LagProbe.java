package org.openkifu.app.load;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.bson.Document;
import tools.jackson.databind.JsonNode;

/**
 * How long after a move was acknowledged it is visible in each projection and on the Kafka topic. Every game
 * event carries its aggregate sequence number, and both game projections store the sequence number of the last
 * event they applied ({@code game_summaries.version}, {@code game_deadlines.sequence}); the Kafka envelope carries
 * {@code sequenceNumber}. So a move whose last event has sequence s is visible in a projection once that
 * projection's document of the game says s or more, and on the topic once an envelope with s arrived.
 *
 * <p>The projections are read the way any client reads them, over the MongoDB wire protocol, polling only the
 * games with moves not yet seen (an {@code _id $in} lookup). The topic is read by an ordinary consumer of its own
 * group. An event seen before its acknowledgement reached the harness counts as lag 0.
 *
 * <p>The projections are polled every {@code every} while moves are pending: each poll is two finds into the
 * application's own MongoDB server, so the probe costs the application CPU; at 5 ms (before 27 Nov) that was 400
 * finds a second whatever the move rate, a large share of what a move cost in the one-client phase. A longer period
 * only adds to the lag measured (a move is seen at the first poll after it became visible), never hides any.
 *
 * <p>A game's deadline document is deleted when the game stops having a deadline (scoring, the end), so a game whose
 * document was seen before and is gone now counts as visible up to its pending moves: the projection has applied
 * an event after them.
 */
final class LagProbe implements AutoCloseable {

    enum Target { GAME_LIST, GAME_DEADLINES, KAFKA }

    /** {@code measured}: acknowledged while recording (a warm-up move is followed as well but not counted). */
    private record Pending(long sequence, long ackNanos, boolean measured) {
    }

    private record Seen(long sequence, long atNanos) {
    }

    private final Map<Target, Map<String, Deque<Pending>>> pending = new EnumMap<>(Target.class);
    private final Map<Target, Map<String, Seen>> seen = new EnumMap<>(Target.class);
    private final Map<Target, Latencies> lags = new EnumMap<>(Target.class);
    private final MongoDatabase database;
    private final KafkaConsumer<String, String> consumer;
    private final Thread kafkaThread;
    private final Thread pollThread;
    private volatile boolean running = true;
    private volatile boolean recording;

    private final Duration every;

    LagProbe(MongoClient mongo, String database, String kafkaBootstrap, Duration every) {
        this.every = every;
        for (Target t : Target.values()) {
            pending.put(t, new HashMap<>());
            seen.put(t, new HashMap<>());
            lags.put(t, new Latencies());
        }
        this.database = mongo.getDatabase(database);
        Properties p = new Properties();
        p.putAll(Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, kafkaBootstrap, ConsumerConfig.GROUP_ID_CONFIG,
                "harness-lag-" + System.nanoTime(), ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "latest",
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false", ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, "10"));
        consumer = new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer());
        consumer.subscribe(List.of("openkifu.game-events"));
        while (consumer.assignment().isEmpty()) {
            consumer.poll(Duration.ofMillis(100));
        }
        consumer.seekToEnd(consumer.assignment());
        consumer.assignment().forEach(consumer::position);
        kafkaThread = new Thread(this::readTopic, "lag-kafka");
        pollThread = new Thread(this::pollProjections, "lag-mongo");
        kafkaThread.setDaemon(true);
        pollThread.setDaemon(true);
        kafkaThread.start();
        pollThread.start();
    }

    /**
     * From now on acknowledged moves are measured (before: warm-up). Warm-up moves are followed all the same, so the
     * probe's own reads run (and are compiled in the application) before the measured phase and not only from its
     * start; they are just not counted.
     */
    void record(boolean on) {
        recording = on;
    }

    /** A move acknowledged at {@code ackNanos} whose last event has {@code sequence}. */
    void acknowledged(String gameId, long sequence, long ackNanos) {
        boolean measured = recording;
        for (Target t : Target.values()) {
            synchronized (this) {
                Seen s = seen.get(t).get(gameId);
                if (s != null && s.sequence() >= sequence) {
                    count(t, measured, s.atNanos() - ackNanos);
                } else {
                    pending.get(t).computeIfAbsent(gameId, id -> new ArrayDeque<>())
                            .add(new Pending(sequence, ackNanos, measured));
                }
            }
        }
    }

    private void count(Target target, boolean measured, long lagNanos) {
        if (measured) {
            lags.get(target).add(Math.max(0, lagNanos));
        }
    }

    private synchronized void visible(Target target, String gameId, long sequence, long atNanos) {
        Seen before = seen.get(target).get(gameId);
        if (before == null || before.sequence() < sequence) {
            seen.get(target).put(gameId, new Seen(sequence, atNanos));
        }
        Deque<Pending> queue = pending.get(target).get(gameId);
        while (queue != null && !queue.isEmpty() && queue.peekFirst().sequence() <= sequence) {
            Pending p = queue.pollFirst();
            count(target, p.measured(), atNanos - p.ackNanos());
        }
        if (queue != null && queue.isEmpty()) {
            pending.get(target).remove(gameId);
        }
    }

    private void readTopic() {
        while (running) {
            try {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(50))) {
                    long now = System.nanoTime();
                    JsonNode envelope = HarnessApi.JSON.readTree(r.value());
                    visible(Target.KAFKA, envelope.path("aggregateId").asString(),
                            envelope.path("sequenceNumber").asLong(), now);
                }
            } catch (RuntimeException e) {
                if (running) {
                    System.err.println("lag probe: reading the topic failed: " + e);
                }
            }
        }
        consumer.close();
    }

    private void pollProjections() {
        while (running) {
            try {
                poll(Target.GAME_LIST, "game_summaries", "version");
                poll(Target.GAME_DEADLINES, "game_deadlines", "sequence");
                Thread.sleep(every.toMillis());
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                if (running) {
                    System.err.println("lag probe: polling failed: " + e);
                }
            }
        }
    }

    private void poll(Target target, String collection, String field) {
        List<String> games;
        synchronized (this) {
            games = new ArrayList<>(pending.get(target).keySet());
        }
        if (games.isEmpty()) {
            return;
        }
        Set<String> absent = new HashSet<>(games);
        for (Document d : database.getCollection(collection).find(Filters.in("_id", games))
                .projection(Projections.include(field))) {
            absent.remove(d.getString("_id"));
            Object value = d.get(field);
            if (value instanceof Number n) {
                visible(target, d.getString("_id"), n.longValue(), System.nanoTime());
            }
        }
        if (target == Target.GAME_DEADLINES) {
            absent.forEach(gameId -> gone(target, gameId, System.nanoTime()));
        }
    }

    /** A document seen before and gone now (a deadline removed): its pending moves were applied. */
    private synchronized void gone(Target target, String gameId, long atNanos) {
        Deque<Pending> queue = pending.get(target).get(gameId);
        if (seen.get(target).containsKey(gameId) && queue != null && !queue.isEmpty()) {
            visible(target, gameId, queue.peekLast().sequence(), atNanos);
        }
    }

    /**
     * Waits until nothing acknowledged is unseen, or the timeout; returns the measured moves still unseen per target.
     */
    Map<Target, Integer> drain(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        Map<Target, Integer> unseen;
        do {
            unseen = unseen();
            if (unseen.values().stream().allMatch(n -> n == 0)) {
                break;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < end);
        return unseen;
    }

    synchronized Map<Target, Integer> unseen() {
        Map<Target, Integer> unseen = new EnumMap<>(Target.class);
        pending.forEach((t, games) -> unseen.put(t, (int) games.values().stream().flatMap(Deque::stream)
                .filter(Pending::measured).count()));
        return unseen;
    }

    Latencies lag(Target target) {
        return lags.get(target);
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        pollThread.interrupt();
        kafkaThread.join(5_000);
        pollThread.join(5_000);
    }
}
