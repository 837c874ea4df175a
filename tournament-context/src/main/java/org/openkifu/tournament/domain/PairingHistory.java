package org.openkifu.tournament.domain;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.Standings;
import org.openkifu.tournament.domain.standings.StandingsRow;

/**
 * What the pairing of a Swiss or McMahon round, and its report, read from the rounds played: the scores the groups
 * were made of, colours and floats. Pure functions of the state.
 */
public final class PairingHistory {

    private PairingHistory() {
    }

    /** The standings the pairing of round {@code round} was (or will be) made from: after rounds 1..round − 1. */
    public static List<StandingsRow> tableBefore(TournamentState s, int round) {
        return Standings.compute(ScoreCards.from(s, round - 1), s.settings().tieBreakers(), s.settings().mainScore());
    }

    /** Each player's main score (NBW in Swiss, MMS in McMahon) before round {@code round}. */
    public static Map<String, Double> scoresBefore(TournamentState s, int round) {
        Map<String, Double> scores = new HashMap<>();
        tableBefore(s, round).forEach(r -> scores.put(r.userId(), r.value(s.settings().mainScore())));
        return scores;
    }

    /**
     * Whether the board's player floated: +1 paired with a higher score (up), −1 with a lower one (down), 0 not.
     */
    public static int floatOf(Board b, String userId, Map<String, Double> scoresBefore) {
        double own = scoresBefore.getOrDefault(userId, 0.0);
        double other = scoresBefore.getOrDefault(b.opponentOf(userId), 0.0);
        return Double.compare(other, own);
    }

    /**
     * Colours count in even single games only: a handicap game gives Black to the weaker player whatever the history
     * (as OpenGotha), and a two-game match gives each colour once.
     */
    public static boolean coloursCount(Board b) {
        return b.games() == 1 && b.handicap() == 0;
    }

    /** Whites minus Blacks in rounds 1..{@code rounds}. */
    public static int colourBalance(TournamentState s, String userId, int rounds) {
        int balance = 0;
        for (RoundState round : s.rounds()) {
            if (round.number() > rounds) {
                break;
            }
            for (BoardState b : round.boards()) {
                if (coloursCount(b.board()) && b.board().has(userId)) {
                    balance += b.board().whiteUserId().equals(userId) ? 1 : -1;
                }
            }
        }
        return balance;
    }

    /** +k for the last k counted games all White, −k all Black, 0 for none, over rounds 1..{@code rounds}. */
    public static int colourStreak(TournamentState s, String userId, int rounds) {
        int streak = 0;
        for (RoundState round : s.rounds()) {
            if (round.number() > rounds) {
                break;
            }
            for (BoardState b : round.boards()) {
                if (coloursCount(b.board()) && b.board().has(userId)) {
                    boolean white = b.board().whiteUserId().equals(userId);
                    streak = white ? (streak > 0 ? streak + 1 : 1) : (streak < 0 ? streak - 1 : -1);
                }
            }
        }
        return streak;
    }
}
