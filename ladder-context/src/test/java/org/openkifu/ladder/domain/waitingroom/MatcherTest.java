package org.openkifu.ladder.domain.waitingroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.TimeControl;

class MatcherTest {

    static final Instant T0 = Instant.parse("2026-05-01T18:00:00Z");
    static final GameSettings NINE = new GameSettings(9, "japanese", TimeControl.absolute(10), true);
    static final GameSettings NINE_FREE = new GameSettings(9, "japanese", TimeControl.absolute(10), false);

    static MatchRequest request(String id, String user, String rank, RankRange range, int minutesAfterT0) {
        return request(id, user, rank, range, minutesAfterT0, NINE);
    }

    static MatchRequest request(String id, String user, String rank, RankRange range, int minutesAfterT0, GameSettings s) {
        Instant at = T0.plus(Duration.ofMinutes(minutesAfterT0));
        return new MatchRequest(id, user, Rank.parseOrNull(rank), s, range, at, at.plus(Duration.ofHours(1)),
                MatchRequest.Status.WAITING, null);
    }

    @Test
    void theClosestRankWins() {
        MatchRequest me = request("me", "ann", "3k", RankRange.ANY, 10);
        List<MatchRequest> waiting = List.of(request("a", "u1", "8k", RankRange.ANY, 0), request("b", "u2", "1d", RankRange.ANY, 1),
                request("c", "u3", "4k", RankRange.ANY, 2), request("d", "u4", null, RankRange.ANY, 3));
        assertThat(Matcher.partnerFor(me, waiting, T0.plus(Duration.ofMinutes(10)))).map(MatchRequest::requestId).contains("c");
    }

    @Test
    void onATieTheOldestRequestWins() {
        MatchRequest me = request("me", "ann", "3k", RankRange.ANY, 10);
        List<MatchRequest> waiting = List.of(request("late", "u1", "2k", RankRange.ANY, 5), request("early", "u2", "4k", RankRange.ANY, 1),
                request("mid", "u3", "4k", RankRange.ANY, 3));
        assertThat(Matcher.partnerFor(me, waiting, T0.plus(Duration.ofMinutes(10)))).map(MatchRequest::requestId).contains("early");
    }

    @Test
    void unrankedPlayersComeLast() {
        MatchRequest me = request("me", "ann", "3k", RankRange.ANY, 10);
        List<MatchRequest> waiting = List.of(request("guest", "u1", null, RankRange.ANY, 0), request("far", "u2", "9d", RankRange.ANY, 5));
        assertThat(Matcher.partnerFor(me, waiting, T0.plus(Duration.ofMinutes(10)))).map(MatchRequest::requestId).contains("far");
        assertThat(Matcher.partnerFor(me, List.of(waiting.get(0)), T0.plus(Duration.ofMinutes(10)))).map(MatchRequest::requestId)
                .contains("guest");
    }

    @Test
    void incompatibleRequestsNeverMatch() {
        Instant now = T0.plus(Duration.ofMinutes(10));
        MatchRequest me = request("me", "ann", "3k", new RankRange(Rank.parse("5k"), Rank.parse("1k")), 10);
        assertThat(Matcher.partnerFor(me, List.of(request("x", "u1", "3k", RankRange.ANY, 0, NINE_FREE)), now))
                .as("other settings").isEmpty();
        assertThat(Matcher.partnerFor(me, List.of(request("x", "u1", "1d", RankRange.ANY, 0)), now)).as("outside my range").isEmpty();
        assertThat(Matcher.partnerFor(me, List.of(request("x", "u1", "2k", new RankRange(Rank.parse("2d"), null), 0)), now))
                .as("I am outside theirs").isEmpty();
        assertThat(Matcher.partnerFor(me, List.of(request("x", "u1", null, RankRange.ANY, 0)), now)).as("unranked vs a range").isEmpty();
        assertThat(Matcher.partnerFor(me, List.of(request("x", "ann", "3k", RankRange.ANY, 0)), now)).as("myself").isEmpty();
        assertThat(Matcher.partnerFor(me, List.of(request("x", "u1", "3k", RankRange.ANY, -61)), now)).as("expired").isEmpty();
        MatchRequest matched = request("x", "u1", "3k", RankRange.ANY, 0).with(MatchRequest.Status.MATCHED, "m");
        assertThat(Matcher.partnerFor(me, List.of(matched), now)).as("already matched").isEmpty();
    }

    @TestFactory
    Stream<DynamicTest> pairingAWholePoolPairsEachRequestAtMostOnceAndOnlyCompatibleOnes() {
        return IntStream.range(0, 50).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
            Random random = new Random(seed);
            List<MatchRequest> pool = new ArrayList<>();
            for (int i = 0; i < 5 + random.nextInt(25); i++) {
                String rank = random.nextInt(8) == 0 ? null : Rank.ofValue(random.nextInt(30)).toString();
                RankRange range = random.nextBoolean() || rank == null ? RankRange.ANY : RankRange.around(Rank.parse(rank), random.nextInt(5));
                pool.add(request("r" + i, "u" + random.nextInt(12), rank, range, random.nextInt(90), random.nextInt(4) == 0 ? NINE_FREE : NINE));
            }
            Instant now = T0.plus(Duration.ofMinutes(60));
            List<Matcher.Pair> pairs = Matcher.pairAll(pool, now);
            Set<String> seen = new HashSet<>();
            for (Matcher.Pair pair : pairs) {
                assertThat(seen.add(pair.waiting().requestId())).isTrue();
                assertThat(seen.add(pair.newcomer().requestId())).isTrue();
                assertThat(Matcher.compatible(pair.waiting(), pair.newcomer(), now)).isTrue();
            }
            // nothing compatible is left unpaired
            List<MatchRequest> left = pool.stream().filter(r -> !seen.contains(r.requestId())).toList();
            for (MatchRequest a : left) {
                for (MatchRequest b : left) {
                    assertThat(a != b && Matcher.compatible(a, b, now)).as(a + " / " + b).isFalse();
                }
            }
        }));
    }
}
