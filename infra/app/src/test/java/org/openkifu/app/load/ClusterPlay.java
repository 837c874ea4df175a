package org.openkifu.app.load;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.databind.JsonNode;

/**
 * What the cluster test's players do, all through the load balancer: sign up, join a ladder and challenge the player
 * one rung up (disjoint pairs), register for a Swiss tournament whose organizer (the administrator) pairs a round;
 * the games the ladder and the tournament ask for are then played by {@link CrashLoad} and ended by resignation.
 */
final class ClusterPlay {

    private static final String FISCHER_ONE_HOUR = "{\"kind\":\"FISCHER\",\"mainSeconds\":3600,\"incrementSeconds\":30}";

    /** A game the harness knows who should win: the player not to resign. */
    record Expected(String gameId, String source, String key, String winner) {
    }

    private final HarnessApi api;
    private final String admin;
    private final int size;
    final Map<String, MoveLoad.Player> players = new HashMap<>();
    final Map<String, String> challengeGames = new HashMap<>();
    /** Games found over before the harness resigned them (nothing in the harness ends a game otherwise). */
    final Map<String, String> endedUnasked = new HashMap<>();
    String ladderId;
    String tournamentId;
    int rounds;

    ClusterPlay(HarnessApi api, String adminToken, int size) {
        this.api = api;
        this.admin = adminToken;
        this.size = size;
    }

    void signUp(int count) throws Exception {
        for (int i = 1; i <= count; i++) {
            String name = "cluster-" + i;
            players.put(name, new MoveLoad.Player(name, api.signUp(name, name + "-password")));
        }
    }

    /** Everybody joins in name order (rung i), then rung 2k challenges rung 2k-1. Returns the challenges' games. */
    List<MoveLoad.Game> ladder() throws Exception {
        HarnessApi.Answer created = api.post("/api/ladders", admin, "{\"name\":\"cluster test\",\"size\":" + size
                + ",\"preset\":\"japanese\",\"rated\":true,\"timeControl\":" + FISCHER_ONE_HOUR + "}");
        ladderId = ok(created, "creating the ladder").json().path("ladderId").asString();
        List<String> names = names();
        for (String name : names) {
            String token = players.get(name).token();
            retrying("joining " + name, "/api/ladders/" + ladderId,
                    () -> api.post("/api/ladders/" + ladderId + "/members", token, null));
        }
        Map<String, String> challenges = new HashMap<>();
        for (int i = 1; i < names.size(); i += 2) {
            String token = players.get(names.get(i)).token();
            String body = "{\"defender\":\"" + names.get(i - 1) + "\"}";
            HarnessApi.Answer challenge = retrying("challenging", "/api/ladders/" + ladderId + "/standings",
                    () -> api.post("/api/ladders/" + ladderId + "/challenges", token, body));
            challenges.put(challenge.json().path("challengeId").asString(), names.get(i));
        }
        List<MoveLoad.Game> games = new ArrayList<>();
        for (String challenge : challenges.keySet()) {
            JsonNode playing = await("challenge " + challenge + " has its game", () -> {
                JsonNode c = api.get("/api/ladders/" + ladderId + "/challenges/" + challenge, null).json();
                return c.path("gameId").isString() ? c : null;
            });
            String gameId = playing.path("gameId").asString();
            challengeGames.put(challenge, gameId);
            games.add(game(gameId));
        }
        return games;
    }

    /** A Swiss tournament of everybody; round {@code round} paired; returns its games. */
    List<MoveLoad.Game> tournamentRound(int round) throws Exception {
        if (tournamentId == null) {
            HarnessApi.Answer created = api.post("/api/tournaments", admin, "{\"name\":\"Cluster Cup\",\"location\":"
                    + "\"NL, Leiden\",\"format\":\"SWISS\",\"rounds\":" + Math.max(1, rounds) + ",\"boardSize\":"
                    + size + ",\"rules\":\"japanese\"}");
            tournamentId = ok(created, "creating the tournament").json().path("tournamentId").asString();
            String tournament = "/api/tournaments/" + tournamentId;
            retrying("opening", tournament, () -> api.post(tournament + "/open", admin, null));
            for (String name : names()) {
                String token = players.get(name).token();
                retrying("registering " + name, tournament,
                        () -> api.post(tournament + "/registrations", token, null));
            }
        }
        String tournament = "/api/tournaments/" + tournamentId;
        if (round > 1) {
            // the games were resigned, but their results reach the tournament through Kafka (another node's
            // consumer): pairing before then is refused with ROUND_NOT_FINISHED
            await("round " + (round - 1) + "'s results recorded by the tournament", () -> {
                for (JsonNode board : api.get(tournament + "/rounds/" + (round - 1), null).json().path("boards")) {
                    for (JsonNode game : board.path("games")) {
                        if (!game.hasNonNull("result")) {
                            return null;
                        }
                    }
                }
                return true;
            });
        }
        // the tournament takes the previous round's results from other nodes meanwhile: the pairing may meet them
        retrying("pairing round " + round, tournament + "/rounds",
                () -> api.post(tournament + "/rounds", admin, null));
        JsonNode paired = await("round " + round + "'s games exist", () -> {
            JsonNode r = api.get("/api/tournaments/" + tournamentId + "/rounds/" + round, null).json();
            if (r.path("boards").isEmpty()) {
                return null;
            }
            for (JsonNode board : r.path("boards")) {
                if (board.path("games").isEmpty()) {
                    return null; // requested, not yet created by the game context
                }
                for (JsonNode game : board.path("games")) {
                    if (!game.path("gameId").isString()) {
                        return null;
                    }
                }
            }
            return r;
        });
        List<MoveLoad.Game> games = new ArrayList<>();
        for (JsonNode board : paired.path("boards")) {
            for (JsonNode game : board.path("games")) {
                games.add(game(game.path("gameId").asString()));
            }
        }
        return games;
    }

