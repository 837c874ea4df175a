package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Administrators correct results; a player who left loses when the opponent (or an administrator) reports it. */
class GameAdminAndAbandonApiTest extends GameApiTestSupport {

    private static final String IYT_9 = """
            {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"rules":"itsyourturn"}""";

    @Test
    void anAdministratorCorrectsAResultAndTheOriginalStaysInTheHistory() throws Exception {
        String id = create(ALICE, IYT_9);
        String correction = "{\"winner\":\"black\",\"reason\":\"RESIGNATION\",\"note\":\"White resigned in the chat\"}";
        refused(id, CAROL, "result-correction", correction, 409, "GAME_NOT_OVER");
        pass(id, ALICE);
        assertThat(pass(id, BOB).path("result").path("sgf").asString()).isEqualTo("W+3.5");

        refused(id, BOB, "result-correction", correction, 403, "NOT_AN_ADMIN");
        refused(id, DAVE, "result-correction", correction, 403, "NOT_AN_ADMIN");
        refused(id, CAROL, "result-correction", "{\"winner\":\"green\",\"reason\":\"SCORE\"}", 400, "WINNER_INVALID");
        refused(id, CAROL, "result-correction", "{\"winner\":\"BLACK\",\"reason\":\"luck\"}", 400, "REASON_INVALID");
        refused(id, CAROL, "result-correction", "{\"winner\":\"BLACK\"}", 400, "REASON_MISSING");
        refused(id, CAROL, "result-correction", "{\"winner\":\"BLACK\",\"reason\":\"VOID\"}", 400, "INVALID_COMMAND");

        JsonNode corrected = ok(id, CAROL, "result-correction", correction);
        assertThat(corrected.path("result").path("sgf").asString()).isEqualTo("B+R");
        assertThat(corrected.path("result").path("winnerUserId").asString()).isEqualTo(ALICE);
        assertThat(corrected.path("earlierResults")).hasSize(1);
        assertThat(corrected.path("earlierResults").get(0).path("sgf").asString()).isEqualTo("W+3.5");
        assertThat(corrected.path("earlierResults").get(0).path("score").path("white").path("komi").asDouble()).isEqualTo(3.5);
        JsonNode events = events(id);
        JsonNode last = events.get(events.size() - 1);
        assertThat(last.path("type").asString()).isEqualTo("ResultCorrected");
        assertThat(last.path("payload").path("correctedBy").asString()).isEqualTo(CAROL);
        assertThat(last.path("payload").path("previous").path("sgf").asString()).isEqualTo("W+3.5");
        assertThat(last.path("payload").path("note").asString()).isEqualTo("White resigned in the chat");

        // the second configured administrator may void it
        JsonNode voided = ok(id, "erin", "result-correction", "{\"reason\":\"VOID\"}");
        assertThat(voided.path("result").path("sgf").asString()).isEqualTo("Void");
        assertThat(voided.path("earlierResults")).extracting(r -> r.path("sgf").asString()).containsExactly("W+3.5", "B+R");
    }

    @Test
    void aPlayerReportsTheOpponentGoneAndWinsByForfeit() throws Exception {
        String id = create(ALICE, """
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9}""");
        play(id, ALICE, "E5");
        refused(id, DAVE, "abandon", "{\"abandonedBy\":\"bob\"}", 403, "NOT_A_PLAYER");
        refused(id, ALICE, "abandon", "{\"abandonedBy\":\"alice\"}", 422, "ABANDON_SELF");
        refused(id, ALICE, "abandon", "{\"abandonedBy\":\"mallory\"}", 403, "NOT_A_PLAYER");
        refused(id, CAROL, "abandon", "", 400, "PLAYER_MISSING");

        JsonNode ended = ok(id, ALICE, "abandon", "");
        assertThat(ended.path("status").asString()).isEqualTo("ENDED");
        assertThat(ended.path("result").path("reason").asString()).isEqualTo("ABANDONMENT");
        assertThat(ended.path("result").path("sgf").asString()).isEqualTo("B+F");
        JsonNode events = events(id);
        JsonNode abandoned = events.get(events.size() - 2);
        assertThat(abandoned.path("type").asString()).isEqualTo("GameAbandoned");
        assertThat(abandoned.path("payload").path("abandonedBy").asString()).isEqualTo(BOB);
        assertThat(abandoned.path("payload").path("reportedBy").asString()).isEqualTo(ALICE);
        refused(id, BOB, "abandon", "", 409, "GAME_OVER");
    }

    @Test
    void anAdministratorReportsEitherPlayerGone() throws Exception {
        String id = create(ALICE, """
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9}""");
        JsonNode ended = ok(id, CAROL, "abandon", "{\"abandonedBy\":\"alice\"}");
        assertThat(ended.path("result").path("sgf").asString()).isEqualTo("W+F");
        assertThat(ended.path("result").path("winnerUserId").asString()).isEqualTo(BOB);
    }
}
