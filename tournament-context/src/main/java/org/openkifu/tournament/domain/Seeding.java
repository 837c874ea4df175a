package org.openkifu.tournament.domain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The seed order at the start, strongest first: rating (players without one after those with one), then rank, then
 * registration order. Knock-out brackets and Berger numbers follow it, and it lists ties in the standings.
 */
public final class Seeding {

    private Seeding() {
    }

    public static List<String> order(List<Entrant> inRegistrationOrder) {
        List<Entrant> sorted = new ArrayList<>(inRegistrationOrder);
        sorted.sort(Comparator
                .comparing((Entrant e) -> e.rating() == null ? Integer.MIN_VALUE : e.rating(), Comparator.reverseOrder())
                .thenComparing((Entrant e) -> e.rank().value(), Comparator.reverseOrder()));
        return sorted.stream().map(Entrant::userId).toList();
    }
}
