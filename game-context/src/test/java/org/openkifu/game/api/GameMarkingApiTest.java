package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Japanese rules: two passes open the marking phase with the estimator's dead stones proposed; the players change the
 * proposal, both accept, and it is counted; or play resumes.
 */
class GameMarkingApiTest extends GameApiTestSupport {

    private static final String JAPANESE_9 = """
            {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"rules":"japanese"}""";

    @Test
    void twoPassesThenDeadStonesAreMarkedAcceptedAndCountedByTerritory() throws Exception {
        String id = create(JAPANESE_9);
        // Black walls column E, White column F; then White drops a hopeless stone at B5 inside Black's area.
        for (int row = 1; row <= 9; row++) {
            play(id, ALICE, "E" + row);
            play(id, BOB, "F" + row);
        }
        pass(id, ALICE);
        play(id, BOB, "B5");
        pass(id, ALICE);
        JsonNode marking = pass(id, BOB);

        assertThat(marking.path("status").asString()).isEqualTo("MARKING");
        assertThat(marking.path("toMove").isNull()).isTrue();
        // the estimator's proposal to start from (OGS does the same), which nobody has accepted yet
        assertThat(marking.path("marking").path("deadStones")).extracting(JsonNode::asString).containsExactly("B5");
        assertThat(marking.path("marking").path("acceptedBy")).isEmpty();
        assertThat(marking.path("waitingFor")).extracting(JsonNode::asString).containsExactly(ALICE, BOB);
        refused(id, ALICE, "moves", "{\"point\":\"A1\"}", 409, "MARKING_IN_PROGRESS");
        refused(id, ALICE, "dead-stones/toggle", "{\"point\":\"C5\"}", 422, "DEAD_STONE_INVALID");
        refused(id, ALICE, "dead-stones", "{\"points\":[\"Z5\"]}", 400, "POINT_INVALID");
        refused(id, ALICE, "dead-stones", "{}", 400, "POINTS_MISSING");

        // A set replaces the proposal; a toggle flips the whole chain: E5 alone, then all of column E, then none.
        JsonNode one = ok(id, ALICE, "dead-stones", "{\"points\":[\"E5\"]}");
        assertThat(one.path("marking").path("deadStones")).extracting(JsonNode::asString).containsExactly("E5");
        assertThat(one.path("marking").path("acceptedBy")).as("a click proposes, it does not accept").isEmpty();
        JsonNode column = ok(id, ALICE, "dead-stones/toggle", "{\"point\":\"E5\"}");
        assertThat(column.path("marking").path("deadStones")).hasSize(9);
        JsonNode none = ok(id, ALICE, "dead-stones/toggle", "{\"point\":\"e1\"}");
        assertThat(none.path("marking").path("deadStones")).isEmpty();

        JsonNode proposal = ok(id, ALICE, "dead-stones/toggle", "{\"point\":\"B5\"}");
        assertThat(proposal.path("marking").path("deadStones")).extracting(JsonNode::asString).containsExactly("B5");
        assertThat(proposal.path("waitingFor")).extracting(JsonNode::asString).containsExactly(ALICE, BOB);
        JsonNode accepted = ok(id, ALICE, "score/accept", "");
        assertThat(accepted.path("marking").path("acceptedBy")).extracting(JsonNode::asString).containsExactly(ALICE);
        assertThat(accepted.path("waitingFor")).extracting(JsonNode::asString).containsExactly(BOB);
        JsonNode provisional = proposal.path("marking").path("score");
        assertThat(provisional.path("method").asString()).isEqualTo("TERRITORY");
        assertThat(provisional.path("ownership").get(4).asString()).as("row 5").isEqualTo("bobbXOwww");
        refused(id, ALICE, "score/accept", "", 409, "SCORE_ALREADY_ACCEPTED");
        refused(id, DAVE, "score/accept", "", 403, "NOT_A_PLAYER");

        JsonNode ended = ok(id, BOB, "score/accept", "");
        assertThat(ended.path("status").asString()).isEqualTo("ENDED");
        JsonNode result = ended.path("result");
        assertThat(result.path("reason").asString()).isEqualTo("SCORE");
        JsonNode score = result.path("score");
        // Black: the 36 points of columns A-D (B5's included). White: the 27 of G-J, minus the dead stone, plus 6.5 komi.
        assertThat(score.path("black").path("territory").asInt()).isEqualTo(36);
        assertThat(score.path("black").path("total").asDouble()).isEqualTo(36.0);
        assertThat(score.path("white").path("territory").asInt()).isEqualTo(27);
        assertThat(score.path("white").path("deadStones").asInt()).isEqualTo(1);
        assertThat(score.path("white").path("komi").asDouble()).isEqualTo(6.5);
        assertThat(score.path("white").path("total").asDouble()).isEqualTo(32.5);
        assertThat(score.path("deadStones")).extracting(JsonNode::asString).containsExactly("B5");
        assertThat(score.path("ownership").get(4).asString()).isEqualTo("bobbXOwww");
        assertThat(result.path("sgf").asString()).isEqualTo("B+3.5");
        assertThat(result.path("winnerUserId").asString()).isEqualTo(ALICE);
        assertThat(ended.path("marking").isNull()).isTrue();
        assertThat(ended.path("waitingFor")).isEmpty();
        refused(id, ALICE, "dead-stones", "{\"points\":[]}", 409, "GAME_OVER");
        refused(id, ALICE, "resume", "", 409, "GAME_OVER");
        assertThat(events(id).get(eventCount(id) - 1).path("type").asString()).isEqualTo("GameEnded");
    }

    @Test
    void eitherPlayerResumesPlayFromMarkingAndTheNextPassesMarkAgain() throws Exception {
        String id = create(JAPANESE_9);
        refused(id, ALICE, "resume", "", 409, "NOT_MARKING");
        refused(id, ALICE, "score/accept", "", 409, "NOT_MARKING");
        pass(id, ALICE);
        assertThat(pass(id, BOB).path("status").asString()).isEqualTo("MARKING");
        ok(id, BOB, "dead-stones", "{\"points\":[]}");

        JsonNode resumed = ok(id, BOB, "resume", "");
        assertThat(resumed.path("status").asString()).isEqualTo("PLAYING");
        assertThat(resumed.path("toMove").asString()).as("Black's turn after White's pass").isEqualTo("BLACK");
        assertThat(resumed.path("marking").isNull()).isTrue();
        refused(id, BOB, "moves", "{\"point\":\"D4\"}", 409, "NOT_YOUR_TURN");
        play(id, ALICE, "D4");
        pass(id, BOB);
        JsonNode again = pass(id, ALICE);
        assertThat(again.path("status").asString()).isEqualTo("MARKING");
        assertThat(again.path("marking").path("deadStones")).as("a fresh estimate: the D4 stone lives").isEmpty();
        assertThat(again.path("marking").path("acceptedBy")).isEmpty();
        assertThat(again.path("moveCount").asInt()).isEqualTo(5);
    }
}
