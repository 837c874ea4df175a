package org.openkifu.tournament.domain.standings;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import org.openkifu.tournament.domain.TieBreaker;

/**
 * One line of the standings. Players equal on every criterion of the tournament's order share {@code place}.
 * Every criterion is computed, whichever the order uses, so a table can show them all: {@code values} holds one value
 * per {@link TieBreaker}.
 */
public record StandingsRow(int place, String userId, int startScore, Map<TieBreaker, Double> values) {

    public StandingsRow {
        EnumMap<TieBreaker, Double> copy = new EnumMap<>(TieBreaker.class);
        copy.putAll(values);
        for (TieBreaker t : TieBreaker.values()) {
            if (!copy.containsKey(t)) {
                throw new IllegalArgumentException("a standings row needs every criterion; " + t + " is missing");
            }
        }
        values = Collections.unmodifiableMap(copy);
    }

    public double value(TieBreaker criterion) {
        return values.get(criterion);
    }

    public StandingsRow withPlace(int newPlace) {
        return new StandingsRow(newPlace, userId, startScore, values);
    }

    public double nbw() {
        return value(TieBreaker.NBW);
    }

    public double mms() {
        return value(TieBreaker.MMS);
    }

    public double sos() {
        return value(TieBreaker.SOS);
    }

    public double sodos() {
        return value(TieBreaker.SODOS);
    }

    public double sosos() {
        return value(TieBreaker.SOSOS);
    }
}
