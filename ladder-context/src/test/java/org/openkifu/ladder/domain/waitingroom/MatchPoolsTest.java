package org.openkifu.ladder.domain.waitingroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand.CancelMatchRequest;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand.ExpireMatchRequests;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand.RequestMatch;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent.MatchMade;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent.MatchRequestExpired;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent.MatchRequested;

class MatchPoolsTest {

    static final Instant T0 = Instant.parse("2026-05-01T18:00:00Z");
    static final GameSettings SETTINGS = new GameSettings(13, "japanese", TimeControl.japanese(5, 3, 30), true);
    static final String POOL = MatchPools.poolIdFor(SETTINGS);

    private final List<MatchPoolEvent> events = new ArrayList<>();
    private MatchPoolState state;
    private Instant now = T0;

    private List<MatchPoolEvent> run(MatchPoolCommand c) {
        List<MatchPoolEvent> decided = MatchPools.decide(c, state, now);
        decided.forEach(e -> {
            state = MatchPools.evolve(state, e);
            events.add(e);
        });
        now = now.plusSeconds(60);
        return decided;
    }

    private List<MatchPoolEvent> find(String requestId, String user, String rank, RankRange range) {
        return run(new RequestMatch(POOL, requestId, user, Rank.parseOrNull(rank), SETTINGS, range, null));
    }

    private String refusal(MatchPoolCommand c) {
        LadderRuleViolation v = catchThrowableOfType(() -> MatchPools.decide(c, state, now), LadderRuleViolation.class);
        assertThat(v).isNotNull();
        return v.code();
    }

    @Test
    void equalSettingsShareAPool() {
        assertThat(POOL).isEqualTo("pool-13-japanese-JAPANESE_BYOYOMI-300-3-30-0-0-rated");
        assertThat(MatchPools.poolIdFor(new GameSettings(13, "japanese", TimeControl.japanese(5, 3, 30), false))).isNotEqualTo(POOL);
    }

    @Test
    void aRequestWaitsUntilACompatiblePlayerArrivesAndIsThenMatchedAtOnce() {
        assertThat(find("r1", "ann", "3k", RankRange.ANY)).hasSize(1).first().isInstanceOf(MatchRequested.class);
        assertThat(find("r2", "bob", "9k", new RankRange(Rank.parse("12k"), Rank.parse("6k")))).hasSize(1);
        List<MatchPoolEvent> third = find("r3", "cid", "2k", RankRange.ANY);
        assertThat(third).hasSize(2);
        MatchMade made = (MatchMade) third.get(1);
        assertThat(made).isEqualTo(new MatchMade(POOL, "r3", "match/" + POOL + "/r3", "r1", "ann", Rank.parse("3k"), "r3", "cid",
                Rank.parse("2k"), 13, "japanese", TimeControl.japanese(5, 3, 30), true, GameType.JUNG_SUN, 0, made.at()));
        assertThat(state.requests().get("r1").status()).isEqualTo(MatchRequest.Status.MATCHED);
        assertThat(state.waitingAt(now)).extracting(MatchRequest::requestId).containsExactly("r2");
        // a handicap pairing records the expected stones for display
        MatchMade handicap = (MatchMade) find("r4", "dee", "6k", RankRange.ANY).stream()
                .filter(e -> e instanceof MatchMade).findFirst().orElseThrow();
        assertThat(handicap.waitingUserId()).isEqualTo("bob");
        assertThat(handicap.expectedGameType()).isEqualTo(GameType.HANDICAP);
        assertThat(handicap.expectedHandicap()).isEqualTo(3);
    }

    @Test
    void aRequestIsMatchedAtMostOnce() {
        find("r1", "ann", "3k", RankRange.ANY);
        find("r2", "bob", "3k", RankRange.ANY);
        assertThat(find("r2", "bob", "3k", RankRange.ANY)).as("the same request again").isEmpty();
        assertThat(find("r3", "cid", "3k", RankRange.ANY)).as("nobody left to pair with").hasSize(1);
        assertThat(events.stream().filter(e -> e instanceof MatchMade)).hasSize(1);
        assertThat(refusal(new CancelMatchRequest(POOL, "r1", "ann"))).isEqualTo(LadderRuleViolation.MATCH_REQUEST_CLOSED);
    }

    @Test
    void onePlayerWaitsOncePerPool() {
        find("r1", "ann", "3k", new RankRange(Rank.parse("1d"), null));
        assertThat(refusal(new RequestMatch(POOL, "r2", "ann", Rank.parse("3k"), SETTINGS, null, null)))
                .isEqualTo(LadderRuleViolation.ALREADY_WAITING);
        assertThat(refusal(new RequestMatch(POOL, "r1", "bob", Rank.parse("3k"), SETTINGS, null, null)))
                .isEqualTo(LadderRuleViolation.INVALID_COMMAND);
        assertThat(refusal(new RequestMatch("pool-other", "r9", "bob", null, SETTINGS, null, null)))
                .isEqualTo(LadderRuleViolation.WRONG_POOL);
    }

    @Test
    void requestsExpireAndCanBeCancelledByTheirOwner() {
        find("r1", "ann", "3k", new RankRange(Rank.parse("1d"), null));
        find("r2", "bob", "3k", new RankRange(Rank.parse("1d"), null));
        assertThat(refusal(new CancelMatchRequest(POOL, "r2", "ann"))).isEqualTo(LadderRuleViolation.MATCH_REQUEST_NOT_FOUND);
        assertThat(run(new CancelMatchRequest(POOL, "r2", "bob"))).hasSize(1);
        assertThat(run(new CancelMatchRequest(POOL, "r2", "bob"))).isEmpty();
        assertThat(run(new ExpireMatchRequests(POOL, "sweep"))).isEmpty();
        now = T0.plus(MatchPools.DEFAULT_VALIDITY);
        // an expired request is no partner, even before the sweep has recorded it
        assertThat(find("r3", "cid", "2d", RankRange.ANY)).hasSize(1);
        assertThat(run(new ExpireMatchRequests(POOL, "sweep"))).containsExactly(
                new MatchRequestExpired(POOL, "r1", "ann", now.minusSeconds(60)));
        // and its player may ask again
        assertThat(find("r4", "ann", "3k", RankRange.ANY)).hasSize(2);
    }
}
