package org.openkifu.app.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.platform.TopicReader;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * An 8-player single elimination of two-game matches played to a winner through the game API: the tournament asks
 * for every game over Kafka, follows the results, and pairs the next round when a round ends. One level match is
 * decided by the sum of the margins, another by a deciding game. Results delivered again change nothing, and a
 * rebuild of the read models gives the same bracket and places.
 */
class SingleEliminationEndToEndTest extends TournamentEndToEndSupport {

    private static final List<String> FIELD = List.of("se1", "se2", "se3", "se4", "se5", "se6", "se7", "se8");
    private static final List<String> RANKS = List.of("5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k");

    @Autowired
    KafkaEndpoint kafka;

    @Test
    void eightPlayersPlayTwoGameMatchesToAChampion() throws Exception {
        TournamentPlay play = play();
        api().grantRoles("se-organizer", "organizer");
        for (int i = 0; i < FIELD.size(); i++) {
            play.account(FIELD.get(i), RANKS.get(i));
        }
        JsonNode created = play.post("/api/tournaments", "se-organizer", """
                {"name":"Knock-out Cup","location":"NL, Utrecht","format":"SINGLE_ELIMINATION","boardSize":9,
                 "rules":"tromp-taylor","komi":6.5,"twoGameMatches":true,"autoStartRounds":true}""");
        String id = created.path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        play.post(base + "/open", "se-organizer", "");
        for (String p : FIELD) {
            play.post(base + "/registrations", p, "{}");
        }

        // round 1: the weaker seed takes Black in game 1 (se8, se5, se7, se6)
        JsonNode round1 = play.post(base + "/rounds", "se-organizer", "");
        assertThat(round1.path("boards").size()).isEqualTo(4);
        JsonNode w11 = TournamentPlay.board(round1, "W1-1");
        assertThat(w11.path("blackUserId").asString()).isEqualTo("se8");
        play.resign(w11.path("games").get(0), "se8");
        play.resign(w11.path("games").get(1), "se8");
        JsonNode w12 = TournamentPlay.board(round1, "W1-2"); // se5 v se4: 1-1, se4 by +87.5 - 6.5
        play.whiteFills(w12.path("games").get(0));
        play.whiteByKomi(w12.path("games").get(1));
        JsonNode w13 = TournamentPlay.board(round1, "W1-3");
        play.whiteByKomi(w13.path("games").get(0));
        play.blackFills(w13.path("games").get(1));
        JsonNode w14 = TournamentPlay.board(round1, "W1-4"); // se6 v se3: 1-1 by resignations, a deciding game
        play.resign(w14.path("games").get(0), "se3");
        play.resign(w14.path("games").get(1), "se6");
        JsonNode withDecider = play.eventually(base + "/rounds/1",
                r -> TournamentPlay.board(r, "W1-4").path("games").size() == 3);
        JsonNode decider = TournamentPlay.board(withDecider, "W1-4").path("games").get(2);
        assertThat(Set.of(decider.path("blackUserId").asString(), decider.path("whiteUserId").asString()))
                .containsExactlyInAnyOrder("se3", "se6");
        assertThat(decider.path("komi").asDouble()).as("an even game").isEqualTo(6.5);
        play.resign(decider, "se6");

        // round 2 is paired by itself when round 1 ends (autoStartRounds)
        JsonNode round2 = play.eventually(base + "/rounds/2", r -> TournamentPlay.complete(r, 2, 2));
        JsonNode finishedRound1 = play.eventually(base + "/rounds/1", r -> r.path("finished").asBoolean());
        assertThat(TournamentPlay.board(finishedRound1, "W1-2").path("decidedBy").asString()).isEqualTo("MARGIN");
        assertThat(TournamentPlay.board(finishedRound1, "W1-2").path("winnerUserId").asString()).isEqualTo("se4");
        assertThat(TournamentPlay.board(finishedRound1, "W1-2").path("score").asString()).isEqualTo("1-1");
        assertThat(TournamentPlay.board(finishedRound1, "W1-4").path("decidedBy").asString()).isEqualTo("DECIDING_GAME");
        assertThat(TournamentPlay.board(finishedRound1, "W1-4").path("winnerUserId").asString()).isEqualTo("se3");
        JsonNode w21 = TournamentPlay.board(round2, "W2-1");
        assertThat(Set.of(w21.path("blackUserId").asString(), w21.path("whiteUserId").asString()))
                .containsExactlyInAnyOrder("se1", "se4");
        for (JsonNode g : w21.path("games")) {
            play.resign(g, "se4");
        }
        JsonNode w22 = TournamentPlay.board(round2, "W2-2");
        assertThat(w22.path("blackUserId").asString()).as("se3 is the weaker seed").isEqualTo("se3");
        for (JsonNode g : w22.path("games")) {
            play.resign(g, "se2");
        }

        JsonNode round3 = play.eventually(base + "/rounds/3", r -> TournamentPlay.complete(r, 1, 2));
        JsonNode finalBoard = TournamentPlay.board(round3, "W3-1");
        for (JsonNode g : finalBoard.path("games")) {
            play.resign(g, "se3");
        }
        JsonNode done = play.eventually(base, t -> t.path("status").asString().equals("FINISHED"));
        assertThat(done.path("championUserId").asString()).isEqualTo("se1");

        JsonNode bracket = play.eventually(base + "/bracket", b -> "se1".equals(b.path("championUserId").asString()));
        assertThat(bracket.path("size").asInt()).isEqualTo(8);
        assertThat(bracket.path("matches").size()).isEqualTo(7);
        bracket.path("matches").forEach(m -> assertThat(m.path("status").asString()).isEqualTo("DECIDED"));
        JsonNode places = play.eventually(base + "/standings", s -> s.path("places").size() == 8
                && s.path("places").get(0).path("userId").asString().equals("se1"));
        assertThat(places.path("kind").asString()).isEqualTo("places");
        assertThat(places.path("places").get(1).path("userId").asString()).isEqualTo("se3");
        assertThat(places.path("places").get(2).path("place").asInt()).isEqualTo(3);
        assertThat(places.path("places").get(3).path("place").asInt()).as("both semi-final losers").isEqualTo(3);

        JsonNode aGame = play.get("/api/games/" + w12.path("games").get(0).path("gameId").asString());
        assertThat(aGame.path("rules").asString()).isEqualTo("tromp-taylor");
        assertThat(aGame.path("black").path("userId").asString()).isEqualTo("se5");
        assertThat(aGame.path("result").path("sgf").asString()).isEqualTo("W+87.5");

        redeliveredResultsChangeNothing(id, base);

        String bracketBefore = api().get(base + "/bracket").body();
        String standingsBefore = api().get(base + "/standings").body();
        rebuildTournamentViews();
        await().atMost(TournamentPlay.WAIT).until(() -> api().get(base + "/bracket").body().equals(bracketBefore)
                && api().get(base + "/standings").body().equals(standingsBefore));
    }

