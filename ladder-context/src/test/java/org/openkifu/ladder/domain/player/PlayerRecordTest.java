package org.openkifu.ladder.domain.player;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.player.PlayerCommand.CorrectGame;
import org.openkifu.ladder.domain.player.PlayerCommand.RecordGame;
import org.openkifu.ladder.domain.player.PlayerCommand.SetRank;
import org.openkifu.ladder.domain.player.PlayerEvent.GameRecorded;
import org.openkifu.ladder.domain.player.PlayerEvent.PromotionPointsChanged;
import org.openkifu.ladder.domain.player.PlayerEvent.RankChanged;
import org.openkifu.ladder.domain.player.PlayerEvent.RatingChanged;
import org.openkifu.ladder.domain.player.PlayerEvent.RecordRederived;
import org.openkifu.ladder.domain.rating.Rating;
import org.openkifu.ladder.domain.rating.RatingPeriods;

class PlayerRecordTest {

    static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");
    static final String ME = "alice";
    static final String YOU = "bob";
    /** Between two commands: three days, so that no three games against the same opponent fall in one week. */
    static final Duration STEP = Duration.ofDays(3);

    /** A record driven through the pure decider and evolver. */
    static final class Record {
        final List<PlayerEvent> events = new ArrayList<>();
        PlayerState state;
        Instant now = T0;
        int games;

        List<PlayerEvent> run(PlayerCommand c) {
            List<PlayerEvent> decided = PlayerDecider.decide(c, state, now);
            decided.forEach(e -> {
                state = PlayerEvolver.evolve(state, e);
                events.add(e);
            });
            now = now.plus(STEP);
            return decided;
        }

        Record ranked(String rank) {
            run(new SetRank(ME, ME, false, Rank.parse(rank)));
            return this;
        }

        List<PlayerEvent> play(FinishedGame g) {
            return run(new RecordGame(ME, "game-events", g, RatingSnapshot.UNRATED));
        }

        FinishedGame even(String winner) {
            return game(winner, FinishedGame.Reason.RESIGNATION, 0, GameType.HO_SUN, "3k", "2k", true, true);
        }

        FinishedGame game(String winner, FinishedGame.Reason reason, int handicap, GameType type, String myRank,
                String yourRank, boolean rated, boolean counts) {
            return new FinishedGame("g" + (++games), FinishedGame.OriginKind.FREE, null, ME, YOU, Rank.parseOrNull(myRank),
                    Rank.parseOrNull(yourRank), 19, "japanese", handicap, type, rated, counts, winner, reason, null, 150, now);
        }
    }

    @Test
    void aPlayerSetsTheirStartingRankOnceThenOnlyAnAdministratorCan() {
        Record r = new Record().ranked("5k");
        assertThat(r.state.points()).isEqualTo(PromotionPoints.startingAt(Rank.parse("5k")));
        assertThat(refusal(r, new SetRank(ME, ME, false, Rank.parse("1d")))).isEqualTo(LadderRuleViolation.RANK_ALREADY_SET);
        assertThat(refusal(r, new SetRank(ME, YOU, false, Rank.parse("1d")))).isEqualTo(LadderRuleViolation.NOT_AN_ADMIN);
        assertThat(refusal(r, new SetRank(ME, "admin", true, null))).isEqualTo(LadderRuleViolation.INVALID_RANK);
        r.run(new SetRank(ME, "admin", true, Rank.parse("2k")));
        assertThat(r.state.points()).isEqualTo(PromotionPoints.startingAt(Rank.parse("2k")));
    }

    @Test
    void evenRatedGamesMovePointsAndAPromotionIsAnnounced() {
        Record r = new Record().ranked("3k");
        for (int i = 0; i < 9; i++) {
            r.play(r.even(ME));
        }
        assertThat(r.state.points()).isEqualTo(new PromotionPoints(Rank.parse("3k"), 95));
        List<PlayerEvent> tenth = r.play(r.even(ME));
        assertThat(tenth).hasSize(4);
        assertThat(tenth.get(0)).isInstanceOf(GameRecorded.class);
        assertThat(tenth.get(1)).isEqualTo(new PromotionPointsChanged(ME, "g10", Rank.parse("2k"), 95, 50, r.now.minus(STEP)));
        assertThat(tenth.get(2)).isEqualTo(new RankChanged(ME, "g10", Rank.parse("3k"), Rank.parse("2k"), r.now.minus(STEP)));
        assertThat(tenth.get(3)).isInstanceOf(RatingChanged.class);
        assertThat(r.state.rank()).isEqualTo(Rank.parse("2k"));
        assertThat(r.state.games()).hasSize(10);
        // Jung-sun is an even game too
        r.play(r.game(YOU, FinishedGame.Reason.TIMEOUT, 0, GameType.JUNG_SUN, "2k", "1k", true, true));
        assertThat(r.state.points().points()).isEqualTo(45);
    }

