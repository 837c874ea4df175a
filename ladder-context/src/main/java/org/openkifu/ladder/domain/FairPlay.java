package org.openkifu.ladder.domain;

import java.time.Duration;
import java.time.Instant;
import java.util.Collection;

/**
 * The rule that stops farming promotion points and ladder places (docs/ratings.md, "Fair play"): a game shorter than
 * a minimum number of moves for its board size counts for neither, and only the first {@code pairGames} counted games
 * between the same two players within a rolling {@code pairWindowDays} do. Ratings are not limited by it.
 *
 * @param minMoves       null = {@link #defaultMinMoves} for the board size; 0 = no minimum
 * @param pairGames      0 = no limit
 * @param pairWindowDays the rolling window, in days, ending at the game's end
 */
public record FairPlay(Integer minMoves, int pairGames, int pairWindowDays) {

    public static final int DEFAULT_PAIR_GAMES = 3;
    public static final int DEFAULT_PAIR_WINDOW_DAYS = 7;
    public static final FairPlay DEFAULTS = new FairPlay(null, DEFAULT_PAIR_GAMES, DEFAULT_PAIR_WINDOW_DAYS);

    /**
     * A sixteenth of the board's points, rounded down: 5 moves on 9x9, 10 on 13x13, 22 on 19x19. Below that no
     * fight has started (on 19x19 not even the corners are taken), so the game shows nothing about strength; the
     * limit of games per pair is what stops farming with longer games.
     */
    public static int defaultMinMoves(int size) {
        return size * size / 16;
    }

    public int minMovesFor(int size) {
        return minMoves == null ? defaultMinMoves(size) : minMoves;
    }

    /** Whether a game of {@code moves} turns on a board of {@code size} is long enough to count. */
    public boolean longEnough(int moves, int size) {
        return moves >= minMovesFor(size);
    }

    /**
     * Whether a game ending at {@code endedAt} still counts, given when the earlier counted games between the same
     * two players ended: fewer than {@code pairGames} of them in the window {@code (endedAt − days, endedAt]}.
     */
    public boolean withinPairLimit(Collection<Instant> countedEndings, Instant endedAt) {
        if (pairGames == 0) {
            return true;
        }
        Instant from = endedAt.minus(Duration.ofDays(pairWindowDays));
        long inWindow = countedEndings.stream().filter(t -> t.isAfter(from) && !t.isAfter(endedAt)).count();
        return inWindow < pairGames;
    }
}
