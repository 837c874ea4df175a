package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.openkifu.ladder.api.LadderChallengeApiTest.problem;

import java.net.http.HttpResponse;
import java.time.Duration;

import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.testapp.AdjustableClock;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The waiting room over HTTP: an open offer is taken once by a player in its range and asks the game context for the
 * game (origin OPEN_OFFER); two compatible auto-match requests are paired at once (origin AUTOMATCH); offers and
 * requests whose time is over expire by themselves.
 */
class WaitingRoomApiTest extends LadderApiSupport {

    @Autowired
    AdjustableClock clock;
    @Autowired
    EventStore eventStore;

    private static final String GAME = "\"size\":9,\"preset\":\"japanese\",\"rated\":true,"
            + "\"timeControl\":{\"kind\":\"FISCHER\",\"mainSeconds\":300,\"incrementSeconds\":5}";

    @Test
    void anOfferInRangeIsTakenOnceAndItsGameIsRequested() throws Exception {
        player("wr-a", "3k");
        player("wr-b", "2k");
        player("wr-c", "1k");
        player("wr-far", "10k");
        HttpResponse<String> posted = api().post("/api/offers", "wr-a",
                "{" + GAME + ",\"lowestRank\":\"5k\",\"highestRank\":\"1k\"}");
        assertThat(posted.statusCode()).as(posted.body()).isEqualTo(201);
        JsonNode offer = json(posted);
        String id = offer.path("offerId").asString();
        assertThat(offer.path("status").asString()).isEqualTo("OPEN");
        assertThat(offer.path("rank").asString()).as("the poster's rank").isEqualTo("3k");
        await().atMost(WAIT).until(() -> json(api().get("/api/offers")).toString().contains(id));
        problem(api().post("/api/offers", "wr-a", "{}"), 400, "INVALID_SETTINGS");

        String accept = "/api/offers/" + id + "/accept";
        problem(api().post(accept, "wr-a", ""), 422, "OWN_OFFER");
        problem(api().post(accept, "wr-far", ""), 422, "RANK_OUT_OF_RANGE");
        JsonNode accepted = json(api().post(accept, "wr-b", ""));
        assertThat(accepted.path("status").asString()).isEqualTo("ACCEPTED");
        assertThat(accepted.path("requestId").asString()).isEqualTo("offer/" + id);
        problem(api().post(accept, "wr-c", ""), 409, "OFFER_CLOSED");
        problem(api().post("/api/offers/no-such-offer/accept", "wr-c", ""), 404, "OFFER_NOT_FOUND");

        await().atMost(WAIT).until(() -> !json(api().get("/api/offers/" + id)).path("gameId").isNull());
        assertThat(json(api().get("/api/offers/" + id)).path("gameId").asString())
                .isEqualTo(FakeGameContext.gameIdOf("OPEN_OFFER", "offer/" + id));
        JsonNode request = gameRequests.byRequestId("offer/" + id);
        assertThat(request.path("origin").path("kind").asString()).isEqualTo("OPEN_OFFER");
        assertThat(request.path("players").get(0).path("userId").asString()).as("the poster owns the game")
                .isEqualTo("wr-a");
        assertThat(request.path("players").get(1).path("userId").asString()).isEqualTo("wr-b");
        assertThat(request.path("settings").path("timeControl").path("kind").asString()).isEqualTo("FISCHER");
        await().atMost(WAIT).untilAsserted(() -> assertThat(json(api().get("/api/offers?user=wr-b")).toString())
                .contains(FakeGameContext.gameIdOf("OPEN_OFFER", "offer/" + id)));
        assertThat(json(api().get("/api/offers")).toString()).as("no longer open").doesNotContain(id);
    }

    @Test
    void twoCompatibleRequestsAreMatchedAtOnceAndTheirGameIsRequested() throws Exception {
        player("am-a", "1d");
        player("am-b", "2d");
        String body = "{\"size\":19,\"preset\":\"chinese\",\"rated\":false}";
        JsonNode waiting = json(api().post("/api/automatch", "am-a", body));
        assertThat(waiting.path("status").asString()).isEqualTo("WAITING");
        problem(api().post("/api/automatch", "am-a", body), 409, "ALREADY_WAITING");
        JsonNode matched = json(api().post("/api/automatch", "am-b", body));
        assertThat(matched.path("status").asString()).isEqualTo("MATCHED");
        assertThat(matched.path("opponentUserId").asString()).isEqualTo("am-a");
        String gameRequestId = matched.path("gameRequestId").asString();
        await().atMost(WAIT).untilAsserted(() -> {
            JsonNode mine = json(api().get("/api/automatch", "am-a")).get(0);
            assertThat(mine.path("status").asString()).isEqualTo("MATCHED");
            assertThat(mine.path("gameId").asString()).isEqualTo(FakeGameContext.gameIdOf("AUTOMATCH", gameRequestId));
        });
        JsonNode request = gameRequests.byRequestId(gameRequestId);
        assertThat(request.path("origin").path("kind").asString()).isEqualTo("AUTOMATCH");
        assertThat(request.path("players").get(0).path("userId").asString()).as("who waited owns the game")
                .isEqualTo("am-a");
        assertThat(request.path("settings").path("rated").asBoolean()).isFalse();
    }

    @Test
    void offersAndRequestsWhoseTimeIsOverExpireByThemselves() throws Exception {
        player("ex-a", "4k");
        player("ex-b", "4k");
        String id = json(api().post("/api/offers", "ex-a", "{" + GAME + ",\"validForMinutes\":1}")).path("offerId")
                .asString();
        JsonNode request = json(api().post("/api/automatch", "ex-b",
                "{\"size\":13,\"preset\":\"aga\",\"validForMinutes\":1}"));
        String poolId = request.path("poolId").asString();
        await().atMost(WAIT).until(() -> json(api().get("/api/offers")).toString().contains(id)
                && json(api().get("/api/automatch", "ex-b")).toString().contains("WAITING"));
        clock.advance(Duration.ofMinutes(2));
        await().atMost(WAIT).untilAsserted(() -> {
            assertThat(json(api().get("/api/offers/" + id)).path("status").asString()).isEqualTo("EXPIRED");
            assertThat(eventStore.readEvents(StreamIds.offer(id), 0L).asStream().map(e -> e.getPayload()))
                    .anyMatch(OfferEvent.OfferExpired.class::isInstance);
            assertThat(eventStore.readEvents(StreamIds.pool(poolId), 0L).asStream().map(e -> e.getPayload()))
                    .anyMatch(MatchPoolEvent.MatchRequestExpired.class::isInstance);
            assertThat(json(api().get("/api/automatch", "ex-b")).get(0).path("status").asString()).isEqualTo("EXPIRED");
        });
        problem(api().post("/api/offers/" + id + "/accept", "ex-b", ""), 409, "OFFER_CLOSED");
    }
}
