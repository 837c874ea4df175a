package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.api.LadderChallengeApiTest.problem;

import java.net.http.HttpResponse;
import java.util.Map;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 19: a ladder, an offer or an auto-match request with terms the game context refuses is refused at creation
 * (400 INVALID_SETTINGS, the game context's own message from its published terms); the documented short forms of a
 * time control are accepted; a validity that would overflow is refused with a precise message; and an auto-match
 * request cancelled right after it was filed is cancelled (the cancel decides on the write side).
 */
class GameTermsApiTest extends LadderApiSupport {

    /** Each abusive term of the issue, with the sentence the game context would answer (hand-written). */
    private static final Map<String, String> REFUSED = Map.of(
            "\"size\":19,\"preset\":\"gomoku\"", "unknown rule set 'gomoku'",
            "\"size\":19,\"preset\":\"japanese\",\"timeControl\":{\"kind\":\"ABSOLUTE\",\"mainSeconds\":1000000000000}",
            "main time is 1 to 720 minutes, not 1000000000000 s",
            "\"size\":19,\"preset\":\"japanese\",\"timeControl\":{\"kind\":\"JAPANESE_BYOYOMI\",\"mainSeconds\":600,"
                    + "\"periods\":1000,\"periodSeconds\":30}", "byoyomi has 0 to 6 periods, not 1000",
            "\"size\":19,\"preset\":\"japanese\",\"timeControl\":{\"kind\":\"FISCHER\",\"mainSeconds\":600,"
                    + "\"incrementSeconds\":1000000000}", "a Fischer increment is 0 to 300 seconds, not 1000000000",
            "\"size\":7,\"preset\":\"itsyourturn\"", "rule set 'itsyourturn' does not play on 7x7; allowed sizes: [9, 13, 19]",
            "\"size\":19,\"preset\":\"japanese\",\"timeControl\":{\"kind\":\"CANADIAN\",\"mainSeconds\":600,"
                    + "\"stonesPerPeriod\":25,\"periodSeconds\":30}", "a Canadian period lasts 1 to 60 minutes, not 30 s");

    @Test
    void laddersOffersAndAutoMatchRefuseWhatTheGameContextRefuses() throws Exception {
        String org = organizer("gt-org");
        player("gt-org", "1d");
        player("gt-p", "2k");
        int i = 0;
        for (var term : REFUSED.entrySet()) {
            i++;
            refused(api().post("/api/ladders", org, "{\"name\":\"terms " + i + "\"," + term.getKey() + "}"), term.getValue());
            refused(api().post("/api/offers", "gt-p", "{" + term.getKey() + "}"), term.getValue());
            refused(api().post("/api/automatch", "gt-p", "{" + term.getKey() + "}"), term.getValue());
        }
        assertThat(json(api().get("/api/automatch", "gt-p")).size()).as("nothing was filed").isZero();
    }

    @Test
    void shortTimeControlsAreAcceptedWithMissingNumbersAtZero() throws Exception {
        String org = organizer("gt-org2");
        player("gt-org2", "1d");
        player("gt-q", "2k");
        for (String clock : new String[] {"{\"kind\":\"ABSOLUTE\",\"mainSeconds\":600}",
                "{\"kind\":\"JAPANESE_BYOYOMI\",\"mainSeconds\":600}", "{\"kind\":\"fischer\",\"mainSeconds\":600}",
                "{\"kind\":\"NONE\"}"}) {
            HttpResponse<String> ladder = api().post("/api/ladders", org,
                    "{\"name\":\"short " + clock.length() + "\",\"size\":9,\"preset\":\"japanese\",\"timeControl\":" + clock + "}");
            assertThat(ladder.statusCode()).as(clock + " " + ladder.body()).isEqualTo(201);
            HttpResponse<String> offer = api().post("/api/offers", "gt-q", "{\"size\":9,\"preset\":\"japanese\",\"timeControl\":"
                    + clock + "}");
            assertThat(offer.statusCode()).as(clock + " " + offer.body()).isEqualTo(201);
            JsonNode tc = json(offer).path("timeControl");
            assertThat(tc.path("mainSeconds").asLong()).isEqualTo(clock.contains("600") ? 600 : 0);
            assertThat(tc.path("periods").asInt()).as("absent numbers are 0").isZero();
            assertThat(tc.path("incrementSeconds").asLong()).isZero();
        }
    }

    @Test
    void validitiesThatWouldOverflowAreRefusedWithTheRange() throws Exception {
        player("gt-r", "5k");
        String game = "\"size\":9,\"preset\":\"japanese\",";
        for (String minutes : new String[] {"4611686018427387904", "9223372036854775807", "-9223372036854775808", "0",
                "43201"}) {
            HttpResponse<String> offer = api().post("/api/offers", "gt-r", "{" + game + "\"validForMinutes\":" + minutes + "}");
            problem(offer, 400, "INVALID_SETTINGS");
            assertThat(json(offer).path("detail").asString()).isEqualTo("validForMinutes is 1 to 43200 (30 days), not " + minutes);
        }
        for (String minutes : new String[] {"4611686018427387904", "10081"}) {
            HttpResponse<String> request = api().post("/api/automatch", "gt-r", "{" + game + "\"validForMinutes\":" + minutes + "}");
            problem(request, 400, "INVALID_SETTINGS");
            assertThat(json(request).path("detail").asString()).isEqualTo("validForMinutes is 1 to 10080 (7 days), not " + minutes);
        }
        assertThat(api().post("/api/offers", "gt-r", "{" + game + "\"validForMinutes\":43200}").statusCode()).isEqualTo(201);
        problem(api().post("/api/offers", "gt-r", "{" + game + "\"timeControl\":{\"kind\":\"JAPANESE_BYOYOMI\","
                + "\"mainSeconds\":600,\"periods\":10000000000}}"), 400, "MALFORMED_REQUEST_BODY");
    }

    @Test
    void aRequestCancelledRightAfterItWasFiledIsCancelled() throws Exception {
        player("gt-c", "3k");
        player("gt-d", "3k");
        for (int i = 0; i < 40; i++) {
            String body = "{\"size\":9,\"preset\":\"japanese\",\"timeControl\":{\"kind\":\"ABSOLUTE\",\"mainSeconds\":"
                    + (60 * (1 + i % 5)) + "}}";
            HttpResponse<String> filed = api().post("/api/automatch", "gt-c", body);
            assertThat(filed.statusCode()).as(filed.body()).isEqualTo(201);
            String id = json(filed).path("requestId").asString();
            problem(delete("/api/automatch/" + id, "gt-d"), 404, "MATCH_REQUEST_NOT_FOUND");
            HttpResponse<String> cancelled = delete("/api/automatch/" + id, "gt-c");
            assertThat(cancelled.statusCode()).as("attempt " + i + ": " + cancelled.body()).isEqualTo(200);
            assertThat(json(cancelled).path("status").asString()).isEqualTo("CANCELLED");
        }
        problem(delete("/api/automatch/pool-9-japanese-NONE-0-0-0-0-0-free~00000000-0000-0000-0000-000000000000", "gt-c"),
                404, "MATCH_REQUEST_NOT_FOUND");
        problem(delete("/api/automatch/no-such-request", "gt-c"), 404, "MATCH_REQUEST_NOT_FOUND");
    }

    private static void refused(HttpResponse<String> response, String message) {
        problem(response, 400, "INVALID_SETTINGS");
        assertThat(json(response).path("detail").asString()).as(response.body()).startsWith(message);
    }
}
