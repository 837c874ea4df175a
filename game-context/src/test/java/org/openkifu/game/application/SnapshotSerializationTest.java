package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Duration;
import java.util.List;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.TimeControl;

/**
 * The serializer set-up infra must use for game events and aggregate snapshots: Axon's JacksonSerializer
 * with java.time support, field visibility (the aggregate has no bean getters) and the schema-version
 * revision resolver.
 */
class SnapshotSerializationTest {

    /** The settings of the application's Axon mapper (GameConfiguration's defaultAxonObjectMapper). */
    static JacksonSerializer serializer() {
        ObjectMapper mapper = new ObjectMapper().registerModule(new JavaTimeModule())
                .setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
        return JacksonSerializer.builder().objectMapper(mapper).revisionResolver(new GameEventRevisionResolver()).build();
    }

    private static Games.Script aGameInTheMarkingPhase() {
        return Games.Script.of(Games.create().time(TimeControl.japanese(10, 3, 30)).takeBack().command())
                .after(Duration.ofSeconds(12)).play(ALICE, 2, 2).after(Duration.ofSeconds(7)).play(BOB, 6, 6)
                .then(new GameCommand.RequestTakeBack(ID, BOB)).then(new GameCommand.DeclineTakeBack(ID, ALICE))
                .play(ALICE, 1, 0).play(BOB, 0, 0).play(ALICE, 0, 1).pass(BOB).pass(ALICE)
                .then(new GameCommand.MarkDeadStones(ID, BOB, List.of(p(6, 6))));
    }

    private static org.openkifu.game.rules.Point p(int x, int y) {
        return Games.p(x, y);
    }

    @Test
    void anAggregateSnapshotRoundTripsToTheSameState() {
        Games.Script script = aGameInTheMarkingPhase();
        GameAggregate live = new GameAggregate();
        script.events().forEach(live::on);
        JacksonSerializer serializer = serializer();
        SerializedObject<String> snapshot = serializer.serialize(live, String.class);
        GameAggregate restored = serializer.deserialize(snapshot);
        assertThat(restored.state()).isEqualTo(live.state()).isEqualTo(script.state());
        assertThat(restored.state().position().sameStateAs(script.state().position())).isTrue();
    }

    /**
     * A snapshot taken before the state kept the nigiri draw: the aggregate had three fields for it, and its state
     * has no {@code nigiri}. It still restores; the state's draw is unknown (null), so an answer reads the history.
     */
    @Test
    void aSnapshotFromBeforeTheStateKeptTheNigiriDrawStillRestores() throws Exception {
        Games.Script script = aGameInTheMarkingPhase();
        GameAggregate live = new GameAggregate();
        script.events().forEach(live::on);
        JacksonSerializer serializer = serializer();
        SerializedObject<String> current = serializer.serialize(live, String.class);
        ObjectMapper json = new ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode old =
                (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(current.getData());
        ((com.fasterxml.jackson.databind.node.ObjectNode) old.get("state")).remove("nigiri");
        old.put("nigiriKnown", true).putNull("nigiriChosen");
        old.putNull("nigiriGuessed");
        GameAggregate restored = serializer.deserialize(new org.axonframework.serialization.SimpleSerializedObject<>(
                json.writeValueAsString(old), String.class, current.getType()));
        assertThat(restored.state().nigiri()).isNull();
        assertThat(restored.state().moves()).isEqualTo(script.state().moves());
        assertThat(restored.state().marking()).isEqualTo(script.state().marking());
    }

    @Test
    void eventsAreWrittenWithTheirSchemaVersionAsRevision() {
        JacksonSerializer serializer = serializer();
        for (GameEvent e : aGameInTheMarkingPhase().events()) {
            SerializedObject<String> data = serializer.serialize(e, String.class);
            assertThat(data.getType().getRevision()).isEqualTo("1");
            assertThat(data.getType().getName()).isEqualTo(e.getClass().getName());
            Object back = serializer.deserialize(data);
            assertThat(back).isEqualTo(e);
        }
    }
}