    /** The game as the server has it, once it is being played (the colours known). */
    private MoveLoad.Game game(String gameId) throws Exception {
        JsonNode summary = await("game " + gameId + " is being played", () -> {
            JsonNode s = api.get("/api/games/" + gameId, null).json();
            String status = s.path("status").asString();
            // even games between equal ranks draw colours by nigiri: the owner picks, the other guesses; the
            // harness does not know which of the two players is which, so both try (the wrong one is refused)
            if (status.startsWith("AWAITING_NIGIRI")) {
                boolean parity = status.equals("AWAITING_NIGIRI_PARITY");
                for (MoveLoad.Player p : players.values()) {
                    if (s.toString().contains("\"" + p.name() + "\"")) {
                        api.post("/api/games/" + gameId + (parity ? "/nigiri/parity" : "/nigiri/guess"), p.token(),
                                parity ? "{\"parity\":\"ODD\"}" : "{\"guess\":\"EVEN\"}");
                    }
                }
            }
            return "PLAYING".equals(status) ? s : null;
        });
        MoveLoad.Game game = new MoveLoad.Game(players.get(summary.path("black").path("userId").asString()),
                players.get(summary.path("white").path("userId").asString()), size);
        game.id = gameId;
        game.moves = summary.path("moveCount").asInt();
        return game;
    }

    /** The player to move resigns (retried through the proxy while a node is down). Returns the winner's name. */
    String resign(MoveLoad.Game game) throws Exception {
        boolean[] asked = {false};
        return await("game " + game.id + " resigned", () -> {
            JsonNode s = api.get("/api/games/" + game.id, null).json();
            if (!"PLAYING".equals(s.path("status").asString())) {
                if (!asked[0]) {
                    endedUnasked.put(game.id, s.path("status").asString() + " after " + s.path("moveCount").asInt()
                            + " moves, result " + s.path("result"));
                    ClusterTrials.log("game %s over before the harness resigned it: %s", game.id,
                            endedUnasked.get(game.id));
                }
                return s.path("result").path("winnerUserId").asString();
            }
            asked[0] = true;
            String loser = "BLACK".equals(s.path("toMove").asString()) ? game.black.token() : game.white.token();
            api.resign(loser, game.id);
            return null;
        });
    }

    private List<String> names() {
        return players.keySet().stream().sorted((a, b) -> Integer.compare(number(a), number(b))).toList();
    }

    private static int number(String name) {
        return Integer.parseInt(name.substring(name.lastIndexOf('-') + 1));
    }

    static HarnessApi.Answer ok(HarnessApi.Answer answer, String what) {
        if (!answer.ok()) {
            throw new IllegalStateException(what + ": " + answer.status() + " " + answer.body());
        }
        return answer;
    }

    private static final int CONFLICT_RETRIES = 5;

    /**
     * A command on an aggregate that other nodes change too (the ladder and tournament processors record games and
     * results on it): {@code 409 CONCURRENT_MODIFICATION} means nothing was stored and, as docs/api.md says, the
     * client reloads and tries again; so the harness re-reads {@code reload} and retries, at most
     * {@value #CONFLICT_RETRIES} times after a short backoff. Any other non-2xx answer stays fatal.
     */
    HarnessApi.Answer retrying(String what, String reload, Poll<HarnessApi.Answer> request) throws Exception {
        for (int attempt = 1; ; attempt++) {
            HarnessApi.Answer answer = request.get();
            if (answer.ok() || attempt > CONFLICT_RETRIES || !concurrentModification(answer)) {
                return ok(answer, what + (attempt > 1 ? " (attempt " + attempt + ")" : ""));
            }
            ClusterTrials.log("%s: 409 CONCURRENT_MODIFICATION, attempt %d; reloading and retrying", what, attempt);
            Thread.sleep(50L * attempt); // a backoff only: nothing waits on it
            // reload as a client would; what the harness sends does not depend on it (fixed pairs, the next round)
            ok(api.get(reload, null), "reloading " + reload + " before retrying " + what);
        }
    }

    static boolean concurrentModification(HarnessApi.Answer answer) {
        if (answer.status() != 409) {
            return false;
        }
        try {
            return "CONCURRENT_MODIFICATION".equals(answer.json().path("code").asString());
        } catch (RuntimeException notJson) {
            return false;
        }
    }

    interface Poll<T> {
        T get() throws Exception;
    }

    /** Polls another process's state (through the proxy; a node may be down meanwhile: errors count as not yet). */
    static <T> T await(String what, Poll<T> poll) throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        Exception last = null;
        while (System.nanoTime() < deadline) {
            try {
                T value = poll.get();
                if (value != null) {
                    return value;
                }
            } catch (Exception e) {
                last = e;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("not within 2 minutes: " + what, last);
    }
}
