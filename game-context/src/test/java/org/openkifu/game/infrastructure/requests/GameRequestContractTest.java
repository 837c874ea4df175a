package org.openkifu.game.infrastructure.requests;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.infra.contract.ContractSchemas;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The game context's side of the request contract (contracts/game/v1): it reads the published {@code CreateGame}
 * examples (consumer) as the games they describe, and what it answers ({@code GameCreated}, {@code GameRefused})
 * matches {@code CreateGameAnswer.schema.json} (producer). The ladder's and tournament's writers are checked against
 * the same schema in infra/platform ({@code CreateGameRequestTest}).
 */
class GameRequestContractTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void thePublishedExamplesMatchTheirSchemas() {
        ContractSchemas.assertValid("CreateGame.schema.json", ContractSchemas.example("CreateGame-ladder.json"));
        ContractSchemas.assertValid("CreateGame.schema.json", ContractSchemas.example("CreateGame-tournament.json"));
        ContractSchemas.assertValid("CreateGameAnswer.schema.json",
                ContractSchemas.example("CreateGameAnswer-created.json"));
        ContractSchemas.assertValid("CreateGameAnswer.schema.json",
                ContractSchemas.example("CreateGameAnswer-refused.json"));
    }

    @Test
    void theLaddersExampleIsAGameWithColoursLeftToTheRanks() {
        GameCommand.CreateGame c = command("CreateGame-ladder.json");
        assertThat(c.gameId()).isEqualTo(GameRequestHandler.gameIdOf("LADDER_CHALLENGE",
                "ladder/9x9-open/challenge/17"));
        assertThat(c.owner().userId()).isEqualTo("alice");
        assertThat(c.opponent().userId()).isEqualTo("bob");
        assertThat(c.blackUserId()).isNull();
        assertThat(c.gameType()).isNull();
        assertThat(c.size()).isEqualTo(9);
        assertThat(c.rules().presetId()).isEqualTo("japanese");
        assertThat(c.timeControl()).isEqualTo(new TimeControl(TimeControl.Kind.JAPANESE_BYOYOMI, 600, 5, 30, 0, 0));
        assertThat(c.rated()).isTrue();
        assertThat(c.takeBackAllowed()).isFalse();
        assertThat(c.origin()).isEqualTo(new Origin(Origin.Kind.LADDER_CHALLENGE, "ladder/9x9-open/challenge/17",
                "9x9 Open Ladder"));
    }

    @Test
    void theTournamentsExampleFixesColoursTypeAndKomi() {
        GameCommand.CreateGame c = command("CreateGame-tournament.json");
        assertThat(c.blackUserId()).isEqualTo("alice");
        assertThat(c.whiteUserId()).isEqualTo("bob");
        assertThat(c.gameType()).isEqualTo(GameType.JUNG_SUN);
        assertThat(c.handicap()).isZero();
        assertThat(c.rules().komi()).isEqualTo(0.5);
        assertThat(c.size()).isEqualTo(19);
        assertThat(c.timeControl()).isEqualTo(new TimeControl(TimeControl.Kind.CANADIAN, 1800, 1, 300, 20, 0));
        assertThat(c.origin().kind()).isEqualTo(Origin.Kind.TOURNAMENT_PAIRING);
        assertThat(c.origin().name()).as("origin.name, the library's event").isEqualTo("Spring Cup 2026");
    }

    @Test
    void theCreatedExamplesGameIdIsTheOneTheRequestDerives() {
        JsonNode created = ContractSchemas.example("CreateGameAnswer-created.json");
        assertThat(created.path("gameId").asString()).isEqualTo(GameRequestHandler.gameIdOf("TOURNAMENT_PAIRING",
                created.path("requestId").asString()));
    }

    @Test
    void theAnswersTheContextSendsMatchTheSchema() {
        byte[] created = GameRequestHandler.toJson(new GameResponse.GameCreated("r-1", "g-1",
                new GameResponse.Origin("AUTOMATCH", "r-1"), null, null, "HO_SUN", 0, 6.5, 19, "japanese"));
        ContractSchemas.assertValid("CreateGameAnswer.schema.json", created);
        byte[] fixed = GameRequestHandler.toJson(new GameResponse.GameCreated("r-2", "g-2",
                new GameResponse.Origin("TOURNAMENT_PAIRING", "t/1"), "alice", "bob", "HANDICAP", 3, 0.5, 19,
                "japanese"));
        ContractSchemas.assertValid("CreateGameAnswer.schema.json", fixed);
        byte[] refused = GameRequestHandler.toJson(new GameResponse.GameRefused("r-3",
                GameRequestHandler.UNKNOWN_PLAYER, "carol has no account"));
        ContractSchemas.assertValid("CreateGameAnswer.schema.json", refused);
        assertThat(JSON.readTree(refused).path("type").asString()).isEqualTo("GameRefused");
        assertThat(ContractSchemas.errors("CreateGameAnswer.schema.json", JSON.readTree(
                "{\"type\":\"GameCreated\",\"version\":1,\"requestId\":\"r\"}"))).as("a created answer without its game")
                .isNotEmpty();
    }

    /** The request side of cancelling: the published {@code CancelGame} names the game its CreateGame created. */
    @Test
    void theCancelExampleCancelsTheGameOfItsCreateGame() {
        JsonNode json = ContractSchemas.example("CancelGame.json");
        GameCommand.CancelGame c = GameRequestMapping.toCancel(json.path("requestId").asString(),
                GameRequestHandler.parseRequest(JSON.writeValueAsBytes(json)));
        assertThat(c.gameId()).as("the game of CreateGame-ladder.json")
                .isEqualTo(command("CreateGame-ladder.json").gameId());
        assertThat(c.requestId()).isEqualTo("ladder/9x9-open/challenge/17/cancel");
        assertThat(c.reason()).isEqualTo("CHALLENGE_DECLINED");
        assertThat(c.actingUserId()).isEqualTo(GameRequestHandler.ACTING_USER);
    }

    private static GameCommand.CreateGame command(String example) {
        JsonNode json = ContractSchemas.example(example);
        return GameRequestMapping.toCommand(json.path("requestId").asString(),
                GameRequestHandler.parseRequest(JSON.writeValueAsBytes(json)));
    }
}
