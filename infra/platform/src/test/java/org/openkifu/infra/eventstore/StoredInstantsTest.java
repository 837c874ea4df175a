package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.axonframework.common.DateTimeUtils;
import org.junit.jupiter.api.Test;

/** Stored timestamps read by position give the instant Axon's formatter gives, for every form they are stored in. */
class StoredInstantsTest {

    @Test
    void everyStoredFormReadsAsAxonReadsIt() {
        Random random = new Random(27);
        for (int i = 0; i < 20_000; i++) {
            long seconds = random.nextLong(Instant.parse("0000-01-01T00:00:00Z").getEpochSecond(),
                    Instant.parse("9999-12-31T23:59:59Z").getEpochSecond() + 1);
            int nanos = switch (i % 4) {
                case 0 -> 0;
                case 1 -> random.nextInt(1000) * 1_000_000;
                case 2 -> random.nextInt(1_000_000) * 1_000;
                default -> random.nextInt(1_000_000_000);
            };
            Instant instant = Instant.ofEpochSecond(seconds, nanos);
            String stored = instant.toString(); // how CommitDocuments stores a timestamp
            assertThat(StoredInstants.fixedForm(stored)).as(stored).isEqualTo(instant)
                    .isEqualTo(DateTimeUtils.parseInstant(stored));
        }
        for (String text : List.of("2026-11-27T10:45:24Z", "2026-11-27T10:45:24.4Z", "2026-11-27T10:45:24.46Z",
                "2024-02-29T23:59:59.999999999Z", "1970-01-01T00:00:00Z")) {
            assertThat(StoredInstants.parse(text)).as(text).isEqualTo(DateTimeUtils.parseInstant(text));
        }
    }

    @Test
    void otherFormsGoToAxonAndBadTextFailsAsItDid() {
        for (String text : List.of("2026-11-27T10:45:24+01:00", "+10000-01-01T00:00:00Z", "2026-11-27T10:45Z",
                "2026-11-27T10:45:24.1234567890Z")) {
            assertThat(StoredInstants.fixedForm(text)).as(text).isNull();
        }
        assertThat(StoredInstants.parse("2026-11-27T10:45:24+01:00"))
                .isEqualTo(DateTimeUtils.parseInstant("2026-11-27T10:45:24+01:00"));
        for (String text : List.of("2026-02-30T10:45:24Z", "2026-13-01T10:45:24Z", "2026-11-27T24:00:01Z",
                "2026-11-27T10:60:24Z", "2026-11-27T10:45:24.Z", "2026-11-27 10:45:24Z", "2026-11-2710:45:24.5Z",
                "２０２６-11-27T10:45:24Z", "not a time at all")) {
            assertThat(StoredInstants.fixedForm(text)).as(text).isNull();
            // whatever Axon makes of these (some it reads, most it refuses), the same
            Throwable axons = catchThrowable(() -> DateTimeUtils.parseInstant(text));
            if (axons == null) {
                assertThat(StoredInstants.parse(text)).as(text).isEqualTo(DateTimeUtils.parseInstant(text));
            } else {
                assertThatThrownBy(() -> StoredInstants.parse(text)).as(text).isInstanceOf(axons.getClass());
            }
        }
        assertThatThrownBy(() -> StoredInstants.parse("not a time at all"))
                .isInstanceOf(java.time.format.DateTimeParseException.class);
    }
}
