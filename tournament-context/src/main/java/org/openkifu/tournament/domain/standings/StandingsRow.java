package org.openkifu.tournament.domain.standings;

import org.openkifu.tournament.domain.TieBreaker;

/**
 * One line of the standings. Players equal on every criterion of the tournament's order share {@code place}.
 * Every criterion is computed, whichever the order uses, so a table can show them all.
 */
public record StandingsRow(int place, String userId, int startScore, double nbw, double mms, double sos, double sodos,
                           double sosos) {

    public double value(TieBreaker criterion) {
        return switch (criterion) {
            case NBW -> nbw;
            case MMS -> mms;
            case SOS -> sos;
            case SODOS -> sodos;
            case SOSOS -> sosos;
        };
    }
}
