package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** ItsYourTurn: no marking phase; two passes or the move cap end the game with an automatic count. */
class GameAutomaticScoringApiTest extends GameApiTestSupport {

    private static final String IYT_9 = """
            {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"rules":"itsyourturn"}""";
    private static final String COLUMNS = "ABCDEFGHJ";

    @Test
    void twoPassesEndTheGameWithTheCountAtOnce() throws Exception {
        String id = create(IYT_9);
        pass(id, ALICE);
        JsonNode ended = pass(id, BOB);
        assertThat(ended.path("status").asString()).isEqualTo("ENDED");
        assertThat(ended.path("marking").isNull()).isTrue();
        JsonNode result = ended.path("result");
        assertThat(result.path("reason").asString()).isEqualTo("SCORE");
        // an empty board: nobody's territory, White's 3.5 komi (9x9) decides
        assertThat(result.path("sgf").asString()).isEqualTo("W+3.5");
        assertThat(result.path("score").path("white").path("komi").asDouble()).isEqualTo(3.5);
        assertThat(result.path("score").path("ownership")).hasSize(9)
                .allSatisfy(row -> assertThat(row.asString()).isEqualTo("........."));
        assertThat(events(id)).extracting(e -> e.path("type").asString())
                .containsSubsequence("Passed", "Passed", "ScoringStarted", "GameEnded");
        refused(id, ALICE, "dead-stones", "{\"points\":[]}", 409, "GAME_OVER");
        refused(id, BOB, "score/accept", "", 409, "GAME_OVER");
    }

    @Test
    void theMoveCapEndsTheGameWithTheCountAsItStands() throws Exception {
        String id = create(IYT_9);
        JsonNode start = summary(id);
        int cap = start.path("moveCap").asInt();
        assertThat(cap).as("ItsYourTurn 9x9: 75 moves each").isEqualTo(150);
        // Black fills the board from the top row while White passes, so no two passes ever meet.
        JsonNode last = start;
        for (int turn = 0; turn < cap; turn++) {
            assertThat(last.path("status").asString()).as("turn " + (turn + 1)).isEqualTo("PLAYING");
            int stone = turn / 2;
            last = turn % 2 == 0 ? play(id, ALICE, COLUMNS.charAt(stone % 9) + String.valueOf(9 - stone / 9))
                    : pass(id, BOB);
        }
        assertThat(last.path("status").asString()).isEqualTo("ENDED");
        assertThat(last.path("moveCount").asInt()).isEqualTo(cap);
        JsonNode result = last.path("result");
        assertThat(result.path("reason").asString()).isEqualTo("MOVE_CAP");
        // 75 black stones with the last six points of row 1 as territory, against White's 3.5 komi
        assertThat(result.path("score").path("black").path("territory").asInt()).isEqualTo(6);
        assertThat(result.path("winner").asString()).isEqualTo("BLACK");
        assertThat(result.path("sgf").asString()).isEqualTo("B+2.5");
        assertThat(result.path("score").path("ownership").get(8).asString()).isEqualTo("XXXbbbbbb");
        refused(id, BOB, "moves", "{\"point\":\"J1\"}", 409, "GAME_OVER");
    }
}
