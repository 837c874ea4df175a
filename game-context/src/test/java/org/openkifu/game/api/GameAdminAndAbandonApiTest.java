package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.testapp.AdjustableClock;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Administrators correct results; a player who left loses when an administrator says so, or when the opponent reports
 * it and the presence monitor saw them away while their clock ran (docs/game.md, "Abandonment").
 */
class GameAdminAndAbandonApiTest extends GameApiTestSupport {

    @Autowired
    AdjustableClock clock;

    private static final String IYT_9 = """
            {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"rules":"itsyourturn"}""";

    @Test
    void anAdministratorCorrectsAResultAndTheOriginalStaysInTheHistory() throws Exception {
        String id = create(IYT_9);
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
    void aReportAtMoveZeroIsNoFreeWin() throws Exception {
        // the abuse: bob reported alice gone in a rated game she never saw, and won at once
        String id = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"rated":true,
                 "timeControl":{"kind":"ABSOLUTE","mainSeconds":60}}""");
        JsonNode problem = refused(id, BOB, "abandon", "", 409, "ABANDONMENT_NOT_EVIDENT");
        assertThat(problem.path("detail").asString()).contains("not started");
        assertThat(summary(id).path("status").asString()).isEqualTo("PLAYING");
        // untimed: leaving cannot be told from thinking
        String untimed = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9}""");
        play(untimed, ALICE, "E5");
        refused(untimed, ALICE, "abandon", "", 409, "ABANDONMENT_NOT_EVIDENT");
    }

    @Test
    void aPlayerAbsentWhileTheirClockRunsIsReportedGoneAndLoses() throws Exception {
        String id = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,
                 "timeControl":{"kind":"ABSOLUTE","mainSeconds":3600}}""");
        assertThat(api().post("/api/games/" + id + "/presence", ALICE, "").statusCode()).isEqualTo(204);
        assertThat(api().post("/api/games/" + id + "/presence", BOB, "").statusCode()).isEqualTo(204);
        play(id, ALICE, "E5");
        refused(id, DAVE, "abandon", "{\"abandonedBy\":\"bob\"}", 403, "NOT_A_PLAYER");
        refused(id, ALICE, "abandon", "{\"abandonedBy\":\"alice\"}", 422, "ABANDON_SELF");
        refused(id, ALICE, "abandon", "{\"abandonedBy\":\"mallory\"}", 403, "NOT_A_PLAYER");
        refused(id, CAROL, "abandon", "", 400, "PLAYER_MISSING");
        refused(id, ALICE, "abandon", "", 409, "ABANDONMENT_NOT_EVIDENT");
        // bob keeps his page open: still not gone
        clock.advance(ABSENT_AFTER.minusSeconds(5));
        api().post("/api/games/" + id + "/presence", BOB, "");
        clock.advance(Duration.ofSeconds(10));
        refused(id, ALICE, "abandon", "", 409, "ABANDONMENT_NOT_EVIDENT");
        // then he closes it, and his clock runs on while nobody sees him
        clock.advance(ABSENT_AFTER);

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
        String id = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9}""");
        JsonNode ended = ok(id, CAROL, "abandon", "{\"abandonedBy\":\"alice\"}");
        assertThat(ended.path("result").path("sgf").asString()).isEqualTo("W+F");
        assertThat(ended.path("result").path("winnerUserId").asString()).isEqualTo(BOB);
    }
}
