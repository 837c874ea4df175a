package org.openkifu.tournament.domain.bracket;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.tournament.domain.pairing.EliminationSeeding;

/**
 * The shape of a knock-out: which match feeds which, fixed at the start from the size of the field. Matches are
 * named by stage, stage round and index: {@code W2-1} (winners' bracket, round 2, first match), {@code L3-2}
 * (losers' bracket), {@code GF} (grand final).
 *
 * <p>Single elimination is the winners' bracket alone. Double elimination adds a losers' bracket of 2(k − 1) rounds
 * for a bracket of 2^k: its first round pairs the losers of winners' round 1; then drop-in rounds, where the
 * winners so far meet the losers of the next winners' round (in reverse order, so players who met before do not
 * meet again at once), alternate with rounds among the losers' bracket's own winners. The grand final is one match
 * (or two-game match) between the two brackets' champions, with no bracket reset: the schedule stays a fixed number
 * of rounds (correspondence rounds last weeks), and the winners' champion's unbeaten run has already earned them the
 * easier path. A loss in the grand final ends the tournament for either player.
 *
 * <p>Seeds above the field are missing: a match with a missing side is passed without playing (a bye) and a missing
 * player's "loser" is missing too, so byes flow through the losers' bracket on their own. Each match is played in
 * a planned round: its place in the full bracket's schedule (winners' round r in round r, losers' round j in round
 * j + 1, the grand final in round 2k), or later if a match it depends on is played later. A seed with a bye
 * therefore rests in round 1 instead of meeting another bye's seed at once.
 */
public record Bracket(boolean doubleElimination, int size, Map<String, BracketMatch> matches) {

    public enum Stage {
        WINNERS,
        LOSERS,
        GRAND_FINAL
    }

    /** Where a side of a match comes from. */
    public sealed interface Source {
    }

    public record Seed(int seed) implements Source {
    }

    public record WinnerOf(String matchId) implements Source {
    }

    public record LoserOf(String matchId) implements Source {
    }

    /**
     * @param round the planned tournament round it is played in; 0 when it is never played (a bye)
     */
    public record BracketMatch(String id, Stage stage, int stageRound, int index, Source top, Source bottom, int round) {
    }

    /** The bracket for {@code players} entrants. */
    public static Bracket build(boolean doubleElimination, int players) {
        int size = EliminationSeeding.bracketSize(players);
        int k = Integer.numberOfTrailingZeros(size);
        Map<String, Source[]> shape = new LinkedHashMap<>();
        Map<String, int[]> meta = new HashMap<>();
        List<Integer> positions = EliminationSeeding.positions(size);
        for (int i = 0; i < size / 2; i++) {
            add(shape, meta, "W1-" + (i + 1), Stage.WINNERS, 1, i + 1,
                    new Seed(positions.get(2 * i)), new Seed(positions.get(2 * i + 1)));
        }
        for (int r = 2; r <= k; r++) {
            for (int i = 0; i < size >> r; i++) {
                add(shape, meta, "W" + r + "-" + (i + 1), Stage.WINNERS, r, i + 1,
                        new WinnerOf("W" + (r - 1) + "-" + (2 * i + 1)), new WinnerOf("W" + (r - 1) + "-" + (2 * i + 2)));
            }
        }
        if (doubleElimination) {
            losersBracket(shape, meta, size, k);
        }
        return new Bracket(doubleElimination, size, planRounds(shape, meta, players, k));
    }

