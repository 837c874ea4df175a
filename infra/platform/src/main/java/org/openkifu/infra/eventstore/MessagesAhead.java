package org.openkifu.infra.eventstore;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.eventhandling.GenericTrackedDomainEventMessage;
import org.axonframework.eventhandling.GenericTrackedEventMessage;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.serialization.LazyDeserializingObject;
import org.axonframework.serialization.SerializedMessage;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.upcasting.event.EventUpcaster;
import org.axonframework.serialization.upcasting.event.InitialEventRepresentation;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;

/**
 * Turns one reader's fetched batches into Axon's messages, and deserialises ahead the payloads that reader uses.
 *
 * <p>Why: a processor far behind (a rebuild) spends most of its thread turning stored JSON into payloads (the library
 * rebuild's profile: Jackson about 40 % of the processor's thread, docs/benchmarks.md). The batch read ahead
 * ({@link TrackedEventBatches}) is made ready on the read-ahead thread, so that work leaves the processor's thread:
 * the messages are built there (each resolves its payload's class), and the payloads and metadata of the types this
 * reader deserialises are deserialised there too.
 *
 * <p>Which types: a processor looks at many events it does not handle, and Axon deserialises a payload only when a
 * handler takes it; deserialising those ahead would be work nobody needed. So each type starts lazy, as Axon makes
 * it, and a random sample of the messages (one in {@value #SAMPLE_EVERY}) is looked at again
 * {@value #SETTLE_AFTER} messages later, when the processor has handled them (it takes a batch of messages before it
 * handles them: 2,000 for the library). A type whose sampled payloads the reader deserialised (at least
 * {@value #MIN_SEEN} of them, seven in eight or more) is deserialised ahead from then on. A processor with several
 * segments sees every event and handles its share (one in two of each type for two segments), so its types stay
 * lazy. A payload that fails to deserialise ahead is left lazy: the processor meets the same failure when it handles
 * the event, as before. A sample only, so a reader keeps a few hundred messages alive, not thousands.
 *
 * <p>The messages are those Axon's {@code EventUtils.upcastAndDeserializeTrackedEvents} makes (same upcasting, same
 * classes, same lazy objects on the same serializer, so a relay re-serialising a payload still copies its stored
 * form); {@code MessagesAheadTest} compares them.
 */
final class MessagesAhead {

    static final int MIN_SEEN = 64;
    static final int SAMPLE_EVERY = 16;
    static final int SETTLE_AFTER = 8_192;

    private final Serializer serializer;
    private final EventUpcaster upcasters;
    private final int sampleEvery;
    private final int settleAfter;
    private final SplittableRandom random = new SplittableRandom();
    /** Types deserialised ahead; only grows. */
    private final Set<Class<?>> ahead = ConcurrentHashMap.newKeySet();
    /** Per payload type still lazy: {sampled, deserialised by the reader}; guarded by this. */
    private final Map<Class<?>, long[]> usage = new HashMap<>();
    /** Sampled lazy messages with the count of messages made before them, oldest first; guarded by this. */
    private final ArrayDeque<Sample> samples = new ArrayDeque<>();
    private long made;

    private record Sample(long madeBefore, SerializedMessage<?> message) {
    }

    MessagesAhead(Serializer serializer, EventUpcaster upcasters) {
        this(serializer, upcasters, SAMPLE_EVERY, SETTLE_AFTER);
    }

    /** Sampling one message in {@code sampleEvery}, each looked at again {@code settleAfter} messages later. */
    MessagesAhead(Serializer serializer, EventUpcaster upcasters, int sampleEvery, int settleAfter) {
        this.serializer = serializer;
        this.upcasters = upcasters;
        this.sampleEvery = sampleEvery;
        this.settleAfter = settleAfter;
    }

    /**
     * The messages of one fetch. The fetches of one stream are made ready one after the other, in the stream's
     * order ({@link TrackedEventBatches} chains them), on the reader's thread or a read-ahead thread; synchronized
     * for the visibility of the counts between those threads, never contended.
     */
    synchronized TrackedEventBatches.Batch<TrackedEventMessage<?>> prepare(List<? extends TrackedEventData<?>> read) {
        while (!samples.isEmpty() && samples.peekFirst().madeBefore() + settleAfter <= made) {
            settle(samples.removeFirst().message());
        }
        List<TrackedEventMessage<?>> messages = new ArrayList<>(read.size());
        upcasters.upcast(read.stream().map(data -> (IntermediateEventRepresentation)
                        new InitialEventRepresentation(data, serializer)))
                .forEachOrdered(representation -> {
                    SerializedMessage<?> message = serializedMessage(representation);
                    messages.add(tracked(representation, message));
                    if (!ahead.contains(message.getPayloadType()) || !deserialize(message)) {
                        if (random.nextInt(sampleEvery) == 0) {
                            samples.addLast(new Sample(made, message));
                        }
                    }
                    made++;
                });
        TrackingToken last = read.isEmpty() ? null : read.get(read.size() - 1).trackingToken();
        return new TrackedEventBatches.Batch<>(messages, read.size(), last);
    }

    /** Whether the type's payloads are deserialised ahead by now (tests). */
    boolean deserializesAhead(Class<?> payloadType) {
        return ahead.contains(payloadType);
    }

    private void settle(SerializedMessage<?> message) {
        Class<?> type = message.getPayloadType();
        if (ahead.contains(type)) {
            return;
        }
        long[] seen = usage.computeIfAbsent(type, t -> new long[2]);
        seen[0]++;
        if (message.isPayloadDeserialized()) {
            seen[1]++;
        }
        if (seen[0] >= MIN_SEEN && seen[1] * 8 >= seen[0] * 7) {
            ahead.add(type);
            usage.remove(type);
        }
    }

    private static boolean deserialize(SerializedMessage<?> message) {
        try {
            message.getPayload();
            message.getMetaData();
            return true;
        } catch (RuntimeException e) {
            // left lazy: the reader deserialises it again when it handles it, and fails there as it always did
            return false;
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private SerializedMessage<?> serializedMessage(IntermediateEventRepresentation representation) {
        return new SerializedMessage(representation.getMessageIdentifier(),
                new LazyDeserializingObject<>(representation::getData, representation.getType(), serializer),
                representation.getMetaData());
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static TrackedEventMessage<?> tracked(IntermediateEventRepresentation representation,
                                                  SerializedMessage<?> message) {
        TrackingToken token = representation.getTrackingToken().orElseThrow();
        if (representation.getAggregateIdentifier().isPresent()) {
            return new GenericTrackedDomainEventMessage(token, representation.getAggregateType().orElse(null),
                    representation.getAggregateIdentifier().get(), representation.getSequenceNumber().orElseThrow(),
                    message, representation::getTimestamp);
        }
        return new GenericTrackedEventMessage(token, message, representation::getTimestamp);
    }
}
