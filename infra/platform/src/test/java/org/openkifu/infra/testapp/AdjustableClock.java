package org.openkifu.infra.testapp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The application's {@link Clock} in tests: the system clock plus an offset a test can move forward, so timeouts of
 * minutes or days are reached without waiting. Starts at {@code openkifu.test.clock-offset} (default 0: the system
 * clock), so a restarted context can begin "later". Being a scanned component it is registered before
 * {@code GameConfiguration}'s {@code @ConditionalOnMissingBean} default is considered.
 */
@Component
public class AdjustableClock extends Clock {

    private final AtomicReference<Duration> offset;

    public AdjustableClock(@Value("${openkifu.test.clock-offset:PT0S}") Duration offset) {
        this.offset = new AtomicReference<>(offset);
    }

    public void advance(Duration by) {
        offset.accumulateAndGet(by, Duration::plus);
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(offset.get());
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the game clock is UTC");
    }
}
