package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.view.TournamentViews;
import tools.jackson.databind.JsonNode;

/**
 * Two-game matches over the API, and the read models: a correction moves the standings, the standings equal the
 * domain's reference computed from the events, and a rebuild of {@code tournament-views} gives the same documents.
 */
class TournamentReadsApiTest extends TournamentApiTestSupport {

    @org.springframework.beans.factory.annotation.Autowired
    TournamentCommands service;

    @Test
    void aTwoGameMatchIsProposedAcceptedAndEndsLevel() throws Exception {
        account("mia", "2k");
        account("noa", "2k");
        assertProblem(post("/api/matches", "mia", "{\"opponent\":\"nobody-here\"}"), 422, "UNKNOWN_PLAYER");
        assertProblem(post("/api/matches", "mia", "{\"opponent\":\"mia\"}"), 400, "INVALID_COMMAND");
        JsonNode proposed = ok(post("/api/matches", "mia", "{\"opponent\":\"noa\",\"size\":9,\"komi\":5.5}"));
        String id = proposed.path("matchId").asString();
        assertThat(proposed.path("status").asString()).isEqualTo("PROPOSED");
        assertThat(proposed.path("inviteeRank").asString()).isEqualTo("2k");
        assertProblem(post("/api/matches/" + id + "/accept", "mia", ""), 403, "NOT_THE_INVITEE");
        JsonNode accepted = ok(post("/api/matches/" + id + "/accept", "noa", ""));
        assertThat(accepted.path("status").asString()).isEqualTo("PLAYING");
        JsonNode game1 = accepted.path("games").get(0);
        JsonNode game2 = accepted.path("games").get(1);
        assertThat(game1.path("blackUserId").asString()).as("the invitee takes Black first").isEqualTo("noa");
        assertThat(game2.path("blackUserId").asString()).isEqualTo("mia");

        Map<String, JsonNode> requests = requests(List.of(game1.path("gameId").asString(), game2.path("gameId").asString()));
        JsonNode request1 = requests.get(game1.path("gameId").asString());
        assertThat(request1.path("requestId").asString()).isEqualTo("two-game-match/" + id + "/game-1");
        assertThat(request1.path("settings").path("komi").asDouble()).isEqualTo(5.5);
        finish(request1, "noa", "SCORE", 2.5);
        finish(requests.get(game2.path("gameId").asString()), "noa", "RESIGNATION", null);
        JsonNode decided = eventually("/api/matches/" + id, m -> m.path("status").asString().equals("DECIDED"));
        assertThat(decided.path("score").asString()).isEqualTo("0-2");
        assertThat(decided.path("winnerUserId").asString()).isEqualTo("noa");
        assertThat(decided.path("games").get(0).path("result").asString()).isEqualTo("B+2.5");

        JsonNode mine = eventually("/api/matches?player=mia", l -> l.size() == 1
                && l.get(0).path("status").asString().equals("DECIDED"));
        assertThat(mine.get(0).path("matchId").asString()).isEqualTo(id);
        assertProblem(api().get("/api/matches/no-such-match"), 404, TournamentViolation.MATCH_NOT_FOUND);
    }

    @Test
    void aCorrectionMovesTheStandingsAndARebuildGivesTheSameDocuments() throws Exception {
        String olga = organizer("olga");
        for (String p : List.of("rae", "sam", "tia")) {
            account(p, "4k");
        }
        JsonNode created = ok(post("/api/tournaments", olga,
                "{\"name\":\"Autumn Robin\",\"format\":\"ROUND_ROBIN\",\"boardSize\":9,\"autoStartRounds\":true}"));
        String id = created.path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        ok(post(base + "/open", olga, ""));
        for (String p : List.of("rae", "sam", "tia")) {
            ok(post(base + "/registrations", p, ""));
        }
        assertProblem(api().get(base + "/bracket"), 409, TournamentViolation.INVALID_STATE);
        JsonNode round = ok(post(base + "/rounds", olga, ""));
        JsonNode firstGame = null;
        for (int r = 1; r <= 3; r++) {
            int n = r;
            JsonNode current = r == 1 ? round : eventually(base + "/rounds/" + r, x -> x.path("round").asInt() == n && complete(x));
            assertThat(current.path("boards").size()).as("three players: one board and a bye").isEqualTo(1);
            assertThat(current.path("byes").size()).isEqualTo(1);
            JsonNode game = games(current).get(0);
            firstGame = firstGame == null ? game : firstGame;
            finish(request(game.path("gameId").asString()), game.path("blackUserId").asString(), "RESIGNATION", null);
            eventually(base + "/rounds/" + r, x -> x.path("finished").asBoolean());
        }
        eventually(base, t -> t.path("status").asString().equals("FINISHED"));
        JsonNode before = eventually(base + "/standings", s -> !s.toString().contains("?"));

        // the administrator corrects round 1's game: White won after all
        JsonNode request = request(firstGame.path("gameId").asString());
        var correction = gameFinished(request, firstGame.path("whiteUserId").asString(), "TIMEOUT", null);
        correction.put("type", "GameResultCorrected").put("correctedAt", "2026-11-24T09:15:00Z");
        correction.set("previousResult", correction.get("result"));
        publish(org.openkifu.tournament.infrastructure.TournamentTopics.GAME_RESULTS,
                correction.path("gameId").asString(), "GameResultCorrected", correction.path("messageId").asString(),
                correction);
        JsonNode after = eventually(base + "/standings", s -> !s.equals(before));
        String loser = firstGame.path("blackUserId").asString();
        assertThat(nbw(after, loser)).isEqualTo(nbw(before, loser) - 1);

        // the projection equals the domain's reference, computed from the events
        var reference = TournamentViews.standings(service.events(id));
        assertThat(after.path("rows").size()).isEqualTo(reference.size());
        for (int i = 0; i < reference.size(); i++) {
            assertThat(after.path("rows").get(i).path("userId").asString()).isEqualTo(reference.get(i).userId());
            assertThat(after.path("rows").get(i).path("sodos").asDouble()).isEqualTo(reference.get(i).sodos());
        }

        String rounds = api().get(base + "/rounds").body();
        String standings = api().get(base + "/standings").body();
        String summaries = api().get("/api/tournaments").body();
        api().grantRoles("ana", "analyst");
        HttpResponse<String> rebuild = post("/api/projections/tournament-views/rebuild", "ana", "");
        assertThat(rebuild.statusCode()).as(rebuild.body()).isEqualTo(202);
        await().atMost(WAIT).until(() -> {
            JsonNode p = ApiClient.json(api().get("/api/projections/tournament-views"));
            return p.path("caughtUp").asBoolean() && p.path("progress").path("handled").asLong() > 0;
        });
        await().atMost(WAIT).until(() -> api().get("/api/tournaments").body().equals(summaries)
                && api().get(base + "/rounds").body().equals(rounds)
                && api().get(base + "/standings").body().equals(standings));
    }

    private static double nbw(JsonNode standings, String userId) {
        for (JsonNode row : standings.path("rows")) {
            if (row.path("userId").asString().equals(userId)) {
                return row.path("nbw").asDouble();
            }
        }
        throw new AssertionError(userId + " is not in " + standings);
    }
}
