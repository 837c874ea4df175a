package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.openkifu.ladder.api.LadderChallengeApiTest.problem;

import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.quota.QuotaSettings;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Volume limits of the ladder context (docs/security.md, "Quotas"; docs/api.md, "Paging"): a player flooding the
 * waiting room with offers is capped and another player's offer stays on the first page; auto-match requests and
 * ladders per day have quotas too; every list is paged with a bounded limit and a cursor that walks it once.
 */
class WaitingRoomLimitsApiTest extends LadderApiSupport {

    private static final String GAME = "\"size\":13,\"preset\":\"japanese\",\"rated\":false,"
            + "\"timeControl\":{\"kind\":\"ABSOLUTE\",\"mainSeconds\":900}";

    @Autowired
    QuotaSettings quotas;

    @Test
    void aPlayerFloodingOffersIsCappedAndAnotherPlayersOfferStaysOnTheFirstPage() throws Exception {
        player("fl-early", "5k");
        player("fl-flood", "5k");
        player("fl-late", "5k");
        String early = offer("fl-early", 201);
        int accepted = 0;
        int refused = 0;
        for (int i = 0; i < 150; i++) {
            HttpResponse<String> r = api().post("/api/offers", "fl-flood", "{" + GAME + ",\"validForMinutes\":60}");
            if (r.statusCode() == 201) {
                accepted++;
                continue;
            }
            problem(r, 429, "QUOTA_EXCEEDED");
            long retryAfter = Long.parseLong(r.headers().firstValue("Retry-After").orElseThrow());
            assertThat(retryAfter).as("until the first of the flooder's offers expires (60 min)")
                    .isBetween(3000L, 3600L);
            assertThat(json(r).path("retryAfterSeconds").asLong()).isEqualTo(retryAfter);
            assertThat(json(r).path("quota").asString()).isEqualTo("open-offers");
            refused++;
        }
        assertThat(accepted).as("the default quota: 10 open offers per player").isEqualTo(10);
        assertThat(refused).isEqualTo(140);
        String late = offer("fl-late", 201);

        await().atMost(WAIT).untilAsserted(() -> {
            List<String> firstPage = ids(api().get("/api/offers"), "offerId");
            assertThat(firstPage).contains(early, late);
            assertThat(firstPage.get(0)).as("newest first").isEqualTo(late);
        });
        JsonNode page = json(api().get("/api/offers"));
        long flooders = 0;
        for (JsonNode o : page) {
            flooders += o.path("postedBy").asString().equals("fl-flood") ? 1 : 0;
        }
        assertThat(flooders).isEqualTo(10);

        // withdrawing one frees a place at once
        String mine = json(api().get("/api/offers?user=fl-flood&limit=1")).get(0).path("offerId").asString();
        body(api().post("/api/offers/" + mine + "/withdraw", "fl-flood", ""), 200);
        await().atMost(WAIT).until(() -> api().post("/api/offers", "fl-flood", "{" + GAME + "}").statusCode() == 201);
    }

