package org.openkifu.infra.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.axonframework.serialization.Serializer;

/**
 * Publishes game events from the event store to {@value KafkaTopics#GAME_EVENTS}, keyed by aggregate id so one
 * game's events stay in order on one partition.
 *
 * <p>Runs in the tracking processor {@value #PROCESSING_GROUP}. Sends are asynchronous within a batch, and the
 * handler of the batch's last event waits until the broker acknowledged every send of the batch. The processor
 * stores its token only after the handlers returned, so the token never passes an unacknowledged event: a failed
 * or timed-out send throws, the error handler propagates it, the batch rolls back and is retried from the last
 * stored token. Some events of a retried batch may be published twice (at-least-once; consumers deduplicate on
 * {@code eventId} or on aggregate id + sequence number).
 */
@ProcessingGroup(KafkaEventRelay.PROCESSING_GROUP)
public class KafkaEventRelay {

    public static final String PROCESSING_GROUP = "kafka-relay";

    private static final String PENDING = KafkaEventRelay.class.getName() + ".pending";

    private final Producer<String, byte[]> producer;
    private final Serializer serializer;
    private final Set<String> aggregateTypes;
    private final Duration ackTimeout;

    /**
     * @param serializer     the event serializer, so payloads look as they do in the store
     * @param aggregateTypes aggregate types to publish; empty publishes every domain event
     * @param ackTimeout     longest wait for the broker's acknowledgement of a batch
     */
    public KafkaEventRelay(Producer<String, byte[]> producer, Serializer serializer, Set<String> aggregateTypes,
            Duration ackTimeout) {
        this.producer = producer;
        this.serializer = serializer;
        this.aggregateTypes = Set.copyOf(aggregateTypes);
        this.ackTimeout = ackTimeout;
    }

    @EventHandler
    public void on(Object payload, EventMessage<?> event) throws Exception {
        if (event instanceof DomainEventMessage<?> domainEvent && relays(domainEvent)) {
            pendingSends().add(producer.send(record(domainEvent, event)));
        }
        if (isLastOfBatch()) {
            awaitAcknowledgements();
        }
    }

    private boolean relays(DomainEventMessage<?> event) {
        return aggregateTypes.isEmpty() || aggregateTypes.contains(event.getType());
    }

    private ProducerRecord<String, byte[]> record(DomainEventMessage<?> domainEvent, EventMessage<?> event) {
        OptionalLong globalIndex = event instanceof TrackedEventMessage<?> tracked && tracked.trackingToken() != null
                ? tracked.trackingToken().position()
                : OptionalLong.empty();
        GameEventEnvelope envelope = GameEventEnvelope.of(domainEvent, globalIndex, serializer);
        ProducerRecord<String, byte[]> record =
                new ProducerRecord<>(KafkaTopics.GAME_EVENTS, domainEvent.getAggregateIdentifier(), envelope.toJson());
        record.headers().add("eventId", envelope.eventId().getBytes(StandardCharsets.UTF_8));
        record.headers().add("payloadType", envelope.payloadType().getBytes(StandardCharsets.UTF_8));
        return record;
    }

    /** The batch's sends, kept on the processor's unit of work so a rolled-back batch forgets them. */
    private static List<Future<RecordMetadata>> pendingSends() {
        if (!CurrentUnitOfWork.isStarted()) {
            return new ArrayList<>(); // outside a processor (direct call): awaited right away below
        }
        return CurrentUnitOfWork.get().root().getOrComputeResource(PENDING, key -> new ArrayList<>());
    }

    private static boolean isLastOfBatch() {
        if (!CurrentUnitOfWork.isStarted()) {
            return true;
        }
        UnitOfWork<?> unitOfWork = CurrentUnitOfWork.get().root();
        return !(unitOfWork instanceof BatchingUnitOfWork<?> batch) || batch.isLastMessage();
    }

    private void awaitAcknowledgements() throws Exception {
        List<Future<RecordMetadata>> sends = pendingSends();
        if (sends.isEmpty()) {
            return;
        }
        producer.flush();
        long deadline = System.nanoTime() + ackTimeout.toNanos();
        try {
            for (Future<RecordMetadata> send : sends) {
                send.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            }
        } catch (ExecutionException e) {
            throw new KafkaRelayException("Kafka did not acknowledge a game event: " + e.getCause().getMessage(),
                    e.getCause());
        } catch (TimeoutException e) {
            throw new KafkaRelayException("Kafka did not acknowledge a game event within " + ackTimeout, e);
        } finally {
            sends.clear();
        }
    }

    /** A batch the broker did not acknowledge; the processor retries it. */
    public static final class KafkaRelayException extends RuntimeException {
        KafkaRelayException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
