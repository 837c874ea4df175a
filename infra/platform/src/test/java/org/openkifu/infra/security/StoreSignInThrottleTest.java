package org.openkifu.infra.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.openkifu.infra.platform.MutableClock;

/** Two throttles (two nodes) over one embedded MongoDB wire server: the counts are shared. */
class StoreSignInThrottleTest {

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-22T06:00:00Z"));
    private final MongoServerFixture mongo = new MongoServerFixture();
    private final StoreSignInThrottle nodeA = throttle(1_000);
    private final StoreSignInThrottle nodeB = throttle(1_000);

    StoreSignInThrottleTest() throws IOException {
    }

    private StoreSignInThrottle throttle(long maxKeys) {
        return new StoreSignInThrottle(mongo.database(), clock, 3, 5, Duration.ofMinutes(10), maxKeys);
    }

    @AfterEach
    void close() throws IOException {
        mongo.close();
    }

    @Test
    void failuresOnOneNodeCountOnTheOtherAndLeaveTheWindowOnTheClock() {
        nodeA.failed("Alice", "10.0.0.1");
        clock.advance(Duration.ofMinutes(2));
        nodeB.failed("alice", "10.0.0.1");
        assertThat(nodeA.blockedFor("alice", "10.0.0.1")).as("two failures, limit three").isEmpty();
        nodeA.failed("ALICE", "10.0.0.1");
        assertThat(nodeB.blockedFor("alice", "10.0.0.1")).as("three failures over two nodes")
                .hasValue(Duration.ofMinutes(8));
        assertThat(nodeA.blockedFor("alice", "10.0.0.1")).hasValue(Duration.ofMinutes(8));
        assertThat(nodeB.blockedFor("alice", "10.0.0.2")).as("another address").isEmpty();
        assertThat(nodeB.blockedFor("bob", "10.0.0.1")).as("another name").isEmpty();

        clock.advance(Duration.ofMinutes(8));
        assertThat(nodeB.blockedFor("alice", "10.0.0.1")).as("the first failure left the window").isEmpty();
        nodeB.failed("alice", "10.0.0.1");
        assertThat(nodeA.blockedFor("alice", "10.0.0.1")).as("three in the window again")
                .hasValue(Duration.ofMinutes(2));
    }

    @Test
    void aSuccessOnOneNodeClearsTheNameEverywhereButNotTheAddress() {
        nodeA.failed("alice", "10.0.0.1");
        nodeB.failed("alice", "10.0.0.1");
        nodeB.succeeded("alice", "10.0.0.1");
        nodeA.failed("alice", "10.0.0.1");
        nodeB.failed("alice", "10.0.0.1");
        assertThat(nodeA.blockedFor("alice", "10.0.0.1")).as("two failures since the success").isEmpty();
        nodeA.failed("bob", "10.0.0.1");
        assertThat(nodeB.blockedFor("carol", "10.0.0.1")).as("five failures from the address, any names")
                .hasValue(Duration.ofMinutes(10));
        assertThat(nodeB.blockedFor("carol", "10.0.0.9")).isEmpty();
    }

    @Test
    void expiredKeysAreSweptAndAFloodOfNamesStopsAtTheCap() {
        StoreSignInThrottle capped = throttle(4);
        for (int i = 0; i < 3; i++) {
            capped.failed("name" + i, "10.0.1." + i);
        }
        assertThat(capped.keys()).as("a name key and an address key per failure").isEqualTo(6);

        clock.advance(Duration.ofMinutes(11));
        capped.failed("late", "10.0.2.1");
        assertThat(capped.keys()).as("the six expired keys swept, the new two kept").isEqualTo(2);

        for (int i = 0; i < 3; i++) {
            capped.failed("flood" + i, "10.0.3." + i);
        }
        clock.advance(StoreSignInThrottle.SWEEP_EVERY);
        capped.failed("flood3", "10.0.3.3");
        assertThat(capped.keys()).as("the sweep found 8 keys >= 4: this failure adds only its address key")
                .isEqualTo(9);
        capped.failed("flood4", "10.0.3.4");
        assertThat(capped.keys()).as("still full until the next sweep: address keys only").isEqualTo(10);
        assertThat(capped.blockedFor("flood4", "10.0.3.4")).isEmpty();
    }
}
