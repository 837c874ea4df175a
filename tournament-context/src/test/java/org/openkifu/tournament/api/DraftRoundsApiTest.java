package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.TopicReader;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.infrastructure.TournamentTopics;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Draft rounds through the API (docs/api.md, "Draft rounds"): the organizer pairs round 1 as a draft, edits it and
 * publishes it; refusals carry their codes and change nothing; the draft is the organizer's alone; publishing
 * requests each game exactly once.
 */
class DraftRoundsApiTest extends TournamentApiTestSupport {

    @Autowired
    TournamentCommands service;

    private static String pair(JsonNode board) {
        return board.path("black").path("userId").asString() + "-" + board.path("white").path("userId").asString();
    }

    @Test
    void aDraftIsEditedPublishedOnceAndTheNextRoundRefusesARepeatedPairing() throws Exception {
        String olga = organizer("drolga");
        account("dra", "3d");
        account("drb", "1d");
        account("drc", "2k");
        account("drd", "4k");
        String id = ok(post("/api/tournaments", olga, """
                {"name":"Draft Cup","location":"NL, Delft","format":"SWISS","boardSize":9,"rounds":2}"""))
                .path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        String draft = base + "/rounds/1/draft";
        ok(post(base + "/open", olga, ""));
        for (String p : List.of("dra", "drb", "drc", "drd")) {
            ok(post(base + "/registrations", p, "{}"));
        }

        assertProblem(post(base + "/rounds", "dra", "{\"draft\":true}"), 403, "NOT_THE_ORGANIZER");
        JsonNode empty = ok(post(base + "/rounds", olga, "{\"draft\":true,\"byEngine\":false}"));
        assertThat(empty.path("draft").asBoolean()).isTrue();
        assertThat(empty.path("boards").size()).isZero();
        assertThat(empty.path("unpaired").findValuesAsString("userId")).containsExactly("dra", "drb", "drc", "drd");
        assertThat(ok(api().get(base, olga)).path("roundsPaired").asInt()).isZero();
        assertProblem(api().get(draft, "dra"), 403, "NOT_THE_ORGANIZER");
        assertProblem(post(base + "/rounds", olga, ""), 409, "ROUND_IN_DRAFT");

        JsonNode one = ok(post(draft + "/boards", olga, "{\"blackUserId\":\"drc\",\"whiteUserId\":\"dra\"}"));
        assertThat(pair(one.path("boards").get(0))).isEqualTo("drc-dra");
        JsonNode before = get(draft, olga);
        assertProblem(post(draft + "/boards", olga, "{\"blackUserId\":\"dra\",\"whiteUserId\":\"drb\"}"), 409,
                "PLAYER_ALREADY_PAIRED");
        assertProblem(post(draft + "/boards", olga, "{\"blackUserId\":\"drb\",\"whiteUserId\":\"nobody\"}"), 409,
                "PLAYER_ABSENT");
        assertProblem(put(draft + "/boards/1/handicap", olga, "{\"handicap\":12}"), 400, "INVALID_COMMAND");
        assertProblem(post(draft + "/boards/5/swap-colours", olga, ""), 404, "BOARD_NOT_FOUND");
        assertProblem(post(draft + "/publish", olga, ""), 409, "DRAFT_INCOMPLETE");
        assertThat(get(draft, olga)).as("nothing changed after the refusals").isEqualTo(before);

        JsonNode rest = ok(post(draft + "/pair-rest", olga, ""));
        assertThat(rest.path("unpaired").size()).isZero();
        assertThat(pair(rest.path("boards").get(1))).isIn("drb-drd", "drd-drb");
        String swapped = pair(ok(post(draft + "/boards/1/swap-colours", olga, "")).path("boards").get(0));
        assertThat(swapped).isEqualTo("dra-drc");
        JsonNode handicapped = ok(put(draft + "/boards/1/handicap", olga, "{\"handicap\":2}")).path("boards").get(0);
        assertThat(handicapped.path("handicap").asInt()).isEqualTo(2);
        assertThat(handicapped.path("komi").asDouble()).isEqualTo(0.5);
        assertThat(get(draft, olga).path("report").path("boards").asInt()).isEqualTo(2);

        assertProblem(post(draft + "/publish", "dra", ""), 403, "NOT_THE_ORGANIZER");
        JsonNode round1 = ok(post(draft + "/publish", olga, ""));
        assertThat(round1.path("round").asInt()).isEqualTo(1);
        assertThat(round1.path("boards").get(0).path("blackUserId").asString()).isEqualTo("dra");
        assertThat(round1.path("boards").get(0).path("handicap").asInt()).isEqualTo(2);
        assertProblem(post(draft + "/publish", olga, ""), 409, "ROUND_ALREADY_PUBLISHED");
        assertProblem(post(draft + "/boards/1/swap-colours", olga, ""), 409, "ROUND_ALREADY_PUBLISHED");
        assertProblem(api().get(draft, olga), 409, "ROUND_ALREADY_PUBLISHED");

        // the games are requested once: two GameRequested, two CreateGame on the topic
        List<String> gameIds = games(round1).stream().map(g -> g.path("gameId").asString()).toList();
        Map<String, JsonNode> requests = requests(gameIds);
        assertThat(requests.get(gameIds.get(0)).path("colors").path("black").asString()).isEqualTo("dra");
        assertThat(service.events(id).stream().filter(TournamentEvent.GameRequested.class::isInstance)).hasSize(2);
        String prefix = "tournament/" + id + "/";
        List<ConsumerRecord<String, byte[]>> onTopic = TopicReader.readAll(kafka.bootstrapServers(),
                TournamentTopics.GAME_REQUESTS);
        assertThat(onTopic.stream().map(r -> JSON.readTree(r.value()).path("requestId").asString())
                .filter(r -> r.startsWith(prefix)).distinct()).hasSize(2);

        // round 2 by the engine: the round-1 opponents cannot be paired again by hand
        for (JsonNode g : games(round1)) {
            finish(requests.get(g.path("gameId").asString()), g.path("blackUserId").asString(), "RESIGNATION", null);
        }
        eventually(base, t -> t.path("roundFinished").asBoolean());
        String draft2 = base + "/rounds/2/draft";
        JsonNode engine = ok(post(draft2, olga, "{}"));
        assertThat(engine.path("boards").size()).isEqualTo(2);
        ok(post(draft2 + "/unpair", olga, "{\"boards\":[1,2]}"));
        assertProblem(post(draft2 + "/boards", olga, "{\"blackUserId\":\"drc\",\"whiteUserId\":\"dra\"}"), 409,
                "PAIRING_REPEATED");
        ok(post(draft2 + "/pair-rest", olga, ""));
        ok(delete(draft2, olga));
        assertProblem(api().get(draft2, olga), 404, "DRAFT_NOT_FOUND");
        JsonNode round2 = ok(post(base + "/rounds", olga, ""));
        assertThat(round2.path("round").asInt()).as("without a draft, as before").isEqualTo(2);
    }

    private JsonNode get(String path, String user) throws Exception {
        return ok(api().get(path, user));
    }

    private java.net.http.HttpResponse<String> put(String path, String user, String body) throws Exception {
        return api().send(java.net.http.HttpRequest.newBuilder(api().uri(path))
                .header("Content-Type", "application/json")
                .PUT(java.net.http.HttpRequest.BodyPublishers.ofString(body)), user);
    }
}
