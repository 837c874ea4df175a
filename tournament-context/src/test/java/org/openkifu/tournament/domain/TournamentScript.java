package org.openkifu.tournament.domain;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.tournament.domain.TournamentCommand.AddPlayer;
import org.openkifu.tournament.domain.TournamentCommand.CreateTournament;
import org.openkifu.tournament.domain.TournamentCommand.OpenRegistration;
import org.openkifu.tournament.domain.TournamentCommand.RecordGameResult;
import org.openkifu.tournament.domain.TournamentCommand.StartRound;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.GameSlot;

/**
 * Runs commands through the pure decider and keeps the history: tests build real histories, never hand-written ones.
 * Each command moves the clock on a minute.
 */
public final class TournamentScript {

    public static final Instant T0 = Instant.parse("2026-05-02T09:00:00Z");
    public static final String ID = "cup-1";
    public static final String ORGANIZER = "olga";

    private final List<TournamentEvent> events = new ArrayList<>();
    private TournamentState state;
    private Instant now = T0;
    private List<TournamentEvent> last = List.of();

    public static TournamentScript create(TournamentSettings settings) {
        return new TournamentScript().run(new CreateTournament(ID, ORGANIZER, "Spring Cup", "NL, Amsterdam", settings));
    }

    /** Created, registration open, players entered by the organizer in this order. */
    public static TournamentScript withPlayers(TournamentSettings settings, Entrant... players) {
        TournamentScript s = create(settings).run(new OpenRegistration(ID, ORGANIZER));
        for (Entrant e : players) {
            s.run(new AddPlayer(ID, ORGANIZER, e));
        }
        return s;
    }

    /** Players "p1".."pN" with ranks descending from 5d (p1 strongest). */
    public static Entrant[] field(int n) {
        Entrant[] players = new Entrant[n];
        for (int i = 0; i < n; i++) {
            players[i] = new Entrant("p" + (i + 1), "Player P" + (i + 1), Rank.ofValue(34 - i), null, "NL", "Ams");
        }
        return players;
    }

    public TournamentScript run(TournamentCommand c) {
        now = now.plus(Duration.ofMinutes(1));
        last = TournamentDecider.decide(c, state, now);
        for (TournamentEvent e : last) {
            events.add(e);
            state = TournamentEvolver.evolve(state, e);
        }
        return this;
    }

    public TournamentScript start(int round) {
        return run(new StartRound(ID, ORGANIZER, round));
    }

    /** The game's result as the game context would report it. */
    public FinishedGame finished(GameSlot g, String winner, FinishReason reason, Double margin) {
        return new FinishedGame(g.gameId(), TournamentIds.TOURNAMENT_PAIRING, g.requestId(), g.blackUserId(),
                g.whiteUserId(), null, null, 19, g.handicap(), true, winner, reason, margin, 200, now);
    }

    public TournamentScript result(int round, int board, int game, String winner, FinishReason reason, Double margin) {
        GameSlot g = slot(round, board, game);
        return run(new RecordGameResult(ID, "game-context", finished(g, winner, reason, margin)));
    }

    /** Every unfinished game of the latest round won by the player {@code better} prefers (resignation). */
    public TournamentScript playRound(java.util.function.BinaryOperator<String> winnerOf) {
        TournamentState.RoundState r = state.lastRound().orElseThrow();
        for (BoardState b : r.boards()) {
            for (GameSlot g : b.games()) {
                if (g.result() == null) {
                    String w = winnerOf.apply(g.blackUserId(), g.whiteUserId());
                    result(r.number(), b.board().number(), g.gameNumber(), w, w == null ? FinishReason.SCORE
                            : FinishReason.RESIGNATION, null);
                }
            }
        }
        return this;
    }

    public GameSlot slot(int round, int board, int game) {
        return state.round(round).board(board).orElseThrow().game(game).orElseThrow();
    }

    public List<GameRequested> requests(int round) {
        return events.stream().filter(e -> e instanceof GameRequested g && g.round() == round)
                .map(GameRequested.class::cast).toList();
    }

    public TournamentState state() {
        return state;
    }

    public List<TournamentEvent> events() {
        return List.copyOf(events);
    }

    public List<TournamentEvent> last() {
        return last;
    }

    public Instant now() {
        return now;
    }
}
