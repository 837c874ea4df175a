package org.openkifu.ladder.domain.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class Glicko2Test {

    /** Glickman, "Example of the Glicko-2 system": player 1500/200/0.06 against three opponents, τ = 0.5. */
    @Test
    void glickmansWorkedExample() {
        Rating player = new Rating(1500, 200, 0.06);
        List<Glicko2.Game> games = List.of(new Glicko2.Game(new Rating(1400, 30, 0.06), 1),
                new Glicko2.Game(new Rating(1550, 100, 0.06), 0), new Glicko2.Game(new Rating(1700, 300, 0.06), 0));
        Glicko2.Update update = Glicko2.rateWithSteps(player, games, 0.5);
        // the intermediate quantities the paper prints, v = 1.7785 and Δ = -0.4834, come from g and E rounded to four
        // places; unrounded they are 1.77898 and -0.48393
        assertThat(update.variance()).isCloseTo(1.7785, within(0.001)).isCloseTo(1.77898, within(0.00001));
        assertThat(update.improvement()).isCloseTo(-0.4834, within(0.001)).isCloseTo(-0.48393, within(0.00001));
        // μ' = -0.2069 and φ' = 0.8722 on the Glicko-2 scale
        assertThat((update.rating().rating() - 1500) / Glicko2.SCALE).isCloseTo(-0.2069, within(0.00005));
        assertThat(update.rating().deviation() / Glicko2.SCALE).isCloseTo(0.8722, within(0.00005));
        // r' = 1464.06 (1464.05 unrounded), RD' = 151.52, σ' = 0.05999
        assertThat(update.rating().rating()).isCloseTo(1464.06, within(0.01));
        assertThat(update.rating().deviation()).isCloseTo(151.52, within(0.005));
        assertThat(update.rating().volatility()).isCloseTo(0.05999, within(0.00001));
        assertThat(Glicko2.rate(player, games)).isEqualTo(update.rating());
    }

    @Test
    void aPeriodWithoutGamesOnlyGrowsTheDeviation() {
        Rating r = new Rating(1700, 100, 0.06);
        Rating idle = Glicko2.idle(r);
        assertThat(idle.rating()).isEqualTo(1700);
        assertThat(idle.volatility()).isEqualTo(0.06);
        assertThat(idle.deviation()).isCloseTo(Math.sqrt(100 * 100 + Math.pow(0.06 * Glicko2.SCALE, 2)), within(1e-9));
        assertThat(Glicko2.rate(r, List.of())).isEqualTo(idle);
    }

    @Test
    void theDeviationGrowsOnePeriodPerIdleDayUpTo350() {
        Rating r = new Rating(1600, 60, 0.06);
        Instant last = Instant.parse("2026-01-01T00:00:00Z");
        assertThat(RatingPeriods.before(r, last, last)).isEqualTo(r);
        assertThat(RatingPeriods.before(r, null, last.plus(Duration.ofDays(900)))).as("never rated: nothing to grow").isEqualTo(r);
        double tenDays = RatingPeriods.before(r, last, last.plus(Duration.ofDays(10))).deviation();
        assertThat(tenDays).isCloseTo(Math.sqrt(60 * 60 + 10 * Math.pow(0.06 * Glicko2.SCALE, 2)), within(1e-6));
        assertThat(RatingPeriods.before(r, last, last.plus(Duration.ofDays(365 * 5))).deviation()).isEqualTo(350);
        assertThat(RatingPeriods.before(r, last, last.plus(Duration.ofDays(10))).rating()).isEqualTo(1600);
    }

    @Test
    void theInitialRatingIsGlickmansDefault() {
        assertThat(RatingPeriods.INITIAL).isEqualTo(new Rating(1500, 350, 0.06));
        assertThat(Glicko2.TAU).isEqualTo(0.5);
    }

    @TestFactory
    Stream<DynamicTest> theWinnerRisesTheLoserFallsAndTheDeviationShrinks() {
        return IntStream.range(0, 200).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
            Random random = new Random(seed);
            // a realistic pool: ratings within 300 of each other, volatilities near the default
            Rating a = new Rating(1200 + random.nextDouble() * 600, 100 + random.nextDouble() * 250,
                    0.04 + random.nextDouble() * 0.04);
            Rating b = new Rating(a.rating() + (random.nextDouble() - 0.5) * 600, 30 + random.nextDouble() * 270,
                    0.04 + random.nextDouble() * 0.04);
            Rating winner = Glicko2.rate(a, List.of(new Glicko2.Game(b, 1)));
            Rating loser = Glicko2.rate(b, List.of(new Glicko2.Game(a, 0)));
            assertThat(winner.rating()).isGreaterThan(a.rating());
            assertThat(loser.rating()).isLessThan(b.rating());
            // a game always tells more than the pre-game deviation (grown by the new volatility) knew
            assertThat(winner.deviation()).isLessThan(Math.hypot(a.deviation(), winner.volatility() * Glicko2.SCALE));
            // and, for players not yet very certain, the deviation shrinks outright
            assertThat(winner.deviation()).isLessThan(a.deviation());
            Rating lost = Glicko2.rate(a, List.of(new Glicko2.Game(b, 0)));
            assertThat(lost.deviation()).isLessThan(a.deviation());
        }));
    }

    @TestFactory
    Stream<DynamicTest> aDrawIsSymmetric() {
        return IntStream.range(0, 100).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
            Random random = new Random(1000 + seed);
            double deviation = 50 + random.nextDouble() * 300;
            Rating a = new Rating(1000 + random.nextDouble() * 1000, deviation, 0.06);
            Rating b = new Rating(1000 + random.nextDouble() * 1000, deviation, 0.06);
            Rating aAfter = Glicko2.rate(a, List.of(new Glicko2.Game(b, 0.5)));
            Rating bAfter = Glicko2.rate(b, List.of(new Glicko2.Game(a, 0.5)));
            // with equal deviations the lower-rated player gains exactly what the higher-rated one loses
            assertThat(aAfter.rating() - a.rating()).isCloseTo(-(bAfter.rating() - b.rating()), within(1e-6));
            assertThat(Math.signum(aAfter.rating() - a.rating())).isEqualTo(Math.signum(b.rating() - a.rating()));
            assertThat(aAfter.deviation()).isCloseTo(bAfter.deviation(), within(1e-6));
            // equal players drawing keep their ratings
            Rating same = Glicko2.rate(a, List.of(new Glicko2.Game(a, 0.5)));
            assertThat(same.rating()).isCloseTo(a.rating(), within(1e-9));
        }));
    }

    @Test
    void aPlayerFacingAnUncertainOpponentLearnsLess() {
        Rating me = new Rating(1500, 150, 0.06);
        Rating sure = Glicko2.rate(me, List.of(new Glicko2.Game(new Rating(1500, 30, 0.06), 1)));
        Rating unsure = Glicko2.rate(me, List.of(new Glicko2.Game(new Rating(1500, 350, 0.06), 1)));
        assertThat(sure.rating() - 1500).isGreaterThan(unsure.rating() - 1500);
        assertThat(sure.deviation()).isLessThan(unsure.deviation());
    }

    @Test
    void aGameRatesBothPlayersFromTheirRatingsOnTheEveOfTheGame() {
        Instant at = Instant.parse("2026-02-01T12:00:00Z");
        Rating a = new Rating(1600, 80, 0.06);
        Rating b = new Rating(1550, 120, 0.06);
        Instant aLast = at.minus(Duration.ofDays(30));
        Rating after = RatingPeriods.afterGame(a, aLast, b, null, 1, at);
        Rating expected = Glicko2.rate(RatingPeriods.before(a, aLast, at), List.of(new Glicko2.Game(b, 1)));
        assertThat(after).isEqualTo(expected);
        assertThat(after.rating()).isGreaterThan(1600);
    }
}
