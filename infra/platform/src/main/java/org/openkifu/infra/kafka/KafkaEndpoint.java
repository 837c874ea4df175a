package org.openkifu.infra.kafka;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Where this process reaches Kafka: the external brokers it was given, or the broker it started itself.
 * Closing it stops the embedded broker, if any.
 */
public final class KafkaEndpoint implements AutoCloseable {

    private final String bootstrapServers;
    private final EmbeddedKafkaBroker embedded;
    private final CompletableFuture<Void> ready;

    private KafkaEndpoint(String bootstrapServers, EmbeddedKafkaBroker embedded, CompletableFuture<Void> ready) {
        this.bootstrapServers = bootstrapServers;
        this.embedded = embedded;
        this.ready = ready;
    }

    public static KafkaEndpoint external(String bootstrapServers) {
        return new KafkaEndpoint(bootstrapServers, null, CompletableFuture.completedFuture(null));
    }

    /**
     * Starts the prepared broker on a background thread and returns at once, so the broker boots while Spring builds
     * the rest of the application; {@link #awaitReady} waits for it.
     */
    public static KafkaEndpoint startingEmbedded(EmbeddedKafkaBroker broker) {
        CompletableFuture<Void> ready = new CompletableFuture<>();
        Thread starter = new Thread(() -> {
            try {
                broker.start();
                ready.complete(null);
            } catch (Throwable e) {
                ready.completeExceptionally(e);
            }
        }, "embedded-kafka-start");
        starter.setDaemon(true);
        starter.start();
        return new KafkaEndpoint(broker.bootstrapServers(), broker, ready);
    }

    /** Returns once the brokers can be used (at once for external ones); rethrows an embedded start failure. */
    public void awaitReady(Duration timeout) {
        try {
            ready.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException("The embedded Kafka broker did not start: " + e.getCause().getMessage(),
                    e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("The embedded Kafka broker did not start within " + timeout, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the embedded Kafka broker", e);
        }
    }

    public String bootstrapServers() {
        return bootstrapServers;
    }

    public boolean isEmbedded() {
        return embedded != null;
    }

    public Optional<EmbeddedKafkaBroker> embeddedBroker() {
        return Optional.ofNullable(embedded);
    }

    @Override
    public void close() {
        if (embedded != null) {
            ready.handle((ok, failure) -> null).join(); // never stop a broker halfway through its start
            embedded.close();
        }
    }
}
