package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.openkifu.game.rules.RulePresets;

class DomainValuesTest {

    @Test
    void ranksLineUpFromEighteenKyuToNineProfessional() {
        assertThat(Rank.parse("18k").value()).isZero();
        assertThat(Rank.parse("1k").value()).isEqualTo(17);
        assertThat(Rank.parse("1D").value()).isEqualTo(18);
        assertThat(Rank.parse("9d").value()).isEqualTo(26);
        assertThat(Rank.parse("3[P]").value()).isEqualTo(29);
        for (String bad : new String[] {"0k", "19k", "10d", "10p", "5x", "k", "", "dan"}) {
            assertThatThrownBy(() -> Rank.parse(bad)).isInstanceOfSatisfying(GameRuleViolation.class,
                    v -> assertThat(v.code()).isEqualTo(GameRuleViolation.INVALID_RANK));
        }
    }

    @Test
    void gameTypeFollowsTheRankDifference() {
        assertThat(GameTypeSelection.byRanks(Rank.parse("2k"), Rank.parse("2k"))).isEqualTo(GameType.HO_SUN);
        assertThat(GameTypeSelection.byRanks(Rank.parse("1k"), Rank.parse("1d"))).isEqualTo(GameType.JUNG_SUN);
        assertThat(GameTypeSelection.byRanks(Rank.parse("2k"), Rank.parse("1d"))).isEqualTo(GameType.JUNG_SUN);
        assertThat(GameTypeSelection.byRanks(Rank.parse("3k"), Rank.parse("1d"))).isEqualTo(GameType.HANDICAP);
    }

    @Test
    void defaultHandicapIsTheLargestAllowedCountUpToTheDifference() {
        var bw = RulePresets.byId("black-and-white");
        assertThat(GameTypeSelection.defaultHandicap(3, bw, 19)).isEqualTo(3);
        assertThat(GameTypeSelection.defaultHandicap(8, bw, 19)).isEqualTo(7);
        assertThat(GameTypeSelection.defaultHandicap(12, bw, 19)).isEqualTo(9);
        assertThat(GameTypeSelection.defaultHandicap(30, bw, 19)).isEqualTo(25);
        assertThat(GameTypeSelection.defaultHandicap(30, bw, 9)).isEqualTo(9);
        assertThat(GameTypeSelection.defaultHandicap(12, RulePresets.byId("japanese"), 13)).isEqualTo(9);
    }

    @Test
    void komiIsAHalfPointMultipleWithinRange() {
        assertThat(new RulesChoice("japanese", 6.5, null).resolve().id()).isEqualTo("japanese");
        assertThat(new RulesChoice("japanese", -7.0, null).resolve().id()).isEqualTo("japanese");
        for (double bad : new double[] {6.3, 0.25, 151, Double.NaN}) {
            assertThatThrownBy(() -> new RulesChoice("japanese", bad, null).resolve())
                    .isInstanceOfSatisfying(GameRuleViolation.class,
                            v -> assertThat(v.code()).as("komi " + bad).isEqualTo(GameRuleViolation.INVALID_KOMI));
        }
    }

    @Test
    void derivedGameIdsAreStableNameBasedUuidsPerRequest() {
        String a = GameIds.fromRequest("tournament", "pairing-42");
        assertThat(a).isEqualTo(GameIds.fromRequest("tournament", "pairing-42"));
        assertThat(UUID.fromString(a).version()).isEqualTo(3);
        assertThat(a).isNotEqualTo(GameIds.fromRequest("tournament", "pairing-43"))
                .isNotEqualTo(GameIds.fromRequest("ladder", "pairing-42"));
        assertThatThrownBy(() -> GameIds.fromRequest("ladder", " ")).isInstanceOf(GameRuleViolation.class);
    }

    @Test
    void everyEventDeclaresASchemaVersion() {
        for (Class<?> type : GameEvent.class.getDeclaredClasses()) {
            if (type.isRecord() && GameEvent.class.isAssignableFrom(type)) {
                assertThat(GameEvent.schemaVersionOf(type)).as(type.getSimpleName()).isEqualTo(1);
            }
        }
        assertThatThrownBy(() -> GameEvent.schemaVersionOf(String.class)).hasMessageContaining("no @SchemaVersion");
    }
}
