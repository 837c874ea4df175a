package org.openkifu.game.infrastructure.publication;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.p;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import org.openkifu.game.application.GameEventRevisionResolver;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.Parity;
import org.openkifu.game.infrastructure.GameConfiguration;
import org.openkifu.game.rules.Color;
import org.openkifu.game.sgf.SgfFiles;
import org.openkifu.infra.kafka.EventEnvelope;
import org.openkifu.infra.kafka.EventPublication.OutgoingMessage;
import org.openkifu.infra.kafka.EventPublication.StoredPayload;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The relay publishes a game event from its stored JSON: for every published game event type, and for instants with
 * and without fractions of a second, the payload made from the stored form equals the one made from the record
 * (the form consumers have always had), and so does the whole envelope.
 */
class StoredGamePayloadsTest {

    /** As the event store writes payloads: the application's Axon mapper. */
    private static final Serializer STORE = JacksonSerializer.builder()
            .objectMapper(GameConfiguration.axonObjectMapper())
            .revisionResolver(new GameEventRevisionResolver()).build();

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Instant FRACTION = Instant.parse("2026-11-27T10:00:00.123456789Z");
    private static final Instant MILLIS = Instant.parse("2026-11-27T10:00:00.250Z");

    @Test
    void everyGameEventTypeHasAPlanAndTheSamplesCoverEveryType() {
        Set<String> sampled = new TreeSet<>();
        for (GameEvent event : samples()) {
            sampled.add(PublishedGameEvents.typeOf(event));
            assertThat(StoredGamePayloads.hasPlan(event.getClass())).as(event.getClass().getSimpleName()).isTrue();
        }
        assertThat(sampled).isEqualTo(PublishedGameEvents.typeNames());
    }

    @Test
    void thePayloadFromTheStoredFormIsThePayloadFromTheRecord() {
        for (GameEvent event : samples()) {
            String stored = STORE.serialize(event, String.class).getData();
            assertThat(published(event.getClass(), stored)).as("%s stored as %s", event.getClass().getSimpleName(),
                    stored).isEqualTo(JSON.readTree(JSON.writeValueAsBytes(PublishedGameEvents.payloadOf(event, false))));
        }
    }

    @Test
    void theStoredFormReallyDiffersWhereThePlanRewritesIt() {
        GameEvent.PlayerArrived arrived = new GameEvent.PlayerArrived(ID, ALICE, FRACTION);
        String stored = STORE.serialize(arrived, String.class).getData();
        assertThat(stored).contains("1795773600.123456789");
        assertThat(published(GameEvent.PlayerArrived.class, stored).path("at").asString())
                .isEqualTo("2026-11-27T10:00:00.123456789Z");
    }

    @Test
    void anUnexpectedStoredValueIsLeftToTheRecordPath() {
        assertThat(published(GameEvent.PlayerArrived.class, "{\"gameId\":\"g\",\"userId\":\"u\",\"at\":1.5}"))
                .as("as expected").isNotNull();
        assertThat(published(GameEvent.PlayerArrived.class, "{\"gameId\":\"g\",\"userId\":\"u\",\"at\":{\"s\":1}}"))
                .as("an object for an instant").isNull();
        assertThat(published(GameEvent.PlayerArrived.class, "{\"gameId\":\"g\",\"userId\":\"u\",\"at\":1.0000000001}"))
                .as("finer than a nanosecond").isNull();
        assertThat(published(GameEvent.PlayerArrived.class, "{\"gameId\":\"g\",\"at\":1.5}"))
                .as("a missing component, which the record would give its default").isNull();
        assertThat(published(GameEvent.PlayerArrived.class, "{\"gameId\":\"g\",\"userId\":\"u\",\"at\":1.5,\"x\":1}"))
                .as("a field the record does not have").isNull();
        assertThat(published(GameEvent.HandicapStonesPlaced.class, "{\"gameId\":\"g\",\"points\":7,\"at\":1.5}"))
                .as("a number for a list").isNull();
        assertThat(published(GameEvent.PlayerArrived.class, "[1]")).isNull();
        assertThat(published(GameEvent.PlayerArrived.class, "{not json")).isNull();
    }

    @Test
    void theEnvelopeFromTheStoredFormIsTheEnvelopeFromTheRecord() {
        GameEventsPublication publication = new GameEventsPublication();
        long sequence = 0;
        for (GameEvent event : samples()) {
            MetaData metaData = sequence % 3 == 0 ? MetaData.emptyInstance()
                    : MetaData.with(EventEnvelope.ACTING_USER, sequence % 3 == 1 ? ALICE : "system")
                            .and("traceId", "t-" + sequence).and("nested", Map.of("a", List.of(1, 2)));
            var message = new GenericDomainEventMessage<>("Game", event.gameId(), sequence++, event, metaData);
            StoredPayload stored = StoredPayload.of(STORE.serialize(event, String.class).getData(),
                    STORE.serialize(metaData, String.class).getData());
            OutgoingMessage fromStored = publication.messagesFor(message, OptionalLong.of(sequence), stored).get(0);
            OutgoingMessage fromRecord = publication.messagesFor(message, OptionalLong.of(sequence)).get(0);
            assertThat(fromStored.type()).isEqualTo(fromRecord.type());
            assertThat(fromStored.key()).isEqualTo(fromRecord.key());
            assertThat(fromStored.messageId()).isEqualTo(fromRecord.messageId());
            EventEnvelope a = EventEnvelope.parse(fromStored.value());
            EventEnvelope b = EventEnvelope.parse(fromRecord.value());
            assertThat(a).as(event.getClass().getSimpleName()).isEqualTo(b);
        }
    }

