package org.openkifu.infra.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.springframework.security.crypto.password.NoOpPasswordEncoder;

/** One role granted or withdrawn at a time, the guards around it, and the account search of the admin page. */
class RoleGrantsTest {

    private final MongoServerFixture mongo;
    private final Accounts accounts;

    RoleGrantsTest() throws Exception {
        mongo = new MongoServerFixture();
        accounts = accountsOnThisStore(Duration.ofHours(1));
    }

    private Accounts accountsOnThisStore(Duration cache) {
        return new Accounts(new AccountStore(mongo.database()), NoOpPasswordEncoder.getInstance(), Clock.systemUTC(),
                cache);
    }

    @AfterEach
    void close() throws Exception {
        mongo.close();
    }

    @Test
    void aGrantAddsOneRoleAndARevocationRemovesOnlyThatOne() {
        accounts.register("alice", "alice-password", "3k");
        accounts.grant("ALICE", Role.ORGANIZER);
        accounts.grant("alice", Role.ANALYST);
        assertThat(accounts.grant("alice", Role.ORGANIZER).roles()).as("granting twice changes nothing")
                .containsExactlyInAnyOrder(Role.PLAYER, Role.ORGANIZER, Role.ANALYST);
        assertThat(accounts.revoke("alice", Role.ORGANIZER).roles()).containsExactlyInAnyOrder(Role.PLAYER,
                Role.ANALYST);
        assertThat(accounts.revoke("alice", Role.ORGANIZER).roles()).as("withdrawing twice changes nothing")
                .containsExactlyInAnyOrder(Role.PLAYER, Role.ANALYST);
        assertThat(accounts.findForRequest("alice").orElseThrow().roles())
                .as("what a request of alice sees, although the cache keeps accounts for an hour")
                .containsExactlyInAnyOrder(Role.PLAYER, Role.ANALYST);
    }

    @Test
    void playerStaysUnknownAccountsAreRefusedAndTheLastAdministratorKeepsTheRole() {
        accounts.register("bob", "bob-password", null);
        assertRefused(() -> accounts.revoke("bob", Role.PLAYER), "PLAYER_ROLE_PERMANENT");
        assertRefused(() -> accounts.grant("nobody", Role.ADMIN), "ACCOUNT_NOT_FOUND");
        assertRefused(() -> accounts.revoke("nobody", Role.ADMIN), "ACCOUNT_NOT_FOUND");
        assertThat(accounts.find("nobody")).isEmpty();

        accounts.ensureAdmin("root", "root-password");
        assertRefused(() -> accounts.revoke("root", Role.ADMIN), "LAST_ADMINISTRATOR");
        assertRefused(() -> accounts.setRoles("root", EnumSet.of(Role.ORGANIZER)), "LAST_ADMINISTRATOR");
        assertThat(accounts.find("root").orElseThrow().roles()).contains(Role.ADMIN);

        accounts.grant("bob", Role.ADMIN);
        assertThat(accounts.revoke("root", Role.ADMIN).roles()).as("another administrator exists")
                .containsExactly(Role.PLAYER);
        assertRefused(() -> accounts.revoke("bob", Role.ADMIN), "LAST_ADMINISTRATOR");
        assertThat(accounts.find("bob").orElseThrow().roles()).containsExactlyInAnyOrder(Role.PLAYER, Role.ADMIN);
    }

    @Test
    void theSearchFindsNamesContainingTheQueryIgnoringCaseInPagesInNameOrder() {
        for (String name : new String[] {"Carol", "caroline", "Oscar", "dave", "a.b", "axb"}) {
            accounts.register(name, name + "-password", null);
        }
        Accounts.AccountPage first = accounts.page("CAR", 0, 2);
        assertThat(first.total()).isEqualTo(3);
        assertThat(first.accounts()).extracting(Account::username).containsExactly("Carol", "caroline");
        assertThat(accounts.page("car", 1, 2).accounts()).extracting(Account::username).containsExactly("Oscar");
        assertThat(accounts.page("a.b", 0, 10).accounts()).as("the query is text, not a pattern")
                .extracting(Account::username).containsExactly("a.b");
        assertThat(accounts.page("", 0, 10).total()).isEqualTo(6);
        assertThat(accounts.page(null, 0, 4).accounts()).extracting(Account::username)
                .containsExactly("a.b", "axb", "Carol", "caroline");
    }

    @Test
    void aChangeMadeOnAnotherNodeCountsWithinTheCachePeriod() {
        Duration period = Duration.ofMillis(300);
        Accounts here = accountsOnThisStore(period);
        Accounts elsewhere = accountsOnThisStore(period);
        here.register("erin", "erin-password", null);
        here.grant("erin", Role.ORGANIZER);
        assertThat(elsewhere.findForRequest("erin").orElseThrow().has(Role.ORGANIZER)).isTrue();
        long revoked = System.nanoTime();
        here.revoke("erin", Role.ORGANIZER);
        assertThat(here.findForRequest("erin").orElseThrow().has(Role.ORGANIZER)).as("here: at once").isFalse();
        while (elsewhere.findForRequest("erin").orElseThrow().has(Role.ORGANIZER)) {
            assertThat(Duration.ofNanos(System.nanoTime() - revoked)).as("elsewhere: within the period")
                    .isLessThan(period.plusMillis(200));
            Thread.onSpinWait();
        }
    }

    private static void assertRefused(Runnable change, String code) {
        assertThatThrownBy(change::run).isInstanceOfSatisfying(SecurityProblem.class,
                e -> assertThat(e.code()).isEqualTo(code));
    }
}
