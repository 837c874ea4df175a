package org.openkifu.tournament.domain.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.standings.RoundRecord.Colour;
import org.openkifu.tournament.domain.standings.RoundRecord.Kind;

/**
 * The standings table with OpenGotha's criteria (formulas in docs/tournaments.md). Pure: score cards in, rows out.
 *
 * <ul>
 *   <li>NBW = wins + ½ draws + ⌊bye and absence points⌋, a bye worth 1 and an absence 0;</li>
 *   <li>MMS = start score + wins + ½ draws + ⌊bye and absence points⌋, a bye worth 1 and an absence ½. The bye and
 *       absence points are summed over the rounds first and the sum rounded down, as OpenGotha does;</li>
 *   <li>SOS = Σ opponents' current scores on the main scale. A round without a game adds 0 on the NBW scale and the
 *       player's own start score on the MMS scale (a virtual opponent). In a handicap game on the MMS scale White
 *       counts the opponent's MMS + handicap and Black the opponent's MMS − handicap;</li>
 *   <li>SODOS = Σ scores of the opponents beaten, ½ of it for a draw; rounds without a game add 0;</li>
 *   <li>SOSOS = Σ opponents' SOS; a round without a game adds 0 (NBW) or start score × rounds so far (MMS).</li>
 * </ul>
 */
public final class Standings {

    private Standings() {
    }

    /**
     * @param cards     every player, in the order ties are listed in (seed order)
     * @param order     the placement criteria, most important first
     * @param mainScale NBW or MMS: the score SOS, SODOS and SOSOS add up
     */
    public static List<StandingsRow> compute(List<ScoreCard> cards, List<TieBreaker> order, TieBreaker mainScale) {
        if (mainScale != TieBreaker.NBW && mainScale != TieBreaker.MMS) {
            throw new IllegalArgumentException("the main scale is NBW or MMS, not " + mainScale);
        }
        boolean mms = mainScale == TieBreaker.MMS;
        Map<String, ScoreCard> byId = new HashMap<>();
        cards.forEach(c -> byId.put(c.userId(), c));
        Map<String, Double> nbw = new HashMap<>();
        Map<String, Double> mmsScore = new HashMap<>();
        for (ScoreCard c : cards) {
            nbw.put(c.userId(), score(c, false));
            mmsScore.put(c.userId(), score(c, true));
        }
        Map<String, Double> main = mms ? mmsScore : nbw;
        Map<String, Double> sos = new HashMap<>();
        Map<String, Double> sodos = new HashMap<>();
        for (ScoreCard c : cards) {
            double s = 0;
            double d = 0;
            for (RoundRecord r : c.rounds()) {
                if (r.kind() != Kind.GAME) {
                    s += mms ? c.startScore() : 0;
                    continue;
                }
                double opp = main.getOrDefault(r.opponent(), 0.0);
                s += opp + (mms ? handicapAdjustment(r) : 0);
                d += opp * r.halfPoints() / 2.0;
            }
            sos.put(c.userId(), s);
            sodos.put(c.userId(), d);
        }
        List<StandingsRow> unplaced = new ArrayList<>();
        for (ScoreCard c : cards) {
            double ss = 0;
            for (RoundRecord r : c.rounds()) {
                ss += r.kind() == Kind.GAME ? sos.getOrDefault(r.opponent(), 0.0)
                        : mms ? (double) c.startScore() * c.rounds().size() : 0;
            }
            unplaced.add(new StandingsRow(0, c.userId(), c.startScore(), nbw.get(c.userId()), mmsScore.get(c.userId()),
                    sos.get(c.userId()), sodos.get(c.userId()), ss));
        }
        return place(unplaced, order);
    }

    /** Sorts by the criteria (stable: ties keep the given order) and numbers the places, ties sharing one. */
    public static List<StandingsRow> place(List<StandingsRow> rows, List<TieBreaker> order) {
        Comparator<StandingsRow> byCriteria = (a, b) -> compare(a, b, order);
        List<StandingsRow> sorted = new ArrayList<>(rows);
        sorted.sort(byCriteria);
        List<StandingsRow> placed = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            StandingsRow r = sorted.get(i);
            int place = i > 0 && compare(sorted.get(i - 1), r, order) == 0 ? placed.get(i - 1).place() : i + 1;
            placed.add(new StandingsRow(place, r.userId(), r.startScore(), r.nbw(), r.mms(), r.sos(), r.sodos(), r.sosos()));
        }
        return placed;
    }

    private static int compare(StandingsRow a, StandingsRow b, List<TieBreaker> order) {
        for (TieBreaker t : order) {
            int c = Double.compare(b.value(t), a.value(t));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static double score(ScoreCard c, boolean mms) {
        int gameHalves = 0;
        int extraHalves = 0;
        for (RoundRecord r : c.rounds()) {
            switch (r.kind()) {
                case GAME -> gameHalves += r.halfPoints();
                case BYE -> extraHalves += 2;
                case ABSENT -> extraHalves += mms ? 1 : 0;
            }
        }
        int extraPoints = extraHalves / 2; // summed over the rounds, then rounded down
        return (mms ? c.startScore() : 0) + gameHalves / 2.0 + extraPoints;
    }

    private static double handicapAdjustment(RoundRecord r) {
        if (r.handicap() <= 0 || r.colour() == Colour.BOTH || r.colour() == null) {
            return 0;
        }
        return r.colour() == Colour.WHITE ? r.handicap() : -r.handicap();
    }
}
