package org.openkifu.infra.contract;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import com.mongodb.client.MongoDatabase;
import org.openkifu.infra.config.ReadModelWrites;
import org.openkifu.infra.kafka.KafkaEventConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Every {@link ContractConsumer} of this process: registered by the contexts at start-up, listed with their lag in
 * {@code GET /api/projections} and the health check, rebuilt on request, closed before the broker stops.
 */
public final class ContractConsumers implements SmartLifecycle, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ContractConsumers.class);

    private final String bootstrapServers;
    private final ProcessedMessages processed;
    private final ReadModelWrites handlerWrites;
    private final Clock clock;
    private final Map<String, ContractConsumer> consumers = new ConcurrentSkipListMap<>();
    private volatile boolean started;
    private final ScheduledExecutorService follower = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "contract-consumers");
        t.setDaemon(true);
        return t;
    });

    public ContractConsumers(String bootstrapServers, MongoDatabase database, Clock clock, Duration followEvery) {
        this(bootstrapServers, database, clock, followEvery, ReadModelWrites.journaled());
    }

    /**
     * @param handlerWrites how the handlers write their read models: unjournaled ones have their offsets committed
     *                      only after a journaled write made them durable (docs/operations.md, "Writes without the
     *                      disk wait")
     */
    public ContractConsumers(String bootstrapServers, MongoDatabase database, Clock clock, Duration followEvery,
            ReadModelWrites handlerWrites) {
        this.bootstrapServers = bootstrapServers;
        this.handlerWrites = handlerWrites;
        this.processed = new ProcessedMessages(database);
        this.clock = clock;
        follower.scheduleWithFixedDelay(this::followAll, followEvery.toMillis(), followEvery.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /**
     * Consumes {@code topic} for {@code name} (also the consumer group's name, so every node running the same context
     * shares the partitions), from when the application starts (after the topics exist), or at once if it has.
     */
    public ContractConsumer register(String name, String topic, ContractHandler handler, ContractConsumer.Dedupe dedupe) {
        ContractConsumer consumer = new ContractConsumer(name, topic, handler, dedupe, processed,
                (groupId, t, batch) -> KafkaEventConsumer.startBatched(bootstrapServers, groupId, t, batch,
                        Map.of("max.poll.records", 500),
                        handlerWrites.isJournaled() ? null : () -> processed.barrier(name)),
                clock);
        if (consumers.putIfAbsent(name, consumer) != null) {
            throw new IllegalStateException("a contract consumer named " + name + " is already registered");
        }
        if (started) {
            consumer.start();
        }
        return consumer;
    }

    @Override
    public synchronized void start() {
        if (!started) {
            consumers.values().forEach(ContractConsumer::start);
            started = true;
        }
    }

    @Override
    public void stop() {
        close();
    }

    @Override
    public boolean isRunning() {
        return started;
    }

    public List<ContractConsumer.Status> statuses() {
        return consumers.values().stream().map(ContractConsumer::status).toList();
    }

    public Optional<ContractConsumer> get(String name) {
        return Optional.ofNullable(consumers.get(name));
    }

    private void followAll() {
        for (ContractConsumer consumer : consumers.values()) {
            try {
                consumer.follow();
                consumer.caughtUp();
            } catch (RuntimeException e) {
                LOG.warn("{}: could not check for a newer generation: {}", consumer.name(), e.toString());
            }
        }
    }

    @Override
    public synchronized void close() {
        started = false;
        follower.shutdownNow();
        consumers.values().forEach(ContractConsumer::close);
    }
}
