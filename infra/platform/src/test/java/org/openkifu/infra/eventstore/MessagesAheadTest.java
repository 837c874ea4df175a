package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventUtils;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.TrackedDomainEventData;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.SerializationException;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.upcasting.event.EventUpcaster;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.NoOpEventUpcaster;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.TestEvents.GameSnapshot;
import org.openkifu.infra.eventstore.TestEvents.StonePlayed;

/**
 * The messages made ahead are Axon's, and only the payload types their reader deserialises are deserialised on the
 * read-ahead thread.
 */
class MessagesAheadTest {

    /** Axon's Jackson serializer, remembering on which threads payloads were deserialised. */
    private static final class WatchedSerializer extends ForwardingSerializer {
        final List<String> payloadThreads = Collections.synchronizedList(new ArrayList<>());

        WatchedSerializer() {
            super(ReaderCachingSerializer.wrap(TestEvents.serializer()));
        }

        @Override
        public <S, T> T deserialize(SerializedObject<S> serialized) {
            T object = super.deserialize(serialized);
            if (!(object instanceof MetaData)) {
                payloadThreads.add(Thread.currentThread().getName());
            }
            return object;
        }

        long aheadCount() {
            synchronized (payloadThreads) {
                return payloadThreads.stream().filter(name -> name.startsWith("event-store-read-ahead-")).count();
            }
        }
    }

    private final WatchedSerializer serializer = new WatchedSerializer();

    /** One message in 4 sampled, looked at again 1,000 messages later. */
    private MessagesAhead messages() {
        return new MessagesAhead(serializer, NoOpEventUpcaster.INSTANCE, 4, 1_000);
    }

    /** Moves of games g0..g9 in turn, with a snapshot-shaped event every 10th position; {@code broken} positions hold bad JSON. */
    private List<TrackedEventData<?>> log(int size, Predicate<Long> broken) {
        List<TrackedEventData<?>> log = new ArrayList<>();
        for (long position = 1; position <= size; position++) {
            String game = "g" + position % 10;
            long sequence = position / 10;
            Object payload = position % 10 == 0 ? new GameSnapshot(game, (int) sequence)
                    : TestEvents.move(game, sequence).getPayload();
            DomainEventMessage<?> event = TestEvents.move(game, sequence);
            SerializedObject<String> data = serializer.serialize(payload, String.class);
            String json = broken.test(position) ? "{\"gameId\": [" : data.getData();
            log.add(new TrackedDomainEventData<>(new GlobalSequenceTrackingToken(position),
                    new GenericDomainEventEntry<>("Game", game, sequence, "id-" + position,
                            Instant.ofEpochSecond(1_700_000_000L + position), data.getType().getName(),
                            data.getType().getRevision(), json,
                            serializer.serialize(event.getMetaData(), String.class).getData())));
        }
        return log;
    }

    /** The log in batches of {@code batch}, read ahead from full batches, made ready by {@code messages}. */
    private static Stream<TrackedEventMessage<?>> read(List<TrackedEventData<?>> log, int batch,
                                                       MessagesAhead messages) {
        Function<TrackingToken, List<TrackedEventData<?>>> reading = token -> {
            int from = token == null ? 0 : (int) ((GlobalSequenceTrackingToken) token).getGlobalIndex();
            return log.subList(from, Math.min(log.size(), from + batch));
        };
        return TrackedEventBatches.batches(null, reading, messages::prepare, batch);
    }

