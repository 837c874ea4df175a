package org.openkifu.ladder.domain.player;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.rating.Rating;

/**
 * Ratings are a fold of results: a correction in the middle of a chain of 20 rated games among four players, carried
 * down the chain by {@link RatingChain}, leaves every record with the ratings a fresh fold of the corrected history
 * gives, computed here by an independent implementation of Glickman's formulas and the rating-period rule.
 */
class RatingChainTest {

    static final Instant T0 = Instant.parse("2026-02-01T08:00:00Z");
    static final String[] PLAYERS = {"ann", "ben", "cid", "dot"};

    @Test
    void aCorrectionInTheMiddleOfTwentyGamesGivesTheRatingsOfAFreshFold() {
        Random random = new Random(20);
        List<FinishedGame> games = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            int a = random.nextInt(4);
            int b = (a + 1 + random.nextInt(3)) % 4;
            int pick = random.nextInt(3);
            String winner = pick == 0 ? PLAYERS[a] : pick == 1 ? PLAYERS[b] : null;
            games.add(game("g" + i, PLAYERS[a], PLAYERS[b], winner, T0.plus(Duration.ofHours(7L * i))));
        }
        Map<String, List<PlayerEvent>> events = new HashMap<>();
        Map<String, PlayerState> records = new LinkedHashMap<>();
        for (FinishedGame g : games) {
            for (String user : List.of(g.blackUserId(), g.whiteUserId())) {
                PlayerState opponent = records.get(g.opponentOf(user));
                run(records, events, new PlayerCommand.RecordGame(user, "game-events", g,
                        opponent == null ? RatingSnapshot.UNRATED : opponent.ratingBefore(g.gameId())), g.endedAt());
            }
        }
        assertRatingsEqual(records, Reference.fold(games));

        // game 10 is corrected: its winner lost (or its draw becomes a win for Black)
        FinishedGame original = games.get(9);
        String newWinner = original.winnerUserId() == null || original.winnerUserId().equals(original.whiteUserId())
                ? original.blackUserId() : original.whiteUserId();
        FinishedGame corrected = original.withResult(newWinner, FinishedGame.Reason.RESIGNATION, null);
        games.set(9, corrected);
        Instant now = T0.plus(Duration.ofDays(30));
        for (String user : List.of(corrected.blackUserId(), corrected.whiteUserId())) {
            run(records, events, new PlayerCommand.CorrectGame(user, "admin", corrected), now);
        }
        Map<String, Rating> fresh = Reference.fold(games);
        assertThat(PLAYERS).as("the two records alone are not enough: a later opponent was rated against a changed rating")
                .anyMatch(p -> Math.abs(records.get(p).rating().rating() - fresh.get(p).rating()) > 1e-6);

        int rounds = 0;
        for (var revisions = RatingChain.revisions(records); !revisions.isEmpty(); revisions = RatingChain.revisions(records)) {
            assertThat(++rounds).as("each round fixes the earliest wrong game").isLessThanOrEqualTo(20);
            for (var r : revisions.entrySet()) {
                run(records, events, new PlayerCommand.ReviseOpponentRatings(r.getKey(), "system:ladder",
                        corrected.gameId(), r.getValue()), now);
            }
        }
        assertRatingsEqual(records, fresh);

