package org.openkifu.tournament.domain.view;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.bracket.Bracket;
import org.openkifu.tournament.domain.bracket.Bracket.BracketMatch;
import org.openkifu.tournament.domain.bracket.BracketProgress;

/**
 * Places in a knock-out: the champion first, then the players still in, then the others by how late they were
 * knocked out (the final's loser second); players knocked out in the same round share a place. In double
 * elimination a player is out at their second loss: a loss in the losers' bracket or the grand final.
 */
public final class KnockOutPlaces {

    /** @param eliminatedInRound 0 while still in */
    public record Place(int place, String userId, int seed, int eliminatedInRound) {
    }

    private KnockOutPlaces() {
    }

    public static List<Place> of(TournamentState s) {
        BracketProgress progress = BracketProgress.of(s);
        Bracket bracket = progress.bracket();
        Map<String, Integer> out = new HashMap<>();
        for (BracketMatch m : bracket.matches().values()) {
            boolean eliminating = !bracket.doubleElimination() || m.stage() != Bracket.Stage.WINNERS;
            progress.outcome(m.id()).ifPresent(o -> {
                if (eliminating && o.loser() != null) {
                    out.put(o.loser(), Math.max(1, m.round()));
                }
            });
        }
        String champion = progress.champion().orElse(null);
        List<String> seeds = s.seeds();
        Comparator<String> order = Comparator
                .comparing((String id) -> id.equals(champion) ? 0 : 1)
                .thenComparing(id -> out.getOrDefault(id, Integer.MAX_VALUE), Comparator.reverseOrder())
                .thenComparing(seeds::indexOf);
        List<String> sorted = new ArrayList<>(seeds);
        sorted.sort(order);
        List<Place> places = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            String id = sorted.get(i);
            int round = out.getOrDefault(id, 0);
            boolean tied = i > 0 && !sorted.get(i - 1).equals(champion) && !id.equals(champion)
                    && out.getOrDefault(sorted.get(i - 1), 0) == round;
            places.add(new Place(tied ? places.get(i - 1).place() : i + 1, id, seeds.indexOf(id) + 1, round));
        }
        return places;
    }
}
