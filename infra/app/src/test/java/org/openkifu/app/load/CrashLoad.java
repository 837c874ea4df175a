package org.openkifu.app.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import tools.jackson.databind.JsonNode;

/**
 * Players playing games over the API while the process may die under them: every move answered with 2xx is
 * remembered as acknowledged; a request that got no answer (the process was killed) is not, and the game is
 * re-read from the API before it is played again, as a client reconnecting would.
 */
final class CrashLoad {

    /** A move the server acknowledged: it must be in the store, whatever happens next. */
    record Ack(String gameId, int moveNumber, int x, int y) {
    }

    private final HarnessApi api;
    private final int size;
    private final String timeControl;
    private final List<MoveLoad.Game> games = new ArrayList<>();
    final ConcurrentLinkedQueue<Ack> acks = new ConcurrentLinkedQueue<>();
    final AtomicLong unanswered = new AtomicLong();
    final AtomicLong refused = new AtomicLong();

    CrashLoad(HarnessApi api, int size, String timeControl) {
        this.api = api;
        this.size = size;
        this.timeControl = timeControl;
    }

    /**
     * More games when the ones there are nearly played out, so every trial has moves to lose: each game holds a
     * fixed number of moves (what the move pattern fits on the board), and twelve 19x19 games last only six or seven
     * trials.
     */
    void topUp(List<MoveLoad.Player> players, int count) throws Exception {
        long open = games.stream().filter(g -> g.moves < movesPerGame() - 50).count();
        if (open < count / 2) {
            createGames(players, count);
        }
    }

    void createGames(List<MoveLoad.Player> players, int count) throws Exception {
        for (int i = 0; i < count; i++) {
            MoveLoad.Player black = players.get(i % players.size());
            MoveLoad.Player white = players.get((i + 1) % players.size());
            MoveLoad.Game game = new MoveLoad.Game(black, white, size);
            game.id = api.newGame(black.token(), white.name(), white.token(), size, timeControl);
            games.add(game);
        }
    }

    /** A game created elsewhere (a ladder challenge, a tournament pairing), played like the ones created here. */
    void adopt(MoveLoad.Game game) {
        games.add(game);
    }

    /** True when every game has used up the move pattern's room. */
    boolean playedOut() {
        return games.stream().allMatch(g -> g.moves >= movesPerGame());
    }

    /** After a restart: each game's move count as the server has it (an unanswered move may or may not be there). */
    void resync() throws Exception {
        for (MoveLoad.Game game : games) {
            HarnessApi.Answer summary = api.get("/api/games/" + game.id, null);
            if (!summary.ok()) {
                throw new IllegalStateException("game " + game.id + " after restart: " + summary.status());
            }
            game.moves = summary.json().path("moveCount").asInt();
        }
    }

    /**
     * {@code clients} threads play for {@code millis} or while {@code going} holds (the process may die meanwhile:
     * that is the point).
     */
    void play(int clients, long millis, java.util.function.BooleanSupplier going) throws InterruptedException {
        LinkedBlockingQueue<MoveLoad.Game> ready = new LinkedBlockingQueue<>(games);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            threads.add(new Thread(() -> {
                while (System.nanoTime() < end && going.getAsBoolean()) {
                    MoveLoad.Game game;
                    try {
                        game = ready.poll(100, TimeUnit.MILLISECONDS);
                    } catch (InterruptedException e) {
                        return;
                    }
                    if (game == null) {
                        continue;
                    }
                    boolean answered = playOne(game);
                    if (answered) {
                        ready.add(game); // a game whose last move got no answer is left alone until the resync
                    }
                }
            }, "crash-player-" + c));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
    }

    /** What the move pattern fits on the board. */
    private int movesPerGame() {
        return 2 * size * (size / 2 - 1);
    }

    /** False when the request got no answer (the process is gone). */
    private boolean playOne(MoveLoad.Game game) {
        if (game.moves >= movesPerGame()) {
            return true; // the pattern's room is used up; nothing more to play in this game
        }
        String point = game.nextPoint();
        try {
            HarnessApi.Answer answer = api.move(game.toMove().token(), game.id, point);
            if (!answer.ok()) {
                refused.incrementAndGet();
                HarnessApi.Answer summary = api.get("/api/games/" + game.id, null);
                JsonNode state = summary.json();
                // a game that ended (e.g. by time) has nothing more to play
                game.moves = "ENDED".equals(state.path("status").asString()) ? movesPerGame()
                        : state.path("moveCount").asInt();
                return true;
            }
            game.moves++;
            int x = "ABCDEFGHJKLMNOPQRST".indexOf(point.charAt(0));
            int y = size - Integer.parseInt(point.substring(1));
            acks.add(new Ack(game.id, answer.json().path("moveCount").asInt(), x, y));
            return true;
        } catch (Exception e) {
            unanswered.incrementAndGet();
            return false;
        }
    }
}
