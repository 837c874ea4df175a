package org.openkifu.ladder.infrastructure.requests;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.infra.contract.ContractSchemas;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderRuleViolation;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The consumer's side of the answers contract: every published example of {@code openkifu.game-responses}
 * ({@code CreateGameAnswer-*.json}, {@code CancelGameAnswer-*.json} in contracts/game/v1/examples) goes through the
 * ladder's real {@link GameResponsesHandler} (over an embedded Mongo server), and what it leaves is checked: the
 * challenge's link and the command the ladder receives, or nothing for answers to other contexts and to cancels.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GameResponsesContractTest {

    private static final Instant NOW = Instant.parse("2026-11-23T18:10:00Z");
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** One embedded server for the class (one instance: {@code PER_CLASS}); each test empties the collection. */
    @AutoClose
    private final MongoServerFixture mongo;

    private final List<Object> told = new ArrayList<>();
    private GameRequestLinks links;
    private GameResponsesHandler handler;

    GameResponsesContractTest() throws IOException {
        mongo = new MongoServerFixture();
    }

    @BeforeEach
    void freshHandler() {
        told.clear();
        links = new GameRequestLinks(mongo.database());
        links.deleteAll();
        LadderCommands ladder = new LadderCommands(null) {
            @Override
            public void send(Object command) {
                told.add(command);
            }
        };
        handler = new GameResponsesHandler(links, ladder, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    /**
     * As the game context sends it: keyed by the request id, its type in the {@code type} header; checked against
     * its schema first, so every message these tests feed (examples and their variants) is one the contract allows.
     */
    private void deliver(JsonNode answer) {
        byte[] value = JSON.writeValueAsBytes(answer);
        String type = answer.path("type").asString();
        ContractSchemas.assertValid(type.equals("GameCreated") || type.equals("GameRefused")
                ? "CreateGameAnswer.schema.json" : "CancelGameAnswer.schema.json", answer);
        handler.handle(List.of(new ContractMessage("openkifu.game-responses", 0, 7,
                answer.path("requestId").asString(), null, type, value)));
    }

    @Test
    void theRefusedExampleClosesItsChallengeWithTheGameContextsReason() {
        deliver(ContractSchemas.example("CreateGameAnswer-refused.json"));
        GameRequestLinks.Link link = links.find("ladder/9x9-open/challenge/18").orElseThrow();
        assertThat(link.created()).isFalse();
        assertThat(link.code()).isEqualTo("BOARD_SIZE_UNSUPPORTED");
        assertThat(link.message()).isEqualTo("rule set 'black-and-white' does not play on 5x5; allowed sizes: [9, 13, 19]");
        assertThat(told).containsExactly(new LadderCommand.RecordGameRefusal("9x9-open", "18", LadderCommands.SYSTEM,
                "BOARD_SIZE_UNSUPPORTED", "rule set 'black-and-white' does not play on 5x5; allowed sizes: [9, 13, 19]"));
    }

    @Test
    void theCreatedExampleIsATournamentsGameAndLeftAlone() {
        deliver(ContractSchemas.example("CreateGameAnswer-created.json"));
        assertThat(links.find("tournament/cup-2026/round-1/board-3")).isEmpty();
        assertThat(told).isEmpty();
    }

    @Test
    void theCreatedExampleAnsweringAChallengeLinksTheChallengeToItsGame() {
        ObjectNode created = (ObjectNode) ContractSchemas.example("CreateGameAnswer-created.json");
        created.put("requestId", "ladder/9x9-open/challenge/17");
        ((ObjectNode) created.get("origin")).put("kind", "LADDER_CHALLENGE").put("reference",
                "ladder/9x9-open/challenge/17");
        created.put("someFieldOfVersion1Point5", true);
        deliver(created);
        deliver(created); // redelivered: the same link, and the ladder adds no event for an equal link
        GameRequestLinks.Link link = links.find("ladder/9x9-open/challenge/17").orElseThrow();
        assertThat(link.gameId()).isEqualTo("f942ed7d-3f0b-3e42-b8d6-0f14ff4af3bd");
        assertThat(link.code()).isNull();
        LadderCommand.LinkChallengeGame expected = new LadderCommand.LinkChallengeGame("9x9-open", "17",
                LadderCommands.SYSTEM, "f942ed7d-3f0b-3e42-b8d6-0f14ff4af3bd");
        assertThat(told).containsExactly(expected, expected);
    }

    @Test
    void aLateRefusalDoesNotUnlinkACreatedGame() {
        ObjectNode created = (ObjectNode) ContractSchemas.example("CreateGameAnswer-created.json");
        created.put("requestId", "ladder/9x9-open/challenge/18");
        deliver(created);
        deliver(ContractSchemas.example("CreateGameAnswer-refused.json"));
        assertThat(links.find("ladder/9x9-open/challenge/18").orElseThrow().gameId())
                .isEqualTo("f942ed7d-3f0b-3e42-b8d6-0f14ff4af3bd");
    }

    @Test
    void aRefusalTheLadderHasDecidedAgainstIsNotRetried() {
        handler = new GameResponsesHandler(links, new LadderCommands(null) {
            @Override
            public void send(Object command) {
                throw new LadderRuleViolation("CHALLENGE_NOT_OPEN", "challenge 18 is closed");
            }
        }, Clock.fixed(NOW, ZoneOffset.UTC));
        deliver(ContractSchemas.example("CreateGameAnswer-refused.json"));
        assertThat(links.find("ladder/9x9-open/challenge/18").orElseThrow().code()).isEqualTo("BOARD_SIZE_UNSUPPORTED");
    }

    /**
     * The cancel answers: the challenge was closed when the ladder asked (declined or cancelled), so neither answer
     * changes it; a refused cancel (the game has moves) leaves the game to be played, its result moving nobody.
     */
    @Test
    void theCancelAnswersChangeNoLinkAndTellTheLadderNothing() {
        ObjectNode created = (ObjectNode) ContractSchemas.example("CreateGameAnswer-created.json");
        created.put("requestId", "ladder/9x9-open/challenge/17").put("gameId", "0b8e0b5e-2f3a-3b6c-9d1e-5a7c9e1f2b3d");
        deliver(created);
        told.clear();
        deliver(ContractSchemas.example("CancelGameAnswer-cancelled.json"));
        deliver(ContractSchemas.example("CancelGameAnswer-refused.json"));
        assertThat(told).isEmpty();
        assertThat(links.find("ladder/9x9-open/challenge/17").orElseThrow().gameId())
                .isEqualTo("0b8e0b5e-2f3a-3b6c-9d1e-5a7c9e1f2b3d");
        assertThat(links.find("ladder/9x9-open/challenge/17/cancel")).as("a cancel is no game request").isEmpty();
        assertThat(links.find("ladder/9x9-open/challenge/18/cancel")).isEmpty();
        assertThat(links.find("ladder/9x9-open/challenge/18")).isEmpty();
    }

    @Test
    void anAnswerWithoutTypeHeaderIsReadByItsBody() {
        JsonNode refused = ContractSchemas.example("CreateGameAnswer-refused.json");
        handler.handle(List.of(new ContractMessage("openkifu.game-responses", 0, 8, "ladder/9x9-open/challenge/18",
                null, null, refused.toString().getBytes(StandardCharsets.UTF_8))));
        assertThat(links.find("ladder/9x9-open/challenge/18").orElseThrow().code()).isEqualTo("BOARD_SIZE_UNSUPPORTED");
    }
}