    private static void losersBracket(Map<String, Source[]> shape, Map<String, int[]> meta, int size, int k) {
        String champion;
        if (k == 1) {
            champion = null; // two players: the final's loser is the losers' champion
        } else {
            int lr = 1;
            List<String> previous = new ArrayList<>();
            for (int i = 0; i < size / 4; i++) {
                String id = "L1-" + (i + 1);
                add(shape, meta, id, Stage.LOSERS, 1, i + 1,
                        new LoserOf("W1-" + (2 * i + 1)), new LoserOf("W1-" + (2 * i + 2)));
                previous.add(id);
            }
            for (int wr = 2; wr <= k; wr++) {
                lr++;
                List<String> drop = new ArrayList<>();
                int count = previous.size();
                for (int i = 0; i < count; i++) {
                    String id = "L" + lr + "-" + (i + 1);
                    add(shape, meta, id, Stage.LOSERS, lr, i + 1,
                            new WinnerOf(previous.get(i)), new LoserOf("W" + wr + "-" + (count - i)));
                    drop.add(id);
                }
                previous = drop;
                if (wr < k) {
                    lr++;
                    List<String> merged = new ArrayList<>();
                    for (int i = 0; i < drop.size() / 2; i++) {
                        String id = "L" + lr + "-" + (i + 1);
                        add(shape, meta, id, Stage.LOSERS, lr, i + 1,
                                new WinnerOf(drop.get(2 * i)), new WinnerOf(drop.get(2 * i + 1)));
                        merged.add(id);
                    }
                    previous = merged;
                }
            }
            champion = previous.get(0);
        }
        String winnersFinal = "W" + k + "-1";
        add(shape, meta, "GF", Stage.GRAND_FINAL, 1, 1, new WinnerOf(winnersFinal),
                champion == null ? new LoserOf(winnersFinal) : new WinnerOf(champion));
    }

    private static void add(Map<String, Source[]> shape, Map<String, int[]> meta, String id, Stage stage, int stageRound,
                            int index, Source top, Source bottom) {
        shape.put(id, new Source[] {top, bottom});
        meta.put(id, new int[] {stage.ordinal(), stageRound, index});
    }

    private static Map<String, BracketMatch> planRounds(Map<String, Source[]> shape, Map<String, int[]> meta, int players,
                                                        int k) {
        Map<String, Boolean> played = new HashMap<>();
        Map<String, Boolean> holdsPlayer = new HashMap<>();
        Map<String, Integer> round = new HashMap<>();
        Map<String, BracketMatch> matches = new LinkedHashMap<>();
        for (Map.Entry<String, Source[]> e : shape.entrySet()) { // insertion order: every source comes first
            Source[] s = e.getValue();
            boolean top = real(s[0], played, holdsPlayer, players);
            boolean bottom = real(s[1], played, holdsPlayer, players);
            boolean isPlayed = top && bottom;
            played.put(e.getKey(), isPlayed);
            holdsPlayer.put(e.getKey(), top || bottom);
            int depends = Math.max(depth(s[0], shape, played, round), depth(s[1], shape, played, round));
            int[] m = meta.get(e.getKey());
            Stage stage = Stage.values()[m[0]];
            int nominal = switch (stage) {
                case WINNERS -> m[1];
                case LOSERS -> m[1] + 1;
                case GRAND_FINAL -> 2 * k;
            };
            round.put(e.getKey(), isPlayed ? Math.max(nominal, depends + 1) : 0);
            matches.put(e.getKey(), new BracketMatch(e.getKey(), Stage.values()[m[0]], m[1], m[2], s[0], s[1],
                    round.get(e.getKey())));
        }
        return java.util.Collections.unmodifiableMap(matches);
    }

    /** Can this side hold a real player: a seed inside the field, a winner of a match with one, a loser of a played match. */
    private static boolean real(Source s, Map<String, Boolean> played, Map<String, Boolean> holdsPlayer, int players) {
        if (s instanceof Seed seed) {
            return seed.seed() <= players;
        }
        if (s instanceof LoserOf l) {
            return played.get(l.matchId());
        }
        return holdsPlayer.get(((WinnerOf) s).matchId());
    }

    /** The latest planned round a side waits for (byes pass straight through). */
    private static int depth(Source s, Map<String, Source[]> shape, Map<String, Boolean> played, Map<String, Integer> round) {
        String id = s instanceof WinnerOf w ? w.matchId() : s instanceof LoserOf l ? l.matchId() : null;
        if (id == null) {
            return 0;
        }
        if (played.get(id)) {
            return round.get(id);
        }
        Source[] inner = shape.get(id);
        return Math.max(depth(inner[0], shape, played, round), depth(inner[1], shape, played, round));
    }

    /** How many rounds the tournament plans: the latest planned round of any match. */
    public int plannedRounds() {
        return matches.values().stream().mapToInt(BracketMatch::round).max().orElse(0);
    }

    public String finalMatchId() {
        return doubleElimination ? "GF" : "W" + Integer.numberOfTrailingZeros(size) + "-1";
    }

    public List<BracketMatch> matchesInRound(int round) {
        return matches.values().stream().filter(m -> m.round() == round).toList();
    }
}
