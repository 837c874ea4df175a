package org.openkifu.app.ladder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.openkifu.app.ladder.LadderGames.WAIT;
import static org.openkifu.app.ladder.LadderGames.json;
import static org.openkifu.app.ladder.LadderGames.ok;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.platform.TopicReader;
import org.openkifu.infra.testapp.AdjustableClock;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.infrastructure.results.GameResultsHandler;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * A ladder on the whole application: players join and challenge, every game comes from the game context through
 * {@code openkifu.game-requests} and is played through the game API to each kind of ending (resignation, the count
 * after marking, time, abandonment, a resignation too early to count), and the ladder follows from
 * {@code openkifu.game-results}. The same {@code GameFinished} delivered again changes nothing, an administrator's
 * correction re-derives the standings, {@code ?at=} gives the earlier standings, and a rebuild gives the same ones.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class LadderEndToEndTest {

    @LocalServerPort
    int port;
    @Autowired
    AdjustableClock clock;
    @Autowired
    EventStore eventStore;
    @Autowired
    KafkaEndpoint kafka;
    @Autowired
    ContractConsumers consumers;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-ladder-e2e");
        registry.add("openkifu.data-dir", dir::toString);
    }

    @Test
    void aLadderFollowsGamesPlayedThroughTheGameApiToEveryKindOfEnding() throws Exception {
        ApiClient api = new ApiClient(port);
        LadderGames g = new LadderGames(api);
        g.player("la", "1k");
        g.player("lb", "2k");
        g.player("lc", "3k");
        g.player("ld", "4k");
        g.player("le", "5k");
        String ladder = g.ladder("lorg", "Nine by nine");
        g.join(ladder, "la", "lb", "lc", "ld", "le");
        g.awaitStandings(ladder, "la", "lb", "lc", "ld", "le");
        String beforeAnyGame = clock.instant().toString();

        // 1. the challenger wins by resignation: lb takes la's rung (Jung-sun: the weaker plays Black)
        JsonNode first = g.challenge(ladder, "lb", "la");
        String game1 = first.path("gameId").asString();
        assertThat(api.get("/api/games/" + game1 + "/events").body())
                .contains("\"origin\":{\"kind\":\"LADDER_CHALLENGE\",\"reference\":\"" + first.path("requestId").asString());
        assertThat(g.black(game1)).isEqualTo("lb");
        g.moves(game1, "C3", "G7", "C7", "G3", "E5"); // 5 moves: the fair-play minimum on 9x9 (docs/ratings.md)
        g.act(game1, "la", "resign", "");
        g.awaitStandings(ladder, "lb", "la", "lc", "ld", "le");
        JsonNode r1 = g.awaitFinished(ladder, first);
        assertThat(r1.path("reason").asString()).isEqualTo("RESIGNATION");
        String afterFirst = clock.instant().toString();

        // 2. counted after both passed and accepted: White (the defender) wins by komi, nobody moves
        JsonNode second = g.challenge(ladder, "lc", "la");
        String game2 = second.path("gameId").asString();
        g.moves(game2, "C3", "G7", "C4", "G6");
        g.act(game2, "lc", "pass", "");
        g.act(game2, "la", "pass", "");
        g.act(game2, "lc", "score/accept", "");
        g.act(game2, "la", "score/accept", "");
        JsonNode r2 = g.awaitFinished(ladder, second);
        assertThat(r2.path("reason").asString()).isEqualTo("SCORE");
        assertThat(r2.path("winnerUserId").asString()).isEqualTo("la");
        assertThat(g.standings(ladder)).containsExactly("lb", "la", "lc", "ld", "le");

        // 3. on time: the defender's ten minutes run out, the challenger moves above
        JsonNode third = g.challenge(ladder, "le", "ld");
        String game3 = third.path("gameId").asString();
        g.moves(game3, "C3", "G7", "C7", "G3", "E5");
        clock.advance(Duration.ofMinutes(11));
        JsonNode r3 = g.awaitFinished(ladder, third);
        assertThat(r3.path("reason").asString()).isEqualTo("TIMEOUT");
        g.awaitStandings(ladder, "lb", "la", "lc", "le", "ld");

        // 4. abandonment: the defender's clock runs and nobody has seen them for three minutes; the challenger reports it
        JsonNode fourth = g.challenge(ladder, "ld", "lc");
        String game4 = fourth.path("gameId").asString();
        g.moves(game4, "C3", "G7", "C7", "G3", "E5");
        clock.advance(Duration.ofMinutes(3));
        g.act(game4, "ld", "abandon", "{\"abandonedBy\":\"lc\"}");
        JsonNode r4 = g.awaitFinished(ladder, fourth);
        assertThat(r4.path("reason").asString()).isEqualTo("ABANDONMENT");
        g.awaitStandings(ladder, "lb", "la", "ld", "lc", "le");

        // 5. a resignation after one stone proves nothing: the game ends, the ladder records it and nobody moves
        JsonNode fifth = g.challenge(ladder, "le", "lc");
        String game5 = fifth.path("gameId").asString();
        g.moves(game5, "E5");
        g.act(game5, "lc", "resign", "");
        JsonNode r5 = g.awaitFinished(ladder, fifth);
        assertThat(r5.path("counts").asBoolean()).isFalse();
        assertThat(g.standings(ladder)).containsExactly("lb", "la", "ld", "lc", "le");

        // the same GameFinished again, as a relay retry would publish it: nothing changes
        long stored = eventStore.readEvents(StreamIds.ladder(ladder), 0L).asStream().count();
        redeliver(game1);
        assertThat(eventStore.readEvents(StreamIds.ladder(ladder), 0L).asStream().count()).isEqualTo(stored);
        assertThat(g.standings(ladder)).containsExactly("lb", "la", "ld", "lc", "le");

        // 6. an administrator corrects game 4: the defender had won; the ladder is re-derived without that move
        api.grantRoles("ladmin", "admin");
        ok(api.post("/api/games/" + game4 + "/result-correction", "ladmin",
                "{\"winner\":\"WHITE\",\"reason\":\"RESIGNATION\",\"note\":\"lc was there\"}"), 200);
        g.awaitStandings(ladder, "lb", "la", "lc", "le", "ld");
        await().atMost(WAIT).until(() -> g.challenge(ladder, fourth.path("challengeId").asString())
                .path("winnerUserId").asString().equals("lc"));

        // the standings of earlier instants, as players saw them then
        assertThat(g.standings(ladder, beforeAnyGame)).containsExactly("la", "lb", "lc", "ld", "le");
        assertThat(g.standings(ladder, afterFirst)).containsExactly("lb", "la", "lc", "ld", "le");

        // ratings and ranks: the winner of game 1 gained, the loser lost
        await().atMost(WAIT).untilAsserted(() -> {
            assertThat(json(api.get("/api/players/lb/rating")).path("rating").asDouble()).isGreaterThan(1500);
            assertThat(json(api.get("/api/players/la/rating")).path("history").size()).isEqualTo(2);
        });

        // a rebuild of every ladder projection from the event log gives the same answers
        String standings = api.get("/api/ladders/" + ladder + "/standings").body();
        String challenges = api.get("/api/ladders/" + ladder + "/challenges").body();
        String rating = api.get("/api/players/la/rating").body();
        api.grantRoles("lanalyst", "analyst");
        for (String projection : List.of("ladder-standings", "ladder-players", "ladder-waiting-room")) {
            ok(api.post("/api/projections/" + projection + "/rebuild", "lanalyst", ""), 202);
        }
        await().atMost(WAIT).untilAsserted(() -> {
            for (String projection : List.of("ladder-standings", "ladder-players")) {
                assertThat(json(api.get("/api/projections/" + projection)).path("caughtUp").asBoolean()).isTrue();
            }
            assertThat(api.get("/api/ladders/" + ladder + "/standings").body()).isEqualTo(standings);
            assertThat(api.get("/api/ladders/" + ladder + "/challenges").body()).isEqualTo(challenges);
            assertThat(api.get("/api/players/la/rating").body()).isEqualTo(rating);
        });
    }

    /** Publishes the game's GameFinished once more, with its headers, and waits until the ladder has handled it. */
    private void redeliver(String gameId) throws Exception {
        List<ConsumerRecord<String, byte[]>> records = TopicReader.readAll(kafka.bootstrapServers(), "openkifu.game-results");
        ConsumerRecord<String, byte[]> finished = records.stream().filter(r -> gameId.equals(r.key())).findFirst()
                .orElseThrow();
        ContractConsumer consumer = consumers.get(GameResultsHandler.NAME).orElseThrow();
        long handled = consumer.status().handled();
        try (var producer = new KafkaProducer<>(Map.<String, Object>of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                kafka.bootstrapServers()), new StringSerializer(), new ByteArraySerializer())) {
            ProducerRecord<String, byte[]> again = new ProducerRecord<>("openkifu.game-results", finished.key(),
                    finished.value());
            finished.headers().forEach(h -> again.headers().add(h));
            producer.send(again).get();
        }
        await().atMost(WAIT).until(() -> consumer.status().handled() > handled && consumer.status().lag() == 0);
    }
}
