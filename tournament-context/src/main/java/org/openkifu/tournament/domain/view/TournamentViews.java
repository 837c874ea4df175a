package org.openkifu.tournament.domain.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.openkifu.tournament.domain.Boards;
import org.openkifu.tournament.domain.Bye;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.Walkover;
import org.openkifu.tournament.domain.bracket.Bracket;
import org.openkifu.tournament.domain.bracket.Bracket.BracketMatch;
import org.openkifu.tournament.domain.bracket.BracketProgress;
import org.openkifu.tournament.domain.bracket.BracketProgress.Side;
import org.openkifu.tournament.domain.match.MatchScore;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;

/**
 * Read models as pure functions of a tournament's events: what the pages show. The projections infra will keep in
 * Mongo are these functions' results, so what a page shows never depends on how it was stored.
 */
public final class TournamentViews {

    private TournamentViews() {
    }

    /**
     * A game as a page shows it; {@code result} is an SGF-style RE ("B+R", "W+3.5", "0" jigo, "Void"), null while
     * playing. {@code corrected}: the result counted is not the first one reported (a correction by the game context
     * or by the organizer); {@code decision}: the organizer's decision (who, when, why), null when the game context's
     * result counts; {@code byDefault}: won without a game played (OpenGotha's {@code 1-0!}).
     */
    public record GameView(int gameNumber, String gameId, String blackUserId, String whiteUserId, int handicap,
                           double komi, String result, boolean corrected, boolean byDefault,
                           TournamentState.Decision decision) {
    }

    /** @param score from Black's side of game 1, e.g. "1-0", "2-0", "1-1" */
    public record BoardView(int number, String bracketMatch, String blackUserId, String whiteUserId, int handicap,
                            double komi, List<GameView> games, String score, String winnerUserId,
                            MatchScore.Status status, MatchScore.DecidedBy decidedBy) {
    }

    public record RoundView(int number, List<BoardView> boards, List<Bye> byes, List<String> absent,
                            List<Walkover> walkovers, boolean finished) {
    }

    public record MatchView(String id, Bracket.Stage stage, int stageRound, int round, String topUserId, int topSeed,
                            String bottomUserId, int bottomSeed, Status status, String winnerUserId, String score) {
        public enum Status {
            /** Sides not known yet. */
            WAITING,
            /** Passed without playing: one side is nobody. */
            BYE,
            WALKOVER,
            PLAYING,
            DECIDED
        }
    }

    public record BracketView(boolean doubleElimination, int size, List<MatchView> matches, String championUserId) {
    }

    public static TournamentState state(List<? extends TournamentEvent> events) {
        return TournamentEvolver.fold(events);
    }

    public static List<RoundView> rounds(List<? extends TournamentEvent> events) {
        return rounds(state(events));
    }

    /** As {@link #rounds(List)}, from the folded state (a projection keeps it, folding each event once). */
    public static List<RoundView> rounds(TournamentState s) {
        boolean knockOut = s.settings().format().knockOut();
        return s.rounds().stream().map(r -> new RoundView(r.number(),
                r.boards().stream().map(b -> board(b, knockOut)).toList(), r.byes(), r.absent(), r.walkovers(),
                r.finished())).toList();
    }

    /** The standings of a Swiss, McMahon or round-robin tournament with every criterion. */
    public static List<StandingsRow> standings(List<? extends TournamentEvent> events) {
        return standings(state(events));
    }

    public static List<StandingsRow> standings(TournamentState s) {
        if (s.settings().format().knockOut()) {
            throw new IllegalArgumentException("a knock-out has places, not standings: use knockOutPlaces");
        }
        return ScoreCards.standings(s);
    }

    public static List<KnockOutPlaces.Place> knockOutPlaces(List<? extends TournamentEvent> events) {
        return KnockOutPlaces.of(state(events));
    }

    public static List<KnockOutPlaces.Place> knockOutPlaces(TournamentState s) {
        return KnockOutPlaces.of(s);
    }