    @Test
    void handicapGamesGuestsUnratedVoidAndTooShortGamesMoveNoPoints() {
        Record r = new Record().ranked("3k");
        List<FinishedGame> excluded = List.of(
                r.game(ME, FinishedGame.Reason.RESIGNATION, 4, GameType.HANDICAP, "3k", "1d", true, true),
                r.game(ME, FinishedGame.Reason.RESIGNATION, 0, GameType.HO_SUN, "3k", null, true, true),
                r.game(ME, FinishedGame.Reason.RESIGNATION, 0, GameType.HO_SUN, "3k", "3k", false, true),
                r.game(ME, FinishedGame.Reason.RESIGNATION, 0, GameType.HO_SUN, "3k", "3k", true, false),
                r.game(null, FinishedGame.Reason.VOID, 0, GameType.HO_SUN, "3k", "3k", true, true),
                r.game(ME, FinishedGame.Reason.CANCELLED, 0, GameType.HO_SUN, "3k", "3k", true, true),
                r.game(null, FinishedGame.Reason.SCORE, 0, GameType.HO_SUN, "3k", "3k", true, true),
                r.game(ME, FinishedGame.Reason.RESIGNATION, 0, null, "3k", "3k", true, true));
        for (FinishedGame g : excluded) {
            List<PlayerEvent> events = r.play(g);
            assertThat(events).filteredOn(e -> e instanceof PromotionPointsChanged).as(g.toString()).isEmpty();
        }
        assertThat(r.state.points()).isEqualTo(PromotionPoints.startingAt(Rank.parse("3k")));
        assertThat(r.state.games()).hasSize(excluded.size());
        // a guest (no rank of their own yet) has no points either, though their games are recorded
        Record guest = new Record();
        guest.play(guest.even(ME));
        assertThat(guest.state.rank()).isNull();
        assertThat(guest.state.games()).hasSize(1);
    }

    @Test
    void ratingsMoveInRatedEvenGamesOnlyAndKeepTheirHistory() {
        Record r = new Record().ranked("3k");
        r.play(r.even(ME));
        Rating afterWin = r.state.rating();
        assertThat(afterWin.rating()).isGreaterThan(1500);
        assertThat(afterWin.deviation()).isLessThan(350);
        r.play(r.game(ME, FinishedGame.Reason.RESIGNATION, 5, GameType.HANDICAP, "3k", "2d", true, true));
        r.play(r.game(YOU, FinishedGame.Reason.RESIGNATION, 0, GameType.HO_SUN, "3k", null, true, true));
        assertThat(r.state.games().get("g3").rated()).as("guests are rated: a rating needs no rank").isTrue();
        assertThat(r.state.games().get("g2").rated()).isFalse();
        assertThat(r.state.games().get("g2").ratingAfter()).isEqualTo(afterWin);
        assertThat(r.state.ratingBefore("g3").rating()).isEqualTo(afterWin);
        assertThat(r.state.ratingBefore("unknown")).isEqualTo(r.state.ratingNow());
        assertThat(r.state.lastRatedAt()).isEqualTo(r.state.games().get("g3").endedAt());
    }

    @Test
    void theOpponentsRatingOnTheEveOfTheGameIsUsed() {
        Record strong = new Record();
        Record weak = new Record();
        FinishedGame g = strong.even(ME);
        strong.run(new RecordGame(ME, "x", g, new RatingSnapshot(new Rating(2200, 60, 0.06), T0.minus(Duration.ofDays(1)))));
        weak.run(new RecordGame(ME, "x", g, new RatingSnapshot(new Rating(1000, 60, 0.06), T0.minus(Duration.ofDays(1)))));
        assertThat(strong.state.rating().rating()).isGreaterThan(weak.state.rating().rating());
        assertThat(((GameRecorded) strong.events.get(0)).opponentRating()).isEqualTo(new Rating(2200, 60, 0.06));
    }

