package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Play, pass and resign answer from the command's own outcome (no read of the history): the answer must be exactly
 * what {@code GET /api/games/{id}} shows right after, in every phase, also with the nigiri draw the state forgets,
 * and when the game comes from a snapshot (this context snapshots every 4 events).
 */
class MoveAnswersApiTest extends GameApiTestSupport {

    @Test
    void everyAnswerIsTheGameAsStored() throws Exception {
        String id = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"rules":"japanese","komi":6.5}""");
        String[] moves = {"C3", "G7", "C7", "G3", "E5", "D4"};
        for (int i = 0; i < moves.length; i++) {
            JsonNode answer = play(id, i % 2 == 0 ? ALICE : BOB, moves[i]);
            assertThat(answer).as("after move %d", i + 1).isEqualTo(summary(id));
        }
        refused(id, ALICE, "moves", "{\"point\":\"C3\"}", 422, "POINT_OCCUPIED");
        assertThat(play(id, ALICE, "F6")).as("the refused move left nothing behind").isEqualTo(summary(id));
        assertThat(pass(id, BOB)).isEqualTo(summary(id));
        assertThat(ok(id, ALICE, "resign", "")).isEqualTo(summary(id));
        assertThat(summary(id).path("status").asString()).isEqualTo("ENDED");
    }

    @Test
    void anAnswerAfterNigiriShowsTheDraw() throws Exception {
        String id = create("""
                {"owner":{"userId":"alice"},"opponent":{"userId":"bob"},"size":9,"rules":"japanese","komi":6.5}""");
        ok(id, ALICE, "nigiri/parity", "{\"parity\":\"odd\"}");
        JsonNode drawn = ok(id, BOB, "nigiri/guess", "{\"guess\":\"even\"}");
        String black = drawn.path("black").path("userId").asString();
        String white = black.equals(ALICE) ? BOB : ALICE;
        for (int i = 0; i < 5; i++) {
            JsonNode answer = play(id, i % 2 == 0 ? black : white, new String[] {"C3", "G7", "C7", "G3", "E5"}[i]);
            assertThat(answer.path("nigiri").path("stage").asString()).isEqualTo("DONE");
            assertThat(answer).isEqualTo(summary(id));
        }
    }

    @Test
    void commandsToAGameThatDoesNotExistAreNotFound() throws Exception {
        assertProblem(move("no-such-game", ALICE, "C3"), 404, "GAME_NOT_FOUND");
        assertProblem(post("/api/games/no-such-game/pass", ALICE, "", null), 404, "GAME_NOT_FOUND");
        assertProblem(post("/api/games/no-such-game/resign", ALICE, "", null), 404, "GAME_NOT_FOUND");
    }
}
