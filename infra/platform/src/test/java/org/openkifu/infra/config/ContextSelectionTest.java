package org.openkifu.infra.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;

import org.junit.jupiter.api.Test;

/** openkifu.contexts: which classes a node leaves out of its component scan. */
class ContextSelectionTest {

    @Test
    void byDefaultEveryContextRuns() {
        assertThat(ContextSelection.parse("")).containsExactly("game", "ladder", "tournament");
        ContextSelection all = new ContextSelection(ContextSelection.parse(null));
        assertThat(all.excludes("org.openkifu.game.web.GameController")).isFalse();
        assertThat(all.excludes("org.openkifu.ladder.web.LadderController")).isFalse();
    }

    @Test
    void aLadderAndTournamentNodeLeavesOutTheGameContextButNotThePlatform() {
        ContextSelection selection = new ContextSelection(ContextSelection.parse(" ladder , tournament"));
        assertThat(selection.excludes("org.openkifu.game.web.GameController")).isTrue();
        assertThat(selection.excludes("org.openkifu.game.infrastructure.deadline.GameDeadlineScheduler")).isTrue();
        assertThat(selection.excludes("org.openkifu.ladder.web.LadderController")).isFalse();
        assertThat(selection.excludes("org.openkifu.tournament.web.TournamentController")).isFalse();
        assertThat(selection.excludes("org.openkifu.infra.schedule.StoreLeases")).isFalse();
        // a package that merely starts with a context's name is not that context
        assertThat(selection.excludes("org.openkifu.gameplay.Other")).isFalse();
    }

    @Test
    void anUnknownOrEmptyListFailsTheStart() {
        assertThatThrownBy(() -> ContextSelection.parse("game,ladders"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ladders");
        assertThatThrownBy(() -> ContextSelection.parse(" , ")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void selectionsAreEqualByWhatTheyLeaveOut() {
        assertThat(new ContextSelection(Set.of("ladder", "tournament")))
                .isEqualTo(new ContextSelection(Set.of("tournament", "ladder")))
                .isNotEqualTo(new ContextSelection(Set.of("game")));
    }
}
