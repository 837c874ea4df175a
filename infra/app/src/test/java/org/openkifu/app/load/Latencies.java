package org.openkifu.app.load;

import java.util.Arrays;
import java.util.List;

/** Recorded durations in nanoseconds, with percentiles; thread-safe for adding. */
final class Latencies {

    private long[] values = new long[1024];
    private int size;

    synchronized void add(long nanos) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = nanos;
    }

    synchronized int count() {
        return size;
    }

    static Latencies merge(List<Latencies> parts) {
        Latencies all = new Latencies();
        for (Latencies part : parts) {
            synchronized (part) {
                for (int i = 0; i < part.size; i++) {
                    all.add(part.values[i]);
                }
            }
        }
        return all;
    }

    /** The q-quantile (0..1) in milliseconds, NaN when empty. */
    synchronized double millis(double q) {
        if (size == 0) {
            return Double.NaN;
        }
        long[] sorted = Arrays.copyOf(values, size);
        Arrays.sort(sorted);
        int index = (int) Math.min(size - 1, Math.max(0, Math.ceil(q * size) - 1));
        return sorted[index] / 1e6;
    }

    /** The share (0..1) of durations at most {@code nanos}, NaN when empty. */
    synchronized double shareWithin(long nanos) {
        if (size == 0) {
            return Double.NaN;
        }
        int within = 0;
        for (int i = 0; i < size; i++) {
            if (values[i] <= nanos) {
                within++;
            }
        }
        return (double) within / size;
    }

    synchronized double maxMillis() {
        long max = 0;
        for (int i = 0; i < size; i++) {
            max = Math.max(max, values[i]);
        }
        return size == 0 ? Double.NaN : max / 1e6;
    }

    String summary() {
        if (count() == 0) {
            return "";
        }
        return String.format("p50 %.2f ms  p95 %.2f ms  p99 %.2f ms  max %.1f ms", millis(0.5), millis(0.95),
                millis(0.99), maxMillis());
    }
}
