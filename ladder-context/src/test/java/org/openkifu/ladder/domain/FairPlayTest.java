package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.domain.LadderScript.LADDER;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.LadderCommand.RecordGameResult;
import org.openkifu.ladder.domain.LadderEvent.ChallengeResultRecorded;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.player.PlayerDecider;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PlayerEvolver;
import org.openkifu.ladder.domain.player.PlayerState;
import org.openkifu.ladder.domain.player.PromotionPoints;
import org.openkifu.ladder.domain.player.RatingSnapshot;

/**
 * The farming guard (docs/ratings.md, "Fair play"): short games and more than three games a week between the same
 * two players move no promotion points and no ladder places.
 */
class FairPlayTest {

    static final Instant T0 = Instant.parse("2026-05-04T20:00:00Z");

    @Test
    void theDefaultMinimumIsASixteenthOfTheBoard() {
        assertThat(FairPlay.defaultMinMoves(9)).isEqualTo(5);
        assertThat(FairPlay.defaultMinMoves(13)).isEqualTo(10);
        assertThat(FairPlay.defaultMinMoves(19)).isEqualTo(22);
        assertThat(FairPlay.DEFAULTS.longEnough(4, 9)).isFalse();
        assertThat(FairPlay.DEFAULTS.longEnough(5, 9)).isTrue();
        assertThat(new FairPlay(0, 3, 7).longEnough(0, 19)).as("0 = no minimum").isTrue();
        // the window is (end - 7 days, end]: a game exactly a week earlier has left it
        List<Instant> three = List.of(T0.minus(Duration.ofDays(7)), T0.minus(Duration.ofDays(2)), T0.minusSeconds(1));
        assertThat(FairPlay.DEFAULTS.withinPairLimit(three, T0)).isTrue();
        assertThat(FairPlay.DEFAULTS.withinPairLimit(List.of(T0.minus(Duration.ofDays(6)),
                T0.minus(Duration.ofDays(2)), T0.minusSeconds(1)), T0)).isFalse();
        assertThat(new FairPlay(null, 0, 7).withinPairLimit(three, T0)).as("0 = no limit").isTrue();
    }

    /** The farm: ten rated 9x9 games of four moves and a resignation in under 45 seconds. */
    @Test
    void farmingTenShortGamesBetweenTwoAccountsMovesNoPoints() {
        PlayerState farmer = record("farmer", "5k");
        PlayerState helper = record("helper", "5k");
        for (int i = 0; i < 10; i++) {
            FinishedGame g = game("farm" + i, "farmer", "helper", 9, 4, T0.plusSeconds(4L * i));
            farmer = play(farmer, "farmer", g);
            helper = play(helper, "helper", g);
        }
        assertThat(farmer.points()).isEqualTo(new PromotionPoints(Rank.parse("5k"), 50));
        assertThat(helper.points()).isEqualTo(new PromotionPoints(Rank.parse("5k"), 50));
        assertThat(farmer.games()).as("recorded all the same").hasSize(10);
        assertThat(farmer.games().values()).noneMatch(e -> e.countedForPoints());
        assertThat(farmer.rating().rating()).as("ratings are not limited by the rule").isGreaterThan(1500);
    }

    @Test
    void onlyThreeGamesAWeekAgainstTheSameOpponentMovePoints() {
        PlayerState farmer = record("farmer", "5k");
        for (int i = 0; i < 10; i++) {
            farmer = play(farmer, "farmer", game("long" + i, "farmer", "helper", 9, 60, T0.plus(Duration.ofHours(i))));
        }
        assertThat(farmer.points()).as("three wins: 50 + 3 x 5").isEqualTo(new PromotionPoints(Rank.parse("5k"), 65));
        // a week after the third counted game, the window is free again; another opponent was never limited
        farmer = play(farmer, "farmer", game("next-week", "farmer", "helper", 9, 60, T0.plus(Duration.ofDays(7)).plusSeconds(1)));
        assertThat(farmer.points().points()).isEqualTo(70);
        farmer = play(farmer, "farmer", game("other", "farmer", "someone", 9, 60, T0.plus(Duration.ofHours(11))));
        assertThat(farmer.points().points()).isEqualTo(75);
    }

