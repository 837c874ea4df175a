package org.openkifu.infra.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The typo distance behind "did you mean" (UNKNOWN_PLAYER's suggestion). */
class AccountNamesTest {

    @Test
    void countsEditsAndSwappedNeighbours() {
        assertThat(AccountNames.distance("bob", "bob", 2)).isZero();
        assertThat(AccountNames.distance("bbo", "bob", 2)).as("two letters swapped: one typo").isEqualTo(1);
        assertThat(AccountNames.distance("alcie", "alice", 2)).isEqualTo(1);
        assertThat(AccountNames.distance("alic", "alice", 2)).as("one missing").isEqualTo(1);
        assertThat(AccountNames.distance("alise", "alice", 2)).as("one wrong").isEqualTo(1);
        assertThat(AccountNames.distance("aliceee", "alice", 2)).isEqualTo(2);
    }

    @Test
    void givesUpAboveTheLimit() {
        assertThat(AccountNames.distance("mallory", "bob", 2)).isGreaterThan(2);
        assertThat(AccountNames.distance("carol", "karen", 1)).isGreaterThan(1);
    }
}
