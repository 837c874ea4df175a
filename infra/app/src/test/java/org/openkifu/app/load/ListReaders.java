package org.openkifu.app.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The soak's optional readers of the tournament list (option {@code readers}): each reads the first page of
 * {@code GET /api/tournaments}, anonymously, back to back, timed apart from the well-behaved players, so the issue's
 * "20 concurrent reads answer 200 within 200 ms while 3 MiB names are refused" is a figure measured against the packaged
 * jar (docs/benchmarks.md, "Soak test") rather than a timed unit test. Reads before {@link #baseline()} are a warm-up.
 */
final class ListReaders {

    private static final long WITHIN_NANOS = 200_000_000L;

    private final int count;
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final AtomicLong failures = new AtomicLong();
    private final Latencies before = new Latencies();
    private final Latencies during = new Latencies();
    private volatile Latencies phase = new Latencies();

    ListReaders(HarnessApi api, int count) {
        this.count = count;
        for (int r = 0; r < count; r++) {
            Thread t = new Thread(() -> read(api), "reader-" + r);
            t.start();
            threads.add(t);
        }
    }

    void baseline() {
        phase = before;
    }

    void underAbuse() {
        phase = during;
    }

    void stop() throws InterruptedException {
        running.set(false);
        for (Thread t : threads) {
            t.join();
        }
    }

    long failures() {
        return failures.get();
    }

    private void read(HarnessApi api) {
        while (running.get()) {
            Latencies into = phase;
            long started = System.nanoTime();
            try {
                HarnessApi.Answer answer = api.get("/api/tournaments", null);
                into.add(answer.receivedNanos() - started);
                if (answer.status() != 200) {
                    failures.incrementAndGet();
                }
            } catch (Exception e) {
                failures.incrementAndGet();
            }
        }
    }

    /** The report's lines: both phases and the share of reads answered within 200 ms; empty without readers. */
    String report() {
        if (count == 0) {
            return "";
        }
        return String.format("""
                tournament list readers: %d concurrent, GET /api/tournaments back to back, non-200: %d
                  baseline      %d reads  %s  within 200 ms: %.2f %%
                  under abuse   %d reads  %s  within 200 ms: %.2f %%
                """, count, failures.get(), before.count(), before.summary(), 100 * before.shareWithin(WITHIN_NANOS),
                during.count(), during.summary(), 100 * during.shareWithin(WITHIN_NANOS));
    }
}
