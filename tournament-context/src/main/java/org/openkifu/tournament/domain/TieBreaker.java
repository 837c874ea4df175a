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
    SOSOS
}