    @Test
    void theOpenOffersAreWalkedOnceNewestFirstWithABoundedLimitAndACursor() throws Exception {
        player("pg-a", "2k");
        player("pg-b", "2k");
        for (int i = 0; i < 4; i++) {
            offer("pg-a", 201);
            offer("pg-b", 201);
        }
        await().atMost(WAIT).until(() -> ids(api().get("/api/offers?user=pg-b"), "offerId").size() == 4);
        problem(api().get("/api/offers?limit=201"), 400, "PARAMETER_INVALID");
        problem(api().get("/api/offers?limit=0"), 400, "PARAMETER_INVALID");
        problem(api().get("/api/offers?cursor=nonsense"), 400, "CURSOR_INVALID");

        List<String> whole = ids(api().get("/api/offers?limit=200"), "offerId");
        assertThat(whole.size()).as("a single page holds them all here").isLessThan(200).isGreaterThanOrEqualTo(8);
        List<String> walked = new ArrayList<>();
        List<Instant> times = new ArrayList<>();
        String cursor = null;
        HttpResponse<String> last;
        do {
            last = api().get("/api/offers?limit=3" + (cursor == null ? "" : "&cursor=" + cursor));
            assertThat(json(last).size()).isLessThanOrEqualTo(3);
            for (JsonNode o : json(last)) {
                walked.add(o.path("offerId").asString());
                times.add(Instant.parse(o.path("postedAt").asString()));
            }
            cursor = last.headers().firstValue("X-Next-Cursor").orElse(null);
            if (cursor != null) {
                assertThat(last.headers().firstValue("Link").orElseThrow()).contains("rel=\"next\"")
                        .contains("cursor=" + cursor).contains("limit=3");
            }
        } while (cursor != null);
        assertThat(walked).as("every open offer once, in the single page's order").containsExactlyElementsOf(whole);
        assertThat(new HashSet<>(walked)).hasSameSizeAs(walked);
        for (int i = 1; i < times.size(); i++) {
            assertThat(times.get(i)).isBeforeOrEqualTo(times.get(i - 1));
        }
        assertThat(last.headers().firstValue("Link")).as("the last page has no next").isEmpty();
    }

    @Test
    void waitingAutoMatchRequestsHaveAQuota() throws Exception {
        player("aq-a", "9d");
        int before = quotas.getWaitingMatchRequests();
        quotas.setWaitingMatchRequests(2);
        try {
            for (int size : new int[] {9, 13}) {
                body(api().post("/api/automatch", "aq-a", body(size)), 201);
            }
            HttpResponse<String> third = api().post("/api/automatch", "aq-a", body(19));
            problem(third, 429, "QUOTA_EXCEEDED");
            assertThat(third.headers().firstValue("Retry-After")).isPresent();
            assertThat(json(third).path("quota").asString()).isEqualTo("waiting-match-requests");
            assertThat(json(api().get("/api/automatch", "aq-a")).size()).as("nothing stored for the third")
                    .isLessThanOrEqualTo(2);
        } finally {
            quotas.setWaitingMatchRequests(before);
        }
    }

    @Test
    void laddersPerDayHaveAQuotaAndTheLadderListIsPaged() throws Exception {
        player("lq-org", "1k");
        organizer("lq-org");
        int before = quotas.getLaddersPerDay();
        quotas.setLaddersPerDay(2);
        List<String> made = new ArrayList<>();
        try {
            made.add(ladder("lq-org", "Quota one", "null"));
            made.add(ladder("lq-org", "Quota two", "null"));
            HttpResponse<String> third = api().post("/api/ladders", "lq-org",
                    "{\"name\":\"Quota three\",\"size\":9,\"preset\":\"japanese\"}");
            problem(third, 429, "QUOTA_EXCEEDED");
            long retryAfter = Long.parseLong(third.headers().firstValue("Retry-After").orElseThrow());
            assertThat(retryAfter).as("when the first leaves the 24 hours").isBetween(86_000L, 86_400L);
        } finally {
            quotas.setLaddersPerDay(before);
        }
        await().atMost(WAIT).until(() -> ids(api().get("/api/ladders?limit=200"), "ladderId").containsAll(made));
        List<String> firstTwo = ids(api().get("/api/ladders?limit=2"), "ladderId");
        assertThat(firstTwo).as("newest first").containsExactly(made.get(1), made.get(0));
        problem(api().get("/api/ladders?limit=1000"), 400, "PARAMETER_INVALID");
    }

    private String offer(String user, int status) throws Exception {
        HttpResponse<String> r = api().post("/api/offers", user, "{" + GAME + "}");
        body(r, status);
        return json(r).path("offerId").asString();
    }

    private static String body(int size) {
        return "{\"size\":" + size + ",\"preset\":\"chinese\",\"rated\":false,\"lowestRank\":\"9d\",\"highestRank\":\"9d\"}";
    }

    private static List<String> ids(HttpResponse<String> response, String field) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        json(response).forEach(n -> ids.add(n.path(field).asString()));
        return ids;
    }
}
