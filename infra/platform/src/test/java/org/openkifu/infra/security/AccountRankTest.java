package org.openkifu.infra.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.springframework.security.crypto.password.NoOpPasswordEncoder;

/** The generic operation a rank-keeping context uses: an account shows the rank it is given. */
class AccountRankTest {

    private final MongoServerFixture mongo;
    private final Accounts accounts;

    AccountRankTest() throws Exception {
        mongo = new MongoServerFixture();
        accounts = new Accounts(new AccountStore(mongo.database()), NoOpPasswordEncoder.getInstance(),
                Clock.systemUTC());
    }

    @AfterEach
    void close() throws Exception {
        mongo.close();
    }

    @Test
    void anAccountShowsTheRankItIsGivenAndNothingElseChanges() {
        Account before = accounts.register("Alice", "alice-password", "3k");
        assertThat(accounts.setRank("alice", "2K")).isTrue();
        Account after = accounts.find("ALICE").orElseThrow();
        assertThat(after.rank()).isEqualTo("2k");
        assertThat(after.passwordHash()).isEqualTo(before.passwordHash());
        assertThat(after.roles()).isEqualTo(before.roles());
    }

    @Test
    void anUnknownAccountIsLeftAloneAndAnInvalidRankIsRefused() {
        assertThat(accounts.setRank("nobody", "1d")).isFalse();
        assertThat(accounts.find("nobody")).isEmpty();
        accounts.register("bob", "bob-password", "5k");
        assertThatThrownBy(() -> accounts.setRank("bob", "10d")).isInstanceOfSatisfying(SecurityProblem.class,
                e -> assertThat(e.code()).isEqualTo("INVALID_RANK"));
        assertThat(accounts.find("bob").orElseThrow().rank()).isEqualTo("5k");
    }
}
