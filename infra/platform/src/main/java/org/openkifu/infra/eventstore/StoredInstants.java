package org.openkifu.infra.eventstore;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import org.axonframework.common.DateTimeUtils;

/**
 * Reads the timestamps events are stored with ({@code Instant.toString()}: {@code 2026-11-27T10:45:24.467Z}, with 0,
 * 3, 6 or 9 digits of fraction) by their fixed positions instead of through a {@code DateTimeFormatter}. Any other
 * form goes to Axon's {@link DateTimeUtils#parseInstant}, which is what read them before, so the answer is the same
 * Instant for every text (and the same exception for text that is not one).
 *
 * <p>Why: each processor asks for each event's timestamp, and Axon parses the stored text with a formatter each
 * time; in an import's profile that was a sixth of the Kafka relay's thread (docs/benchmarks.md, "Processors: metadata
 * and timestamps read by hand").
 */
final class StoredInstants {

    private StoredInstants() {
    }

    static Instant parse(String text) {
        Instant fast = fixedForm(text);
        return fast != null ? fast : DateTimeUtils.parseInstant(text);
    }

    /** The instant of {@code uuuu-MM-ddTHH:mm:ss[.f{1,9}]Z}, or null for any other text. */
    static Instant fixedForm(String text) {
        int length = text.length();
        if (length < 20 || text.charAt(length - 1) != 'Z' || text.charAt(4) != '-' || text.charAt(7) != '-'
                || text.charAt(10) != 'T' || text.charAt(13) != ':' || text.charAt(16) != ':') {
            return null;
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 2);
        int day = digits(text, 8, 2);
        int hour = digits(text, 11, 2);
        int minute = digits(text, 14, 2);
        int second = digits(text, 17, 2);
        if (year < 0 || month < 0 || day < 0 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0
                || second > 59) {
            return null;
        }
        int nanos = 0;
        if (length > 20) {
            int fraction = length - 21; // between the '.' at 19 and the 'Z'
            if (text.charAt(19) != '.' || fraction < 1 || fraction > 9) {
                return null;
            }
            nanos = digits(text, 20, fraction);
            if (nanos < 0) {
                return null;
            }
            for (int i = fraction; i < 9; i++) {
                nanos *= 10;
            }
        }
        long epochDay;
        try {
            epochDay = LocalDate.of(year, month, day).toEpochDay();
        } catch (DateTimeException e) {
            return null; // 2026-02-30 and the like: Axon's parser says what is wrong
        }
        return Instant.ofEpochSecond(epochDay * 86_400 + hour * 3_600L + minute * 60L + second, nanos);
    }

    /** The value of {@code count} ASCII digits at {@code from}, or -1 if any is not one. */
    private static int digits(String text, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
