package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import com.mongodb.client.MongoCollection;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.bson.BsonInvalidOperationException;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistries;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openkifu.infra.eventstore.TrackedCommitCodec.StoredEvent;
import org.openkifu.infra.eventstore.TrackedCommitCodec.TrackedCommit;

/**
 * The global reader's decoding of commit documents gives, for every stored event, exactly the fields the
 * {@code Document} path ({@link CommitDocuments#eventData}) gives for the same stored document.
 */
class TrackedCommitCodecTest {

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();
    private MongoCollection<Document> documents;
    private MongoCollection<TrackedCommit> commits;

    @BeforeEach
    void start() throws Exception {
        documents = mongo.database().getCollection("events");
        commits = documents.withCodecRegistry(CodecRegistries.fromRegistries(
                CodecRegistries.fromCodecs(new TrackedCommitCodec()), documents.getCodecRegistry()))
                .withDocumentClass(TrackedCommit.class);
    }

    @Test
    void storedCommitsDecodeToTheFieldsTheDocumentPathReads() {
        MongoEventStorageEngine engine = TestEvents.engineBuilder(mongo).build();
        engine.appendEvents(moves("game-1", 0, 7));
        engine.appendEvents(moves("game-2", 0, 1));
        // an event published outside an aggregate, and a payload with no revision (stored as null)
        engine.appendEvents(new GenericDomainEventMessage<>("Other", "game-3", 0, "plain text payload"));

        List<Document> stored = documents.find().into(new ArrayList<>());
        List<TrackedCommit> decoded = commits.find().into(new ArrayList<>());

        assertThat(decoded).hasSize(3);
        assertThat(decoded.stream().mapToInt(c -> c.events().size()).sum()).isEqualTo(9);
        for (int i = 0; i < stored.size(); i++) {
            Document commit = stored.get(i);
            TrackedCommit same = decoded.get(i);
            assertThat(same.id()).isEqualTo(commit.getLong("_id"));
            assertThat(same.reservedAt()).isEqualTo(commit.getLong("reservedAt"));
            List<Document> events = CommitDocuments.events(commit);
            assertThat(same.events()).hasSameSizeAs(events);
            for (int e = 0; e < events.size(); e++) {
                StoredEvent event = same.events().get(e);
                assertThat(event.position()).isEqualTo(events.get(e).getLong("position"));
                assertThat(event.reservedAt()).isEqualTo(commit.getLong("reservedAt"));
                assertSameFields(event.data(), CommitDocuments.eventData(events.get(e)));
            }
        }
        assertThat(decoded.get(2).events().getFirst().data().getPayload().getType().getRevision()).isNull();
    }

    @Test
    void fieldsInAnyOrderUnknownFieldsSkippedAndMissingStringsNull() {
        // written by hand: fields in another order, an unknown field, a 32-bit number, no payloadRevision
        documents.insertOne(new Document("events", List.of(new Document("payload", "{\"a\":1}")
                .append("extra", new Document("nested", List.of(1, 2)))
                .append("position", 41L).append("sequenceNumber", 3).append("payloadType", "x.Y")
                .append("aggregateIdentifier", "g").append("type", "Game").append("eventIdentifier", "e-1")
                .append("timestamp", "2026-11-27T07:00:00Z").append("metaData", "{}")))
                .append("reservedAt", 1234L).append("streamKeys", List.of("g/3")).append("_id", 41L)
                .append("positions", List.of(41L)));

        TrackedCommit commit = commits.find().first();

        assertThat(commit.id()).isEqualTo(41L);
        assertThat(commit.reservedAt()).isEqualTo(1234L);
        DomainEventData<String> event = commit.events().getFirst().data();
        assertThat(commit.events().getFirst().position()).isEqualTo(41L);
        assertThat(event.getSequenceNumber()).isEqualTo(3L);
        assertThat(event.getAggregateIdentifier()).isEqualTo("g");
        assertThat(event.getType()).isEqualTo("Game");
        assertThat(event.getEventIdentifier()).isEqualTo("e-1");
        assertThat(event.getTimestamp()).hasToString("2026-11-27T07:00:00Z");
        assertThat(event.getPayload().getType().getName()).isEqualTo("x.Y");
        assertThat(event.getPayload().getType().getRevision()).isNull();
        assertThat(event.getPayload().getData()).isEqualTo("{\"a\":1}");
        assertThat(event.getMetaData().getData()).isEqualTo("{}");
    }

    @Test
    void anEventWithoutItsPositionIsRefused() {
        documents.insertOne(new Document("_id", 1L).append("reservedAt", 1L)
                .append("events", List.of(new Document("sequenceNumber", 0L).append("payload", "{}"))));

        assertThatThrownBy(() -> commits.find().first()).isInstanceOf(BsonInvalidOperationException.class);
    }

    private static void assertSameFields(DomainEventData<String> actual, DomainEventData<String> expected) {
        assertThat(actual.getType()).isEqualTo(expected.getType());
        assertThat(actual.getAggregateIdentifier()).isEqualTo(expected.getAggregateIdentifier());
        assertThat(actual.getSequenceNumber()).isEqualTo(expected.getSequenceNumber());
        assertThat(actual.getEventIdentifier()).isEqualTo(expected.getEventIdentifier());
        assertThat(actual.getTimestamp()).isEqualTo(expected.getTimestamp());
        assertThat(actual.getPayload().getType()).isEqualTo(expected.getPayload().getType());
        assertThat(actual.getPayload().getData()).isEqualTo(expected.getPayload().getData());
        assertThat(actual.getPayload().getContentType()).isEqualTo(expected.getPayload().getContentType());
        assertThat(actual.getMetaData().getData()).isEqualTo(expected.getMetaData().getData());
    }
}
