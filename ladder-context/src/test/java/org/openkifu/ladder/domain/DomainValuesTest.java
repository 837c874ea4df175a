package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class DomainValuesTest {

    @Test
    void ranksRunFrom18kTo9pOnOneLineOfStones() {
        assertThat(Rank.parse("18k").value()).isZero();
        assertThat(Rank.parse("1k").value()).isEqualTo(17);
        assertThat(Rank.parse("1D").value()).isEqualTo(18);
        assertThat(Rank.parse("9d").value()).isEqualTo(26);
        assertThat(Rank.parse("1[P]").value()).isEqualTo(27);
        assertThat(Rank.parse("9p")).isEqualTo(Rank.HIGHEST);
        for (int v = 0; v <= 35; v++) {
            assertThat(Rank.ofValue(v).value()).isEqualTo(v);
            assertThat(Rank.parse(Rank.ofValue(v).toString())).isEqualTo(Rank.ofValue(v));
        }
        assertThat(Rank.parse("1k").promoted()).isEqualTo(Rank.parse("1d"));
        assertThat(Rank.parse("1d").demoted()).isEqualTo(Rank.parse("1k"));
        assertThat(Rank.HIGHEST.promoted()).isEqualTo(Rank.HIGHEST);
        assertThat(Rank.LOWEST.demoted()).isEqualTo(Rank.LOWEST);
        assertThat(Rank.parse("3k").distanceTo(Rank.parse("2d"))).isEqualTo(4);
        assertThat(Rank.parseOrNull(" ")).isNull();
        for (String bad : List.of("19k", "0d", "10d", "3x", "k", "", "abc")) {
            assertThatThrownBy(() -> Rank.parse(bad)).isInstanceOfSatisfying(LadderRuleViolation.class,
                    v -> assertThat(v.code()).isEqualTo(LadderRuleViolation.INVALID_RANK));
        }
    }

    @Test
    void theExpectedGameTypeFollowsTheRankDifference() {
        assertThat(ExpectedGame.forRanks(Rank.parse("3k"), Rank.parse("3k"))).isEqualTo(new ExpectedGame(GameType.HO_SUN, 0));
        assertThat(ExpectedGame.forRanks(Rank.parse("3k"), Rank.parse("1k"))).isEqualTo(new ExpectedGame(GameType.JUNG_SUN, 0));
        assertThat(ExpectedGame.forRanks(Rank.parse("1d"), Rank.parse("3k"))).isEqualTo(new ExpectedGame(GameType.HANDICAP, 3));
        assertThat(ExpectedGame.forRanks(Rank.parse("15k"), Rank.parse("1d"))).isEqualTo(new ExpectedGame(GameType.HANDICAP, 9));
        assertThat(ExpectedGame.forRanks(null, Rank.parse("1d"))).isEqualTo(new ExpectedGame(GameType.HO_SUN, 0));
    }

    @Test
    void unknownValuesFromTheGameContextBecomeOther() {
        assertThat(FinishedGame.Reason.parse("RESIGNATION")).isEqualTo(FinishedGame.Reason.RESIGNATION);
        assertThat(FinishedGame.Reason.parse("timeout")).isEqualTo(FinishedGame.Reason.TIMEOUT);
        assertThat(FinishedGame.Reason.parse("STALEMATE")).isEqualTo(FinishedGame.Reason.OTHER);
        assertThat(FinishedGame.Reason.parse(null)).isEqualTo(FinishedGame.Reason.OTHER);
        assertThat(FinishedGame.OriginKind.parse("LADDER_CHALLENGE")).isEqualTo(FinishedGame.OriginKind.LADDER_CHALLENGE);
        assertThat(FinishedGame.OriginKind.parse("SIMUL")).isEqualTo(FinishedGame.OriginKind.OTHER);
        assertThat(FinishedGame.parseGameType("JUNG_SUN")).isEqualTo(GameType.JUNG_SUN);
        assertThat(FinishedGame.parseGameType("TEACHING")).isNull();
    }

    private static FinishedGame game(String winner, FinishedGame.Reason reason, boolean counts) {
        return new FinishedGame("g", FinishedGame.OriginKind.FREE, null, "b", "w", null, null, 19, "japanese", 0,
                GameType.HO_SUN, true, counts, winner, reason, null, 100, Instant.EPOCH);
    }

    @Test
    void aFinishedGameSaysWhatItMeansForEachPlayer() {
        FinishedGame won = game("b", FinishedGame.Reason.RESIGNATION, true);
        assertThat(won.outcomeFor("b")).isEqualTo(Outcome.WIN);
        assertThat(won.outcomeFor("w")).isEqualTo(Outcome.LOSS);
        assertThat(won.opponentOf("w")).isEqualTo("b");
        assertThat(game(null, FinishedGame.Reason.SCORE, true).outcomeFor("b")).isEqualTo(Outcome.DRAW);
        assertThat(game(null, FinishedGame.Reason.UNKNOWN, true).outcomeFor("b")).as("no winner, not a count").isEqualTo(Outcome.NONE);
        assertThat(game("b", FinishedGame.Reason.VOID, true).outcomeFor("b")).isEqualTo(Outcome.NONE);
        assertThat(game("b", FinishedGame.Reason.CANCELLED, true).counts()).isFalse();
        assertThat(game("b", FinishedGame.Reason.RESIGNATION, false).outcomeFor("b")).isEqualTo(Outcome.NONE);
        assertThat(game("b", FinishedGame.Reason.OTHER, true).outcomeFor("b")).as("an unknown reason keeps its winner").isEqualTo(Outcome.WIN);
        assertThat(Outcome.WIN.score()).isEqualTo(1);
        assertThat(Outcome.DRAW.score()).isEqualTo(0.5);
        assertThatThrownBy(() -> won.outcomeFor("x")).isInstanceOfSatisfying(LadderRuleViolation.class,
                v -> assertThat(v.code()).isEqualTo(LadderRuleViolation.NOT_IN_GAME));
        assertThatThrownBy(() -> game("x", FinishedGame.Reason.SCORE, true)).isInstanceOf(LadderRuleViolation.class);
        assertThatThrownBy(() -> new FinishedGame("g", null, null, "b", "b", null, null, 9, "p", 0, null, true, true, null,
                null, null, 0, Instant.EPOCH)).isInstanceOf(LadderRuleViolation.class);
        FinishedGame defaults = new FinishedGame("g", null, null, "b", "w", null, null, 9, "p", 0, null, true, true, null, null,
                null, 0, Instant.EPOCH);
        assertThat(defaults.originKind()).isEqualTo(FinishedGame.OriginKind.OTHER);
        assertThat(defaults.reason()).isEqualTo(FinishedGame.Reason.OTHER);
        assertThat(defaults.even()).as("an unknown type is not known to be even").isFalse();
    }

    @Test
    void challengeReferencesRoundTrip() {
        String ref = RequestIds.forChallenge("spring-ladder", "c-42");
        assertThat(ref).isEqualTo("ladder/spring-ladder/challenge/c-42");
        assertThat(RequestIds.ladderIdOf(ref)).isEqualTo("spring-ladder");
        assertThat(RequestIds.challengeIdOf(ref)).isEqualTo("c-42");
        for (String notOne : List.of("cup-2026/r1/b3", "ladder//challenge/x", "ladder/l/challenge/", "offer/o1")) {
            assertThat(RequestIds.challengeIdOf(notOne)).as(notOne).isNull();
        }
        assertThat(RequestIds.challengeIdOf(null)).isNull();
        assertThat(RequestIds.forOffer("o1")).isEqualTo("offer/o1");
    }

    @Test
    void rankRanges() {
        RankRange kyu = new RankRange(Rank.parse("10k"), Rank.parse("1k"));
        assertThat(kyu.contains(Rank.parse("10k"))).isTrue();
        assertThat(kyu.contains(Rank.parse("1k"))).isTrue();
        assertThat(kyu.contains(Rank.parse("11k"))).isFalse();
        assertThat(kyu.contains(Rank.parse("1d"))).isFalse();
        assertThat(kyu.contains(null)).isFalse();
        assertThat(RankRange.ANY.contains(null)).isTrue();
        assertThat(new RankRange(null, Rank.parse("5k")).contains(Rank.parse("18k"))).isTrue();
        assertThat(RankRange.around(Rank.parse("17k"), 3)).isEqualTo(new RankRange(Rank.parse("18k"), Rank.parse("14k")));
        assertThatThrownBy(() -> new RankRange(Rank.parse("1d"), Rank.parse("1k"))).isInstanceOf(LadderRuleViolation.class);
    }

    @Test
    void timeControlsMustBeComplete() {
        for (TimeControl ok : List.of(TimeControl.NONE, TimeControl.absolute(30), TimeControl.japanese(10, 5, 30),
                TimeControl.canadian(10, 25, 10), TimeControl.fischer(5, 10), TimeControl.correspondence(3))) {
            assertThat(ok.validated()).isEqualTo(ok);
        }
        for (TimeControl bad : List.of(new TimeControl(null, 0, 0, 0, 0, 0), new TimeControl(TimeControl.Kind.NONE, 60, 0, 0, 0, 0),
                new TimeControl(TimeControl.Kind.JAPANESE_BYOYOMI, 600, 3, 0, 0, 0),
                new TimeControl(TimeControl.Kind.CANADIAN, 600, 0, 600, 0, 0), TimeControl.absolute(-1))) {
            assertThatThrownBy(bad::validated).isInstanceOfSatisfying(LadderRuleViolation.class,
                    v -> assertThat(v.code()).isEqualTo(LadderRuleViolation.INVALID_SETTINGS));
        }
    }

    @Test
    void anEventLogIsAnImmutablePrefixOfItsBuffer() {
        EventLog<String> one = EventLog.<String>empty().append("a");
        EventLog<String> two = one.append("b");
        EventLog<String> branch = one.append("c");
        assertThat(one).containsExactly("a");
        assertThat(two).containsExactly("a", "b");
        assertThat(branch).containsExactly("a", "c");
        assertThat(two.append("d")).containsExactly("a", "b", "d");
        assertThat(EventLog.of(List.of("x", "y"))).containsExactly("x", "y");
        assertThatThrownBy(() -> one.get(1)).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
