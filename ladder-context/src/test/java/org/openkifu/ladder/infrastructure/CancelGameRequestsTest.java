package org.openkifu.ladder.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.kafka.EventPublication.OutgoingMessage;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.infrastructure.requests.GameRequestsPublication;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A declined or cancelled challenge asks the game context to cancel its game ({@code CancelGame}, docs/events.md),
 * keyed by the game's request id so it follows the {@code CreateGame} on the same partition, and valid against
 * the published schema (contracts/game/v1/CancelGame.schema.json).
 */
class CancelGameRequestsTest {

    private static final Instant T = Instant.parse("2026-06-01T12:00:00Z");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static List<OutgoingMessage> publish(Object payload) {
        return new GameRequestsPublication().messagesFor(new GenericDomainEventMessage<>("Ladder", "l1", 3, payload),
                OptionalLong.of(9));
    }

    @Test
    void aDeclinedChallengeCancelsItsGame() throws Exception {
        List<OutgoingMessage> out = publish(new LadderEvent.ChallengeDeclined("l1", "c1", "bob", T));
        assertThat(out).hasSize(1);
        OutgoingMessage m = out.get(0);
        assertThat(m.topic()).isEqualTo(LadderTopics.GAME_REQUESTS);
        assertThat(m.key()).as("the CreateGame's key: same partition, read after it").isEqualTo("ladder/l1/challenge/c1");
        assertThat(m.messageId()).isEqualTo("ladder/l1/challenge/c1/cancel");
        assertThat(m.type()).isEqualTo("CancelGame");
        JsonNode json = JSON.readTree(m.value());
        assertThat(json.path("type").asString()).isEqualTo("CancelGame");
        assertThat(json.path("version").asInt()).isEqualTo(1);
        assertThat(json.path("requestId").asString()).isEqualTo("ladder/l1/challenge/c1/cancel");
        assertThat(json.path("gameRequestId").asString()).isEqualTo(RequestIds.forChallenge("l1", "c1"));
        assertThat(json.path("origin").path("kind").asString()).isEqualTo("LADDER_CHALLENGE");
        assertThat(json.path("reason").asString()).isEqualTo("CHALLENGE_DECLINED");
        assertThat(schema().validate(json)).as(json.toString()).isEmpty();
    }

    @Test
    void aChallengeCancelledBecauseAPlayerLeftCancelsItsGame() throws Exception {
        OutgoingMessage m = publish(new LadderEvent.ChallengeCancelled("l1", "c2",
                LadderEvent.CancelReason.PLAYER_LEFT, "ann", T)).get(0);
        JsonNode json = JSON.readTree(m.value());
        assertThat(m.key()).isEqualTo("ladder/l1/challenge/c2");
        assertThat(json.path("reason").asString()).isEqualTo("CHALLENGE_CANCELLED");
        assertThat(schema().validate(json)).as(json.toString()).isEmpty();
    }

    @Test
    void theSchemaRefusesACancelWithoutItsGame() throws Exception {
        JsonNode json = JSON.readTree("""
                {"type":"CancelGame","version":1,"requestId":"x/cancel","origin":{"kind":"LADDER_CHALLENGE"},
                 "reason":"CHALLENGE_DECLINED"}""");
        assertThat(schema().validate(json)).isNotEmpty();
    }

    private static Schema schema() throws Exception {
        Path file = null;
        for (Path dir = Path.of("").toAbsolutePath(); dir != null && file == null; dir = dir.getParent()) {
            Path candidate = dir.resolve("contracts/game/v1/CancelGame.schema.json");
            file = Files.isRegularFile(candidate) ? candidate : null;
        }
        assertThat(file).as("contracts/game/v1/CancelGame.schema.json above the module").isNotNull();
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(Files.readString(file));
        schema.initializeValidators();
        return schema;
    }
}
