package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.testapp.AdjustableClock;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Ladders over HTTP: an organizer creates one, players join at the bottom, and every challenge the ladder refuses is
 * problem+json with its stable code and a sentence; an accepted challenge asks the game context for its game on
 * {@code openkifu.game-requests} and is linked to the game the answer names (or records the refusal).
 */
class LadderChallengeApiTest extends LadderApiSupport {

    @Autowired
    AdjustableClock clock;

    static void problem(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).contains("application/problem+json");
        JsonNode problem = json(response);
        assertThat(problem.path("code").asString()).as(response.body()).isEqualTo(code);
        assertThat(problem.path("detail").asString()).as("a sentence for people").contains(" ");
    }

    /**
     * Text out of bounds is refused at the edge, before the ladder or any player record is read: a 1 MiB defender
     * (over the JSON body cap: 413, tested in the platform) once reached the event store's key (500, out of memory); a name over 80 characters or with a line break is
     * refused; nothing is challenged or created by any of them.
     */
    @Test
    void oversizedOrImpossibleTextIsRefusedBeforeAnyLookup() throws Exception {
        String org = organizer("tl-org");
        player("tl-a", "3k");
        player("tl-b", "3k");
        problem(api().post("/api/ladders", org, "{\"name\":\"" + "n".repeat(81) + "\",\"size\":9,"
                + "\"preset\":\"japanese\"}"), 400, "FIELD_TOO_LONG");
        problem(api().post("/api/ladders", org, "{\"name\":\"Ladder\\nforged\",\"size\":9,"
                + "\"preset\":\"japanese\"}"), 400, "INVALID_CHARACTERS");
        String ladder = ladder(org, "n".repeat(80), "{}");
        join(ladder, "tl-a", "tl-b");
        String challenges = "/api/ladders/" + ladder + "/challenges";

        problem(api().post(challenges, "tl-a", "{\"defender\":\"" + "d".repeat(512 * 1024) + "\"}"), 400,
                "FIELD_TOO_LONG");
        problem(api().post(challenges, "tl-a", "{\"defender\":\"" + "d".repeat(65) + "\"}"), 400, "FIELD_TOO_LONG");
        problem(api().post(challenges, "tl-a", "{\"defender\":\"tl b\"}"), 422, "UNKNOWN_PLAYER");
        problem(api().post(challenges, "tl-a", "{\"defender\":\"tl-nobody\"}"), 422, "UNKNOWN_PLAYER");
        problem(api().post("/api/ladders/" + "L".repeat(300) + "/challenges", "tl-a", "{\"defender\":\"tl-b\"}"),
                400, "FIELD_TOO_LONG");
        assertThat(json(api().get(challenges)).size()).as("nothing was challenged").isZero();

        assertThat(challenge(ladder, "tl-a", "tl-b").path("defenderUserId").asString()).isEqualTo("tl-b");
    }

    @Test
    void joiningAndChallengingFollowTheLaddersRulesAndEveryRefusalHasACode() throws Exception {
        String org = organizer("cl-org");
        for (String p : new String[] {"cl-a", "cl-b", "cl-c", "cl-d", "cl-out"}) {
            player(p, "3k");
        }
        problem(api().post("/api/ladders", "cl-a", "{\"name\":\"nope\",\"size\":9,\"preset\":\"japanese\"}"), 403,
                "ROLE_REQUIRED");
        problem(api().post("/api/ladders", org, "{\"name\":\"\",\"size\":9,\"preset\":\"japanese\"}"), 400,
                "INVALID_SETTINGS");
        String ladder = ladder(org, "Close range", """
                {"rangeUp":1,"rangeUpPercent":0,"rangeDown":1,"maxOutgoingChallenges":1}""");
        join(ladder, "cl-a", "cl-b", "cl-c", "cl-d");
        problem(api().post("/api/ladders/" + ladder + "/members", "cl-a", ""), 409, "ALREADY_A_MEMBER");
        assertThat(standings(ladder)).as("read-your-writes: a join shows at once, projected or not")
                .containsExactly("cl-a", "cl-b", "cl-c", "cl-d");
        JsonNode details = json(api().get("/api/ladders/" + ladder));
        assertThat(details.path("name").asString()).isEqualTo("Close range");
        assertThat(details.path("settings").path("rangeUp").asInt()).isEqualTo(1);
        assertThat(details.path("settings").path("rematchWaitDays").asInt()).as("the default").isEqualTo(7);
        assertThat(json(api().get("/api/ladders")).toString()).contains(ladder);

        String challenges = "/api/ladders/" + ladder + "/challenges";
        problem(api().post(challenges, "cl-d", "{\"defender\":\"cl-a\"}"), 409, "CHALLENGE_OUT_OF_RANGE");
        problem(api().post(challenges, "cl-out", "{\"defender\":\"cl-a\"}"), 409, "NOT_A_MEMBER");
        problem(api().post(challenges, "cl-a", "{\"defender\":\"cl-a\"}"), 422, "CANNOT_CHALLENGE_SELF");
        problem(api().post(challenges, "cl-a", "{}"), 400, "DEFENDER_MISSING");
        problem(api().post("/api/ladders/no-such-ladder/challenges", "cl-a", "{\"defender\":\"cl-b\"}"), 404,
                "LADDER_NOT_FOUND");

        String until = clock.instant().plus(Duration.ofDays(2)).toString();
        assertThat(api().post("/api/ladders/" + ladder + "/vacation", "cl-b", "{\"until\":\"" + until + "\"}")
                .statusCode()).isEqualTo(204);
        problem(api().post(challenges, "cl-c", "{\"defender\":\"cl-b\"}"), 409, "PLAYER_ON_VACATION");
        assertThat(delete("/api/ladders/" + ladder + "/vacation", "cl-b").statusCode()).isEqualTo(204);

        JsonNode issued = challenge(ladder, "cl-b", "cl-a");
        assertThat(issued.path("status").asString()).isEqualTo("PLAYING");
        assertThat(issued.path("gameId").asString())
                .isEqualTo(FakeGameContext.gameIdOf("LADDER_CHALLENGE", issued.path("requestId").asString()));
        problem(api().post(challenges, "cl-b", "{\"defender\":\"cl-c\"}"), 409, "TOO_MANY_CHALLENGES");
        problem(api().post(challenges, "cl-a", "{\"defender\":\"cl-b\"}"), 409, "CHALLENGE_ALREADY_OPEN");

        JsonNode request = gameRequests.byRequestId(issued.path("requestId").asString());
        assertThat(request.path("type").asString()).isEqualTo("CreateGame");
        assertThat(request.path("origin").path("kind").asString()).isEqualTo("LADDER_CHALLENGE");
        assertThat(request.path("origin").path("reference").asString()).isEqualTo(issued.path("requestId").asString());
        assertThat(request.path("players").get(0).path("userId").asString()).isEqualTo("cl-b");
        assertThat(request.path("players").get(1).path("rank").asString()).isEqualTo("3k");
        assertThat(request.path("settings").path("size").asInt()).isEqualTo(9);
        assertThat(request.path("settings").path("rated").asBoolean()).isTrue();
        assertThat(request.path("settings").path("timeControl").path("mainSeconds").asLong()).isEqualTo(600);

        JsonNode canChallenge = json(api().get("/api/ladders/" + ladder + "/challengeable", "cl-d"));
        assertThat(canChallenge.toString()).contains("CHALLENGE_OUT_OF_RANGE");
        JsonNode c = null;
        for (JsonNode n : canChallenge) {
            if (n.path("userId").asString().equals("cl-c")) {
                c = n;
            }
        }
        assertThat(c.path("challengeable").asBoolean()).isTrue();

        await().atMost(WAIT).untilAsserted(() -> assertThat(json(api().get("/api/players/cl-a/challenges?status=open"))
                .toString()).contains(issued.path("gameId").asString()));
        problem(delete("/api/ladders/" + ladder + "/members/cl-a", "cl-b"), 403, "NOT_YOURSELF");
        assertThat(delete("/api/ladders/" + ladder + "/members/cl-a", "cl-a").statusCode()).isEqualTo(204);
        awaitStandings(ladder, "cl-b", "cl-c", "cl-d");
        assertThat(challengeOf(ladder, issued.path("challengeId").asString()).path("status").asString())
                .as("a player leaving cancels their open challenges").isEqualTo("CANCELLED");
        String requestId = issued.path("requestId").asString();
        await().atMost(WAIT).untilAsserted(() -> assertThat(gameRequests.byRequestId(requestId + "/cancel"))
                .as("the cancelled challenge's game is cancelled too").isNotNull());
        assertThat(gameRequests.byRequestId(requestId + "/cancel").path("reason").asString())
                .isEqualTo("CHALLENGE_CANCELLED");
    }

    @Test
    void aDeclinedChallengeAsksTheGameContextToCancelItsGame() throws Exception {
        String org = organizer("cd-org");
        player("cd-a", "2k");
        player("cd-b", "2k");
        String ladder = ladder(org, "Declinable", "{\"declinePolicy\":\"ALWAYS\"}");
        join(ladder, "cd-a", "cd-b");
        JsonNode issued = challenge(ladder, "cd-b", "cd-a");
        String challenge = "/api/ladders/" + ladder + "/challenges/" + issued.path("challengeId").asString();
        problem(api().post(challenge + "/decline", "cd-b", ""), 403, "NOT_YOUR_CHALLENGE");
        body(api().post(challenge + "/decline", "cd-a", ""), 200);
        String requestId = issued.path("requestId").asString();
        await().atMost(WAIT).untilAsserted(() -> assertThat(gameRequests.byRequestId(requestId + "/cancel")).isNotNull());
        JsonNode cancel = gameRequests.byRequestId(requestId + "/cancel");
        assertThat(cancel.path("type").asString()).isEqualTo("CancelGame");
        assertThat(cancel.path("version").asInt()).isEqualTo(1);
        assertThat(cancel.path("gameRequestId").asString()).isEqualTo(requestId);
        assertThat(cancel.path("origin").path("kind").asString()).isEqualTo("LADDER_CHALLENGE");
        assertThat(cancel.path("reason").asString()).isEqualTo("CHALLENGE_DECLINED");
        assertThat(gameRequests.received().stream().filter(r -> r.path("gameRequestId").asString().equals(requestId)))
                .as("one cancel per declined challenge").hasSize(1);
        // the game context's GameCancelled answer changes nothing on the ladder
        assertThat(challengeOf(ladder, issued.path("challengeId").asString()).path("status").asString())
                .isEqualTo("DECLINED");
    }

    @Test
    void aGameTheGameContextRefusesClosesTheChallengeWithItsReason() throws Exception {
        String org = organizer("cr-org");
        player("cr-a", "1d");
        player("cr-b", "2d");
        problem(api().post("/api/ladders", org, "{\"name\":\"Odd rules\",\"size\":9,\"preset\":\"no-such-rules\"}"), 400,
                "INVALID_SETTINGS");
        HttpResponse<String> created = api().post("/api/ladders", org,
                "{\"name\":\"Odd rules\",\"size\":9,\"preset\":\"" + FakeGameContext.REFUSED_PRESET + "\"}");
        String ladder = json(created).path("ladderId").asString();
        join(ladder, "cr-a", "cr-b");
        HttpResponse<String> issued = api().post("/api/ladders/" + ladder + "/challenges", "cr-b",
                "{\"defender\":\"cr-a\"}");
        assertThat(issued.statusCode()).as(issued.body()).isEqualTo(201);
        String id = json(issued).path("challengeId").asString();
        await().atMost(WAIT).until(() -> challengeOf(ladder, id).path("status").asString().equals("REFUSED"));
        JsonNode refused = challengeOf(ladder, id);
        assertThat(refused.path("refusal").path("code").asString()).isEqualTo("UNKNOWN_RULESET");
        assertThat(refused.path("gameId").isNull()).isTrue();
        JsonNode again = json(api().post("/api/ladders/" + ladder + "/challenges", "cr-b", "{\"defender\":\"cr-a\"}"));
        assertThat(again.path("challengeId").asString()).as("a refused game counts for no rematch wait").isNotEqualTo(id);
    }
}
