package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openkifu.ladder.domain.LadderCommand.CorrectGameResult;
import org.openkifu.ladder.domain.LadderCommand.IssueChallenge;
import org.openkifu.ladder.domain.LadderCommand.Join;
import org.openkifu.ladder.domain.LadderCommand.Leave;
import org.openkifu.ladder.domain.LadderCommand.LinkChallengeGame;
import org.openkifu.ladder.domain.LadderCommand.RecordGameResult;

/**
 * For random ladders (seeded, so a failure names its seed): a result corrected at any later point gives the same
 * ladder, members and challenges as the same history in which the corrected result was the original one.
 */
class CorrectionPropertyTest {

    private static final String L = LadderScript.LADDER;
    private static final FinishedGame.Reason[] REASONS = {FinishedGame.Reason.RESIGNATION, FinishedGame.Reason.TIMEOUT,
            FinishedGame.Reason.ABANDONMENT, FinishedGame.Reason.SCORE, FinishedGame.Reason.VOID};

    private record Step(LadderCommand command, Instant at) {
    }

    @TestFactory
    Stream<DynamicTest> correctedHistoriesEqualHistoriesWithTheCorrectedResultAsOriginal() {
        return IntStream.range(0, 60).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> check(seed)));
    }

    @Test
    void manyOfTheGeneratedCorrectionsMoveTheLadder() {
        long moved = IntStream.range(0, 60).filter(seed -> check(seed)).count();
        assertThat(moved).as("seeds whose correction changed the standings").isGreaterThanOrEqualTo(15);
    }

    /** @return whether the correction changed the standings (so the comparison was not trivial) */
    private static boolean check(long seed) {
        Random random = new Random(seed);
        LadderSettings settings = new LadderSettings(LadderSettings.JoinPosition.BOTTOM, 1000, 0, 1000, 100, 100, 0, 0,
                LadderSettings.DeclinePolicy.NEVER, random.nextBoolean() ? LadderSettings.WinnerPlacement.MOVE_ABOVE
                        : LadderSettings.WinnerPlacement.SWAP, random.nextInt(3), 0, 30)
                // no limit of games per pair: that rule is decided when a result is recorded, not re-decided by a
                // correction (docs/ratings.md, "Fair play"), and this property is about the re-fold
                .withFairPlay(null, 0, 7);
        List<Step> steps = new ArrayList<>();
        Instant now = LadderScript.T0;
        LadderState state = null;
        steps.add(new Step(new LadderCommand.CreateLadder(L, "orga", true, "random", 9, "japanese", null, true, settings), now));
        state = apply(state, steps.get(0));
        int players = 0;
        int challenges = 0;
        List<Integer> resultSteps = new ArrayList<>();
        for (int i = 0; i < 6 + random.nextInt(6); i++) {
            now = now.plusSeconds(60);
            state = add(steps, state, new Join(L, "u" + (++players), null, null, Map.of()), now);
        }
        for (int i = 0; i < 50; i++) {
            now = now.plus(Duration.ofMinutes(1 + random.nextInt(600)));
            int action = random.nextInt(10);
            List<String> members = state.rungs();
            List<Challenge> open = state.challenges().values().stream().filter(c -> c.status().open()).toList();
            if (action < 4) {
                String a = members.get(random.nextInt(members.size()));
                String b = members.get(random.nextInt(members.size()));
                if (!a.equals(b) && state.openChallengeBetween(a, b).isEmpty()) {
                    String id = "c" + (++challenges);
                    state = add(steps, state, new IssueChallenge(L, id, a, b, null, null), now);
                    state = add(steps, state, new LinkChallengeGame(L, id, "games", "g" + id), now);
                }
            } else if (action < 8 && !open.isEmpty()) {
                Challenge c = open.get(random.nextInt(open.size()));
                resultSteps.add(steps.size());
                state = add(steps, state, new RecordGameResult(L, "games", randomGame(random, c, now)), now);
            } else if (action == 8 && members.size() > 4) {
                state = add(steps, state, new Leave(L, members.get(random.nextInt(members.size()))), now);
            } else if (action == 9) {
                state = add(steps, state, new Join(L, "u" + (++players), null, null, Map.of()), now);
            }
        }
        if (resultSteps.isEmpty()) {
            return false;
        }
        int target = resultSteps.get(random.nextInt(resultSteps.size()));
        FinishedGame recorded = ((RecordGameResult) steps.get(target).command()).game();
        FinishedGame other = differentResult(random, recorded);
        int correctionAt = target + 1 + random.nextInt(steps.size() - target);

        List<Step> corrected = new ArrayList<>(steps);
        Instant correctionTime = correctionAt < steps.size() ? steps.get(correctionAt).at() : now.plusSeconds(60);
        corrected.add(correctionAt, new Step(new CorrectGameResult(L, "games", other), correctionTime));
        List<Step> asOriginal = new ArrayList<>(steps);
        asOriginal.set(target, new Step(new RecordGameResult(L, "games", other), steps.get(target).at()));

        LadderState a = run(corrected);
        LadderState b = run(asOriginal);
        assertThat(a.rungs()).as("standings").isEqualTo(b.rungs());
        assertThat(a.members()).as("members").isEqualTo(b.members());
        // the rungs a challenge records are what the ladder showed when it was issued: history, not standings
        assertThat(outcomes(a)).as("challenges").isEqualTo(outcomes(b));
        assertThat(LadderEvolver.fold(a.history()).rungs()).as("re-folding the stored events").isEqualTo(a.rungs());
        return !run(steps).rungs().equals(a.rungs());
    }

    /** Every challenge without the rungs it recorded when issued. */
    static Map<String, List<Object>> outcomes(LadderState s) {
        Map<String, List<Object>> out = new java.util.LinkedHashMap<>();
        s.challenges().forEach((id, c) -> out.put(id, java.util.Arrays.asList(c.challengerUserId(), c.defenderUserId(),
                c.issuedAt(), c.status(), c.gameId(), c.result())));
        return out;
    }

    private static FinishedGame randomGame(Random random, Challenge c, Instant now) {
        int pick = random.nextInt(3);
        String winner = pick == 0 ? c.challengerUserId() : pick == 1 ? c.defenderUserId() : null;
        FinishedGame.Reason reason = winner == null ? (random.nextBoolean() ? FinishedGame.Reason.SCORE : FinishedGame.Reason.VOID)
                : REASONS[random.nextInt(3)];
        return new FinishedGame("g" + c.challengeId(), FinishedGame.OriginKind.LADDER_CHALLENGE,
                RequestIds.forChallenge(L, c.challengeId()), c.challengerUserId(), c.defenderUserId(), null, null, 9,
                "japanese", 0, GameType.HO_SUN, true, random.nextInt(10) > 0, winner, reason, null, 80, now);
    }

    private static FinishedGame differentResult(Random random, FinishedGame g) {
        while (true) {
            int pick = random.nextInt(3);
            String winner = pick == 0 ? g.blackUserId() : pick == 1 ? g.whiteUserId() : null;
            FinishedGame.Reason reason = winner == null ? FinishedGame.Reason.SCORE : REASONS[random.nextInt(3)];
            FinishedGame other = g.withResult(winner, reason, null);
            if (!java.util.Objects.equals(other.winnerUserId(), g.winnerUserId()) || other.reason() != g.reason()) {
                return other;
            }
        }
    }

    private static LadderState add(List<Step> steps, LadderState state, LadderCommand command, Instant at) {
        Step step = new Step(command, at);
        steps.add(step);
        return apply(state, step);
    }

    private static LadderState apply(LadderState state, Step step) {
        for (LadderEvent e : LadderDecider.decide(step.command(), state, step.at())) {
            state = LadderEvolver.evolve(state, e);
        }
        return state;
    }

    private static LadderState run(List<Step> steps) {
        LadderState state = null;
        for (Step step : steps) {
            state = apply(state, step);
        }
        return state;
    }
}
