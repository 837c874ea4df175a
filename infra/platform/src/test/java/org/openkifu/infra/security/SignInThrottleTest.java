package org.openkifu.infra.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.MutableClock;

class SignInThrottleTest {


    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-22T06:00:00Z"));
    private final SignInThrottle throttle = new SignInThrottle(clock, 3, 5, Duration.ofMinutes(10));

    @Test
    void theFourthAttemptAfterThreeFailuresWaitsUntilTheOldestLeavesTheWindow() {
        throttle.failed("Alice", "10.0.0.1");
        clock.advance(Duration.ofMinutes(2));
        throttle.failed("alice", "10.0.0.1");
        throttle.failed("ALICE", "10.0.0.1");
        assertThat(throttle.blockedFor("alice", "10.0.0.1")).as("names compare ignoring case")
                .hasValue(Duration.ofMinutes(8));
        assertThat(throttle.blockedFor("alice", "10.0.0.2")).as("another address").isEmpty();
        assertThat(throttle.blockedFor("bob", "10.0.0.1")).as("another name").isEmpty();

        clock.advance(Duration.ofMinutes(8));
        assertThat(throttle.blockedFor("alice", "10.0.0.1")).as("the first failure left the window").isEmpty();
        throttle.failed("alice", "10.0.0.1");
        assertThat(throttle.blockedFor("alice", "10.0.0.1")).as("three in the window again")
                .hasValue(Duration.ofMinutes(2));
    }

    @Test
    void aSuccessClearsTheNamesFailuresButNotTheAddresss() {
        throttle.failed("alice", "10.0.0.1");
        throttle.failed("alice", "10.0.0.1");
        throttle.succeeded("alice", "10.0.0.1");
        throttle.failed("alice", "10.0.0.1");
        throttle.failed("alice", "10.0.0.1");
        assertThat(throttle.blockedFor("alice", "10.0.0.1")).isEmpty();
        throttle.failed("bob", "10.0.0.1");
        assertThat(throttle.blockedFor("carol", "10.0.0.1")).as("five failures from the address, any names")
                .hasValue(Duration.ofMinutes(10));
        assertThat(throttle.blockedFor("carol", "10.0.0.9")).isEmpty();
    }
}
