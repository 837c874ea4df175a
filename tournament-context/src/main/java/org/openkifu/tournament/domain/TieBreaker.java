package org.openkifu.tournament.domain;

/**
 * Placement criteria, OpenGotha's definitions (formulas in docs/tournaments.md).
 *
 * <p>Two scales. The criteria without a suffix (SOS, SOS_1, SOS_2, SODOS, SOSOS, CUSS) are taken on the tournament's
 * main scale: MMS in a McMahon tournament (OpenGotha's SOSM, SOSM-1, ..., CUSSM), NBW otherwise (SOSW, ...). The names
 * are the ones stored events already carry, so an old tournament reads as before. A McMahon tournament may also rank
 * by the NBW-based ones, named with OpenGotha's long names: SOSW, SOSW_1, SOSW_2, SODOSW, SOSOSW, CUSSW (in a Swiss
 * they would only repeat the main-scale ones, so settings refuse them there).
 *
 * <p>Enum names use {@code _} where OpenGotha writes {@code -} ({@code SOS_1} is "SOS-1"); the API accepts both.
 */
public enum TieBreaker {
    /** Number of wins: wins + ½ draws + bye and absence points. */
    NBW,
    /** McMahon score: start score + the same. */
    MMS,
    /** Sum of the opponents' scores. */
    SOS,
    /** Sum of the defeated opponents' scores (½ for a draw). */
    SODOS,
    /** Sum of the opponents' SOS. */
    SOSOS,
    /** SOS without the smallest per-round contribution. */
    SOS_1,
    /** SOS without the two smallest per-round contributions. */
    SOS_2,
    /** Cumulative sum of scores: the player's score after round 1 + after round 2 + ... */
    CUSS,
    /** SOS on the NBW scale (McMahon only). */
    SOSW,
    /** SOS-1 on the NBW scale (McMahon only). */
    SOSW_1,
    /** SOS-2 on the NBW scale (McMahon only). */
    SOSW_2,
    /** SODOS on the NBW scale (McMahon only). */
    SODOSW,
    /** SOSOS on the NBW scale (McMahon only). */
    SOSOSW,
    /** CUSS on the NBW scale (McMahon only). */
    CUSSW;

    /** As OpenGotha names it in its tables: {@code SOS-1}, {@code SOSW-1}, {@code CUSSW}. */
    public String label() {
        return name().replace('_', '-');
    }

    /**
     * OpenGotha's short name, the one its h9 and standings headers print: the scale suffix dropped ({@code SOSW} is
     * written {@code SOS}, {@code SOSW_1} {@code SOS-1}, {@code CUSSW} {@code CUSS}).
     */
    public String shortName() {
        return onNbwScale() ? switch (this) {
            case SOSW -> "SOS";
            case SOSW_1 -> "SOS-1";
            case SOSW_2 -> "SOS-2";
            case SODOSW -> "SODOS";
            case SOSOSW -> "SOSOS";
            default -> "CUSS";
        } : label();
    }

    /** One of the explicitly NBW-based criteria a McMahon tournament may choose. */
    public boolean onNbwScale() {
        return ordinal() >= SOSW.ordinal();
    }

    /** The same criterion on the NBW scale ({@code SOS} -> {@code SOSW}); itself for NBW, MMS and the W ones. */
    public TieBreaker onNbw() {
        return switch (this) {
            case SOS -> SOSW;
            case SOS_1 -> SOSW_1;
            case SOS_2 -> SOSW_2;
            case SODOS -> SODOSW;
            case SOSOS -> SOSOSW;
            case CUSS -> CUSSW;
            default -> this;
        };
    }
}
