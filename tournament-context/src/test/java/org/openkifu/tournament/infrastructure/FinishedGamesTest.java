package org.openkifu.tournament.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.FinishedGame;
import org.openkifu.tournament.infrastructure.results.FinishedGames;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Consumer contract test: the game context's published examples (contracts/game/v1/examples) read as the
 * tournament's own {@link FinishedGame}; other contexts' games and unknown types are left alone; a reason this
 * version does not know is OTHER, and fields it does not know are ignored.
 */
class FinishedGamesTest {

    private static final Path EXAMPLES = Path.of("..", "contracts", "game", "v1", "examples");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static ObjectNode example(String name) throws Exception {
        return (ObjectNode) JSON.readTree(Files.readString(EXAMPLES.resolve(name)));
    }

    @Test
    void aTournamentGameFinishedBecomesTheTournamentsFinishedGame() throws Exception {
        FinishedGames.Translated t = FinishedGames.translate(example("GameFinished-resignation.json")).orElseThrow();
        assertThat(t.owner().tournament()).isTrue();
        assertThat(t.owner().id()).isEqualTo("cup-2026");
        assertThat(t.correction()).isFalse();
        FinishedGame g = t.game();
        assertThat(g.gameId()).isEqualTo("6c1f4a2e-8b7d-3e9f-a1b2-c3d4e5f6a7b8");
        assertThat(g.originReference()).isEqualTo("tournament/cup-2026/round-1/board-3");
        assertThat(g.blackUserId()).isEqualTo("carol");
        assertThat(g.whiteUserId()).isEqualTo("dan");
        assertThat(g.blackRank()).isEqualTo("5k");
        assertThat(g.handicap()).isEqualTo(3);
        assertThat(g.winnerUserId()).isEqualTo("carol");
        assertThat(g.reason()).isEqualTo(FinishReason.RESIGNATION);
        assertThat(g.margin()).isNull();
        assertThat(g.moves()).isEqualTo(142);
        assertThat(g.endedAt()).isEqualTo(Instant.parse("2026-11-23T19:02:40Z"));
    }

    @Test
    void otherContextsGamesAreNotTheTournaments() throws Exception {
        assertThat(FinishedGames.translate(example("GameFinished.json"))).as("a ladder challenge").isEmpty();
        assertThat(FinishedGames.translate(example("GameResultCorrected.json"))).isEmpty();
        assertThat(FinishedGames.translate(example("StonePlaced.envelope.json"))).as("not a result").isEmpty();
        ObjectNode wrongKind = example("GameFinished-resignation.json");
        ((ObjectNode) wrongKind.get("origin")).put("kind", "LADDER_CHALLENGE");
        assertThat(FinishedGames.translate(wrongKind)).as("a tournament's id under another origin").isEmpty();
    }

    @Test
    void aCorrectionOfAMatchGameCarriesTheCorrectedResult() throws Exception {
        ObjectNode corrected = example("GameResultCorrected.json");
        ((ObjectNode) corrected.get("origin")).put("kind", "TWO_GAME_MATCH").put("reference", "two-game-match/m-7/game-2");
        FinishedGames.Translated t = FinishedGames.translate(corrected).orElseThrow();
        assertThat(t.owner().tournament()).isFalse();
        assertThat(t.owner().id()).isEqualTo("m-7");
        assertThat(t.correction()).isTrue();
        assertThat(t.game().winnerUserId()).isEqualTo("alice");
        assertThat(t.game().reason()).isEqualTo(FinishReason.RESIGNATION);
        assertThat(t.game().endedAt()).isEqualTo(Instant.parse("2026-11-24T09:15:00Z"));
    }

    @Test
    void aCountedGameKeepsItsMarginAndUnknownReasonsAndFieldsAreTolerated() throws Exception {
        ObjectNode counted = example("GameFinished-resignation.json");
        ((ObjectNode) counted.get("result")).put("reason", "SCORE").put("margin", 12.5);
        counted.put("someFieldOfVersion1Point5", "ignored");
        assertThat(FinishedGames.translate(counted).orElseThrow().game().margin()).isEqualTo(12.5);
        ((ObjectNode) counted.get("result")).put("reason", "ALIENS").putNull("margin");
        assertThat(FinishedGames.translate(counted).orElseThrow().game().reason()).isEqualTo(FinishReason.OTHER);
        JsonNode noColours = example("GameFinished-resignation.json").putNull("black");
        assertThat(FinishedGames.translate(noColours)).isEmpty();
    }

    @Test
    void requestIdsNameTheirOwner() {
        assertThat(RequestIds.ownerOf("tournament/t-1/round-3/board-12/game-3")).hasValueSatisfying(o -> {
            assertThat(o.id()).isEqualTo("t-1");
            assertThat(o.tournament()).isTrue();
        });
        assertThat(RequestIds.ownerOf("two-game-match/m/1/game-2").orElseThrow().id()).isEqualTo("m/1");
        assertThat(RequestIds.ownerOf("ladder:9x9-open:challenge:17")).isEmpty();
        assertThat(RequestIds.ownerOf("tournament/t-1/round-x/board-1")).isEmpty();
    }
}