    @Test
    void aShortOrAFarmedChallengeMovesNobodyAndTheLadderMayChangeTheNumbers() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults().withRematchWaitDays(0));
        String shortOne = s.challenge(p(3), p(1));
        s.after(Duration.ofMinutes(30));
        List<LadderEvent> events = s.run(new RecordGameResult(LADDER, "game-events",
                withMoves(s.game(shortOne, p(3), FinishedGame.Reason.RESIGNATION), 21)));
        assertThat(((ChallengeResultRecorded) events.get(0)).counts()).as("21 moves on 19x19").isFalse();
        assertThat(s.order()).containsExactly(p(1), p(2), p(3));

        // p2 and p3 swap places three times in a day; the fourth win counts no more
        for (int i = 0; i < 3; i++) {
            String winner = i % 2 == 0 ? p(3) : p(2);
            String loser = i % 2 == 0 ? p(2) : p(3);
            s.win(s.challenge(winner, loser), winner);
        }
        assertThat(s.order()).containsExactly(p(1), p(3), p(2));
        String fourth = s.challenge(p(2), p(3));
        List<LadderEvent> farmed = s.win(fourth, p(2));
        assertThat(((ChallengeResultRecorded) farmed.get(0)).counts()).isFalse();
        assertThat(s.order()).containsExactly(p(1), p(3), p(2));

        // an organizer who wants no limit says so; the minimum can be lowered too
        LadderScript open = LadderScript.withPlayers(2, LadderSettings.defaults().withRematchWaitDays(0)
                .withFairPlay(10, 0, 7).validated());
        String c = open.challenge(p(2), p(1));
        open.after(Duration.ofMinutes(30));
        open.run(new RecordGameResult(LADDER, "game-events", withMoves(open.game(c, p(2), FinishedGame.Reason.RESIGNATION), 10)));
        assertThat(open.order()).containsExactly(p(2), p(1));
        for (int i = 0; i < 3; i++) {
            String winner = open.order().get(1);
            open.win(open.challenge(winner, open.order().get(0)), winner);
        }
        assertThat(open.order()).as("four counted games in a day (with the default limit the fourth would not count)").containsExactly(p(1), p(2));
    }

    @Test
    void fairPlaySettingsAreChecked() {
        assertThat(LadderSettings.defaults().pairGamesLimit()).isEqualTo(3);
        assertThat(LadderSettings.defaults().pairWindowDays()).isEqualTo(7);
        assertThat(LadderSettings.defaults().minMoves()).isNull();
        assertThat(LadderSettings.defaults().fairPlay()).isEqualTo(FairPlay.DEFAULTS);
        for (LadderSettings bad : List.of(LadderSettings.defaults().withFairPlay(-1, 3, 7),
                LadderSettings.defaults().withFairPlay(null, -1, 7), LadderSettings.defaults().withFairPlay(null, 3, 0))) {
            org.assertj.core.api.Assertions.assertThatThrownBy(bad::validated)
                    .isInstanceOfSatisfying(LadderRuleViolation.class,
                            v -> assertThat(v.code()).isEqualTo(LadderRuleViolation.INVALID_SETTINGS));
        }
    }

    static FinishedGame withMoves(FinishedGame g, int moves) {
        return new FinishedGame(g.gameId(), g.originKind(), g.originReference(), g.blackUserId(), g.whiteUserId(),
                g.blackRank(), g.whiteRank(), g.size(), g.preset(), g.handicap(), g.gameType(), g.rated(),
                g.countsForRating(), g.countsForStanding(), g.winnerUserId(), g.reason(), g.margin(), moves, g.endedAt());
    }

    private static FinishedGame game(String id, String winner, String loser, int size, int moves, Instant end) {
        return new FinishedGame(id, FinishedGame.OriginKind.FREE, null, winner, loser, Rank.parse("5k"),
                Rank.parse("5k"), size, "japanese", 0, GameType.HO_SUN, true, true, winner,
                FinishedGame.Reason.RESIGNATION, null, moves, end);
    }

    private static PlayerState record(String user, String rank) {
        return apply(null, PlayerDecider.decide(new PlayerCommand.SetRank(user, user, false, Rank.parse(rank)), null, T0));
    }

    private static PlayerState play(PlayerState s, String user, FinishedGame g) {
        return apply(s, PlayerDecider.decide(new PlayerCommand.RecordGame(user, "game-events", g, RatingSnapshot.UNRATED),
                s, g.endedAt()));
    }

    private static PlayerState apply(PlayerState s, List<PlayerEvent> events) {
        for (PlayerEvent e : events) {
            s = PlayerEvolver.evolve(s, e);
        }
        return s;
    }
}