    @Test
    void theMessagesAreThoseAxonMakesThroughUpcastersThatDropAndSplit() {
        List<TrackedEventData<?>> log = log(200, p -> false);
        String snapshotType = GameSnapshot.class.getName();
        // drops every snapshot-shaped event and hands every 7th move on twice
        EventUpcaster upcasters = new EventUpcaster() {
            @Override
            public Stream<IntermediateEventRepresentation> upcast(Stream<IntermediateEventRepresentation> stream) {
                return stream.filter(r -> !r.getType().getName().equals(snapshotType))
                        .flatMap(r -> r.getSequenceNumber().orElseThrow() % 7 == 0 ? Stream.of(r, r) : Stream.of(r));
            }
        };
        MessagesAhead messages = new MessagesAhead(serializer, upcasters);
        List<TrackedEventMessage<?>> ours = new ArrayList<>();
        for (int from = 0; from < log.size(); from += 30) {
            TrackedEventBatches.Batch<TrackedEventMessage<?>> batch =
                    messages.prepare(log.subList(from, Math.min(log.size(), from + 30)));
            assertThat(batch.read()).isEqualTo(Math.min(30, log.size() - from));
            assertThat(batch.last()).isEqualTo(log.get(from + batch.read() - 1).trackingToken());
            ours.addAll(batch.items());
        }
        List<TrackedEventMessage<?>> axons = EventUtils.upcastAndDeserializeTrackedEvents(log.stream(), serializer,
                upcasters).toList();

        assertThat(ours).hasSize(axons.size()).hasSizeGreaterThan(180);
        for (int i = 0; i < ours.size(); i++) {
            TrackedEventMessage<?> mine = ours.get(i);
            TrackedEventMessage<?> theirs = axons.get(i);
            assertThat(mine.getClass()).isEqualTo(theirs.getClass());
            assertThat(mine.getIdentifier()).isEqualTo(theirs.getIdentifier());
            assertThat(mine.trackingToken()).isEqualTo(theirs.trackingToken());
            assertThat(mine.getTimestamp()).isEqualTo(theirs.getTimestamp());
            assertThat(mine.getPayloadType()).isEqualTo(theirs.getPayloadType());
            assertThat(mine.getPayload()).isEqualTo(theirs.getPayload());
            assertThat(mine.getMetaData()).isEqualTo(theirs.getMetaData());
            DomainEventMessage<?> domain = (DomainEventMessage<?>) mine;
            DomainEventMessage<?> theirDomain = (DomainEventMessage<?>) theirs;
            assertThat(domain.getAggregateIdentifier()).isEqualTo(theirDomain.getAggregateIdentifier());
            assertThat(domain.getSequenceNumber()).isEqualTo(theirDomain.getSequenceNumber());
            assertThat(domain.getType()).isEqualTo(theirDomain.getType());
            // re-serialising on the same serializer copies the stored form, as for Axon's messages
            assertThat(mine.serializePayload(serializer, String.class).getData())
                    .isEqualTo(theirs.serializePayload(serializer, String.class).getData());
        }
    }

    @Test
    void aBatchThatUpcastsToNothingDoesNotEndTheStream() {
        List<TrackedEventData<?>> log = log(100, p -> false);
        EventUpcaster dropFirstHalf = stream -> stream.filter(r -> ((GlobalSequenceTrackingToken)
                r.getTrackingToken().orElseThrow()).getGlobalIndex() > 50);
        MessagesAhead messages = new MessagesAhead(serializer, dropFirstHalf);
        try (Stream<TrackedEventMessage<?>> stream = read(log, 10, messages)) {
            assertThat(stream.map(m -> m.getIdentifier())).hasSize(50).startsWith("id-51").endsWith("id-100");
        }
    }

    @Test
    void aReaderThatDeserialisesEveryMoveGetsItsMovesDeserialisedAhead() {
        List<TrackedEventData<?>> log = log(10_000, p -> false);
        MessagesAhead messages = messages();
        List<Object> moves = new ArrayList<>();
        try (Stream<TrackedEventMessage<?>> stream = read(log, 100, messages)) {
            stream.filter(m -> m.getPayloadType() == StonePlayed.class).forEach(m -> moves.add(m.getPayload()));
        }

        assertThat(moves).hasSize(9_000).allMatch(StonePlayed.class::isInstance);
        assertThat(moves.get(8_999)).isEqualTo(TestEvents.move("g9", 999).getPayload());
        assertThat(messages.deserializesAhead(StonePlayed.class)).isTrue();
        assertThat(messages.deserializesAhead(GameSnapshot.class)).isFalse();
        // the first 1,000 messages and more are learned from; most of the rest are deserialised on the read-ahead thread
        assertThat(serializer.aheadCount()).isGreaterThan(7_000);
        assertThat(serializer.payloadThreads).hasSize(9_000);
    }

