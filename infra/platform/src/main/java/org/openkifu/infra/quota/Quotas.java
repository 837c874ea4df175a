package org.openkifu.infra.quota;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one mechanism behind every quota (docs/security.md, "Quotas"). It keeps no counters: the caller counts what the
 * store already holds (a player's open offers, the tournaments an organizer created in the last 24 hours), so every
 * node of a cluster sees the same count and a restart forgets nothing. The price: what a read model has not seen yet
 * would not be counted, so each node also remembers for {@link #IN_FLIGHT} what it admitted itself and counts those
 * the read model does not know yet: one node never passes a limit, N nodes at most by what each admitted within the
 * read model's lag. A check and its admission hold a lock per quota and owner, so parallel requests of one account
 * on one node cannot slip past together.
 */
public class Quotas {

    public static final Duration DAY = Duration.ofHours(24);
    public static final Duration HOUR = Duration.ofHours(1);

    /** How long an admitted item counts as in flight here: far longer than any read model's normal lag. */
    static final Duration IN_FLIGHT = Duration.ofMinutes(2);

    /** What one node admitted recently, per quota and owner; only touched under that key's stripe lock. */
    private final Map<String, Deque<Admitted>> admitted = new ConcurrentHashMap<>();
    private final Object[] locks = new Object[64];
    private final QuotaSettings settings;
    private final Clock clock;

    private record Admitted(String id, Instant at) {
    }

    /** The place an admitted item holds; {@link #release} gives it back when its command was refused after all. */
    public final class Reservation {
        private final String key;
        private final String id;

        private Reservation(String key, String id) {
            this.key = key;
            this.id = id;
        }

        public void release() {
            synchronized (lock(key)) {
                Deque<Admitted> d = admitted.get(key);
                if (d != null) {
                    d.removeIf(a -> a.id().equals(id));
                    if (d.isEmpty()) {
                        admitted.remove(key);
                    }
                }
            }
        }
    }

    public Quotas(QuotaSettings settings, Clock clock) {
        this.settings = settings;
        this.clock = clock;
        for (int i = 0; i < locks.length; i++) {
            locks[i] = new Object();
        }
    }

    /**
     * Checks a limit on what {@code owner} holds open at once and admits {@code id}.
     *
     * @param openFrees when each open item the store holds ends by itself (its expiry; Retry-After is the earliest)
     * @param known     which of the given ids the store holds already, in any state
     */
    public Reservation admitOpen(String quota, String owner, String id, int limit, Supplier<List<Instant>> openFrees,
            Function<Collection<String>, Set<String>> known, String what) {
        String key = quota + "\u0000" + owner;
        synchronized (lock(key)) {
            List<Instant> open = new ArrayList<>();
            consistentRead(key, id, known, openFrees, open).forEach(a -> open.add(null));
            requireOpenBelow(quota, limit, open, what);
            return admit(key, id);
        }
    }

    /**
     * Checks a limit per sliding window and admits {@code id}.
     *
     * @param createdInWindow the creation times the store holds within the window (at most {@code limit} needed)
     * @param known           which of the given ids the store holds already
     */
    public Reservation admitInWindow(String quota, String owner, String id, int limit, Duration window,
            Supplier<List<Instant>> createdInWindow, Function<Collection<String>, Set<String>> known, String what) {
        String key = quota + "\u0000" + owner;
        synchronized (lock(key)) {
            List<Instant> created = new ArrayList<>();
            consistentRead(key, id, known, createdInWindow, created).forEach(a -> created.add(a.at()));
            requireWindowBelow(quota, limit, window, created, what);
            return admit(key, id);
        }
    }

    /**
     * Reads the store's items into {@code fromStore} and returns the admissions it cannot have counted. An admission
     * the read model stores between the in-flight check and the store's read would be counted by neither (it was in
     * flight when checked, then stored and so filtered out): the in-flight set is therefore read before and after the
     * store, and the store read again while it changed (a few times at most; then the admissions in flight before
     * are counted too, which can only refuse early, never admit too many).
     */
    private List<Admitted> consistentRead(String key, String id, Function<Collection<String>, Set<String>> known,
            Supplier<List<Instant>> store, List<Instant> fromStore) {
        List<Admitted> before = inFlight(key, id, known);
        for (int attempt = 0; ; attempt++) {
            fromStore.clear();
            fromStore.addAll(store.get());
            List<Admitted> after = inFlight(key, id, known);
            if (after.equals(before) || attempt == 4) {
                return before;
            }
            before = after;
        }
    }

    /** Admitted here within {@link #IN_FLIGHT}, not yet in the store, and not {@code id} itself (a retry). */
    private List<Admitted> inFlight(String key, String id, Function<Collection<String>, Set<String>> known) {
        Deque<Admitted> d = admitted.get(key);
        if (d == null) {
            return List.of();
        }
        Instant oldest = clock.instant().minus(IN_FLIGHT);
        d.removeIf(a -> a.at().isBefore(oldest));
        if (d.isEmpty()) {
            admitted.remove(key);
            return List.of();
        }
        Set<String> stored = known.apply(d.stream().map(Admitted::id).toList());
        return d.stream().filter(a -> !stored.contains(a.id()) && !a.id().equals(id)).toList();
    }

    private Reservation admit(String key, String id) {
        Deque<Admitted> d = admitted.computeIfAbsent(key, k -> new ArrayDeque<>());
        d.removeIf(a -> a.id().equals(id));
        d.addLast(new Admitted(id, clock.instant()));
        return new Reservation(key, id);
    }

    private Object lock(String key) {
        return locks[Math.floorMod(key.hashCode(), locks.length)];
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
