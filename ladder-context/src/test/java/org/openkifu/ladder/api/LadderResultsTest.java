package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.testapp.AdjustableClock;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.infrastructure.results.GameResultsHandler;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Results from {@code openkifu.game-results}: a challenger's win moves the ladder once however often the message
 * comes, a correction re-derives the standings, the standings of an earlier instant stay what they were, a rebuilt
 * projection gives the same standings, and promotion points move the account's rank.
 */
class LadderResultsTest extends LadderApiSupport {

    @Autowired
    EventStore eventStore;
    @Autowired
    ContractConsumers consumers;
    @Autowired
    AdjustableClock clock;

    private long ladderEvents(String ladderId) {
        return eventStore.readEvents(StreamIds.ladder(ladderId), 0L).asStream().count();
    }

    /** Publishes and waits until the results consumer has handled it (whatever it did with it). */
    private void publishAndAwait(String gameId, String messageId, String type, String json) throws Exception {
        ContractConsumer consumer = consumers.get(GameResultsHandler.NAME).orElseThrow();
        long before = consumer.status().handled();
        publishResult(gameId, messageId, type, json);
        await().atMost(WAIT).until(() -> consumer.status().handled() > before && consumer.status().lag() == 0);
    }

    @Test
    void aResultMovesTheLadderOnceACorrectionRederivesItAndThePastStandingsStay() throws Exception {
        String org = organizer("rs-org");
        for (String p : new String[] {"rs-a", "rs-b", "rs-c", "rs-d"}) {
            player(p, "2k");
        }
        String ladder = ladder(org, "Results", "null");
        join(ladder, "rs-a", "rs-b", "rs-c", "rs-d");
        JsonNode challenge = challenge(ladder, "rs-d", "rs-b");
        awaitStandings(ladder, "rs-a", "rs-b", "rs-c", "rs-d");
        Instant before = clock.instant();

        String finished = finishChallenge(challenge, "rs-d", "RESIGNATION", true);
        awaitStandings(ladder, "rs-a", "rs-d", "rs-b", "rs-c");
        String challengeId = challenge.path("challengeId").asString();
        await().atMost(WAIT).until(() -> challengeOf(ladder, challengeId).path("status").asString().equals("FINISHED"));
        long stored = ladderEvents(ladder);

        // the same message again (a relay retry), and the same result under another message id
        String gameId = challenge.path("gameId").asString();
        JsonNode message = JSON.readTree(finished);
        publishAndAwait(gameId, message.path("messageId").asString(), "GameFinished", finished);
        String otherId = UUID.randomUUID().toString();
        publishAndAwait(gameId, otherId, "GameFinished", finished.replace(message.path("messageId").asString(), otherId));
        assertThat(ladderEvents(ladder)).as("a redelivered result adds nothing").isEqualTo(stored);
        assertThat(standings(ladder)).containsExactly("rs-a", "rs-d", "rs-b", "rs-c");

        assertThat(standings(ladder, before)).as("the standings before the game's end")
                .containsExactly("rs-a", "rs-b", "rs-c", "rs-d");
        Instant afterResult = clock.instant();

        // an administrator corrects the result: the defender won
        publishAndAwait(gameId, UUID.randomUUID().toString(), "GameResultCorrected",
                corrected(UUID.randomUUID().toString(), finished, "rs-b", "SCORE"));
        awaitStandings(ladder, "rs-a", "rs-b", "rs-c", "rs-d");
        List<Object> events = eventStore.readEvents(StreamIds.ladder(ladder), 0L).asStream()
                .map(DomainEventMessage::getPayload).map(Object.class::cast).toList();
        assertThat(events).anyMatch(LadderEvent.ChallengeResultCorrected.class::isInstance);
        assertThat(standings(ladder, afterResult)).as("what players saw before the correction")
                .containsExactly("rs-a", "rs-d", "rs-b", "rs-c");
        JsonNode result = challengeOf(ladder, challengeId);
        assertThat(result.path("winnerUserId").asString()).isEqualTo("rs-b");
        assertThat(result.path("reason").asString()).isEqualTo("SCORE");

        await().atMost(WAIT).untilAsserted(() -> {
            JsonNode rating = json(api().get("/api/players/rs-d/rating"));
            assertThat(rating.path("games").asInt()).isEqualTo(1);
            assertThat(rating.path("losses").asInt()).as("the corrected result").isEqualTo(1);
            assertThat(rating.path("rating").asDouble()).isLessThan(1500);
            assertThat(rating.path("rank").asString()).isEqualTo("2k");
            assertThat(rating.path("points").asInt()).isEqualTo(45);
        });

        // a rebuild from the event log gives the same standings and challenges
        String standingsBefore = api().get("/api/ladders/" + ladder + "/standings").body();
        String challengesBefore = api().get("/api/ladders/" + ladder + "/challenges").body();
        api().grantRoles("rs-analyst", "analyst");
        assertThat(api().post("/api/projections/ladder-standings/rebuild", "rs-analyst", "").statusCode())
                .isEqualTo(202);
        await().atMost(WAIT).until(() -> json(api().get("/api/projections/ladder-standings")).path("caughtUp").asBoolean()
                && api().get("/api/ladders/" + ladder + "/standings").body().equals(standingsBefore));
        assertThat(api().get("/api/ladders/" + ladder + "/challenges").body()).isEqualTo(challengesBefore);
    }

