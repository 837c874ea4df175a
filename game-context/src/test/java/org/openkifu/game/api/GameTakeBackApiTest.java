package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Take-back by agreement: asked by one player, accepted or declined by the other; refused if not agreed at creation. */
class GameTakeBackApiTest extends GameApiTestSupport {

    @Test
    void aTakeBackIsAcceptedThenAnotherIsDeclined() throws Exception {
        String id = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"takeBackAllowed":true}""");
        assertThat(summary(id).path("takeBackAllowed").asBoolean()).isTrue();
        refused(id, ALICE, "takeback", "", 409, "NOTHING_TO_TAKE_BACK");
        refused(id, ALICE, "takeback/accept", "", 409, "TAKEBACK_NOT_REQUESTED");

        play(id, ALICE, "D4");
        JsonNode asked = ok(id, ALICE, "takeback", "");
        assertThat(asked.path("takeBack").path("requestedBy").asString()).isEqualTo(ALICE);
        assertThat(asked.path("takeBack").path("answeredBy").asString()).isEqualTo(BOB);
        assertThat(asked.path("takeBack").path("fromMoveNumber").asInt()).isEqualTo(1);
        assertThat(asked.path("waitingFor")).extracting(JsonNode::asString).containsExactly(BOB);
        refused(id, ALICE, "takeback", "", 409, "TAKEBACK_ALREADY_REQUESTED");
        refused(id, ALICE, "takeback/accept", "", 403, "TAKEBACK_OWN_REQUEST");
        refused(id, DAVE, "takeback/accept", "", 403, "NOT_A_PLAYER");

        JsonNode undone = ok(id, BOB, "takeback/accept", "");
        assertThat(undone.path("moveCount").asInt()).isZero();
        assertThat(undone.path("toMove").asString()).isEqualTo("BLACK");
        assertThat(undone.path("takeBack").isNull()).isTrue();
        assertThat(json(get("/api/games/" + id + "/position")).path("board").get(5).asString()).isEqualTo(".........");
        assertThat(events(id)).extracting(e -> e.path("type").asString())
                .containsSubsequence("StonePlaced", "TakeBackRequested", "TakeBackAccepted", "MoveTakenBack");

        play(id, ALICE, "C3");
        play(id, BOB, "E5");
        ok(id, BOB, "takeback", "");
        refused(id, BOB, "takeback/decline", "", 403, "TAKEBACK_OWN_REQUEST");
        JsonNode kept = ok(id, ALICE, "takeback/decline", "");
        assertThat(kept.path("moveCount").asInt()).isEqualTo(2);
        assertThat(kept.path("takeBack").isNull()).isTrue();
        assertThat(kept.path("toMove").asString()).isEqualTo("BLACK");
        refused(id, ALICE, "takeback/decline", "", 409, "TAKEBACK_NOT_REQUESTED");
    }

    @Test
    void withoutAgreementAtCreationThereIsNoTakeBack() throws Exception {
        String id = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9}""");
        assertThat(summary(id).path("takeBackAllowed").asBoolean()).isFalse();
        play(id, ALICE, "D4");
        refused(id, ALICE, "takeback", "", 422, "TAKEBACK_NOT_ALLOWED");
        refused("no-such-game", ALICE, "takeback", "", 404, "GAME_NOT_FOUND");
    }
}
