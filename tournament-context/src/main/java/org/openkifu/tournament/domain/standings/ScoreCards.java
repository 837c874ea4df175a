package org.openkifu.tournament.domain.standings;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.openkifu.tournament.domain.Boards;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.TournamentFormat;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.match.MatchScore;
import org.openkifu.tournament.domain.standings.RoundRecord.Colour;

/**
 * Score cards of a Swiss, McMahon or round-robin tournament, read from its state: every player ever in the field
 * (withdrawn players keep their results), seeds first, then late entries. A game still being played counts the
 * opponent with no points yet; a two-game match counts as one round: 2-0 a win, 1-1 a draw, 0-2 a loss
 * (a match of void games only: 0 to both, like a void game).
 */
public final class ScoreCards {

    private ScoreCards() {
    }

    public static List<ScoreCard> from(TournamentState s) {
        return from(s, s.roundsPaired());
    }

    /** Cards over rounds 1..{@code rounds} only. */
    public static List<ScoreCard> from(TournamentState s, int rounds) {
        LinkedHashSet<String> order = new LinkedHashSet<>(s.seeds());
        s.players().forEach(p -> order.add(p.userId()));
        List<ScoreCard> cards = new ArrayList<>();
        for (String userId : order) {
            List<RoundRecord> records = new ArrayList<>();
            for (int r = 1; r <= rounds; r++) {
                records.add(record(s.round(r), userId));
            }
            cards.add(new ScoreCard(userId, startScore(s.settings(), s.entrant(userId)), records));
        }
        return cards;
    }

    public static int startScore(TournamentSettings settings, Entrant e) {
        return settings.format() == TournamentFormat.MCMAHON
                ? McMahon.startScore(e.rank(), settings.mcMahonBar(), settings.mcMahonFloor()) : 0;
    }

    public static List<StandingsRow> standings(TournamentState s) {
        return Standings.compute(from(s), s.settings().tieBreakers(), s.settings().mainScore(), s.settings().scoring());
    }

    private static RoundRecord record(RoundState round, String userId) {
        if (round.hasBye(userId)) {
            return RoundRecord.bye();
        }
        Optional<BoardState> board = round.boardOf(userId);
        if (board.isEmpty()) {
            return RoundRecord.absent();
        }
        BoardState b = board.get();
        MatchScore score = Boards.score(b, false);
        int halves;
        if (!score.decided()) {
            halves = 0;
        } else if (score.winnerUserId() != null) {
            halves = score.winnerUserId().equals(userId) ? 2 : 0;
        } else {
            halves = score.firstHalfPoints() == 0 ? 0 : 1; // level: a draw, unless nothing but void games
        }
        Colour colour = b.board().games() > 1 ? Colour.BOTH
                : b.board().blackUserId().equals(userId) ? Colour.BLACK : Colour.WHITE;
        return RoundRecord.game(b.board().opponentOf(userId), halves, colour, b.board().handicap(),
                score.decided() && b.games().stream().anyMatch(ScoreCards::played));
    }

    /** A game that was played to a result: not won by forfeit, not void (OpenGotha's by-default results are not). */
    private static boolean played(GameSlot g) {
        GameOutcome r = g.result();
        return r != null && r.reason() != FinishReason.FORFEIT && (r.hasWinner() || r.draw());
    }
}
