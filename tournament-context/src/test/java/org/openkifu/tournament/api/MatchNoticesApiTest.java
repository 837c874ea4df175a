package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** A two-game match proposed to a player is a notice on every page of theirs until they answer it. */
class MatchNoticesApiTest extends TournamentApiTestSupport {

    private JsonNode notices(String user) throws Exception {
        return JSON.readTree(api().get("/api/me/notices", user).body()).path("notices");
    }

    private JsonNode noticeOf(JsonNode notices, String link) {
        for (JsonNode n : notices) {
            if (n.path("link").asString().equals(link)) {
                return n;
            }
        }
        return null;
    }

    @Test
    void theInviteeIsToldOfAProposalUntilAnsweringIt() throws Exception {
        account("notice-mia", "2k");
        account("notice-noa", "3k");
        String id = ok(post("/api/matches", "notice-mia", "{\"opponent\":\"notice-noa\",\"size\":9,\"komi\":5.5}"))
                .path("matchId").asString();
        String link = "/matches/" + id;

        JsonNode[] notice = new JsonNode[1];
        await().atMost(WAIT).pollInterval(Duration.ofMillis(200))
                .until(() -> (notice[0] = noticeOf(notices("notice-noa"), link)) != null);
        assertThat(notice[0].path("text").asString())
                .startsWith("notice-mia proposes a two-game match (9×9, ").endsWith("): accept or decline it.");
        assertThat(notice[0].path("id").asString()).isEqualTo("match-proposed:" + id);
        assertThat(noticeOf(notices("notice-mia"), link)).as("the proposer has nothing to answer").isNull();

        ok(post("/api/matches/" + id + "/decline", "notice-noa", ""));
        await().atMost(WAIT).pollInterval(Duration.ofMillis(200))
                .until(() -> noticeOf(notices("notice-noa"), link) == null);
    }
}