    /** One board's page: its players, games and match score. */
    public static Optional<BoardView> match(List<? extends TournamentEvent> events, int round, int board) {
        TournamentState s = state(events);
        if (round < 1 || round > s.roundsPaired()) {
            return Optional.empty();
        }
        return s.round(round).board(board).map(b -> board(b, s.settings().format().knockOut()));
    }

    public static BracketView bracket(List<? extends TournamentEvent> events) {
        return bracket(state(events));
    }

    public static BracketView bracket(TournamentState s) {
        if (!s.settings().format().knockOut() || s.seeds().isEmpty()) {
            throw new IllegalArgumentException("only a started knock-out has a bracket");
        }
        BracketProgress progress = BracketProgress.of(s);
        List<MatchView> matches = new ArrayList<>();
        for (BracketMatch m : progress.bracket().matches().values()) {
            Side top = progress.side(m.top());
            Side bottom = progress.side(m.bottom());
            Optional<BoardState> board = boardOf(s, m.id());
            Optional<Walkover> walkover = s.rounds().stream().flatMap(r -> r.walkovers().stream())
                    .filter(w -> w.bracketMatch().equals(m.id())).findFirst();
            Optional<BracketProgress.Outcome> outcome = progress.outcome(m.id());
            MatchView.Status status;
            String score = null;
            if (walkover.isPresent()) {
                status = MatchView.Status.WALKOVER;
            } else if (board.isPresent()) {
                MatchScore ms = Boards.score(board.get(), true);
                status = ms.decided() ? MatchView.Status.DECIDED : MatchView.Status.PLAYING;
                score = ms.label();
            } else if (outcome.isPresent()) {
                status = MatchView.Status.BYE;
            } else {
                status = MatchView.Status.WAITING;
            }
            matches.add(new MatchView(m.id(), m.stage(), m.stageRound(), m.round(), top.userId(),
                    top.userId() == null ? 0 : progress.seedOf(top.userId()), bottom.userId(),
                    bottom.userId() == null ? 0 : progress.seedOf(bottom.userId()), status,
                    outcome.map(BracketProgress.Outcome::winner).orElse(null), score));
        }
        return new BracketView(progress.bracket().doubleElimination(), progress.bracket().size(), matches,
                progress.champion().orElse(null));
    }

    private static Optional<BoardState> boardOf(TournamentState s, String matchId) {
        for (RoundState r : s.rounds()) {
            for (BoardState b : r.boards()) {
                if (matchId.equals(b.board().bracketMatch())) {
                    return Optional.of(b);
                }
            }
        }
        return Optional.empty();
    }

    private static BoardView board(BoardState b, boolean knockOut) {
        MatchScore score = Boards.score(b, knockOut);
        List<GameView> games = b.games().stream().map(TournamentViews::game).toList();
        return new BoardView(b.board().number(), b.board().bracketMatch(), b.board().blackUserId(),
                b.board().whiteUserId(), b.board().handicap(), b.board().komi(), games, score.label(),
                score.winnerUserId(), score.status(), score.decidedBy());
    }

    private static GameView game(GameSlot g) {
        boolean corrected = g.result() != null && (!g.result().sameResultAs(g.firstResult())
                || (g.decision() != null && g.decision().correction()));
        boolean byDefault = g.result() != null && g.result().hasWinner() && g.result().reason() == FinishReason.FORFEIT;
        return new GameView(g.gameNumber(), g.gameId(), g.blackUserId(), g.whiteUserId(), g.handicap(), g.komi(),
                resultText(g.result(), g.blackUserId()), corrected, byDefault, g.decision());
    }

    /** An SGF-style result from the game's facts. */
    public static String resultText(GameOutcome r, String blackUserId) {
        if (r == null) {
            return null;
        }
        if (!r.hasWinner()) {
            return r.draw() ? "0" : "Void";
        }
        String side = r.winnerUserId().equals(blackUserId) ? "B+" : "W+";
        return side + switch (r.reason()) {
            case RESIGNATION -> "R";
            case TIMEOUT -> "T";
            case FORFEIT, ABANDONMENT -> "F";
            case SCORE, MOVE_CAP -> r.margin() == null ? "" : java.math.BigDecimal.valueOf(r.margin())
                    .stripTrailingZeros().toPlainString();
            default -> "";
        };
    }
}