        // the history shows it: the two players' corrections, and a revision naming the corrected game elsewhere
        List<String> revisedPlayers = new ArrayList<>();
        events.forEach((user, list) -> list.stream().filter(PlayerEvent.OpponentRatingsRevised.class::isInstance)
                .map(PlayerEvent.OpponentRatingsRevised.class::cast)
                .forEach(e -> {
                    assertThat(e.causeGameId()).isEqualTo(corrected.gameId());
                    revisedPlayers.add(user);
                }));
        assertThat(revisedPlayers).isNotEmpty();
        assertThat(events.get(corrected.blackUserId())).anyMatch(PlayerEvent.GameResultCorrected.class::isInstance);
        // a revision repeated changes nothing
        for (String p : PLAYERS) {
            assertThat(PlayerDecider.decide(new PlayerCommand.ReviseOpponentRatings(p, "system:ladder",
                    corrected.gameId(), opponentRatingsNow(records, p)), records.get(p), now)).isEmpty();
        }
    }

    private static Map<String, RatingSnapshot> opponentRatingsNow(Map<String, PlayerState> records, String user) {
        Map<String, RatingSnapshot> now = new HashMap<>();
        for (GameEntry g : records.get(user).games().values()) {
            now.put(g.gameId(), records.get(g.opponentUserId()).ratingBefore(g.gameId()));
        }
        return now;
    }

    private static void assertRatingsEqual(Map<String, PlayerState> records, Map<String, Rating> expected) {
        for (String p : PLAYERS) {
            Rating actual = records.get(p).rating();
            assertThat(actual.rating()).as(p + " rating").isCloseTo(expected.get(p).rating(), within(1e-8));
            assertThat(actual.deviation()).as(p + " deviation").isCloseTo(expected.get(p).deviation(), within(1e-8));
            assertThat(actual.volatility()).as(p + " volatility").isCloseTo(expected.get(p).volatility(), within(1e-10));
        }
    }

    private static void run(Map<String, PlayerState> records, Map<String, List<PlayerEvent>> events, PlayerCommand c,
            Instant at) {
        PlayerState s = records.get(c.userId());
        for (PlayerEvent e : PlayerDecider.decide(c, s, at)) {
            s = PlayerEvolver.evolve(s, e);
            events.computeIfAbsent(c.userId(), k -> new ArrayList<>()).add(e);
        }
        records.put(c.userId(), s);
    }

    private static FinishedGame game(String id, String black, String white, String winner, Instant end) {
        return new FinishedGame(id, FinishedGame.OriginKind.FREE, null, black, white, null, null, 19, "japanese", 0,
                GameType.HO_SUN, true, true, winner, winner == null ? FinishedGame.Reason.SCORE
                        : FinishedGame.Reason.RESIGNATION, winner == null ? 0.0 : null, 150, end);
    }

    /**
     * An independent fold of rated games, written from Glickman's "Example of the Glicko-2 system" (steps 1-8, τ = 0.5,
     * ε = 0.000001, Illinois iteration) and docs/ratings.md's period rule: each game is one period for both players,
     * each deviation first grown by one idle period per day since the player's last rated game, capped at 350.
     */
    static final class Reference {
        static final double Q = 173.7178;
        static final double TAU = 0.5;

        record State(double r, double rd, double sigma, Instant last) {
        }

        static Map<String, Rating> fold(List<FinishedGame> games) {
            Map<String, State> states = new HashMap<>();
            for (FinishedGame g : games) {
                State b = states.getOrDefault(g.blackUserId(), new State(1500, 350, 0.06, null));
                State w = states.getOrDefault(g.whiteUserId(), new State(1500, 350, 0.06, null));
                State bPre = grown(b, g.endedAt());
                State wPre = grown(w, g.endedAt());
                double scoreBlack = g.winnerUserId() == null ? 0.5 : g.winnerUserId().equals(g.blackUserId()) ? 1 : 0;
                states.put(g.blackUserId(), period(bPre, wPre, scoreBlack, g.endedAt()));
                states.put(g.whiteUserId(), period(wPre, bPre, 1 - scoreBlack, g.endedAt()));
            }
            Map<String, Rating> ratings = new HashMap<>();
            states.forEach((p, s) -> ratings.put(p, new Rating(s.r(), s.rd(), s.sigma())));
            return ratings;
        }

        static State grown(State s, Instant at) {
            if (s.last() == null) {
                return s;
            }
            double days = (double) Duration.between(s.last(), at).toMillis() / Duration.ofDays(1).toMillis();
            double phi = s.rd() / Q;
            double rd = Math.min(350, Q * Math.sqrt(phi * phi + days * s.sigma() * s.sigma()));
            return new State(s.r(), rd, s.sigma(), s.last());
        }

        static State period(State me, State them, double score, Instant at) {
            double mu = (me.r() - 1500) / Q;
            double phi = me.rd() / Q;
            double muJ = (them.r() - 1500) / Q;
            double phiJ = them.rd() / Q;
            double g = 1 / Math.sqrt(1 + 3 * phiJ * phiJ / (Math.PI * Math.PI));
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            double v = 1 / (g * g * e * (1 - e));
            double delta = v * g * (score - e);
            double a = Math.log(me.sigma() * me.sigma());
            double bigA = a;
            double bigB;
            if (delta * delta > phi * phi + v) {
                bigB = Math.log(delta * delta - phi * phi - v);
            } else {
                int k = 1;
                while (f(a - k * TAU, delta, phi, v, a) < 0) {
                    k++;
                }
                bigB = a - k * TAU;
            }
            double fA = f(bigA, delta, phi, v, a);
            double fB = f(bigB, delta, phi, v, a);
            while (Math.abs(bigB - bigA) > 0.000001) {
                double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
                double fC = f(bigC, delta, phi, v, a);
                if (fC * fB <= 0) {
                    bigA = bigB;
                    fA = fB;
                } else {
                    fA = fA / 2;
                }
                bigB = bigC;
                fB = fC;
            }
            double sigma = Math.exp(bigA / 2);
            double phiStar = Math.sqrt(phi * phi + sigma * sigma);
            double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
            double muNew = mu + phiNew * phiNew * g * (score - e);
            return new State(Q * muNew + 1500, Math.min(350, Q * phiNew), sigma, at);
        }

        static double f(double x, double delta, double phi, double v, double a) {
            double ex = Math.exp(x);
            return ex * (delta * delta - phi * phi - v - ex) / (2 * Math.pow(phi * phi + v + ex, 2))
                    - (x - a) / (TAU * TAU);
        }
    }
}
