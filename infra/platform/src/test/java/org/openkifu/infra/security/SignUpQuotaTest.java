package org.openkifu.infra.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.openkifu.infra.platform.MutableClock;
import org.openkifu.infra.quota.QuotaExceeded;
import org.openkifu.infra.quota.QuotaSettings;
import org.openkifu.infra.quota.Quotas;
import org.springframework.security.crypto.password.NoOpPasswordEncoder;

/**
 * Sign-ups per address per hour, counted in the accounts collection: the limit's worth is accepted, the next refused
 * with the time until the oldest leaves the hour, another address is not affected, and an hour later it works again.
 */
class SignUpQuotaTest {

    private final MongoServerFixture mongo;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-26T10:00:00Z"));
    private final SignUps signUps;
    private final Accounts accounts;

    SignUpQuotaTest() throws Exception {
        mongo = new MongoServerFixture();
        AccountStore store = new AccountStore(mongo.database());
        accounts = new Accounts(store, NoOpPasswordEncoder.getInstance(), clock);
        QuotaSettings settings = new QuotaSettings();
        settings.setSignUpsPerAddressPerHour(3);
        signUps = new SignUps(accounts, store, new Quotas(settings, clock));
    }


    @AfterEach
    void close() throws Exception {
        mongo.close();
    }

    @Test
    void anAddressSignsUpItsHourlyShareThenWaitsForTheOldestToLeaveTheHour() {
        signUps.register("first", "password-1", null, "10.0.0.1");
        clock.advance(Duration.ofMinutes(10));
        signUps.register("second", "password-2", null, "10.0.0.1");
        signUps.register("third", "password-3", null, "10.0.0.1");
        clock.advance(Duration.ofMinutes(5));
        assertThatThrownBy(() -> signUps.register("fourth", "password-4", null, "10.0.0.1"))
                .isInstanceOfSatisfying(QuotaExceeded.class, e -> {
                    assertThat(e.code()).isEqualTo("QUOTA_EXCEEDED");
                    assertThat(e.retryAfterSeconds()).as("60 - 15 minutes").isEqualTo(45 * 60);
                });
        assertThat(accounts.find("fourth")).as("nothing stored").isEmpty();
        assertThatThrownBy(() -> signUps.register("third", "password-3", null, "10.0.0.3"))
                .as("a taken name from another address").isInstanceOf(SecurityProblem.class);
        signUps.register("elsewhere", "password-5", null, "10.0.0.2");
        for (int i = 0; i < 2; i++) { // refused sign-ups (a bad password) count for nothing
            assertThatThrownBy(() -> signUps.register("short", "x", null, "10.0.0.2")).isInstanceOf(SecurityProblem.class);
        }
        signUps.register("elsewhere2", "password-6", null, "10.0.0.2");
        signUps.register("elsewhere3", "password-7", null, "10.0.0.2");

        clock.advance(Duration.ofMinutes(45).plusSeconds(1));
        signUps.register("fourth", "password-4", null, "10.0.0.1");
        assertThat(accounts.find("fourth")).isPresent();
    }
}
