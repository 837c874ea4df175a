package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Before the first move: nigiri for even games, the game type and handicap from the ranks, free handicap placement. */
class GameSetupApiTest extends GameApiTestSupport {

    @Test
    void hoSunColoursAreDrawnByNigiriThenTheGameIsPlayedAndResigned() throws Exception {
        String id = create("""
                {"owner":{"userId":"alice","rank":"5k"},"opponent":{"userId":"bob","rank":"5k"},"size":19,
                 "rules":"black-and-white"}""");
        JsonNode waiting = summary(id);
        assertThat(waiting.path("gameType").asString()).isEqualTo("HO_SUN");
        assertThat(waiting.path("status").asString()).isEqualTo("AWAITING_NIGIRI_PARITY");
        assertThat(waiting.path("komi").asDouble()).isEqualTo(6.5);
        assertThat(waiting.path("black").isNull()).isTrue();
        assertThat(waiting.path("nigiri").path("stage").asString()).isEqualTo("AWAITING_PARITY");
        assertThat(waiting.path("waitingFor")).extracting(JsonNode::asString).containsExactly(ALICE);

        refused(id, ALICE, "moves", "{\"point\":\"Q16\"}", 409, "GAME_NOT_STARTED");
        refused(id, ALICE, "resign", "", 409, "GAME_NOT_STARTED");
        refused(id, BOB, "nigiri/parity", "{\"parity\":\"ODD\"}", 409, "NOT_YOUR_TURN");
        refused(id, ALICE, "nigiri/parity", "{\"parity\":\"sideways\"}", 400, "PARITY_INVALID");
        refused(id, ALICE, "nigiri/parity", "{}", 400, "PARITY_MISSING");
        refused(id, BOB, "nigiri/guess", "{\"guess\":\"ODD\"}", 409, "NIGIRI_NOT_EXPECTED");

        JsonNode chosen = ok(id, ALICE, "nigiri/parity", "{\"parity\":\"odd\"}");
        assertThat(chosen.path("nigiri").path("stage").asString()).isEqualTo("AWAITING_GUESS");
        assertThat(chosen.path("nigiri").path("parity").isNull()).as("hidden until the guess").isTrue();
        assertThat(chosen.toString()).doesNotContain("ODD");
        assertThat(get("/api/games/" + id + "/events").body()).doesNotContain("ODD");
        refused(id, ALICE, "nigiri/guess", "{\"guess\":\"EVEN\"}", 409, "NOT_YOUR_TURN");
        refused(id, ALICE, "nigiri/parity", "{\"parity\":\"EVEN\"}", 409, "NIGIRI_NOT_EXPECTED");

        JsonNode drawn = ok(id, BOB, "nigiri/guess", "{\"guess\":\"EVEN\"}");
        assertThat(drawn.path("status").asString()).isEqualTo("PLAYING");
        assertThat(drawn.path("nigiri").path("stage").asString()).isEqualTo("DONE");
        assertThat(drawn.path("nigiri").path("parity").asString()).isEqualTo("ODD");
        assertThat(drawn.path("nigiri").path("guess").asString()).isEqualTo("EVEN");
        assertThat(drawn.path("nigiri").path("guessCorrect").asBoolean()).isFalse();
        assertThat(drawn.path("black").path("userId").asString()).as("a wrong guess leaves Black to the owner").isEqualTo(ALICE);
        assertThat(drawn.path("white").path("userId").asString()).isEqualTo(BOB);
        assertThat(drawn.path("toMove").asString()).isEqualTo("BLACK");
        assertThat(get("/api/games/" + id + "/events").body()).contains("\"parity\":\"ODD\"");

        play(id, ALICE, "Q16");
        JsonNode resigned = ok(id, BOB, "resign", "");
        assertThat(resigned.path("status").asString()).isEqualTo("ENDED");
        assertThat(resigned.path("result").path("sgf").asString()).isEqualTo("B+R");
        assertThat(resigned.path("result").path("winnerUserId").asString()).isEqualTo(ALICE);
    }

    @Test
    void aRightGuessTakesBlack() throws Exception {
        String id = create("""
                {"owner":{"userId":"bob"},"opponent":{"userId":"alice"},"size":9,"rules":"japanese"}""");
        ok(id, BOB, "nigiri/parity", "{\"parity\":\"EVEN\"}");
        JsonNode drawn = ok(id, ALICE, "nigiri/guess", "{\"guess\":\"even\"}");
        assertThat(drawn.path("nigiri").path("guessCorrect").asBoolean()).isTrue();
        assertThat(drawn.path("black").path("userId").asString()).isEqualTo(ALICE);
    }

