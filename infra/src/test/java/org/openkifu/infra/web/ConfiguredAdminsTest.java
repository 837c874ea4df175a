package org.openkifu.infra.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ConfiguredAdminsTest {

    @Test
    void theListIsCommaSeparatedUserIdsWithSpacesIgnored() {
        ConfiguredAdmins admins = new ConfiguredAdmins(" carol, erin ,,");
        assertThat(admins.admins()).containsExactlyInAnyOrder("carol", "erin");
        assertThat(admins.isAdmin("carol")).isTrue();
        assertThat(admins.isAdmin("Carol")).as("user ids are exact").isFalse();
        assertThat(admins.isAdmin(null)).isFalse();
        assertThat(new ConfiguredAdmins("").isAdmin("carol")).isFalse();
        assertThat(new ConfiguredAdmins(null).admins()).isEmpty();
    }
}
