package org.openkifu.infra.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The producer's side of {@code CreateGame} for both asking contexts: what the one writer sends matches
 * {@code CreateGame.schema.json}, and the published examples are what it writes for a ladder's and a tournament's
 * request (so the examples the game context reads are the asking contexts' real messages).
 */
class CreateGameRequestTest {

    private static final GameTerms.Clock BYOYOMI = new GameTerms.Clock("JAPANESE_BYOYOMI", 600, 5, 30, 0, 0);

    private static CreateGameRequest ladders() {
        return new CreateGameRequest("ladder/9x9-open/challenge/17", "LADDER_CHALLENGE", null, "9x9 Open Ladder",
                List.of(new CreateGameRequest.Player("alice", "3k"), new CreateGameRequest.Player("bob", "3k")), null,
                new CreateGameRequest.Settings(9, "japanese", null, null, null, BYOYOMI, true, false));
    }

    private static CreateGameRequest tournaments() {
        String id = "tournament/cup-2026/round-1/board-3";
        return new CreateGameRequest(id, "TOURNAMENT_PAIRING", id, "Spring Cup 2026",
                List.of(new CreateGameRequest.Player("alice", "3k"), new CreateGameRequest.Player("bob", "1d")),
                new CreateGameRequest.Colors("alice", "bob"),
                new CreateGameRequest.Settings(19, "japanese", 0.5, "JUNG_SUN", 0,
                        new GameTerms.Clock("CANADIAN", 1800, 1, 300, 20, 0), true, false));
    }

    /** As the game context reads it: the bytes sent, parsed (numbers compare by value then). */
    private static JsonNode parsed(CreateGameRequest r) {
        return tools.jackson.databind.json.JsonMapper.builder().build().readTree(r.toBytes());
    }

    @Test
    void aLaddersRequestIsThePublishedExampleAndLeavesColoursKomiAndTypeToTheGame() {
        JsonNode json = parsed(ladders());
        assertThat(ContractSchemas.errors("CreateGame.schema.json", json)).isEmpty();
        assertThat(json).isEqualTo(ContractSchemas.example("CreateGame-ladder.json"));
        assertThat(json.has("colors")).isFalse();
        assertThat(json.path("settings").has("komi")).isFalse();
        assertThat(json.path("origin").path("reference").asString()).as("defaults to the request id")
                .isEqualTo("ladder/9x9-open/challenge/17");
    }

    @Test
    void aTournamentsRequestIsThePublishedExampleWithFixedColours() {
        JsonNode json = parsed(tournaments());
        assertThat(ContractSchemas.errors("CreateGame.schema.json", json)).isEmpty();
        assertThat(json).isEqualTo(ContractSchemas.example("CreateGame-tournament.json"));
    }

    @Test
    void anUnrankedPlayerHasNoRankAndAnUntimedGameSaysNone() {
        CreateGameRequest r = new CreateGameRequest("offer/o1", "OPEN_OFFER", null,
                List.of(new CreateGameRequest.Player("ann", null), new CreateGameRequest.Player("ben", "2d")), null,
                new CreateGameRequest.Settings(13, "chinese", null, null, null, null, false, false));
        JsonNode json = parsed(r);
        assertThat(ContractSchemas.errors("CreateGame.schema.json", json)).isEmpty();
        assertThat(json.path("players").get(0).has("rank")).isFalse();
        assertThat(json.path("settings").path("timeControl").path("kind").asString()).isEqualTo("NONE");
        assertThat(json.path("settings").path("rated").asBoolean()).isFalse();
        assertThat(json.path("origin").has("name")).as("a free game has no event name").isFalse();
    }

    @Test
    void theEventNameTravelsInTheOriginAndIsBoundedLikeTheNamesItCopies() {
        JsonNode json = parsed(tournaments());
        assertThat(json.path("origin").path("name").asString()).isEqualTo("Spring Cup 2026");
        JsonNode tooLong = json.deepCopy();
        ((tools.jackson.databind.node.ObjectNode) tooLong.path("origin")).put("name", "x".repeat(101));
        assertThat(ContractSchemas.errors("CreateGame.schema.json", tooLong)).isNotEmpty();
        CreateGameRequest cut = new CreateGameRequest("r", "TOURNAMENT_PAIRING", null, "x".repeat(101),
                tournaments().players(), null, tournaments().settings());
        assertThat(ContractSchemas.errors("CreateGame.schema.json", parsed(cut))).isEmpty();
        assertThat(parsed(cut).path("origin").path("name").asString()).hasSize(100);
    }

    @Test
    void theSchemaRefusesWhatTheWriterNeverSends() {
        JsonNode oneColour = ContractSchemas.example("CreateGame-tournament.json").deepCopy();
        ((tools.jackson.databind.node.ObjectNode) oneColour.path("colors")).remove("white");
        assertThat(ContractSchemas.errors("CreateGame.schema.json", oneColour)).isNotEmpty();
        assertThatThrownBy(() -> new CreateGameRequest("r", "AUTOMATCH", null,
                List.of(new CreateGameRequest.Player("ann", null)), null,
                new CreateGameRequest.Settings(9, "japanese", null, null, null, null, false, false)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
