package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.ReplayToken;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.UnableToClaimTokenException;
import org.axonframework.eventhandling.tokenstore.inmemory.InMemoryTokenStore;
import org.junit.jupiter.api.Test;

/** Tokens are written at most once per delay, but never lost to a fetch, a release, a reset or a lost claim. */
class DeferredTokenStoreTest {

    /** The in-memory store, remembering every write it got. */
    static final class Recording extends InMemoryTokenStore {
        /** Read by the test while the background flush writes. */
        final List<TrackingToken> writes = new CopyOnWriteArrayList<>();
        final AtomicInteger refused = new AtomicInteger();
        final AtomicInteger renewals = new AtomicInteger();
        volatile boolean claimLost;

        @Override
        public synchronized void extendClaim(String processorName, int segment) {
            if (claimLost) {
                throw new UnableToClaimTokenException("claimed by another node");
            }
            renewals.incrementAndGet();
            super.extendClaim(processorName, segment);
        }

        @Override
        public synchronized void storeToken(TrackingToken token, String processorName, int segment) {
            if (claimLost) {
                refused.incrementAndGet();
                throw new UnableToClaimTokenException("claimed by another node");
            }
            writes.add(token);
            super.storeToken(token, processorName, segment);
        }
    }

    private static TrackingToken at(long position) {
        return new GlobalSequenceTrackingToken(position);
    }

    @Test
    void tokensWithinTheDelayWaitAndAFetchOrReleaseWritesTheNewest() {
        Recording store = new Recording();
        try (DeferredTokenStore deferred = new DeferredTokenStore(store, Duration.ofHours(1))) {
            deferred.initializeTokenSegments("p", 1);
            deferred.fetchToken("p", 0);
            deferred.storeToken(at(1), "p", 0);
            deferred.storeToken(at(2), "p", 0);
            deferred.storeToken(at(3), "p", 0);
            assertThat(store.writes).as("the first write goes through, the next two wait").containsExactly(at(1));

            assertThat(deferred.fetchToken("p", 0)).isEqualTo(at(3));
            deferred.storeToken(at(4), "p", 0);
            deferred.releaseClaim("p", 0);
            assertThat(store.writes).containsExactly(at(1), at(3), at(4));
        }
    }

    @Test
    void aResetIsWrittenAtOnceAndCloseWritesWhatWaits() {
        Recording store = new Recording();
        DeferredTokenStore deferred = new DeferredTokenStore(store, Duration.ofHours(1));
        deferred.initializeTokenSegments("p", 1);
        deferred.fetchToken("p", 0);
        deferred.storeToken(at(5), "p", 0);
        deferred.storeToken(at(6), "p", 0);
        TrackingToken reset = ReplayToken.createReplayToken(at(6), null);
        deferred.storeToken(reset, "p", 0);
        assertThat(store.writes).containsExactly(at(5), reset);
        deferred.storeToken(at(7), "p", 0);
        deferred.close();
        assertThat(store.writes).containsExactly(at(5), reset, at(7));
    }