    @Test
    void ranksChooseTheGameTypeTheColoursAndTheHandicap() throws Exception {
        // 1d against 5k: five stones apart, a Handicap game; the stronger player takes White and moves first
        String handicap = create("""
                {"owner":{"userId":"alice","rank":"1d"},"opponent":{"userId":"bob","rank":"5k"},"size":19}""");
        JsonNode h = summary(handicap);
        assertThat(h.path("gameType").asString()).isEqualTo("HANDICAP");
        assertThat(h.path("handicap").asInt()).isEqualTo(5);
        assertThat(h.path("white").path("userId").asString()).isEqualTo(ALICE);
        assertThat(h.path("black").path("userId").asString()).isEqualTo(BOB);
        assertThat(h.path("komi").asDouble()).isEqualTo(0.5);
        assertThat(h.path("status").asString()).isEqualTo("PLAYING");
        assertThat(h.path("toMove").asString()).isEqualTo("WHITE");
        assertThat(h.path("handicapStones").path("placement").asString()).isEqualTo("FIXED");
        assertThat(h.path("handicapStones").path("points")).extracting(JsonNode::asString)
                .containsExactlyInAnyOrder("D4", "Q16", "D16", "Q4", "K10");
        refused(handicap, BOB, "moves", "{\"point\":\"C3\"}", 409, "NOT_YOUR_TURN");
        refused(handicap, BOB, "handicap", "{\"points\":[\"C3\",\"C4\",\"C5\",\"C6\",\"C7\"]}", 409, "HANDICAP_NOT_EXPECTED");
        assertThat(play(handicap, ALICE, "R14").path("toMove").asString()).isEqualTo("BLACK");

        // 3k against 2k: one stone apart, Jung-sun; the stronger takes White, komi 0.5, Black starts
        JsonNode j = summary(create("""
                {"owner":{"userId":"alice","rank":"3k"},"opponent":{"userId":"bob","rank":"2k"},"size":13}"""));
        assertThat(j.path("gameType").asString()).isEqualTo("JUNG_SUN");
        assertThat(j.path("white").path("userId").asString()).isEqualTo(BOB);
        assertThat(j.path("komi").asDouble()).isEqualTo(0.5);
        assertThat(j.path("handicap").asInt()).isZero();
        assertThat(j.path("toMove").asString()).isEqualTo("BLACK");
        assertThat(j.path("nigiri").isNull()).isTrue();
    }

    @Test
    void blackPlacesFreeHandicapStonesThenWhiteMoves() throws Exception {
        String id = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":19,"rules":"chinese","handicap":3}""");
        JsonNode waiting = summary(id);
        assertThat(waiting.path("status").asString()).isEqualTo("AWAITING_HANDICAP_STONES");
        assertThat(waiting.path("handicapStones").path("placement").asString()).isEqualTo("FREE");
        assertThat(waiting.path("handicapStones").path("points")).isEmpty();
        assertThat(waiting.path("waitingFor")).extracting(JsonNode::asString).containsExactly(ALICE);

        refused(id, BOB, "moves", "{\"point\":\"Q16\"}", 409, "GAME_NOT_STARTED");
        refused(id, BOB, "handicap", "{\"points\":[\"D4\",\"Q16\",\"K10\"]}", 409, "NOT_YOUR_TURN");
        refused(id, ALICE, "handicap", "{\"points\":[\"D4\",\"Q16\"]}", 400, "INVALID_HANDICAP");
        refused(id, ALICE, "handicap", "{\"points\":[\"D4\",\"Q16\",\"Z30\"]}", 400, "POINT_INVALID");
        refused(id, ALICE, "handicap", "{}", 400, "POINTS_MISSING");

        JsonNode placed = ok(id, ALICE, "handicap", "{\"points\":[\"C3\",\"Q16\",\"K10\"]}");
        assertThat(placed.path("status").asString()).isEqualTo("PLAYING");
        assertThat(placed.path("toMove").asString()).isEqualTo("WHITE");
        assertThat(placed.path("handicapStones").path("points")).extracting(JsonNode::asString)
                .containsExactlyInAnyOrder("C3", "Q16", "K10");
        JsonNode board = json(get("/api/games/" + id + "/position"));
        assertThat(board.path("board").get(19 - 3).asString().charAt(2)).as("C3").isEqualTo('X');
        refused(id, ALICE, "handicap", "{\"points\":[\"D4\",\"Q4\",\"K11\"]}", 409, "HANDICAP_NOT_EXPECTED");
        play(id, BOB, "R4");
    }
}
