package org.openkifu.tournament.domain.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.tournament.domain.ScoringRules;
import org.openkifu.tournament.domain.standings.RoundRecord.Colour;
import org.openkifu.tournament.domain.standings.RoundRecord.Kind;

/**
 * Every criterion of one scale (NBW or MMS) for every player, as OpenGotha 3.51 computes them
 * ({@code Tournament.fillBaseScoringInfo}; formulas in docs/tournaments.md). All values are exact in a double:
 * quarters at most.
 */
final class ScaleScores {

    final Map<String, Double> score = new HashMap<>();
    final Map<String, Double> cuss = new HashMap<>();
    final Map<String, Double> sos = new HashMap<>();
    final Map<String, Double> sos1 = new HashMap<>();
    final Map<String, Double> sos2 = new HashMap<>();
    final Map<String, Double> sodos = new HashMap<>();
    final Map<String, Double> sosos = new HashMap<>();

    private ScaleScores() {
    }

    /**
     * @param mms the MMS scale (start scores, handicap-adjusted opponents, virtual opponents for rounds without a
     *            game) or the NBW scale
     */
    static ScaleScores of(List<ScoreCard> cards, boolean mms, ScoringRules rules) {
        ScaleScores s = new ScaleScores();
        Map<String, Double> read = new HashMap<>(); // the opponents' scores as SOS reads them
        for (ScoreCard c : cards) {
            double[] after = scoresAfterEachRound(c, mms, rules);
            double total = 0;
            for (double v : after) {
                total += v;
            }
            s.score.put(c.userId(), after.length == 0 ? start(c, mms) : after[after.length - 1]);
            s.cuss.put(c.userId(), total);
            read.put(c.userId(), rules.unplayedAsHalfInSos() ? virtualScore(c, mms) : s.score.get(c.userId()));
        }
        for (ScoreCard c : cards) {
            List<Double> parts = new ArrayList<>();
            double defeated = 0;
            for (RoundRecord r : c.rounds()) {
                if (r.kind() != Kind.GAME) {
                    parts.add((double) start(c, mms)); // a virtual opponent: 0 on the NBW scale
                    continue;
                }
                double opponent = read.getOrDefault(r.opponent(), 0.0) + (mms ? handicapAdjustment(r) : 0);
                parts.add(opponent);
                defeated += opponent * r.halfPoints() / 2.0;
            }
            double total = parts.stream().mapToDouble(Double::doubleValue).sum();
            s.sos.put(c.userId(), total);
            s.sos1.put(c.userId(), withoutSmallest(parts, 1));
            s.sos2.put(c.userId(), withoutSmallest(parts, 2));
            s.sodos.put(c.userId(), defeated);
        }
        for (ScoreCard c : cards) {
            double total = 0;
            for (RoundRecord r : c.rounds()) {
                total += r.kind() == Kind.GAME ? s.sos.getOrDefault(r.opponent(), 0.0)
                        : (double) start(c, mms) * c.rounds().size();
            }
            s.sosos.put(c.userId(), total);
        }
        return s;
    }

    /**
     * The score after round 1, 2, ...: start score + game points + the bye and absence points so far, their sum
     * rounded down to a whole point when the rules say so (OpenGotha rounds the running sum, round by round).
     */
    static double[] scoresAfterEachRound(ScoreCard c, boolean mms, ScoringRules rules) {
        double[] after = new double[c.rounds().size()];
        int gameHalves = 0;
        int extraHalves = 0;
        for (int i = 0; i < after.length; i++) {
            RoundRecord r = c.rounds().get(i);
            switch (r.kind()) {
                case GAME -> gameHalves += r.halfPoints();
                case BYE -> extraHalves += rules.byeHalves(mms);
                case ABSENT -> extraHalves += rules.absenceHalves(mms);
            }
            int extra = rules.roundDown() ? extraHalves / 2 * 2 : extraHalves;
            after[i] = start(c, mms) + (gameHalves + extra) / 2.0;
        }
        return after;
    }

    /**
     * OpenGotha's "virtual" score for the half-point option: the points of games played to a result, and ½ for every
     * other round (bye, absence, forfeit, void game, a game still being played), whatever points it gave.
     */
    private static double virtualScore(ScoreCard c, boolean mms) {
        int halves = 0;
        for (RoundRecord r : c.rounds()) {
            halves += r.played() ? r.halfPoints() : 1;
        }
        return start(c, mms) + halves / 2.0;
    }

    /** The sum without the {@code k} smallest parts; 0 when there are no more than {@code k}. */
    static double withoutSmallest(List<Double> parts, int k) {
        if (parts.size() <= k) {
            return 0;
        }
        return parts.stream().sorted().skip(k).mapToDouble(Double::doubleValue).sum();
    }

    private static int start(ScoreCard c, boolean mms) {
        return mms ? c.startScore() : 0;
    }

    /** White counts the opponent's MMS + handicap, Black the opponent's MMS − handicap (OpenGotha, SOS and SODOS). */
    private static double handicapAdjustment(RoundRecord r) {
        if (r.handicap() <= 0 || r.colour() == Colour.BOTH || r.colour() == null) {
            return 0;
        }
        return r.colour() == Colour.WHITE ? r.handicap() : -r.handicap();
    }
}
