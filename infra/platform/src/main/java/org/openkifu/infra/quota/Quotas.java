package org.openkifu.infra.quota;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;

/**
 * The one mechanism behind every quota (docs/security.md, "Quotas"). It keeps no counters: the caller counts what the
 * store already holds (a player's open offers, the tournaments an organizer created in the last 24 hours), so every
 * node of a cluster sees the same count and a restart forgets nothing. The price: what a read model has not seen yet
 * is not counted, so a burst faster than the projection may pass the limit by the few items still in flight.
 */
public class Quotas {

    public static final Duration DAY = Duration.ofHours(24);
    public static final Duration HOUR = Duration.ofHours(1);

    private final QuotaSettings settings;
    private final Clock clock;

    public Quotas(QuotaSettings settings, Clock clock) {
        this.settings = settings;
        this.clock = clock;
    }

    public QuotaSettings settings() {
        return settings;
    }

    /** The start of a sliding window ending now: count what was created after it. */
    public Instant since(Duration window) {
        return clock.instant().minus(window);
    }

    /**
     * A limit on what is open at once: refused when {@code open} already holds {@code limit} items.
     *
     * @param frees when each open item ends by itself (its expiry); Retry-After is the earliest of them
     */
    public void requireOpenBelow(String quota, int limit, Collection<Instant> frees, String what) {
        if (frees.size() < limit) {
            return;
        }
        Instant now = clock.instant();
        Instant first = frees.stream().filter(t -> t != null).min(Comparator.naturalOrder()).orElse(now.plus(HOUR));
        throw new QuotaExceeded(quota, limit, positive(Duration.between(now, first)), "you already have " + limit
                + " " + what + " open (the most one account may have); close one, or wait until one expires");
    }

    /**
     * A limit per sliding window: refused when {@code createdInWindow} (the creation times within the window, at most
     * {@code limit} of them are needed) already holds {@code limit}. Retry-After is when the oldest counted one leaves
     * the window.
     */
    public void requireWindowBelow(String quota, int limit, Duration window, Collection<Instant> createdInWindow,
            String what) {
        if (createdInWindow.size() < limit) {
            return;
        }
        Instant now = clock.instant();
        Instant oldest = createdInWindow.stream().min(Comparator.naturalOrder()).orElse(now);
        throw new QuotaExceeded(quota, limit, positive(Duration.between(now, oldest.plus(window))),
                limit + " " + what + " in " + words(window) + " is the most allowed; try again later");
    }

    private static Duration positive(Duration d) {
        return d.isNegative() || d.isZero() ? Duration.ofSeconds(1) : d;
    }

    private static String words(Duration window) {
        return window.equals(DAY) ? "24 hours" : window.equals(HOUR) ? "an hour" : window.toSeconds() + " s";
    }
}
