package org.openkifu.ladder.domain.waitingroom;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Auto-match: pairs requests that can play each other. Two requests are compatible when they come from different
 * players, both are still waiting, their settings (size, preset, clock, rated) are equal, and each player's rank is
 * in the other's range. Among the compatible ones the closest in rank wins; on a tie the oldest request (then the
 * smaller request id, so the answer never depends on iteration order). Unranked players are the farthest of all.
 */
public final class Matcher {

    /** One pairing: {@code waiting} was there first, {@code newcomer} completed it. */
    public record Pair(MatchRequest waiting, MatchRequest newcomer) {
    }

    private Matcher() {
    }

    public static boolean compatible(MatchRequest a, MatchRequest b, Instant now) {
        return !a.userId().equals(b.userId()) && a.waitingAt(now) && b.waitingAt(now) && a.settings().equals(b.settings())
                && a.opponents().contains(b.rank()) && b.opponents().contains(a.rank());
    }

    /** The best partner for {@code request} among {@code waiting}, if any is compatible. */
    public static Optional<MatchRequest> partnerFor(MatchRequest request, Collection<MatchRequest> waiting, Instant now) {
        return waiting.stream()
                .filter(other -> !other.requestId().equals(request.requestId()) && compatible(request, other, now))
                .min(closestTo(request));
    }

    /**
     * Pairs a whole set of waiting requests, oldest first: each in turn takes its best partner among those not paired
     * yet. Every request is in at most one pair.
     */
    public static List<Pair> pairAll(Collection<MatchRequest> waiting, Instant now) {
        List<MatchRequest> queue = new ArrayList<>(waiting);
        queue.sort(Comparator.comparing(MatchRequest::requestedAt).thenComparing(MatchRequest::requestId));
        Set<String> paired = new HashSet<>();
        List<Pair> pairs = new ArrayList<>();
        for (MatchRequest request : queue) {
            if (paired.contains(request.requestId())) {
                continue;
            }
            List<MatchRequest> free = queue.stream().filter(r -> !paired.contains(r.requestId())).toList();
            Optional<MatchRequest> partner = partnerFor(request, free, now);
            if (partner.isPresent()) {
                paired.add(request.requestId());
                paired.add(partner.get().requestId());
                pairs.add(new Pair(request, partner.get()));
            }
        }
        return pairs;
    }

    private static Comparator<MatchRequest> closestTo(MatchRequest request) {
        return Comparator.<MatchRequest>comparingInt(other -> distance(request, other))
                .thenComparing(MatchRequest::requestedAt)
                .thenComparing(MatchRequest::requestId);
    }

    private static int distance(MatchRequest a, MatchRequest b) {
        return a.rank() == null || b.rank() == null ? Integer.MAX_VALUE : a.rank().distanceTo(b.rank());
    }
}
