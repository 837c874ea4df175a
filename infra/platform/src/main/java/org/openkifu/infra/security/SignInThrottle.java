package org.openkifu.infra.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Limits failed sign-ins with a sliding window kept in memory: at most {@code maxFailures} per user name and client
 * address, and {@code maxFailuresPerAddress} per address whatever the names, within {@code window}. Past a limit
 * every attempt is refused (429), even with the right password, until the oldest failure leaves the window. A
 * success clears the failures of that name and address. This class keeps the counts in memory (one node, tests);
 * {@link StoreSignInThrottle} keeps them in the store so that several nodes share them (docs/security.md).
 */
public class SignInThrottle {

    /** Beyond this many tracked keys, expired ones are swept on the next failure (bounded memory under a flood). */
    private static final int SWEEP_ABOVE = 10_000;

    final Clock clock;
    final int maxFailures;
    final int maxFailuresPerAddress;
    final Duration window;
    private final Map<String, Deque<Instant>> failures = new ConcurrentHashMap<>();

    public SignInThrottle(Clock clock, int maxFailures, int maxFailuresPerAddress, Duration window) {
        this.clock = clock;
        this.maxFailures = maxFailures;
        this.maxFailuresPerAddress = maxFailuresPerAddress;
        this.window = window;
    }

    /** How long until an attempt for this name from this address is allowed again; empty when it is allowed now. */
    public Optional<Duration> blockedFor(String username, String address) {
        Instant now = clock.instant();
        Duration byName = wait(userKey(username, address), maxFailures, now);
        Duration byAddress = wait(addressKey(address), maxFailuresPerAddress, now);
        Duration longest = byName.compareTo(byAddress) >= 0 ? byName : byAddress;
        return longest.isZero() ? Optional.empty() : Optional.of(longest);
    }

    public void failed(String username, String address) {
        Instant now = clock.instant();
        if (failures.size() > SWEEP_ABOVE) {
            failures.entrySet().removeIf(e -> {
                synchronized (e.getValue()) {
                    prune(e.getValue(), now);
                    return e.getValue().isEmpty();
                }
            });
        }
        add(userKey(username, address), now);
        add(addressKey(address), now);
    }

    public void succeeded(String username, String address) {
        failures.remove(userKey(username, address));
    }

    private void add(String key, Instant now) {
        Deque<Instant> times = failures.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (times) {
            prune(times, now);
            times.addLast(now);
        }
    }

    private Duration wait(String key, int limit, Instant now) {
        Deque<Instant> times = failures.get(key);
        if (times == null) {
            return Duration.ZERO;
        }
        synchronized (times) {
            prune(times, now);
            if (times.size() < limit) {
                return Duration.ZERO;
            }
            // allowed again when enough of the oldest failures have left the window
            Instant freed = times.stream().skip(times.size() - limit).findFirst().orElseThrow().plus(window);
            Duration left = Duration.between(now, freed);
            return left.isNegative() || left.isZero() ? Duration.ofSeconds(1) : left;
        }
    }

    private void prune(Deque<Instant> times, Instant now) {
        Instant oldestKept = now.minus(window);
        while (!times.isEmpty() && !times.peekFirst().isAfter(oldestKept)) {
            times.pollFirst();
        }
    }

    static String userKey(String username, String address) {
        return "u:" + (username == null ? "" : username.toLowerCase(Locale.ROOT)) + "|" + address;
    }

    static String addressKey(String address) {
        return "a:" + address;
    }
}
