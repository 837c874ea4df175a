package org.openkifu.ladder.domain;

/**
 * The game type two ranks lead to, for display only: the ladder context sends both ranks and leaves the type, the
 * stones and the komi to the game context (which knows what each rule preset allows on each board). Same rank:
 * Ho-sun; one or two apart: Jung-sun; more: Handicap with the difference as stones, at most 9. Unranked players
 * (null) play Ho-sun, as the game context does.
 *
 * @param handicap stones, 0 unless HANDICAP
 */
public record ExpectedGame(GameType type, int handicap) {

    public static final int MAX_HANDICAP = 9;

    public static ExpectedGame forRanks(Rank a, Rank b) {
        if (a == null || b == null) {
            return new ExpectedGame(GameType.HO_SUN, 0);
        }
        int difference = a.distanceTo(b);
        if (difference == 0) {
            return new ExpectedGame(GameType.HO_SUN, 0);
        }
        return difference <= 2 ? new ExpectedGame(GameType.JUNG_SUN, 0)
                : new ExpectedGame(GameType.HANDICAP, Math.min(difference, MAX_HANDICAP));
    }
}
