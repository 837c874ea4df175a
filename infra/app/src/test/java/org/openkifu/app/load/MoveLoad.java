package org.openkifu.app.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Players playing many games at once over the HTTP API: each game is held by at most one client at a time (like a
 * human waiting for the answer before the next move), the clients take the games in turn. Flat out (each client
 * plays its next move as soon as the last one is answered) or at a fixed rate, where a move's latency counts from
 * the moment it was due, so a server that falls behind shows it (no coordinated omission).
 *
 * <p>Moves follow a pattern that can never capture or be illegal: Black fills columns from the left, White from the
 * right, top to bottom, so one move is one {@code StonePlaced} event and a move's sequence number is known.
 * After {@code movesPerGame} moves the player to move resigns and the pair starts a new game by invitation.
 */
final class MoveLoad {

    record Player(String name, String token) {
    }

    static final class Game {
        final Player black;
        final Player white;
        final int size;
        String id;
        /** Sequence number of the game's last event before its first move. */
        long baseSequence;
        int moves;

        Game(Player black, Player white, int size) {
            this.black = black;
            this.white = white;
            this.size = size;
        }

        Player toMove() {
            return moves % 2 == 0 ? black : white;
        }

        /** Black at column k, White at column size-1-k, filled top to bottom; never adjacent before mid-board. */
        String nextPoint() {
            int i = moves / 2;
            int column = i / size;
            int row = i % size;
            int x = moves % 2 == 0 ? column : size - 1 - column;
            return HarnessApi.column(x) + (row + 1);
        }
    }

    private final HarnessApi api;
    private final LagProbe lag;
    private final int movesPerGame;
    private final String timeControl;
    final Latencies latencies = new Latencies();
    final AtomicLong moves = new AtomicLong();
    final AtomicLong refused = new AtomicLong();
    final AtomicLong gamesStarted = new AtomicLong();
    final ConcurrentLinkedQueue<String> firstErrors = new ConcurrentLinkedQueue<>();
    private final LinkedBlockingQueue<Game> ready = new LinkedBlockingQueue<>();
    private volatile boolean recording;

    MoveLoad(HarnessApi api, LagProbe lag, int movesPerGame, String timeControl) {
        this.api = api;
        this.lag = lag;
        this.movesPerGame = movesPerGame;
        this.timeControl = timeControl;
    }

    /** {@code count} games between {@code players}, created by invitation with {@code threads} clients. */
    void createGames(List<Player> players, int count, int size, int threads) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Game>> created = new ArrayList<>();
        int n = players.size();
        for (int i = 0; i < count; i++) {
            Player black = players.get(i % n);
            Player white = players.get((i % n + 1 + (i / n) % (n - 1)) % n);
            created.add(pool.submit(() -> start(new Game(black, white, size))));
        }
        for (Future<Game> game : created) {
            ready.add(game.get());
        }
        pool.shutdown();
    }

    private Game start(Game game) throws Exception {
        game.id = api.newGame(game.black.token(), game.white.name(), game.white.token(), game.size, timeControl);
        HarnessApi.Answer events = api.get("/api/games/" + game.id + "/events", null);
        game.baseSequence = events.json().size() - 1L;
        game.moves = 0;
        gamesStarted.incrementAndGet();
        return game;
    }

    void record(boolean on) {
        recording = on;
        lag.record(on);
    }

    /**
     * Plays with {@code clients} threads for {@code millis}; {@code rate} moves per second in total, or flat out
     * when 0.
     */
    void run(int clients, double rate, long millis) throws Exception {
        long started = System.nanoTime();
        long end = started + TimeUnit.MILLISECONDS.toNanos(millis);
        AtomicInteger slot = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            threads.add(new Thread(() -> {
                while (true) {
                    long due;
                    if (rate > 0) {
                        due = started + (long) (slot.getAndIncrement() * 1e9 / rate);
                        if (due >= end) {
                            return;
                        }
                        long wait = due - System.nanoTime();
                        if (wait > 0) {
                            sleepNanos(wait);
                        }
                    } else {
                        due = System.nanoTime();
                        if (due >= end) {
                            return;
                        }
                    }
                    try {
                        Game game = ready.take();
                        try {
                            playOne(game, rate > 0 ? due : System.nanoTime());
                        } finally {
                            ready.add(game);
                        }
                    } catch (InterruptedException e) {
                        return;
                    } catch (Exception e) {
                        error(e.toString());
                    }
                }
            }, "player-" + c));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
    }

    private void playOne(Game game, long startNanos) throws Exception {
        if (game.moves >= movesPerGame) {
            HarnessApi.Answer resigned = api.resign(game.toMove().token(), game.id);
            if (!resigned.ok()) {
                error("resign " + resigned.status() + " " + resigned.body());
            }
            start(game);
            return;
        }
        HarnessApi.Answer answer = api.move(game.toMove().token(), game.id, game.nextPoint());
        if (!answer.ok()) {
            refused.incrementAndGet();
            error("move " + game.nextPoint() + " in " + game.id + ": " + answer.status() + " " + answer.body());
            return;
        }
        game.moves++;
        if (recording) {
            latencies.add(answer.receivedNanos() - startNanos);
            moves.incrementAndGet();
            lag.acknowledged(game.id, game.baseSequence + game.moves, answer.receivedNanos());
        }
    }

    private void error(String message) {
        if (firstErrors.size() < 10) {
            firstErrors.add(message);
        }
    }

    private static void sleepNanos(long nanos) {
        try {
            TimeUnit.NANOSECONDS.sleep(nanos);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
