package org.openkifu.infra.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.kafka.DeadLetters;
import org.openkifu.infra.kafka.EventEnvelope;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.kafka.KafkaEventConsumer;
import org.openkifu.infra.kafka.KafkaEventConsumers;
import org.openkifu.infra.kafka.KafkaTopics;
import org.openkifu.infra.testapp.CounterPublication;
import org.openkifu.infra.testapp.CounterCommands.CreateCounter;
import org.openkifu.infra.testapp.CounterCommands.IncrementCounter;
import org.openkifu.infra.testapp.CounterEvents.CounterIncremented;
import org.openkifu.infra.testapp.CounterProjection;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/** The whole path over real TCP: HTTP/command -> Mongo event store -> Kafka relay -> a consumer group. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class PlatformEndToEndTest {

    @DynamicPropertySource
    static void dataDir(DynamicPropertyRegistry registry) throws IOException {
        // Under target/: the cached context (and its servers) outlives this class, so mvn clean removes it instead.
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-e2e");
        registry.add("openkifu.data-dir", dir::toString);
    }

    @Autowired
    CommandGateway commands;
    @Autowired
    EventStore eventStore;
    @Autowired
    KafkaEndpoint kafka;
    @Autowired
    KafkaEventConsumers consumers;
    @Autowired
    CounterProjection projection;
    @LocalServerPort
    int port;
    @Autowired
    DeadLetters deadLetters;
    @Autowired
    org.axonframework.config.EventProcessingConfiguration processing;

    @Test
    void anUnpublishableMessageIsSetAsideAndTheRelayGoesOn() {
        String id = CounterPublication.OVERSIZED_PREFIX + UUID.randomUUID();
        commands.sendAndWait(new CreateCounter(id));
        commands.sendAndWait(new IncrementCounter(id, 1)); // its message is 2 MB: more than a message may have
        commands.sendAndWait(new IncrementCounter(id, 1));
        String tooLarge = eventStore.readEvents(id).asStream().toList().get(1).getIdentifier();

        List<ConsumerRecord<String, byte[]>> published = TopicReader.readUntil(kafka.bootstrapServers(),
                CounterPublication.TOPIC, records -> records.stream().filter(r -> id.equals(r.key())).count() == 2,
                Duration.ofSeconds(30));
        assertThat(published.stream().filter(r -> id.equals(r.key())).map(r -> EventEnvelope.parse(r.value()))
                .map(EventEnvelope::sequenceNumber)).as("the events before and after the poisonous one")
                .containsExactly(0L, 2L);
        assertThat(deadLetters.latest(100)).filteredOn(d -> tooLarge.equals(d.messageId())).singleElement()
                .satisfies(d -> {
                    assertThat(d.reason()).contains("larger than");
                    assertThat(d.bytes()).isEqualTo(2_000_000);
                    assertThat(d.topic()).isEqualTo(CounterPublication.TOPIC);
                });
    }

    @Test
    void aCommandsEventIsStoredThenPublishedThenConsumedByAGroup() {
        String id = "counter-" + UUID.randomUUID();
        commands.sendAndWait(new CreateCounter(id));
        commands.sendAndWait(new IncrementCounter(id, 3));

        List<? extends DomainEventMessage<?>> stored = eventStore.readEvents(id).asStream().toList();
        assertThat(stored).extracting(DomainEventMessage::getSequenceNumber).containsExactly(0L, 1L);

        List<ConsumerRecord<String, byte[]>> published = TopicReader.readUntil(kafka.bootstrapServers(),
                CounterPublication.TOPIC, records -> records.stream().filter(r -> id.equals(r.key())).count() == 2,
                Duration.ofSeconds(30));
        List<EventEnvelope> envelopes = published.stream().filter(r -> id.equals(r.key()))
                .map(r -> EventEnvelope.parse(r.value())).toList();
        assertThat(envelopes).hasSize(2);
        assertThat(published.stream().filter(r -> id.equals(r.key())).map(ConsumerRecord::partition).distinct())
                .as("one aggregate's events share a partition").hasSize(1);
        EventEnvelope incremented = envelopes.get(1);
        assertThat(incremented.eventId()).isEqualTo(stored.get(1).getIdentifier());
        assertThat(incremented.aggregateId()).isEqualTo(id);
        assertThat(incremented.aggregateType()).isEqualTo("Counter");
        assertThat(incremented.sequenceNumber()).isEqualTo(1);
        assertThat(incremented.globalIndex()).isNotNull();
        assertThat(incremented.type()).as("the publication's type name").isEqualTo("CounterIncremented");
        assertThat(incremented.instant()).isEqualTo(stored.get(1).getTimestamp());
        assertThat(incremented.payloadAs(CounterIncremented.class)).isEqualTo(new CounterIncremented(id, 3, 3));

        List<EventEnvelope> consumed = new CopyOnWriteArrayList<>();
        try (KafkaEventConsumer consumer = consumers.start("e2e-" + id, CounterPublication.TOPIC, record -> {
            if (id.equals(record.key())) {
                consumed.add(EventEnvelope.parse(record.value()));
            }
        })) {
            await().atMost(Duration.ofSeconds(30)).until(() -> consumed.size() == 2);
        }
        assertThat(consumed).extracting(EventEnvelope::sequenceNumber).containsExactly(0L, 1L);
    }

    @Test
    void aFailingProjectionIsRetriedInsteadOfSkippingTheEvent() {
        String id = "counter-" + UUID.randomUUID();
        commands.sendAndWait(new CreateCounter(id));
        int failuresBefore = projection.failedAttempts();
        projection.failNext(2);
        commands.sendAndWait(new IncrementCounter(id, 7));

        await().atMost(Duration.ofSeconds(60)).until(() -> projection.value(id) != null);
        assertThat(projection.value(id)).isEqualTo(7);
        assertThat(projection.failedAttempts() - failuresBefore).isEqualTo(2);
    }

    @Test
    void healthIsDownWhileAProjectionIsStuckAndUpAgainOnceItMovesOn() throws Exception {
        ApiClient api = new ApiClient(port);
        String id = "counter-" + UUID.randomUUID();
        commands.sendAndWait(new CreateCounter(id));
        commands.sendAndWait(new IncrementCounter(id, 1));
        await().atMost(Duration.ofSeconds(60)).until(() -> Integer.valueOf(1).equals(projection.value(id)));
        projection.failNext(Integer.MAX_VALUE); // the read model is away until further notice
        commands.sendAndWait(new IncrementCounter(id, 4));

        await().atMost(Duration.ofSeconds(60)).until(() -> readSide(api).path("status").asString().equals("DOWN"));
        JsonNode down = readSide(api);
        assertThat(down.path("details").path("stuck").toString()).contains("counter-projection");
        assertThat(ApiClient.json(api.get("/actuator/health")).path("status").asString())
                .as("the whole application reports it, also to anonymous callers").isEqualTo("DOWN");

        projection.failNext(0);
        await().atMost(Duration.ofSeconds(90)).until(() -> readSide(api).path("status").asString().equals("UP"));
        assertThat(projection.value(id)).as("the stuck event was retried, not skipped").isEqualTo(5);
    }

    @Test
    void healthIsDownWhileAProcessorIsStoppedButNotWhileARebuildRestartsIt() throws Exception {
        ApiClient api = new ApiClient(port);
        await().atMost(Duration.ofSeconds(60)).until(() -> readSide(api).path("status").asString().equals("UP"));
        var processor = processing.eventProcessor("counter-projection").orElseThrow();
        processor.shutDown(); // what an Error (OutOfMemoryError) leaves behind: the thread ended, nothing restarts it
        try {
            await().atMost(Duration.ofSeconds(30)).until(() -> readSide(api).path("status").asString().equals("DOWN"));
            assertThat(readSide(api).path("details").path("stopped").toString()).contains("counter-projection");
            assertThat(ApiClient.json(api.get("/actuator/health")).path("status").asString()).isEqualTo("DOWN");
        } finally {
            processor.start();
        }
        await().atMost(Duration.ofSeconds(30)).until(() -> readSide(api).path("status").asString().equals("UP"));
        assertThat(readSide(api).path("details").path("stopped").size()).isZero();
    }

    private static JsonNode readSide(ApiClient api) throws Exception {
        return ApiClient.json(api.get("/actuator/health", ApiClient.ADMIN)).path("components").path("readSide");
    }

    @Test
    void healthShowsKafkaAndMongoUpAndOnlyAdministratorsSeeTheDetails() throws Exception {
        ApiClient api = new ApiClient(port);
        JsonNode anonymous = ApiClient.json(api.get("/actuator/health"));
        assertThat(anonymous.path("status").asString()).isEqualTo("UP");
        for (String component : List.of("kafka", "mongo")) {
            JsonNode node = anonymous.path("components").path(component);
            assertThat(node.path("status").asString()).as(component).isEqualTo("UP");
            assertThat(node.has("details")).as(component + ": no hosts or paths for anonymous callers").isFalse();
        }
        HttpResponse<String> response = api.get("/actuator/health", ApiClient.ADMIN);
        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode health = ApiClient.json(response);
        for (String component : List.of("kafka", "mongo")) {
            JsonNode node = health.path("components").path(component);
            assertThat(node.path("status").asString()).as(component).isEqualTo("UP");
            assertThat(node.path("details").path("embedded").asBoolean()).as(component).isTrue();
        }
        assertThat(health.path("components").path("kafka").path("details").path("bootstrapServers").asString())
                .isEqualTo(kafka.bootstrapServers());
    }
}
