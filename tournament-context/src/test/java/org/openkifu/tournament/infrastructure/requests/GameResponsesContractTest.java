package org.openkifu.tournament.infrastructure.requests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.infra.contract.ContractSchemas;
import org.openkifu.infra.eventstore.MongoServerFixture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The consumer's side of the answers contract: every published example of {@code openkifu.game-responses}
 * ({@code CreateGameAnswer-*.json}, {@code CancelGameAnswer-*.json} in contracts/game/v1/examples) goes through the
 * tournament's real {@link GameResponsesHandler} (over an embedded Mongo server), and what it records for the
 * pairing's request is checked; answers to the ladder's requests and to cancels (the tournament sends none) are
 * left alone.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GameResponsesContractTest {

    private static final Instant NOW = Instant.parse("2026-11-23T18:10:00Z");
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** One embedded server for the class (one instance: {@code PER_CLASS}); each test empties the collection. */
    @AutoClose
    private final MongoServerFixture mongo;

    private GameRequestStatuses statuses;
    private GameResponsesHandler handler;

    GameResponsesContractTest() throws IOException {
        mongo = new MongoServerFixture();
    }

    @BeforeEach
    void freshHandler() {
        statuses = new GameRequestStatuses(mongo.database());
        statuses.deleteAll();
        handler = new GameResponsesHandler(statuses, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    /**
     * As the game context sends it: keyed by the request id, its type in the {@code type} header (or none); checked
     * against its schema first, so every message these tests feed (examples and their variants) is one the contract
     * allows.
     */
    private void deliver(JsonNode answer, String typeHeader) {
        String type = answer.path("type").asString();
        ContractSchemas.assertValid(type.equals("GameCreated") || type.equals("GameRefused")
                ? "CreateGameAnswer.schema.json" : "CancelGameAnswer.schema.json", answer);
        handler.handle(List.of(new ContractMessage("openkifu.game-responses", 0, 7,
                answer.path("requestId").asString(), null, typeHeader, JSON.writeValueAsBytes(answer))));
    }

    private void deliver(JsonNode answer) {
        deliver(answer, answer.path("type").asString());
    }

    @Test
    void theCreatedExampleRecordsTheBoardsGameUnderItsTournament() {
        deliver(ContractSchemas.example("CreateGameAnswer-created.json"));
        deliver(ContractSchemas.example("CreateGameAnswer-created.json")); // redelivered: one equal record
        assertThat(statuses.of("cup-2026")).containsExactly(new GameRequestStatuses.Status(
                "tournament/cup-2026/round-1/board-3", "cup-2026", "CREATED", "f942ed7d-3f0b-3e42-b8d6-0f14ff4af3bd",
                null, null, NOW));
    }

    @Test
    void theRefusedExampleIsTheLaddersAndLeftAlone() {
        deliver(ContractSchemas.example("CreateGameAnswer-refused.json"));
        assertThat(statuses.of("9x9-open")).isEmpty();
        assertThat(statuses.deleteAll()).as("nothing recorded").isZero();
    }

    @Test
    void theRefusedExampleAnsweringAMatchGameRecordsTheReason() {
        ObjectNode refused = (ObjectNode) ContractSchemas.example("CreateGameAnswer-refused.json");
        refused.put("requestId", "two-game-match/m-7/game-2").put("someFieldOfVersion1Point5", 1);
        deliver(refused, null); // no type header: read from the body
        assertThat(statuses.of("m-7")).containsExactly(new GameRequestStatuses.Status("two-game-match/m-7/game-2",
                "m-7", "REFUSED", null, "BOARD_SIZE_UNSUPPORTED",
                "rule set 'black-and-white' does not play on 5x5; allowed sizes: [9, 13, 19]", NOW));
    }

    @Test
    void theCancelAnswersRecordNothingEvenUnderATournamentsId() {
        deliver(ContractSchemas.example("CreateGameAnswer-created.json"));
        deliver(ContractSchemas.example("CancelGameAnswer-cancelled.json"));
        deliver(ContractSchemas.example("CancelGameAnswer-refused.json"));
        ObjectNode cancelled = (ObjectNode) ContractSchemas.example("CancelGameAnswer-cancelled.json");
        cancelled.put("requestId", "tournament/cup-2026/round-1/board-3/cancel")
                .put("gameRequestId", "tournament/cup-2026/round-1/board-3");
        deliver(cancelled);
        assertThat(statuses.of("cup-2026")).extracting(GameRequestStatuses.Status::requestId, GameRequestStatuses.Status::status,
                GameRequestStatuses.Status::gameId).containsExactly(org.assertj.core.groups.Tuple.tuple(
                        "tournament/cup-2026/round-1/board-3", "CREATED", "f942ed7d-3f0b-3e42-b8d6-0f14ff4af3bd"));
        assertThat(statuses.of("9x9-open")).isEmpty();
    }
}
