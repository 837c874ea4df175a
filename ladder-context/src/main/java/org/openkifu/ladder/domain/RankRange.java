package org.openkifu.ladder.domain;

/**
 * The ranks a player accepts as an opponent, both ends included; a null end is open. With both ends open anybody,
 * an unranked player too, is in range; with either end set an unranked player is not (there is nothing to compare).
 */
public record RankRange(Rank lowest, Rank highest) {

    public static final RankRange ANY = new RankRange(null, null);

    public RankRange {
        if (lowest != null && highest != null && lowest.compareTo(highest) > 0) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS,
                    "a rank range from " + lowest + " to " + highest + " is empty");
        }
    }

    /** Up to {@code stones} ranks either side of {@code rank} (clipped to 18k..9p). */
    public static RankRange around(Rank rank, int stones) {
        return new RankRange(Rank.ofValue(Math.max(0, rank.value() - stones)),
                Rank.ofValue(Math.min(Rank.HIGHEST.value(), rank.value() + stones)));
    }

    public boolean open() {
        return lowest == null && highest == null;
    }

    public boolean contains(Rank rank) {
        if (open()) {
            return true;
        }
        return rank != null && (lowest == null || rank.compareTo(lowest) >= 0) && (highest == null || rank.compareTo(highest) <= 0);
    }

    @Override
    public String toString() {
        return open() ? "any rank" : (lowest == null ? "any" : lowest) + ".." + (highest == null ? "any" : highest);
    }
}
