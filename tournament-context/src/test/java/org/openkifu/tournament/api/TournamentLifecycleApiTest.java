package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.infrastructure.TournamentTopics;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A small Swiss through the API with the tests playing the game context's part on Kafka: refusals with their codes,
 * the {@code CreateGame} requests a round sends, a refused request shown to the organizer, results recorded once
 * however often they are delivered, a correction, the standings and the EGF file.
 */
class TournamentLifecycleApiTest extends TournamentApiTestSupport {

    @Autowired
    TournamentCommands service;

    @Test
    void aSwissFromCreationToTheResultsFile() throws Exception {
        String olga = organizer("olga");
        account("ann", "2d");
        account("ben", "1k");
        account("cid", "3k");
        account("dan", "5k");

        assertProblem(post("/api/tournaments", "ben", "{\"name\":\"x\",\"format\":\"SWISS\"}"), 403, "ROLE_REQUIRED");
        assertProblem(post("/api/tournaments", olga, "{\"name\":\"Cup\",\"format\":\"SWISS\",\"rounds\":0}"), 400,
                "INVALID_SETTINGS");
        JsonNode created = ok(post("/api/tournaments", olga, """
                {"name":"Spring Cup","location":"NL, Leiden","format":"SWISS","boardSize":9,"rounds":2}"""));
        String id = created.path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        assertThat(created.path("status").asString()).isEqualTo("DRAFT");
        assertThat(created.path("settings").path("tieBreakers").toString()).isEqualTo("[\"NBW\",\"SOS\",\"SOSOS\"]");
        assertThat(created.path("organizerId").asString()).isEqualTo(olga);

        assertProblem(post(base + "/registrations", "ann", "{}"), 409, "REGISTRATION_CLOSED");
        assertProblem(post(base + "/open", "ann", ""), 403, "NOT_THE_ORGANIZER");
        assertThat(ok(post(base + "/open", olga, "")).path("status").asString()).isEqualTo("REGISTRATION_OPEN");
        ok(post(base + "/registrations", "ann", "{\"name\":\"Ann Aalders\",\"country\":\"NL\",\"club\":\"Leid\"}"));
        ok(post(base + "/registrations", "ben", ""));
        ok(post(base + "/registrations", "cid", "{}"));
        assertProblem(post(base + "/registrations", "ann", "{}"), 409, "ALREADY_REGISTERED");
        assertProblem(post(base + "/registrations", olga, "{\"userId\":\"nobody-such\"}"), 422, "UNKNOWN_PLAYER");
        assertProblem(post(base + "/registrations", "ben", "{\"userId\":\"dan\"}"), 403, "NOT_THE_ORGANIZER");
        JsonNode entered = ok(post(base + "/registrations", olga, "{\"userId\":\"dan\",\"rating\":1800}"));
        assertThat(entered.path("players").size()).isEqualTo(4);
        assertThat(entered.path("players").get(0).path("name").asString()).isEqualTo("Ann Aalders");
        assertThat(entered.path("players").get(0).path("rank").asString()).as("the account's rank").isEqualTo("2d");

        JsonNode round1 = ok(post(base + "/rounds", olga, ""));
        assertThat(round1.path("round").asInt()).isEqualTo(1);
        assertThat(round1.path("boards").size()).isEqualTo(2);
        assertProblem(post(base + "/rounds", olga, ""), 409, "ROUND_NOT_FINISHED");
        assertProblem(post(base + "/registrations", "ann", "{}"), 409, "REGISTRATION_CLOSED");

        // the round's games, asked of the game context on openkifu.game-requests
        List<JsonNode> games = games(round1);
        Map<String, JsonNode> requests = requests(games.stream().map(g -> g.path("gameId").asString()).toList());
        JsonNode first = requests.get(games.get(0).path("gameId").asString());
        assertThat(first.path("type").asString()).isEqualTo("CreateGame");
        assertThat(first.path("requestId").asString()).isEqualTo("tournament/" + id + "/round-1/board-1");
        assertThat(first.path("origin").path("kind").asString()).isEqualTo("TOURNAMENT_PAIRING");
        assertThat(first.path("colors").path("black").asString()).isEqualTo(games.get(0).path("blackUserId").asString());
        assertThat(first.path("settings").path("size").asInt()).isEqualTo(9);
        assertThat(first.path("settings").path("gameType").asString()).isEqualTo("HO_SUN");
        assertThat(first.path("settings").path("komi").asDouble()).isEqualTo(6.5);

        // the game context refuses board 2's request: the organizer sees why
        JsonNode second = requests.get(games.get(1).path("gameId").asString());
        publish(TournamentTopics.GAME_RESPONSES, second.path("requestId").asString(), "GameRefused", null,
                Map.of("type", "GameRefused", "version", 1, "requestId", second.path("requestId").asString(),
                        "code", "BOARD_SIZE_UNSUPPORTED", "message", "no such board here"));
        JsonNode refused = eventually(base, t -> t.path("refusedRequests").size() == 1);
        assertThat(refused.path("refusedRequests").get(0).path("code").asString()).isEqualTo("BOARD_SIZE_UNSUPPORTED");

        // results: board 1 by resignation, delivered twice; board 2 counted
        String winner1 = games.get(0).path("whiteUserId").asString();
        ObjectNode result1 = finish(first, winner1, "RESIGNATION", null);
        publish(TournamentTopics.GAME_RESULTS, result1.path("gameId").asString(), "GameFinished",
                result1.path("messageId").asString(), result1);
        ObjectNode again = result1.deepCopy().put("messageId", java.util.UUID.randomUUID().toString());
        publish(TournamentTopics.GAME_RESULTS, again.path("gameId").asString(), "GameFinished",
                again.path("messageId").asString(), again);
        finish(first, games.get(0).path("blackUserId").asString(), "RESIGNATION", null); // contradicts: refused
        String winner2 = games.get(1).path("blackUserId").asString();
        finish(second, winner2, "SCORE", 3.5);
        JsonNode afterRound1 = eventually(base, t -> t.path("roundFinished").asBoolean());
        assertThat(afterRound1.path("status").asString()).isEqualTo("RUNNING");

        JsonNode standings = eventually(base + "/standings", s -> s.path("rows").size() == 4
                && s.path("rows").get(0).path("nbw").asDouble() == 1.0 && !s.toString().contains("?"));
        assertThat(standings.path("kind").asString()).isEqualTo("table");
        assertThat(standings.path("criteria").toString()).isEqualTo("[\"NBW\",\"SOS\",\"SOSOS\"]");
        assertThat(standings.path("rows").get(0).path("rounds").get(0).asString()).matches("[34]\\+/[bw]0");
        JsonNode shownRound = eventually(base + "/rounds/1", r -> r.path("finished").asBoolean());
        assertThat(shownRound.path("boards").get(1).path("games").get(0).path("result").asString()).isEqualTo("B+3.5");

        JsonNode round2 = ok(post(base + "/rounds", olga, "{}"));
        Map<String, JsonNode> requests2 = requests(games(round2).stream().map(g -> g.path("gameId").asString()).toList());
        for (JsonNode g : games(round2)) {
            finish(requests2.get(g.path("gameId").asString()), g.path("blackUserId").asString(), "TIMEOUT", null);
        }
        JsonNode finished = eventually(base, t -> t.path("status").asString().equals("FINISHED"));
        assertThat(finished.path("roundsPaired").asInt()).isEqualTo(2);
        assertProblem(post(base + "/rounds", olga, ""), 409, "NO_MORE_ROUNDS");

        List<TournamentEvent> events = service.events(id);
        assertThat(events.stream().filter(TournamentEvent.GameResultRecorded.class::isInstance))
                .as("one result per game, however often it was delivered").hasSize(4);

        HttpResponse<String> h9 = api().get(base + "/results.h9");
        assertThat(h9.statusCode()).isEqualTo(200);
        assertThat(h9.headers().firstValue("Content-Type").orElse("")).contains("ISO-8859-15");
        assertThat(h9.body()).contains("; EV[Spring Cup]").contains("; PC[NL, Leiden]").contains("Ann Aalders");
        assertThat(h9.body().lines().filter(l -> l.matches("\\s*\\d+ .*"))).hasSize(4);

        JsonNode listed = get("/api/tournaments?status=FINISHED");
        assertThat(listed.findValuesAsString("tournamentId")).contains(id);
    }
}
