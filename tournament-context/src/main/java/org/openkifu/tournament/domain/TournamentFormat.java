package org.openkifu.tournament.domain;

/** How players meet. The knock-out formats follow a bracket; the others are paired round by round. */
public enum TournamentFormat {
    SINGLE_ELIMINATION,
    DOUBLE_ELIMINATION,
    ROUND_ROBIN,
    SWISS,
    MCMAHON;

    public boolean knockOut() {
        return this == SINGLE_ELIMINATION || this == DOUBLE_ELIMINATION;
    }

    /** Swiss and McMahon: paired by score with maximum-weight matching, round by round. */
    public boolean scorePaired() {
        return this == SWISS || this == MCMAHON;
    }
}
