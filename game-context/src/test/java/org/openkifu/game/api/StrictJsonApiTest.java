package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameIds;
import org.openkifu.infra.platform.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * A body means one thing or it is refused (docs/security.md, "Strict JSON"): each request below was once accepted with
 * a meaning the sender may not have had, and is now a 400 MALFORMED_REQUEST_BODY that names the field.
 */
class StrictJsonApiTest extends GameApiTestSupport {

    private static final String GAME = """
            {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9}""";

    @Test
    void aDuplicateKeyIsRefusedNotResolvedToTheLastValue() throws Exception {
        String id = create(GAME);
        // {"point":"D4","point":"E5"} played E5
        JsonNode problem = refused(id, ALICE, "moves", "{\"point\":\"D4\",\"point\":\"E5\"}", 400, "MALFORMED_REQUEST_BODY");
        assertThat(problem.path("detail").asString()).contains("'point' appears twice");
        assertThat(summary(id).path("moveCount").asInt()).isZero();
    }

    @Test
    void aControlCharacterInsideTextIsRefused() throws Exception {
        String id = create(GAME);
        // "D4\u0000" was played as D4
        JsonNode problem = refused(id, ALICE, "moves", "{\"point\":\"D4\\u0000\"}", 400, "MALFORMED_REQUEST_BODY");
        assertThat(problem.path("detail").asString()).contains("field 'point'").contains("U+0000");
        refused(id, ALICE, "moves", "{\"point\":\"D4 \"}", 400, "POINT_INVALID");
        refused(id, ALICE, "moves", "{\"point\":\"D+4\"}", 400, "POINT_INVALID");
        refused(id, ALICE, "moves", "{\"point\":\"D04\"}", 400, "POINT_INVALID");
        assertThat(play(id, ALICE, "d4").path("moveCount").asInt()).as("lower case is still a point").isEqualTo(1);
    }

    @Test
    void aFractionWhereAWholeNumberBelongsIsRefused() throws Exception {
        // a size of 19.5 made a 19x19 game
        String key = UUID.randomUUID().toString();
        String body = registerPlayers(api(), GAME.replace("\"size\":9", "\"size\":19.5"));
        HttpResponse<String> response = post("/api/games", ApiClient.ADMIN, body, key);
        assertProblem(response, 400, "MALFORMED_REQUEST_BODY");
        assertThat(json(response).path("detail").asString()).contains("field 'size'").contains("wrong kind");
        assertProblem(get("/api/games/" + GameIds.fromRequest("api", ApiClient.ADMIN + ":" + key)), 404, "GAME_NOT_FOUND");
        assertProblem(post("/api/invitations", ALICE, "{\"invitee\":\"bob\",\"size\":9.0,\"komi\":6.5}", null), 400,
                "MALFORMED_REQUEST_BODY");
    }

    @Test
    void aValueOfAnotherKindIsNotConverted() throws Exception {
        // a user name 123 became "123"
        HttpResponse<String> account = post("/api/accounts", null,
                "{\"username\":123,\"password\":\"strict-json-password\"}", null);
        assertProblem(account, 400, "MALFORMED_REQUEST_BODY");
        assertThat(json(account).path("detail").asString()).contains("field 'username'");
        assertProblem(post("/api/invitations", ALICE, "{\"invitee\":\"bob\",\"size\":\"9\"}", null), 400,
                "MALFORMED_REQUEST_BODY");
        assertProblem(post("/api/invitations", ALICE, "{\"invitee\":\"bob\",\"rated\":1}", null), 400,
                "MALFORMED_REQUEST_BODY");
        assertProblem(post("/api/invitations", ALICE, "{\"invitee\":\"bob\",\"gameType\":1}", null), 400,
                "MALFORMED_REQUEST_BODY");
        assertProblem(post("/api/invitations", ALICE, "{\"invitee\":true}", null), 400, "MALFORMED_REQUEST_BODY");
        HttpResponse<String> fine = post("/api/invitations", ALICE, "{\"invitee\":\"bob\",\"size\":9,\"rated\":true,"
                + "\"message\":\"two lines:\\nhello\"}", null);
        assertThat(fine.statusCode()).as(fine.body()).isEqualTo(201);
    }
}
