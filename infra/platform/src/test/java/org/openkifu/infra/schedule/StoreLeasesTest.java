package org.openkifu.infra.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Date;

import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;

/** Two nodes' lease views on one store: one holder, takeover after expiry or release, fencing of a stale holder. */
class StoreLeasesTest {

    private static final Duration TTL = Duration.ofMillis(600);
    private static final Duration RENEW = Duration.ofMillis(150);

    private final MongoServerFixture mongo = new MongoServerFixture();
    private final StoreLeases a = new StoreLeases(mongo.database(), "node-a", TTL, RENEW);
    private final StoreLeases b = new StoreLeases(mongo.database(), "node-b", TTL, RENEW);

    StoreLeasesTest() throws Exception {
    }

    @AfterEach
    void close() throws Exception {
        a.close();
        b.close();
        mongo.close();
    }

    @Test
    void oneNodeHoldsALeaseAndRenewsItWhileTheOtherWaits() throws Exception {
        assertThat(a.lease("t").held()).isEqualTo(1);
        assertThat(b.lease("t").held()).isZero();
        // well past the expiry: a's renewals keep it, b still cannot take it
        long until = System.nanoTime() + TTL.multipliedBy(3).toNanos();
        while (System.nanoTime() < until) {
            assertThat(b.lease("t").held()).isZero();
            assertThat(a.lease("t").heldLocally()).isEqualTo(1);
            Thread.sleep(50); // pacing the checks over the period, not waiting for an outcome
        }
        assertThat(stored("t").getString("owner")).isEqualTo("node-a");
    }

    @Test
    void aReleasedLeaseIsTakenAtOnceWithANewVersion() {
        assertThat(a.lease("t").held()).isEqualTo(1);
        a.lease("t").release();
        assertThat(b.lease("t").held()).isEqualTo(2);
        assertThat(a.lease("t").held()).isZero();
    }

    @Test
    void aDeadHoldersLeaseIsTakenOverAfterTheExpiryAndTheStaleHolderIsFenced() throws Exception {
        StoreLeases dying = new StoreLeases(mongo.database(), "node-dying", TTL, RENEW);
        StoreLeases.Lease stale = dying.lease("t");
        assertThat(stale.held()).isEqualTo(1);
        dying.halt(); // no more renewals, no release
        long start = System.nanoTime();
        long taken;
        while ((taken = b.lease("t").held()) == 0) {
            assertThat(System.nanoTime() - start).as("taken over within twice the expiry")
                    .isLessThan(TTL.multipliedBy(2).toNanos());
            Thread.sleep(20);
        }
        assertThat(System.nanoTime() - start).as("not before the expiry").isGreaterThanOrEqualTo(
                TTL.toNanos() - Duration.ofMillis(50).toNanos());
        assertThat(taken).isEqualTo(2);
        // the stale holder neither counts it as held nor can renew it back
        assertThat(stale.heldLocally()).isZero();
        stale.renew();
        assertThat(stale.held()).isZero();
        assertThat(stored("t").getString("owner")).isEqualTo("node-b");
        assertThat(stored("t").getLong("version")).isEqualTo(2L);
        dying.close();
    }

    @Test
    void aHolderWhoseRenewalFindsANewVersionStopsAtOnce() {
        assertThat(a.lease("t").held()).isEqualTo(1);
        // another node took it while a's renewal was late (the store says version 7, node-x)
        mongo.database().getCollection(StoreLeases.COLLECTION).updateOne(Filters.eq("_id", "t"), Updates.combine(
                Updates.set("owner", "node-x"), Updates.set("version", 7L),
                Updates.set("expiresAt", new Date(System.currentTimeMillis() + 60_000))));
        a.lease("t").renew();
        assertThat(a.lease("t").heldLocally()).isZero();
        assertThat(a.lease("t").held()).isZero();
    }

    private Document stored(String name) {
        return mongo.database().getCollection(StoreLeases.COLLECTION).find(Filters.eq("_id", name)).first();
    }
}