    @Test
    void anUnratedLadderMovesTheWinnerOnAPlayedGame() throws Exception {
        String org = organizer("ur-org");
        player("ur-alice", "3k");
        player("ur-bob", "3k");
        String ladder = ladder(org, "Unrated", "null", false);
        join(ladder, "ur-alice", "ur-bob");
        JsonNode challenge = challenge(ladder, "ur-bob", "ur-alice");
        assertThat(gameRequests.byRequestId(challenge.path("requestId").asString()).path("rated").asBoolean())
                .as("the ladder asks for an unrated game").isFalse();
        String messageId = UUID.randomUUID().toString();
        String gameId = challenge.path("gameId").asString();
        // as the game context publishes it: not rated, so no rating; played (two stones each), so it counts
        String finished = finished(messageId, gameId, "LADDER_CHALLENGE", challenge.path("requestId").asString(),
                "ur-bob", "3k", "ur-alice", "3k", "ur-bob", "RESIGNATION", false)
                .replace("\"rated\":true,\"countsForRating\":false",
                        "\"rated\":false,\"countsForRating\":false,\"countsForStanding\":true");
        publishAndAwait(gameId, messageId, "GameFinished", finished);
        awaitStandings(ladder, "ur-bob", "ur-alice");
        JsonNode result = challengeOf(ladder, challenge.path("challengeId").asString());
        assertThat(result.path("status").asString()).isEqualTo("FINISHED");
        assertThat(result.path("counts").asBoolean()).isTrue();
        JsonNode rating = json(api().get("/api/players/ur-bob/rating"));
        assertThat(rating.path("games").asInt()).as("an unrated game rates nobody").isEqualTo(0);
        assertThat(rating.path("points").asInt()).isEqualTo(50);
    }

    @Test
    void tenWinsPromoteAndTheAccountShowsTheLaddersRank() throws Exception {
        player("pp-a", "5k");
        // four opponents: only three games a week against the same one move points (docs/ratings.md, "Fair play")
        String[] opponents = {"pp-b", "pp-b", "pp-b", "pp-c", "pp-c", "pp-c", "pp-d", "pp-d", "pp-d", "pp-e"};
        for (String o : new String[] {"pp-b", "pp-c", "pp-d", "pp-e"}) {
            player(o, "5k");
        }
        for (int i = 0; i < 10; i++) {
            String messageId = UUID.randomUUID().toString();
            String gameId = UUID.randomUUID().toString();
            publishResult(gameId, messageId, "GameFinished", finished(messageId, gameId, "FREE", null, "pp-a", "5k",
                    opponents[i], "5k", "pp-a", "RESIGNATION", true));
        }
        await().atMost(WAIT).untilAsserted(() -> {
            assertThat(json(api().get("/api/me", "pp-a")).path("rank").asString()).isEqualTo("4k");
            assertThat(json(api().get("/api/players/pp-a/rating")).path("games").asInt()).isEqualTo(10);
            assertThat(json(api().get("/api/players/pp-b/rating")).path("points").asInt()).isEqualTo(35);
        });
        assertThat(json(api().get("/api/me", "pp-b")).path("rank").asString()).isEqualTo("5k");
        JsonNode rating = json(api().get("/api/players/pp-a/rating"));
        assertThat(rating.path("rank").asString()).isEqualTo("4k");
        assertThat(rating.path("points").asInt()).isEqualTo(50);
        assertThat(rating.path("startRank").asString()).isEqualTo("5k");
        assertThat(rating.path("history")).hasSize(10);
        assertThat(rating.path("history").get(8).path("points").asInt()).isEqualTo(95);
        assertThat(rating.path("history").get(9).path("rank").asString()).isEqualTo("4k");
        assertThat(rating.path("rating").asDouble()).isGreaterThan(1500);

        // a game that does not count (one stone each) is not recorded at all
        String messageId = UUID.randomUUID().toString();
        String gameId = UUID.randomUUID().toString();
        publishAndAwait(gameId, messageId, "GameFinished", finished(messageId, gameId, "FREE", null, "pp-b", "5k",
                "pp-a", "4k", "pp-b", "RESIGNATION", false));
        assertThat(json(api().get("/api/players/pp-a/rating")).path("games").asInt()).isEqualTo(10);
    }

    /** The farm: ten rated 9x9 games of four moves and a resignation between two accounts. */
    @Test
    void farmingTenShortGamesBetweenTwoAccountsMovesNoPoints() throws Exception {
        player("fa-a", "5k");
        player("fa-b", "5k");
        for (int i = 0; i < 10; i++) {
            String messageId = UUID.randomUUID().toString();
            String gameId = UUID.randomUUID().toString();
            publishResult(gameId, messageId, "GameFinished", finished(messageId, gameId, "FREE", null, "fa-a", "5k",
                    "fa-b", "5k", "fa-a", "RESIGNATION", true).replace("\"moves\":40", "\"moves\":4"));
        }
        await().atMost(WAIT).until(() -> json(api().get("/api/players/fa-b/rating")).path("games").asInt() == 10);
        await().atMost(WAIT).until(() -> json(api().get("/api/players/fa-a/rating")).path("games").asInt() == 10);
        for (String user : new String[] {"fa-a", "fa-b"}) {
            JsonNode rating = json(api().get("/api/players/" + user + "/rating"));
            assertThat(rating.path("rank").asString()).isEqualTo("5k");
            assertThat(rating.path("points").asInt()).as(user).isEqualTo(50);
            assertThat(json(api().get("/api/me", user)).path("rank").asString()).isEqualTo("5k");
        }
    }
}