    @Test
    void aReaderThatTakesABatchBeforeHandlingIt_AsAxonsProcessorsDo_IsLearnedFromToo() {
        List<TrackedEventData<?>> log = log(10_000, p -> false);
        MessagesAhead messages = messages();
        List<TrackedEventMessage<?>> taken = new ArrayList<>();
        int[] handled = new int[1];
        try (Stream<TrackedEventMessage<?>> stream = read(log, 100, messages)) {
            stream.forEach(m -> {
                taken.add(m);
                if (taken.size() == 500) {
                    taken.forEach(t -> handled[0] += t.getPayload() != null ? 1 : 0);
                    taken.clear();
                }
            });
        }

        assertThat(handled[0]).isEqualTo(10_000);
        assertThat(messages.deserializesAhead(StonePlayed.class)).isTrue();
        assertThat(messages.deserializesAhead(GameSnapshot.class)).isTrue();
        assertThat(serializer.aheadCount()).isGreaterThan(7_000);
    }

    @Test
    void aReaderThatHandlesOneEventInTwoOfAType_AsOneOfTwoSegments_DeserialisesItsOwnLazily() {
        List<TrackedEventData<?>> log = log(10_000, p -> false);
        MessagesAhead messages = messages();
        int[] handled = new int[1];
        try (Stream<TrackedEventMessage<?>> stream = read(log, 100, messages)) {
            stream.filter(m -> ((DomainEventMessage<?>) m).getAggregateIdentifier().hashCode() % 2 == 0)
                    .forEach(m -> handled[0] += m.getPayload() != null ? 1 : 0);
        }

        assertThat(handled[0]).isBetween(2_000, 8_000);
        assertThat(messages.deserializesAhead(StonePlayed.class)).isFalse();
        assertThat(serializer.aheadCount()).isZero();
        assertThat(serializer.payloadThreads).hasSize(handled[0]);
    }

    @Test
    void aReaderThatNeverLooksAtPayloadsHasNoneDeserialised() {
        List<TrackedEventData<?>> log = log(3_000, p -> false);
        MessagesAhead messages = messages();
        try (Stream<TrackedEventMessage<?>> stream = read(log, 100, messages)) {
            assertThat(stream.map(TrackedEventMessage::getPayloadType).filter(StonePlayed.class::equals))
                    .hasSize(2_700);
        }
        assertThat(serializer.payloadThreads).isEmpty();
    }

    @Test
    void aPayloadThatFailsAheadFailsItsReaderAsBefore() {
        List<TrackedEventData<?>> log = log(8_000, p -> p > 7_000 && p % 13 == 0);
        MessagesAhead messages = messages();
        List<String> failed = new ArrayList<>();
        int[] read = new int[1];
        try (Stream<TrackedEventMessage<?>> stream = read(log, 100, messages)) {
            stream.filter(m -> m.getPayloadType() == StonePlayed.class).forEach(m -> {
                try {
                    read[0] += m.getPayload() instanceof StonePlayed ? 1 : 0;
                } catch (SerializationException e) {
                    failed.add(m.getIdentifier());
                }
            });
        }

        assertThat(messages.deserializesAhead(StonePlayed.class)).isTrue();
        assertThat(serializer.aheadCount()).isGreaterThan(4_000);
        List<String> expected = new ArrayList<>();
        for (int p = 7_001; p <= 8_000; p++) {
            if (p % 13 == 0 && p % 10 != 0) {
                expected.add("id-" + p);
            }
        }
        assertThat(failed).isEqualTo(expected);
        assertThat(read[0] + failed.size()).isEqualTo(7_200);
    }

    @Test
    void theSerializedTypeOfAMessageMadeAheadIsTheStoredOne() {
        List<TrackedEventData<?>> log = log(10, p -> false);
        TrackedEventMessage<?> first = new MessagesAhead(serializer, NoOpEventUpcaster.INSTANCE)
                .prepare(log).items().get(0);
        SerializedObject<String> stored = first.serializePayload(serializer, String.class);
        assertThat(stored.getType()).isEqualTo(new SimpleSerializedType(StonePlayed.class.getName(), null));
    }
}
