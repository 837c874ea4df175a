package org.openkifu.tournament.domain.match;

import java.util.Comparator;
import java.util.List;
import org.openkifu.tournament.domain.GameOutcome;

/**
 * The score of a pairing of one or two games between {@code first} and {@code second}, and who won it.
 *
 * <p>Two-game match (ItsYourTurn's two-game match, DGS's "double"): 2-0, 1-1 or 0-2 (with a draw, 1½-½ and so on).
 * Outside a knock-out a level match is a tie. In a knock-out somebody must go through, so a level match is decided:
 * <ol>
 *   <li>by the sum of the two score margins from each player's point of view (won by 12.5, lost by 3.5: +9), when
 *       both games were counted (a draw counts as margin 0);</li>
 *   <li>otherwise (a win by resignation, time or forfeit has no margin), or when the sums are equal, by a deciding
 *       game, and another after it while deciding games end without a winner.</li>
 * </ol>
 * A single knock-out game without a winner (jigo, void) is replayed the same way. Colours of a deciding game:
 * {@code TournamentIds.firstPlayerTakesBlack}.
 *
 * @param firstMargin the first player's margin sum over the regular games, null when a game had none
 */
public record MatchScore(String first, String second, int firstHalfPoints, int secondHalfPoints, Double firstMargin,
                         Status status, String winnerUserId, DecidedBy decidedBy) {

    public enum Status {
        /** A game still has no result. */
        PENDING,
        DECIDED,
        /** Knock-out only: level after the regular games (and any deciding game so far); another game is due. */
        NEEDS_EXTRA_GAME
    }

    public enum DecidedBy {
        GAMES,
        MARGIN,
        DECIDING_GAME,
        /** A tie: outside knock-outs a level match stays level. */
        TIE,
        NONE
    }

    /** @param result null while the game is being played */
    public record Played(int gameNumber, GameOutcome result) {
    }

    public static MatchScore of(String first, String second, List<Played> games, int regularGames, boolean knockOut) {
        List<Played> ordered = games.stream().sorted(Comparator.comparingInt(Played::gameNumber)).toList();
        List<Played> regular = ordered.stream().filter(g -> g.gameNumber() <= regularGames).toList();
        int a = 0;
        int b = 0;
        Double margin = 0.0;
        boolean pending = regular.size() < regularGames;
        for (Played g : regular) {
            if (g.result() == null) {
                pending = true;
                continue;
            }
            a += g.result().halfPointsFor(first);
            b += g.result().halfPointsFor(second);
            Double m = g.result().marginFor(first);
            margin = margin == null || m == null ? null : margin + m;
        }
        if (pending) {
            return new MatchScore(first, second, a, b, margin, Status.PENDING, null, DecidedBy.NONE);
        }
        if (a != b) {
            return new MatchScore(first, second, a, b, margin, Status.DECIDED, a > b ? first : second, DecidedBy.GAMES);
        }
        if (!knockOut) {
            return new MatchScore(first, second, a, b, margin, Status.DECIDED, null, DecidedBy.TIE);
        }
        if (regularGames == 2 && margin != null && margin != 0.0) {
            return new MatchScore(first, second, a, b, margin, Status.DECIDED, margin > 0 ? first : second,
                    DecidedBy.MARGIN);
        }
        for (Played g : ordered.stream().filter(g -> g.gameNumber() > regularGames).toList()) {
            if (g.result() == null) {
                return new MatchScore(first, second, a, b, margin, Status.PENDING, null, DecidedBy.NONE);
            }
            if (g.result().hasWinner()) {
                return new MatchScore(first, second, a, b, margin, Status.DECIDED, g.result().winnerUserId(),
                        DecidedBy.DECIDING_GAME);
            }
        }
        return new MatchScore(first, second, a, b, margin, Status.NEEDS_EXTRA_GAME, null, DecidedBy.NONE);
    }

    public boolean decided() {
        return status == Status.DECIDED;
    }

    public String loserUserId() {
        if (winnerUserId == null) {
            return null;
        }
        return winnerUserId.equals(first) ? second : first;
    }

    /** "2-0", "1-1", "1½-½" from the first player's side (½ as the Unicode character; the h9 export has its own). */
    public String label() {
        return points(firstHalfPoints) + "-" + points(secondHalfPoints);
    }

    private static String points(int halves) {
        String whole = halves / 2 == 0 && halves % 2 == 1 ? "" : Integer.toString(halves / 2);
        return whole + (halves % 2 == 1 ? "½" : "");
    }
}
