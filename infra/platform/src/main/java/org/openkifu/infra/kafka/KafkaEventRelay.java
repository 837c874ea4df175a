package org.openkifu.infra.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.errors.RetriableException;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.axonframework.serialization.Serializer;
import org.openkifu.infra.kafka.DeadLetters.DeadLetter;
import org.openkifu.infra.kafka.EventPublication.OutgoingMessage;
import org.openkifu.infra.kafka.EventPublication.StoredPayload;

/**
 * Publishes what the contexts' {@link EventPublication}s make of each stored event, in the tracking processor
 * {@value #PROCESSING_GROUP}.
 *
 * <p>Sends are asynchronous within a batch, and the handler of the batch's last event waits until the broker
 * acknowledged every send of the batch. The processor stores its token only after the handlers returned, so the
 * token never passes an unacknowledged message: a send that failed for a passing reason (the broker is away, a
 * timeout) throws, the batch rolls back and is retried from the last stored token. Some messages of a retried batch
 * may be published twice (at-least-once; consumers deduplicate on the message id).
 *
 * <p>A message that can never be published — larger than {@code maxMessageBytes}, refused by the broker for good, or
 * an event its publication cannot translate — is set aside in {@link DeadLetters} and the stream goes on: one
 * poisonous event must not stop every consumer of every context.
 *
 * <p>The handler takes the message, not its payload, so that Axon does not deserialise the stored payload for it;
 * publications that can publish from the stored JSON get it from the event serializer as it was read
 * ({@link StoredPayload}), which hands back the stored form without deserialising when it is the serializer the
 * store read with.
 */
@ProcessingGroup(KafkaEventRelay.PROCESSING_GROUP)
public class KafkaEventRelay {

    public static final String PROCESSING_GROUP = "kafka-relay";

    private static final String PENDING = KafkaEventRelay.class.getName() + ".pending";

    private final Producer<String, byte[]> producer;
    private final Serializer eventSerializer;
    private final List<EventPublication> publications;
    private final DeadLetters deadLetters;
    private final int maxMessageBytes;
    private final Duration ackTimeout;
    private final Clock clock;

    /**
     * @param maxMessageBytes largest value (plus key) sent; larger ones are dead letters at once (keep it below the
     *                        broker's {@code message.max.bytes} and the producer's {@code max.request.size})
     * @param ackTimeout      longest wait for the broker's acknowledgement of a batch
     * @param eventSerializer the serializer the event store reads with (Axon's {@code eventSerializer} bean)
     */
    public KafkaEventRelay(Producer<String, byte[]> producer, List<EventPublication> publications,
            DeadLetters deadLetters, int maxMessageBytes, Duration ackTimeout, Clock clock,
            Serializer eventSerializer) {
        this.producer = producer;
        this.eventSerializer = eventSerializer;
        this.publications = List.copyOf(publications);
        this.deadLetters = deadLetters;
        this.maxMessageBytes = maxMessageBytes;
        this.ackTimeout = ackTimeout;
        this.clock = clock;
    }

    private record Pending(OutgoingMessage message, String eventId, Long globalIndex, Future<RecordMetadata> send) {
    }

    @EventHandler
    public void on(EventMessage<?> event) throws Exception {
        if (event instanceof DomainEventMessage<?> domainEvent) {
            OptionalLong globalIndex = globalIndex(event);
            StoredPayload stored = storedPayload(domainEvent);
            for (EventPublication publication : publications) {
                publish(publication, domainEvent, globalIndex, stored);
            }
        }
        if (isLastOfBatch()) {
            awaitAcknowledgements();
        }
    }

    /** Each read at most once, and only if a publication asks. */
    private StoredPayload storedPayload(DomainEventMessage<?> event) {
        return new StoredPayload() {
            private String json;
            private String metaDataJson;

            @Override
            public String json() {
                if (json == null) {
                    json = event.serializePayload(eventSerializer, String.class).getData();
                }
                return json;
            }

            @Override
            public String metaDataJson() {
                if (metaDataJson == null) {
                    metaDataJson = event.serializeMetaData(eventSerializer, String.class).getData();
                }
                return metaDataJson;
            }
        };
    }

    private void publish(EventPublication publication, DomainEventMessage<?> event, OptionalLong globalIndex,
            StoredPayload stored) {
        Long index = globalIndex.isPresent() ? globalIndex.getAsLong() : null;
        List<OutgoingMessage> messages;
        try {
            messages = publication.messagesFor(event, globalIndex, stored);
        } catch (Exception e) {
            deadLetters.setAside(new DeadLetter(null, publication.getClass().getSimpleName(),
                    event.getAggregateIdentifier(), null, event.getIdentifier(), index, 0,
                    "the event could not be translated: " + e, clock.instant(), null));
            return;
        }
        for (OutgoingMessage message : messages) {
            int size = message.value().length + (message.key() == null ? 0 : message.key().length());
            if (size > maxMessageBytes) {
                setAside(message, event.getIdentifier(), index, "larger than the " + maxMessageBytes
                        + " bytes a message may have (" + size + " bytes)");
                continue;
            }
            pendingSends().add(new Pending(message, event.getIdentifier(), index, producer.send(record(message))));
        }
    }

    private static ProducerRecord<String, byte[]> record(OutgoingMessage message) {
        ProducerRecord<String, byte[]> record = new ProducerRecord<>(message.topic(), message.key(), message.value());
        if (message.messageId() != null) {
            record.headers().add("messageId", message.messageId().getBytes(StandardCharsets.UTF_8));
        }
        if (message.type() != null) {
            record.headers().add("type", message.type().getBytes(StandardCharsets.UTF_8));
        }
        return record;
    }

    private void setAside(OutgoingMessage message, String eventId, Long globalIndex, String reason) {
        deadLetters.setAside(new DeadLetter(message.messageId(), message.topic(), message.key(), message.type(),
                eventId, globalIndex, message.value().length, reason, clock.instant(),
                DeadLetters.head(message.value())));
    }

    private static OptionalLong globalIndex(EventMessage<?> event) {
        return event instanceof TrackedEventMessage<?> tracked && tracked.trackingToken() != null
                ? tracked.trackingToken().position()
                : OptionalLong.empty();
    }

    /** The batch's sends, kept on the processor's unit of work so a rolled-back batch forgets them. */
    private static List<Pending> pendingSends() {
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
        List<Pending> sends = pendingSends();
        if (sends.isEmpty()) {
            return;
        }
        producer.flush();
        long deadline = System.nanoTime() + ackTimeout.toNanos();
        try {
            for (Pending pending : sends) {
                try {
                    pending.send().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RetriableException) {
                        throw new KafkaRelayException("Kafka did not acknowledge a message: "
                                + e.getCause().getMessage(), e.getCause());
                    }
                    setAside(pending.message(), pending.eventId(), pending.globalIndex(),
                            "the broker refused it: " + e.getCause());
                }
            }
        } catch (TimeoutException e) {
            throw new KafkaRelayException("Kafka did not acknowledge a message within " + ackTimeout, e);
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
