package org.openkifu.infra.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.mongo.EmbeddedMongoServer;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;

/**
 * The bearer check keeps what it read for a short time: a revocation or role change made in the same process counts
 * at once, one made by another node (another ApiTokens/Accounts on the same store) within the cache period.
 */
class BearerCacheTest {

    @TempDir
    Path directory;

    private EmbeddedMongoServer server;
    private MongoClient client;
    private MongoDatabase database;

    @BeforeEach
    void start() {
        server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
        client = MongoClients.create(server.connectionString());
        database = client.getDatabase("openkifu");
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    @Test
    void aRevocationCountsAtOnceHereAndWithinTheCachePeriodOnAnotherNode() throws Exception {
        Duration period = Duration.ofMillis(300);
        ApiTokens here = new ApiTokens(database, Clock.systemUTC(), Duration.ofDays(1), period);
        ApiTokens elsewhere = new ApiTokens(database, Clock.systemUTC(), Duration.ofDays(1), period);
        ApiTokens.Issued first = here.issue("alice", "a");
        ApiTokens.Issued second = here.issue("alice", "b");
        assertThat(here.authenticate(first.token())).isPresent();
        assertThat(elsewhere.authenticate(first.token())).isPresent();
        assertThat(here.authenticate(first.token().substring(0, first.token().length() - 1) + "x"))
                .as("a wrong secret is refused from the cache too").isEmpty();

        assertThat(here.revoke("alice", first.id())).isTrue();
        assertThat(here.authenticate(first.token())).as("revoked here: at once").isEmpty();
        // the other node's cache entry lapses after the period (its own timer, not the clock): wait for that, bounded
        await().atMost(period.multipliedBy(2)).pollInterval(Duration.ofMillis(20)).untilAsserted(() ->
                assertThat(elsewhere.authenticate(first.token())).as("revoked elsewhere: within the period").isEmpty());

        assertThat(here.authenticate(second.token())).isPresent();
        here.revokeAll("alice", null);
        assertThat(here.authenticate(second.token())).as("revoke all: at once").isEmpty();
    }

    @Test
    void aRoleChangeCountsAtOnceForTheBearerCheck() {
        Accounts accounts = new Accounts(new AccountStore(database),
                PasswordEncoderFactories.createDelegatingPasswordEncoder(), Clock.systemUTC(), Duration.ofHours(1));
        accounts.register("bob", "bob-password-1", null);
        assertThat(accounts.findForRequest("bob").orElseThrow().roles()).containsExactly(Role.PLAYER);
        accounts.setRoles("bob", EnumSet.of(Role.ANALYST));
        assertThat(accounts.findForRequest("BOB").orElseThrow().roles()).containsExactlyInAnyOrder(Role.PLAYER,
                Role.ANALYST);
    }

    @Test
    void withoutAChangeATokenAndItsAccountAreReadOnceAcrossManyPeriods() throws Exception {
        Duration period = Duration.ofMillis(40);
        ApiTokens tokens = new ApiTokens(database, Clock.systemUTC(), Duration.ofDays(1), period);
        Accounts accounts = new Accounts(new AccountStore(database),
                PasswordEncoderFactories.createDelegatingPasswordEncoder(), Clock.systemUTC(), period);
        accounts.register("dave", "dave-password-1", null);
        ApiTokens.Issued token = tokens.issue("dave", "d");
        long tokenReads = finds("api_tokens");
        long accountReads = finds("accounts");
        long countReads = finds(SecurityChanges.COLLECTION);

        // requests for at least five periods (the count is read once a period, not the token and the account)
        long end = System.nanoTime() + period.multipliedBy(5).toNanos();
        int requests = 0;
        while (System.nanoTime() < end || requests < 10) {
            assertThat(tokens.authenticate(token.token())).isPresent();
            assertThat(accounts.findForRequest("dave")).isPresent();
            requests++;
            Thread.sleep(2);
        }

        assertThat(finds("api_tokens") - tokenReads).as("the token, read once").isEqualTo(1);
        assertThat(finds("accounts") - accountReads).as("the account, read once").isEqualTo(1);
        assertThat(finds(SecurityChanges.COLLECTION) - countReads).as("the change count, about once a period")
                .isGreaterThanOrEqualTo(4);
    }

    @Test
    void aRoleOrRankChangedOnAnotherNodeCountsWithinThePeriod() {
        Duration period = Duration.ofMillis(300);
        Accounts here = new Accounts(new AccountStore(database),
                PasswordEncoderFactories.createDelegatingPasswordEncoder(), Clock.systemUTC(), period);
        Accounts elsewhere = new Accounts(new AccountStore(database),
                PasswordEncoderFactories.createDelegatingPasswordEncoder(), Clock.systemUTC(), period);
        here.register("erin", "erin-password-1", "3k");
        assertThat(elsewhere.findForRequest("erin").orElseThrow().roles()).containsExactly(Role.PLAYER);

        here.setRoles("erin", EnumSet.of(Role.ORGANIZER));
        await().atMost(period.multipliedBy(2)).pollInterval(Duration.ofMillis(20)).untilAsserted(() ->
                assertThat(elsewhere.findForRequest("erin").orElseThrow().roles()).contains(Role.ORGANIZER));

        assertThat(here.findForRequest("erin").orElseThrow().rank()).isEqualTo("3k");
        here.setRank("erin", "1d");
        assertThat(here.findForRequest("erin").orElseThrow().rank()).as("here: at once").isEqualTo("1d");
        await().atMost(period.multipliedBy(2)).pollInterval(Duration.ofMillis(20)).untilAsserted(() ->
                assertThat(elsewhere.findForRequest("erin").orElseThrow().rank()).isEqualTo("1d"));
    }

    /** The finds the embedded server answered on this collection so far (its serverStatus counts them). */
    private long finds(String collection) {
        org.bson.Document status = client.getDatabase("admin").runCommand(new org.bson.Document("serverStatus", 1));
        org.bson.Document finds = status.get("openkifu", org.bson.Document.class)
                .get("collections", org.bson.Document.class).get("find", org.bson.Document.class);
        Object n = finds == null ? null : finds.get(collection);
        return n == null ? 0 : ((Number) n).longValue();
    }

    @Test
    void aZeroPeriodReadsEveryRequest() {
        ApiTokens here = new ApiTokens(database, Clock.systemUTC(), Duration.ofDays(1), Duration.ZERO);
        ApiTokens elsewhere = new ApiTokens(database, Clock.systemUTC(), Duration.ofDays(1), Duration.ZERO);
        ApiTokens.Issued token = here.issue("carol", "c");
        assertThat(here.authenticate(token.token())).isPresent();
        elsewhere.revoke("carol", token.id());
        assertThat(here.authenticate(token.token())).isEmpty();
    }
}
