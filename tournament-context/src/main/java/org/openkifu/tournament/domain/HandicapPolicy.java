package org.openkifu.tournament.domain;

/**
 * Handicap games, as OpenGotha sets them: {@code handicap = max(0, min(ceiling, rankDifference - reduction))}.
 * A handicap of 1 means no stones but Black without komi; 2 or more are stones. Handicap games are played with
 * {@link #komi} (0.5 unless configured), even games with the tournament's komi.
 *
 * @param ceiling   the most stones given (0..9)
 * @param reduction stones taken off the rank difference (0..9)
 * @param komi      komi in a handicap game, a multiple of 0.5
 */
public record HandicapPolicy(Kind kind, int ceiling, int reduction, double komi) {

    public enum Kind {
        NONE,
        RANK_DIFFERENCE
    }

    public static final HandicapPolicy NONE = new HandicapPolicy(Kind.NONE, 0, 0, 0.5);

    public static HandicapPolicy byRank(int ceiling, int reduction) {
        return new HandicapPolicy(Kind.RANK_DIFFERENCE, ceiling, reduction, 0.5);
    }

    public HandicapPolicy validated() {
        if (kind == null) {
            throw invalid("the handicap policy kind is required (NONE for even games)");
        }
        if (ceiling < 0 || ceiling > 9 || reduction < 0 || reduction > 9) {
            throw invalid("the handicap ceiling and reduction are 0 to 9 stones");
        }
        if (komi * 2 != Math.rint(komi * 2) || Math.abs(komi) > 150) {
            throw invalid("handicap komi must be a multiple of 0.5");
        }
        return this;
    }

    /** Handicap for two players; the weaker takes Black when it is above 0. */
    public int handicap(Rank a, Rank b) {
        if (kind != Kind.RANK_DIFFERENCE || a == null || b == null) {
            return 0;
        }
        return Math.max(0, Math.min(ceiling, Math.abs(a.value() - b.value()) - reduction));
    }

    private static TournamentViolation invalid(String message) {
        return TournamentViolation.of(TournamentViolation.INVALID_SETTINGS, message);
    }
}
