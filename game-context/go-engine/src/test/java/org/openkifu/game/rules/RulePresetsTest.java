package org.openkifu.game.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RulePresetsTest {

    /** The preset table as docs/rules-engine.md states it. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            // id, scoring, ko, suicide, komi 9, komi 13, komi 19, handicap komi 19, placement, cap 19, pass ending, capture goal
            "itsyourturn, TERRITORY, SIMPLE, ILLEGAL, 3.5, 4.5, 5.5, 5.5, FIXED, 225, SCORE_AUTOMATICALLY, 0",
            "black-and-white, TERRITORY, SIMPLE, ILLEGAL, 0.5, 0.5, 6.5, 0.5, FIXED, 0, MARK_DEAD_STONES, 0",
            "black-and-white-jung-sun, TERRITORY, SIMPLE, ILLEGAL, 0.5, 0.5, 0.5, 0.5, FIXED, 0, MARK_DEAD_STONES, 0",
            "black-and-white-handicap, TERRITORY, SIMPLE, ILLEGAL, 0.5, 0.5, 0.5, 0.5, FIXED, 0, MARK_DEAD_STONES, 0",
            "japanese, TERRITORY, SIMPLE, ILLEGAL, 6.5, 6.5, 6.5, 0.5, FIXED, 0, MARK_DEAD_STONES, 0",
            "chinese, AREA, POSITIONAL_SUPERKO, ILLEGAL, 7.5, 7.5, 7.5, 0.5, FREE, 0, MARK_DEAD_STONES, 0",
            "aga, AREA, SITUATIONAL_SUPERKO, ILLEGAL, 7.5, 7.5, 7.5, 0.5, FIXED, 0, MARK_DEAD_STONES, 0",
            "new-zealand, AREA, SITUATIONAL_SUPERKO, SELF_CAPTURE_ALLOWED, 7, 7, 7, 0, FREE, 0, MARK_DEAD_STONES, 0",
            "tromp-taylor, AREA, POSITIONAL_SUPERKO, SELF_CAPTURE_ALLOWED, 7.5, 7.5, 7.5, 0.5, FREE, 0, SCORE_AUTOMATICALLY, 0",
            "little-go-area, AREA, POSITIONAL_SUPERKO, ILLEGAL, 7.5, 7.5, 7.5, 0.5, FIXED, 0, MARK_DEAD_STONES, 0",
            "little-go-territory, TERRITORY, POSITIONAL_SUPERKO, ILLEGAL, 6.5, 6.5, 6.5, 0.5, FIXED, 0, MARK_DEAD_STONES, 0",
            "capture-go, AREA, SIMPLE, ILLEGAL, 0, 0, 0, 0, FIXED, 0, SCORE_AUTOMATICALLY, 1"})
    void presetTable(String id, ScoringMethod scoring, KoRule ko, SuicideRule suicide, double komi9, double komi13,
            double komi19, double handicapKomi19, HandicapPlacement placement, int cap19, PassEnding ending, int goal) {
        Ruleset r = RulePresets.byId(id);
        assertThat(r.id()).isEqualTo(id);
        assertThat(r.scoring()).isEqualTo(scoring);
        assertThat(r.ko()).isEqualTo(ko);
        assertThat(r.suicide()).isEqualTo(suicide);
        assertThat(r.komi(9)).isEqualTo(komi9);
        assertThat(r.komi(13)).isEqualTo(komi13);
        assertThat(r.komi(19)).isEqualTo(komi19);
        assertThat(r.komi(19, 3)).isEqualTo(handicapKomi19);
        assertThat(r.handicapPlacement()).isEqualTo(placement);
        assertThat(r.moveCapTurns(19)).isEqualTo(2 * cap19);
        assertThat(r.passEnding()).isEqualTo(ending);
        assertThat(r.captureGoal()).isEqualTo(goal);
    }

    @Test
    void agaSpecifics() {
        Ruleset aga = RulePresets.byId("aga");
        assertThat(aga.passStones()).isTrue();
        assertThat(aga.whitePassesLast()).isTrue();
        assertThat(aga.handicapCompensation().points(4)).isEqualTo(3);
        assertThat(RulePresets.byId("chinese").handicapCompensation().points(4)).isEqualTo(4);
        assertThat(RulePresets.byId("japanese").handicapCompensation().points(4)).isZero();
    }

    @Test
    void boardSizes() {
        assertThat(RulePresets.byId("itsyourturn").allowsBoardSize(9)).isTrue();
        assertThat(RulePresets.byId("itsyourturn").allowsBoardSize(11)).isFalse();
        assertThat(RulePresets.byId("little-go-area").allowsBoardSize(11)).isTrue();
        assertThat(RulePresets.byId("little-go-area").allowsBoardSize(8)).isFalse();
        assertThat(RulePresets.byId("japanese").allowsBoardSize(25)).isTrue();
        assertThat(RulePresets.byId("japanese").allowsBoardSize(26)).isFalse();
        assertThatThrownBy(() -> new Position(RulePresets.byId("itsyourturn"), 11))
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.code()).isEqualTo("BOARD_SIZE_UNSUPPORTED"))
                .hasMessageContaining("[9, 13, 19]");
    }

    @Test
    void aliasesAndCase() {
        assertThat(RulePresets.byId(" Japanese ").id()).isEqualTo("japanese");
        assertThat(RulePresets.byId("korean").id()).isEqualTo("black-and-white");
        assertThat(RulePresets.byId("NZ").id()).isEqualTo("new-zealand");
        assertThat(RulePresets.byId("capture-go:5").captureGoal()).isEqualTo(5);
        assertThat(RulePresets.byId("capture-go:5").id()).isEqualTo("capture-go:5");
    }

    @Test
    void unknownIdListsTheKnownOnes() {
        assertThatThrownBy(() -> RulePresets.byId("ing"))
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.code()).isEqualTo("UNKNOWN_RULESET"))
                .hasMessageContaining("'ing'")
                .hasMessageContaining("japanese, chinese")
                .hasMessageContaining("tromp-taylor");
        assertThatThrownBy(() -> RulePresets.byId("capture-go:0")).hasMessageContaining("1 or more");
        assertThatThrownBy(() -> RulePresets.byId("capture-go:x")).hasMessageContaining("whole number");
        assertThatThrownBy(() -> RulePresets.byId("japanese:3")).hasMessageContaining("takes no parameter");
    }

    @Test
    void komiOverride() {
        Ruleset r = RulePresets.byId("black-and-white").withKomi(3.5);
        assertThat(r.komi(19)).isEqualTo(3.5);
        assertThat(r.komi(9, 4)).isEqualTo(3.5);
        assertThat(r.ko()).isEqualTo(KoRule.SIMPLE);
        assertThat(RulePresets.ids()).hasSize(RulePresets.all().size()).contains("itsyourturn", "capture-go");
    }
}
