package org.openkifu.infra.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.PushOptions;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import org.bson.Document;

/**
 * The sign-in throttle with its counts in the store (collection {@value #COLLECTION}), so that every node behind a
 * load balancer sees the same failures: an attacker spreading guesses over N nodes gets the allowance once, not N
 * times. Same limits and answers as {@link SignInThrottle}.
 *
 * <p>One document per key ({@code _id} = the name-and-address or address key), holding the times of its latest
 * failures ({@code times}, at most the key's limit: older ones can never decide a wait) and {@code expiresAt} (the
 * last failure plus the window). A failure is one atomic {@code $push} with {@code $slice} and upsert per key, so two
 * nodes recording at once lose nothing; a check is one {@code find} by the two ids. Cost per sign-in: one read, and
 * on failure two writes.
 *
 * <p>Bounded: documents past {@code expiresAt} are deleted by a sweep at most once per {@link #SWEEP_EVERY} of clock
 * time (a TTL index would do it on a real MongoDB; the embedded server has none, so the sweep is explicit and the
 * index on {@code expiresAt} keeps it cheap). Above {@code maxKeys} live documents (a flood of random names from
 * many addresses), new name-and-address keys are no longer created until a sweep brings the count down: the
 * per-address limit still applies, and existing keys still count.
 */
public class StoreSignInThrottle extends SignInThrottle {

    public static final String COLLECTION = "sign_in_failures";
    static final Duration SWEEP_EVERY = Duration.ofMinutes(1);

    private final MongoCollection<Document> failures;
    private final long maxKeys;
    private final AtomicLong nextSweepMillis = new AtomicLong(Long.MIN_VALUE);
    private volatile boolean full;

    public StoreSignInThrottle(MongoDatabase database, Clock clock, int maxFailures, int maxFailuresPerAddress,
            Duration window, long maxKeys) {
        super(clock, maxFailures, maxFailuresPerAddress, window);
        this.failures = database.getCollection(COLLECTION);
        this.maxKeys = maxKeys;
        failures.createIndex(Indexes.ascending("expiresAt"));
    }

    @Override
    public Optional<Duration> blockedFor(String username, String address) {
        Instant now = clock.instant();
        String user = userKey(username, address);
        String addr = addressKey(address);
        Map<String, List<Date>> times = new HashMap<>();
        for (Document d : failures.find(Filters.in("_id", user, addr))) {
            times.put(d.getString("_id"), d.getList("times", Date.class));
        }
        Duration byName = wait(times.get(user), maxFailures, now);
        Duration byAddress = wait(times.get(addr), maxFailuresPerAddress, now);
        Duration longest = byName.compareTo(byAddress) >= 0 ? byName : byAddress;
        return longest.isZero() ? Optional.empty() : Optional.of(longest);
    }

    @Override
    public void failed(String username, String address) {
        Instant now = clock.instant();
        sweepIfDue(now);
        record(addressKey(address), maxFailuresPerAddress, now, true);
        record(userKey(username, address), maxFailures, now, !full);
    }

    @Override
    public void succeeded(String username, String address) {
        failures.deleteOne(Filters.eq("_id", userKey(username, address)));
    }

    /** Live documents (for tests and the operations page). */
    public long keys() {
        return failures.countDocuments();
    }

    private void record(String key, int limit, Instant now, boolean create) {
        failures.updateOne(Filters.eq("_id", key),
                Updates.combine(
                        Updates.pushEach("times", List.of(Date.from(now)), new PushOptions().slice(-limit)),
                        Updates.set("expiresAt", Date.from(now.plus(window)))),
                new UpdateOptions().upsert(create));
    }

    private void sweepIfDue(Instant now) {
        long due = nextSweepMillis.get();
        if (now.toEpochMilli() < due
                || !nextSweepMillis.compareAndSet(due, now.plus(SWEEP_EVERY).toEpochMilli())) {
            return;
        }
        failures.deleteMany(Filters.lte("expiresAt", Date.from(now)));
        full = failures.countDocuments() >= maxKeys;
    }

    private Duration wait(List<Date> stored, int limit, Instant now) {
        if (stored == null) {
            return Duration.ZERO;
        }
        Instant oldestKept = now.minus(window);
        List<Instant> inWindow = stored.stream().map(Date::toInstant).filter(t -> t.isAfter(oldestKept))
                .sorted().toList();
        if (inWindow.size() < limit) {
            return Duration.ZERO;
        }
        // allowed again when enough of the oldest failures have left the window
        Instant freed = inWindow.get(inWindow.size() - limit).plus(window);
        Duration left = Duration.between(now, freed);
        return left.isNegative() || left.isZero() ? Duration.ofSeconds(1) : left;
    }
}