    @Test
    void epochSecondsAreReadExactly() {
        assertThat(StoredGamePayloads.epochSeconds("1795773600.123456789")).isEqualTo(FRACTION);
        assertThat(StoredGamePayloads.epochSeconds("1795773600.250000000")).isEqualTo(MILLIS);
        assertThat(StoredGamePayloads.epochSeconds("1795773600.25")).isEqualTo(MILLIS);
        assertThat(StoredGamePayloads.epochSeconds("1795773600")).isEqualTo(MILLIS.minusMillis(250));
        assertThat(StoredGamePayloads.epochSeconds("1.79577360025E9")).isEqualTo(MILLIS);
        assertThat(StoredGamePayloads.epochSeconds("0.000000000")).isEqualTo(Instant.EPOCH);
        assertThat(StoredGamePayloads.epochSeconds("-1.500000000")).as("before 1970").isNull();
        assertThat(StoredGamePayloads.epochSeconds("1.0000000001")).as("finer than a nanosecond").isNull();
        assertThat(StoredGamePayloads.epochSeconds("1e400")).as("out of range").isNull();
    }

    @Test
    void theNigiriParityStaysHiddenInTheStoredPath() {
        GameEvent.NigiriParityChosen chosen = new GameEvent.NigiriParityChosen(ID, ALICE, Parity.ODD, MILLIS);
        String stored = STORE.serialize(chosen, String.class).getData();
        assertThat(stored).contains("ODD");
        JsonNode published = published(GameEvent.NigiriParityChosen.class, stored);
        assertThat(published.has("parity")).isFalse();
        assertThat(published.path("chosenBy").asString()).isEqualTo(ALICE);
    }

    /** As the relay writes it, read back; null when the stored form could not be followed. */
    private static JsonNode published(Class<? extends GameEvent> type, String stored) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator generator = JSON.createGenerator(out)) {
            generator.writeStartArray(); // a payload is written inside an envelope, never alone
            if (!StoredGamePayloads.write(type, stored, generator)) {
                return null;
            }
            generator.writeEndArray();
        }
        return JSON.readTree(out.toByteArray()).get(0);
    }

    /** At least one event of every published type, with whole and fractional instants. */
    static List<GameEvent> samples() {
        List<GameEvent> events = new ArrayList<>();
        PublishedContractTest.gamesToEachEnding().forEach(game -> events.addAll(game.events()));
        events.addAll(Script.of(Games.create().takeBack().command()).play(ALICE, 2, 2).play(BOB, 6, 6)
                .then(new GameCommand.RequestTakeBack(ID, BOB)).then(new GameCommand.DeclineTakeBack(ID, ALICE))
                .play(ALICE, 1, 0).play(BOB, 0, 0).play(ALICE, 0, 1).pass(BOB).pass(ALICE)
                .then(new GameCommand.MarkDeadStones(ID, BOB, List.of(p(6, 6))))
                .then(new GameCommand.ResumePlay(ID, ALICE)).events());
        events.addAll(imported("Famous games/Ear-reddening game.sgf"));
        GameResult resigned = GameResult.of(Color.WHITE, BOB, GameResult.Reason.RESIGNATION);
        GameResult voided = GameResult.of(null, null, GameResult.Reason.VOID);
        events.add(new GameEvent.HandicapStonesPlaced(ID, List.of(p(3, 3), p(15, 15)), FRACTION));
        events.add(new GameEvent.MoveTakenBack(ID, 4, Color.BLACK, p(2, 2), List.of(p(2, 3), p(3, 2)), MILLIS));
        events.add(new GameEvent.ResultCorrected(ID, "admin", resigned, voided, "both left", FRACTION));
        events.add(new GameEvent.ResultCorrected(ID, "admin", resigned, resigned, null, Instant.EPOCH));
        events.add(new GameEvent.ClockTimedOut(ID, Color.BLACK, ALICE, FRACTION, MILLIS));
        events.add(new GameEvent.StonePlaced(ID, 1, Color.BLACK, p(3, 3), ALICE, FRACTION));
        events.add(new GameEvent.Passed(ID, 2, Color.WHITE, BOB, MILLIS));
        return events;
    }

    private static List<GameEvent> imported(String file) {
        try {
            byte[] sgf = Files.readAllBytes(SgfFiles.file(file));
            return GameDecider.decide(new GameCommand.ImportGame(GameIds.forImport(ALICE, sgf), ALICE, sgf,
                    "record.sgf"), null, Games.T0);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