    /** Every result of this tournament published again, once with its own message id and once with a new one. */
    private void redeliveredResultsChangeNothing(String id, String base) throws Exception {
        int events = tournamentService.events(id).size();
        String standings = api().get(base + "/standings").body();
        List<ConsumerRecord<String, byte[]>> ours = new ArrayList<>();
        for (ConsumerRecord<String, byte[]> r : TopicReader.readAll(kafka.bootstrapServers(), "openkifu.game-results")) {
            if (new String(r.value(), StandardCharsets.UTF_8).contains("tournament/" + id + "/")) {
                ours.add(r);
            }
        }
        assertThat(ours).as("one GameFinished per game: 9 + 4 + 2").hasSize(15);
        long handled = projection("tournament-game-results").path("handled").asLong();
        try (var producer = new KafkaProducer<>(Map.<String, Object>of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                kafka.bootstrapServers()), new StringSerializer(), new ByteArraySerializer())) {
            for (ConsumerRecord<String, byte[]> r : ours) {
                for (String messageId : List.of(header(r, "messageId"), UUID.randomUUID().toString())) {
                    ProducerRecord<String, byte[]> again = new ProducerRecord<>(r.topic(), r.key(), r.value());
                    again.headers().add("messageId", messageId.getBytes(StandardCharsets.UTF_8))
                            .add("type", header(r, "type").getBytes(StandardCharsets.UTF_8));
                    producer.send(again).get();
                }
            }
        }
        await().atMost(TournamentPlay.WAIT).until(() -> {
            JsonNode c = projection("tournament-game-results");
            return c.path("handled").asLong() >= handled + 2L * ours.size() && c.path("lag").asLong() == 0;
        });
        assertThat(tournamentService.events(id)).as("no event from a redelivered result").hasSize(events);
        assertThat(api().get(base + "/standings").body()).isEqualTo(standings);
    }

    private static String header(ConsumerRecord<String, byte[]> r, String name) {
        return new String(r.headers().lastHeader(name).value(), StandardCharsets.UTF_8);
    }
}
