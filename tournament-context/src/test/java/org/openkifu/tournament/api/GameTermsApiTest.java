package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * Issue 19: tournaments (created or changed) and two-game matches with terms the game context refuses answer 400
 * INVALID_SETTINGS at once, with the game context's own message from its published terms; the short forms of a time
 * control are accepted with the absent numbers at 0; ratings outside the EGF scale are refused.
 */
class GameTermsApiTest extends TournamentApiTestSupport {

    /** Each abusive term of the issue, with the sentence the game context would answer (hand-written). */
    private static final Map<String, String> REFUSED = new LinkedHashMap<>();

    static {
        REFUSED.put("\"rules\":\"gomoku\"", "unknown rule set 'gomoku'");
        REFUSED.put("\"timeControl\":{\"kind\":\"ABSOLUTE\",\"mainSeconds\":1000000000000}",
                "main time is 1 to 720 minutes, not 1000000000000 s");
        REFUSED.put("\"timeControl\":{\"kind\":\"JAPANESE_BYOYOMI\",\"mainSeconds\":600,\"periods\":1000,"
                + "\"periodSeconds\":30}", "byoyomi has 0 to 6 periods, not 1000");
        REFUSED.put("\"timeControl\":{\"kind\":\"FISCHER\",\"mainSeconds\":600,\"incrementSeconds\":1000000000}",
                "a Fischer increment is 0 to 300 seconds, not 1000000000");
        REFUSED.put("\"komi\":1e300", "komi must be a number between -150 and 150, not 1.0E300");
        REFUSED.put("\"rules\":\"itsyourturn\",\"SIZE\":7",
                "rule set 'itsyourturn' does not play on 7x7; allowed sizes: [9, 13, 19]");
    }

    @Test
    void tournamentsAndMatchesRefuseWhatTheGameContextRefuses() throws Exception {
        String org = organizer("terms-org");
        account("terms-org", "1d");
        account("terms-a", "2k");
        account("terms-b", "3k");
        String draft = ok(post("/api/tournaments", org, "{\"name\":\"Terms cup\",\"format\":\"SWISS\",\"rounds\":3}"))
                .path("tournamentId").asString();
        for (var term : REFUSED.entrySet()) {
            String tournament = term.getKey().replace("SIZE", "boardSize");
            refused(post("/api/tournaments", org, "{\"name\":\"T\",\"format\":\"SWISS\"," + tournament + "}"), term.getValue());
            refused(put("/api/tournaments/" + draft + "/settings", org, "{\"format\":\"SWISS\"," + tournament + "}"),
                    term.getValue());
            String match = term.getKey().replace("SIZE", "size");
            refused(post("/api/matches", "terms-a", "{\"opponent\":\"terms-b\"," + match + "}"), term.getValue());
        }
        // a handicap policy that would give a count the preset has no stones for (Black and White skips 8)
        refused(post("/api/tournaments", org, "{\"name\":\"T\",\"format\":\"MCMAHON\",\"rules\":\"black-and-white\","
                + "\"handicap\":{\"kind\":\"RANK_DIFFERENCE\",\"ceiling\":9}}"), "with a handicap ceiling of 9: rule set "
                + "'black-and-white' allows handicaps of [2, 3, 4, 5, 6, 7, 9, 13, 21, 25] stones, not 8");
        refused(post("/api/tournaments", org, "{\"name\":\"T\",\"format\":\"MCMAHON\",\"boardSize\":10,"
                + "\"handicap\":{\"kind\":\"RANK_DIFFERENCE\",\"ceiling\":5}}"),
                "with a handicap ceiling of 5: 5 handicap stones have no fixed pattern on 10x10; supported: [2, 3, 4]");
        ok(post("/api/tournaments", org, "{\"name\":\"T\",\"format\":\"MCMAHON\",\"rules\":\"black-and-white\","
                + "\"handicap\":{\"kind\":\"RANK_DIFFERENCE\",\"ceiling\":7}}"));
        // the tournament's own rule keeps its own message
        refused(post("/api/tournaments", org, "{\"name\":\"T\",\"format\":\"SWISS\",\"boardSize\":3}"),
                "the board size is 5 to 25, not 3");
        assertThat(get("/api/tournaments/" + draft).path("settings").path("rules").asString())
                .as("the refused changes changed nothing").isEqualTo("japanese");
    }

    @Test
    void ratingsOutsideTheEgfScaleAreRefused() throws Exception {
        String org = organizer("rating-org");
        account("rating-org", "1d");
        account("rating-p", "5k");
        String id = ok(post("/api/tournaments", org, "{\"name\":\"Rated cup\",\"format\":\"SWISS\"}"))
                .path("tournamentId").asString();
        HttpResponse<String> r = post("/api/tournaments/" + id + "/registrations", org,
                "{\"userId\":\"rating-p\",\"rating\":-2147483648}");
        refused(r, "rating is a rating of -900 to 3300 (EGF GoR), not -2147483648");
        refused(post("/api/tournaments", org, "{\"name\":\"T\",\"format\":\"SWISS\",\"minimumRating\":-2147483648}"),
                "minimumRating is a rating of -900 to 3300 (EGF GoR), not -2147483648");
        ok(post("/api/tournaments/" + id + "/registrations", org, "{\"userId\":\"rating-p\",\"rating\":1500}"));
    }

    @Test
    void shortTimeControlsAreAcceptedWithMissingNumbersAtZero() throws Exception {
        String org = organizer("short-org");
        account("short-org", "1d");
        account("short-a", "2k");
        account("short-b", "3k");
        for (String clock : new String[] {"{\"kind\":\"ABSOLUTE\",\"mainSeconds\":600}",
                "{\"kind\":\"japanese_byoyomi\",\"mainSeconds\":600}", "{\"kind\":\"FISCHER\",\"mainSeconds\":600}"}) {
            JsonNode t = ok(post("/api/tournaments", org, "{\"name\":\"Short\",\"format\":\"SWISS\",\"timeControl\":" + clock + "}"));
            JsonNode tc = t.path("settings").path("timeControl");
            assertThat(tc.path("mainSeconds").asLong()).as(t.toString()).isEqualTo(600);
            assertThat(tc.path("periods").asInt()).as("absent numbers are 0").isZero();
            assertThat(tc.path("incrementSeconds").asLong()).isZero();
            JsonNode match = ok(post("/api/matches", "short-a", "{\"opponent\":\"short-b\",\"timeControl\":" + clock + "}"));
            assertThat(match.toString()).contains("600");
        }
        refused(post("/api/matches", "short-a", "{\"opponent\":\"short-b\",\"timeControl\":{\"mainSeconds\":600}}"),
                "timeControl.kind is required");
    }

    private HttpResponse<String> put(String path, String user, String body) throws Exception {
        return api().send(HttpRequest.newBuilder(api().uri(path)).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body)), user);
    }

    private static void refused(HttpResponse<String> response, String message) {
        assertProblem(response, 400, "INVALID_SETTINGS");
        assertThat(ApiClient.json(response).path("detail").asString()).as(response.body()).startsWith(message);
    }
}
