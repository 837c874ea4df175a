package org.openkifu.app.load;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.mongodb.client.MongoClient;
import org.bson.Document;
import tools.jackson.databind.JsonNode;

/**
 * The cluster test's audit, after play: the two other nodes are stopped (SIGTERM releases their claims) so the one
 * left carries every processor and can rebuild; then {@link Audit}'s checks (moves, topic, projections equal to a
 * rebuild) and the end of each game counted where each context records it.
 */
final class ClusterAudit {

    private final Audit audit;
    private final List<String> problems;
    private final Map<String, String> winners;
    private final ClusterPlay play;
    private final List<MoveLoad.Game> games;

    ClusterAudit(Audit audit, List<String> problems, Map<String, String> winners, ClusterPlay play,
                 List<MoveLoad.Game> games) {
        this.audit = audit;
        this.problems = problems;
        this.winners = winners;
        this.play = play;
        this.games = games;
    }

    void check(ClusterProcesses cluster, MongoClient mongo, List<CrashLoad.Ack> acks,
               Map<String, List<String>> rebuilt) throws Exception {
        AppProcess auditor = cluster.node("node-1");
        HarnessApi direct = new HarnessApi(auditor.baseUrl(), 2);
        awaitRecorded(direct);
        cluster.node("node-2").stop();
        cluster.node("node-3").stop();
        String admin = direct.signIn(AppProcess.ADMIN, AppProcess.ADMIN_PASSWORD);
        ImportAndRebuild projections = new ImportAndRebuild(direct, auditor.baseUrl());
        Audit.awaitCaughtUp(projections, admin);
        Map<String, List<StoreAudit.Stored>> events = StoreAudit.gameEvents(mongo);
        audit.checkMoves(events, acks);
        explainUnaskedEnds(events);
        audit.checkTopic(events, StoreAudit.topic(cluster.broker.kafkaBootstrap(), "openkifu.game-events",
                Duration.ofMinutes(2)));
        countEnds(StoreAudit.allEvents(mongo));
        Map<String, Map<Object, Document>> live = new HashMap<>();
        rebuilt.values().forEach(names -> names.forEach(n -> live.put(n, StoreAudit.collection(mongo, n))));
        for (String projection : rebuilt.keySet()) {
            projections.rebuild(projection, admin);
        }
        Audit.awaitCaughtUp(projections, admin);
        live.forEach((name, documents) -> audit.compare(name, documents, StoreAudit.collection(mongo, name)));
    }

    /**
     * A game the players did not end (one-hour clocks, nobody resigned) must still be playing when the harness
     * resigns it; one that is not is a problem, printed with the events that ended it (type, reason, actor).
     */
    private void explainUnaskedEnds(Map<String, List<StoreAudit.Stored>> events) {
        play.endedUnasked.forEach((gameId, seen) -> {
            List<StoreAudit.Stored> stored = events.getOrDefault(gameId, List.of());
            StringBuilder last = new StringBuilder();
            stored.subList(Math.max(0, stored.size() - 4), stored.size()).forEach(e ->
                    last.append("\n    #").append(e.sequence()).append(' ').append(e.type()).append(' ')
                            .append(e.payload()));
            problems.add("ended without the harness resigning: game " + gameId + " (" + seen + "); its last events:"
                    + last);
        });
    }

    /** Waits (on the survivor's API) until the ladder and the tournament have each game's result. */
    private void awaitRecorded(HarnessApi api) throws Exception {
        for (Map.Entry<String, String> challenge : play.challengeGames.entrySet()) {
            String path = "/api/ladders/" + play.ladderId + "/challenges/" + challenge.getKey();
            try {
                ClusterPlay.await("challenge " + challenge.getKey() + " finished", () -> {
                    JsonNode c = api.get(path, null).json();
                    return "FINISHED".equals(c.path("status").asString()) ? c : null;
                });
            } catch (IllegalStateException e) {
                // said with what the ladder and the game show, and the audit goes on (the game's events follow)
                JsonNode game = api.get("/api/games/" + challenge.getValue(), null).json();
                problems.add("ladder: challenge " + challenge.getKey() + " not FINISHED within 2 minutes: "
                        + api.get(path, null).json() + "; its game " + challenge.getValue() + " "
                        + game.path("status").asString() + " " + game.path("result"));
            }
        }
        ClusterPlay.await("every tournament game has its result", () -> {
            JsonNode answer = api.get("/api/tournaments/" + play.tournamentId + "/rounds", null).json();
            for (JsonNode round : answer.isArray() ? answer : answer.path("rounds")) {
                for (JsonNode board : round.path("boards")) {
                    for (JsonNode game : board.path("games")) {
                        if (game.path("result").isNull() || game.path("result").isMissingNode()) {
                            return null;
                        }
                    }
                }
            }
            return true;
        });
    }

    /**
     * Each game ended once (GameEnded), each challenge's result recorded once with the right winner, each tournament
     * game's result recorded once, and each player's record has each game once (the rating moved once).
     */
    private void countEnds(List<StoreAudit.AnyEvent> all) {
        Map<String, Integer> ended = new HashMap<>();
        Map<String, Integer> challengeResults = new HashMap<>();
        Map<String, Integer> tournamentResults = new HashMap<>();
        Map<String, Integer> recorded = new HashMap<>();
        for (StoreAudit.AnyEvent e : all) {
            JsonNode p = e.payload();
            switch (e.type()) {
                case "GameEnded" -> ended.merge(p.path("gameId").asString(), 1, Integer::sum);
                case "ChallengeResultRecorded" -> {
                    challengeResults.merge(p.path("challengeId").asString(), 1, Integer::sum);
                    String expected = winners.get(p.path("gameId").asString());
                    if (expected != null && !expected.equals(p.path("winnerUserId").asString())) {
                        problems.add("ladder: challenge " + p.path("challengeId").asString() + " won by "
                                + p.path("winnerUserId").asString() + ", the game by " + expected);
                    }
                }
                case "GameResultRecorded" -> tournamentResults.merge(p.path("tournamentId").asString() + "/"
                        + p.path("round").asInt() + "/" + p.path("board").asInt() + "/" + p.path("gameNumber").asInt(),
                        1, Integer::sum);
                // the stored name of the ladder player's PlayerEvent.GameRecorded
                case "PlayerGameRecorded" -> recorded.merge(p.path("userId").asString() + "/"
                        + p.path("gameId").asString(), 1, Integer::sum);
                default -> {
                }
            }
        }
        for (MoveLoad.Game game : games) {
            once("game ended", game.id, ended);
            once("player record", game.black.name() + "/" + game.id, recorded);
            once("player record", game.white.name() + "/" + game.id, recorded);
        }
        play.challengeGames.keySet().forEach(c -> once("ladder result", c, challengeResults));
        tournamentResults.forEach((key, n) -> once("tournament result", key, tournamentResults));
        long tournamentGames = games.size() - play.challengeGames.size();
        if (tournamentResults.size() != tournamentGames) {
            problems.add("tournament: " + tournamentResults.size() + " results recorded for " + tournamentGames
                    + " games");
        }
    }

    private void once(String what, String key, Map<String, Integer> counts) {
        int n = counts.getOrDefault(key, 0);
        if (n != 1) {
            problems.add((n == 0 ? "missing " : "repeated ") + what + ": " + key + " recorded " + n + " times");
        }
    }
}
