package org.openkifu.tournament.domain.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.openkifu.tournament.domain.ScoringRules;
import org.openkifu.tournament.domain.TieBreaker;

/**
 * The standings table with OpenGotha's criteria (formulas in docs/tournaments.md). Pure: score cards in, rows out.
 *
 * <ul>
 *   <li>NBW = wins + ½ draws + bye and absence points (by default a bye 1, an absence 0);</li>
 *   <li>MMS = start score + wins + ½ draws + bye and absence points (by default a bye 1, an absence ½). The bye and
 *       absence points are summed over the rounds and the sum rounded down (OpenGotha's default);</li>
 *   <li>SOS = Σ per round: a game adds the opponent's current score; a round without a game adds 0 on the NBW scale
 *       and the player's own start score on the MMS scale (a virtual opponent). In a handicap game on the MMS scale
 *       White counts the opponent's MMS + handicap and Black the opponent's MMS − handicap;</li>
 *   <li>SOS-1, SOS-2 = SOS without the one, two smallest of those per-round contributions (virtual ones too);</li>
 *   <li>SODOS = Σ over games won of the opponent's score as SOS counts it (handicap-adjusted on the MMS scale), ½ of
 *       it for a draw; rounds without a game add 0;</li>
 *   <li>SOSOS = Σ opponents' SOS; a round without a game adds 0 (NBW) or start score × rounds so far (MMS);</li>
 *   <li>CUSS = Σ over the rounds of the player's score after that round.</li>
 * </ul>
 * SOS, SOS-1, SOS-2, SODOS, SOSOS and CUSS are on the main scale; SOSW, SOSW-1, SOSW-2, SODOSW, SOSOSW and CUSSW
 * always on the NBW scale.
 */
public final class Standings {

    private Standings() {
    }

    /** With OpenGotha's default scoring rules. */
    public static List<StandingsRow> compute(List<ScoreCard> cards, List<TieBreaker> order, TieBreaker mainScale) {
        return compute(cards, order, mainScale, ScoringRules.OPENGOTHA);
    }

    /**
     * @param cards     every player, in the order ties are listed in (seed order)
     * @param order     the placement criteria, most important first
     * @param mainScale NBW or MMS: the score SOS, SOS-1, SOS-2, SODOS, SOSOS and CUSS add up
     * @param rules     bye and absence points, rounding, the half-point option
     */
    public static List<StandingsRow> compute(List<ScoreCard> cards, List<TieBreaker> order, TieBreaker mainScale,
                                             ScoringRules rules) {
        if (mainScale != TieBreaker.NBW && mainScale != TieBreaker.MMS) {
            throw new IllegalArgumentException("the main scale is NBW or MMS, not " + mainScale);
        }
        ScaleScores nbw = ScaleScores.of(cards, false, rules);
        ScaleScores mms = ScaleScores.of(cards, true, rules);
        ScaleScores main = mainScale == TieBreaker.MMS ? mms : nbw;
        List<StandingsRow> unplaced = new ArrayList<>();
        for (ScoreCard c : cards) {
            String id = c.userId();
            Map<TieBreaker, Double> v = new EnumMap<>(TieBreaker.class);
            v.put(TieBreaker.NBW, nbw.score.get(id));
            v.put(TieBreaker.MMS, mms.score.get(id));
            put(v, main, id, TieBreaker.SOS, TieBreaker.SOS_1, TieBreaker.SOS_2, TieBreaker.SODOS, TieBreaker.SOSOS,
                    TieBreaker.CUSS);
            put(v, nbw, id, TieBreaker.SOSW, TieBreaker.SOSW_1, TieBreaker.SOSW_2, TieBreaker.SODOSW, TieBreaker.SOSOSW,
                    TieBreaker.CUSSW);
            unplaced.add(new StandingsRow(0, id, c.startScore(), v));
        }
        return place(unplaced, order);
    }

    private static void put(Map<TieBreaker, Double> v, ScaleScores s, String id, TieBreaker sos, TieBreaker sos1,
                            TieBreaker sos2, TieBreaker sodos, TieBreaker sosos, TieBreaker cuss) {
        v.put(sos, s.sos.get(id));
        v.put(sos1, s.sos1.get(id));
        v.put(sos2, s.sos2.get(id));
        v.put(sodos, s.sodos.get(id));
        v.put(sosos, s.sosos.get(id));
        v.put(cuss, s.cuss.get(id));
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
            placed.add(r.withPlace(place));
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
}