    @Test
    void theSameGameDeliveredTwiceChangesNothing() {
        Record r = new Record().ranked("3k");
        FinishedGame g = r.even(ME);
        assertThat(r.play(g)).isNotEmpty();
        PlayerState before = r.state;
        assertThat(r.play(g)).isEmpty();
        assertThat(r.run(new CorrectGame(ME, "x", g))).as("a correction to the same result").isEmpty();
        assertThat(r.state).isEqualTo(before);
    }

    @Test
    void aGameOfSomebodyElseOrACorrectionOfAnUnknownGameIsRefused() {
        Record r = new Record().ranked("3k");
        FinishedGame g = r.even(ME);
        assertThat(refusal(r, new RecordGame("carol", "x", g, null))).isEqualTo(LadderRuleViolation.NOT_IN_GAME);
        assertThat(refusal(r, new CorrectGame(ME, "x", g))).isEqualTo(LadderRuleViolation.GAME_NOT_RECORDED);
        assertThat(refusal(r, new RecordGame(ME, "x", null, null))).isEqualTo(LadderRuleViolation.INVALID_COMMAND);
    }

    @Test
    void aCorrectionRederivesRankPointsAndRatingAsIfTheCorrectedResultHadBeenTheOriginal() {
        Record corrected = new Record().ranked("3k");
        Record original = new Record().ranked("3k");
        List<FinishedGame> games = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            games.add(corrected.even(ME));
            corrected.now = corrected.now.plus(STEP); // games days apart: every one counts for points (fair play)
        }
        original.games = corrected.games;
        games.forEach(corrected::play);
        // the first game is later corrected to a loss: the tenth win no longer promotes
        games.add(corrected.even(ME));
        corrected.play(games.get(9));
        assertThat(corrected.state.rank()).isEqualTo(Rank.parse("2k"));

        FinishedGame firstAsLoss = games.get(0).withResult(YOU, FinishedGame.Reason.RESIGNATION, null);
        List<PlayerEvent> events = corrected.run(new CorrectGame(ME, "x", firstAsLoss));
        assertThat(events).hasSize(2);
        assertThat(events.get(1)).isInstanceOf(RecordRederived.class);

        original.now = T0.plus(STEP);
        original.play(firstAsLoss);
        games.subList(1, 10).forEach(original::play);
        assertThat(corrected.state.points()).isEqualTo(original.state.points()).isEqualTo(new PromotionPoints(Rank.parse("3k"), 90));
        assertThat(corrected.state.rating()).isEqualTo(original.state.rating());
        assertThat(corrected.state.games().values()).containsExactlyElementsOf(original.state.games().values());
        RecordRederived summary = (RecordRederived) events.get(1);
        assertThat(summary.rank()).isEqualTo(Rank.parse("3k"));
        assertThat(summary.points()).isEqualTo(90);
        assertThat(summary.rating()).isEqualTo(original.state.rating());
        // void: the game no longer counts at all
        corrected.run(new CorrectGame(ME, "x", games.get(0).withResult(null, FinishedGame.Reason.VOID, null)));
        assertThat(corrected.state.games().get("g1").outcome()).isEqualTo(Outcome.NONE);
        assertThat(corrected.state.points().points()).isEqualTo(95);
    }

    @Test
    void anUnknownPlayerIsAGuestAtTheInitialRating() {
        Record r = new Record();
        r.play(r.game(null, FinishedGame.Reason.VOID, 0, GameType.HO_SUN, null, null, true, true));
        assertThat(r.state.rating()).isEqualTo(RatingPeriods.INITIAL);
        assertThat(r.state.lastRatedAt()).isNull();
    }

    private static String refusal(Record r, PlayerCommand c) {
        LadderRuleViolation v = catchThrowableOfType(() -> PlayerDecider.decide(c, r.state, r.now), LadderRuleViolation.class);
        assertThat(v).isNotNull();
        return v.code();
    }
}
