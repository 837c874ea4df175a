package org.openkifu.tournament.domain;

/**
 * Placement criteria, OpenGotha's definitions (formulas in docs/tournaments.md). SOS, SODOS and SOSOS are taken on
 * the tournament's main scale: MMS in a McMahon tournament, NBW otherwise (OpenGotha's SOSM / SOSW distinction,
 * chosen once by the format instead of offered twice).
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
    SOSOS;

    /**
     * The name OpenGotha prints for the criterion (the EGF file's header, 5 characters): the scale suffix of its long
     * names is dropped (SOSW and SOSM both print SOS, SOSM1 prints SOS-1), anything else prints its own name.
     */
    public String shortName() {
        return shortName(name());
    }

    static String shortName(String constant) {
        String n = constant.replace('_', '-');
        for (String base : new String[] {"SOSOS", "SODOS", "CUSS", "SOS"}) {
            if (n.equals(base + "W") || n.equals(base + "M")) {
                return base;
            }
            if (n.matches(base + "[WM]?-?M?[12]")) { // SOSM1, SOSW-2, SOS-1, SOSMM1 (OpenGotha's constant names)
                return base + "-" + n.charAt(n.length() - 1);
            }
        }
        return n;
    }
}