    @Test
    void theBackgroundFlushWritesWithinTheDelayAndReportsALostClaim() throws Exception {
        Recording store = new Recording();
        // "within the delay" is decided on this clock, which moves only when the test says: a loaded machine cannot
        // turn a waiting token into one written at once (the background flush itself runs on real time)
        long delay = Duration.ofMillis(100).toNanos();
        AtomicLong clock = new AtomicLong(10 * delay);
        try (DeferredTokenStore deferred = new DeferredTokenStore(store, Duration.ofMillis(100), clock::get)) {
            deferred.initializeTokenSegments("p", 1);
            deferred.fetchToken("p", 0);
            deferred.storeToken(at(1), "p", 0);
            deferred.storeToken(at(2), "p", 0); // within the delay of at(1): waits for the background flush
            await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                    assertThat(store.writes).as("at(2) flushed in the background").containsExactly(at(1), at(2)));

            clock.addAndGet(delay); // the delay since the background write has passed: written at once
            deferred.storeToken(at(3), "p", 0);
            assertThat(store.writes).containsExactly(at(1), at(2), at(3));

            store.claimLost = true;
            deferred.storeToken(at(4), "p", 0); // within the delay of that write: waits
            await().atMost(Duration.ofSeconds(10)).until(() -> store.refused.get() > 0); // the flush tried at(4)
            assertThat(store.writes).containsExactly(at(1), at(2), at(3));
            assertThatThrownBy(() -> deferred.storeToken(at(5), "p", 0))
                    .as("the processor learns at its next store").isInstanceOf(UnableToClaimTokenException.class);
        }
    }

    @Test
    void aRenewalWithinTheDelayOfTheClaimsLastWriteWaitsAndAfterItReachesTheStore() {
        Recording store = new Recording();
        // an hour: the background flush (on real time) never runs during the test, only the test's clock moves
        long delay = Duration.ofHours(1).toNanos();
        AtomicLong clock = new AtomicLong(10 * delay);
        try (DeferredTokenStore deferred = new DeferredTokenStore(store, Duration.ofHours(1), clock::get)) {
            deferred.initializeTokenSegments("p", 1);
            deferred.extendClaim("p", 0);
            assertThat(store.renewals).as("nothing written by this node yet: renewed in the store").hasValue(1);
            deferred.extendClaim("p", 0);
            deferred.extendClaim("p", 0);
            assertThat(store.renewals).as("within the delay of that renewal").hasValue(1);

            clock.addAndGet(delay);
            deferred.fetchToken("p", 0); // claims: counts as a write of the claim
            deferred.extendClaim("p", 0);
            assertThat(store.renewals).hasValue(1);
            clock.addAndGet(delay);
            deferred.storeToken(at(1), "p", 0); // written at once (the delay since nothing)
            deferred.extendClaim("p", 0);
            assertThat(store.renewals).as("the token's write renewed the claim").hasValue(1);
            clock.addAndGet(delay / 2);
            deferred.storeToken(at(2), "p", 0); // waits: renews nothing in the store
            clock.addAndGet(delay / 2);
            deferred.extendClaim("p", 0);
            assertThat(store.renewals).as("a delay after the last write").hasValue(2);

            deferred.releaseClaim("p", 0);
            store.claimLost = true;
            assertThatThrownBy(() -> deferred.extendClaim("p", 0)).as("released: the renewal reaches the store")
                    .isInstanceOf(UnableToClaimTokenException.class);
        }
    }

    @Test
    void aRenewalReportsAClaimTheBackgroundFlushFoundLost() throws Exception {
        Recording store = new Recording();
        long delay = Duration.ofMillis(100).toNanos();
        AtomicLong clock = new AtomicLong(10 * delay);
        try (DeferredTokenStore deferred = new DeferredTokenStore(store, Duration.ofMillis(100), clock::get)) {
            deferred.initializeTokenSegments("p", 1);
            deferred.fetchToken("p", 0);
            deferred.storeToken(at(1), "p", 0);
            store.claimLost = true;
            deferred.storeToken(at(2), "p", 0); // waits; the background flush finds the claim lost
            await().atMost(Duration.ofSeconds(10)).until(() -> store.refused.get() > 0);
            assertThatThrownBy(() -> deferred.extendClaim("p", 0)).as("within the delay, yet reported")
                    .isInstanceOf(UnableToClaimTokenException.class);
            assertThat(store.writes).containsExactly(at(1));
        }
    }

    @Test
    void aZeroDelayWritesEveryToken() {
        Recording store = new Recording();
        try (DeferredTokenStore deferred = new DeferredTokenStore(store, Duration.ZERO)) {
            deferred.initializeTokenSegments("p", 1);
            deferred.fetchToken("p", 0);
            deferred.storeToken(at(1), "p", 0);
            deferred.storeToken(at(2), "p", 0);
            assertThat(store.writes).containsExactly(at(1), at(2));
        }
    }

}
