package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openkifu.ladder.domain.LadderCommand.CorrectGameResult;
import org.openkifu.ladder.domain.LadderCommand.CreateLadder;
import org.openkifu.ladder.domain.LadderCommand.IssueChallenge;
import org.openkifu.ladder.domain.LadderCommand.Join;
import org.openkifu.ladder.domain.LadderCommand.LinkChallengeGame;
import org.openkifu.ladder.domain.LadderCommand.RecordGameResult;

/**
 * A ladder driven through the pure decider and evolver, as the aggregate would: every command is decided at the
 * script's clock and its events are folded in. Histories made this way are real histories, not hand-written ones.
 */
public final class LadderScript {

    public static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    public static final String LADDER = "l1";
    public static final String ORGANIZER = "orga";

    private final List<LadderEvent> events = new ArrayList<>();
    private LadderState state;
    private Instant now = T0;
    private int challenges;

    public static LadderScript ladder() {
        return ladder(LadderSettings.defaults());
    }

    public static LadderScript ladder(LadderSettings settings) {
        LadderScript s = new LadderScript();
        s.run(new CreateLadder(LADDER, ORGANIZER, true, "19x19 ladder", 19, "japanese", TimeControl.japanese(30, 5, 30),
                true, settings));
        return s;
    }

    /** A ladder with players p1 (top) .. pN, each joined a minute apart. */
    public static LadderScript withPlayers(int n, LadderSettings settings) {
        LadderScript s = ladder(settings);
        for (int i = 1; i <= n; i++) {
            s.join("p" + i);
        }
        return s;
    }

    public static String p(int i) {
        return "p" + i;
    }

    public List<LadderEvent> run(LadderCommand command) {
        List<LadderEvent> decided = LadderDecider.decide(command, state, now);
        for (LadderEvent e : decided) {
            state = LadderEvolver.evolve(state, e);
            events.add(e);
        }
        return decided;
    }

    public LadderRuleViolation refused(LadderCommand command) {
        LadderRuleViolation v = catchThrowableOfType(() -> LadderDecider.decide(command, state, now), LadderRuleViolation.class);
        assertThat(v).as("refusal of " + command).isNotNull();
        return v;
    }

    public LadderScript after(Duration d) {
        now = now.plus(d);
        return this;
    }

    public LadderScript join(String user) {
        after(Duration.ofMinutes(1));
        run(new Join(LADDER, user, Rank.parse("5k"), null, Map.of()));
        return this;
    }

    /** Issues a challenge with a fresh id (c1, c2, ...) and links its game (g-c1, ...). */
    public String challenge(String challenger, String defender) {
        String id = "c" + (++challenges);
        after(Duration.ofMinutes(1));
        run(issue(id, challenger, defender));
        run(new LinkChallengeGame(LADDER, id, "game-service", gameOf(id)));
        return id;
    }

    public static IssueChallenge issue(String id, String challenger, String defender) {
        return new IssueChallenge(LADDER, id, challenger, defender, Rank.parse("5k"), Rank.parse("4k"));
    }

    public static String gameOf(String challengeId) {
        return "g-" + challengeId;
    }

    /** The finished game of a challenge: the challenger took Black. {@code winner} null = jigo. */
    public FinishedGame game(String challengeId, String winner, FinishedGame.Reason reason) {
        Challenge c = state.challenge(challengeId);
        return new FinishedGame(gameOf(challengeId), FinishedGame.OriginKind.LADDER_CHALLENGE,
                RequestIds.forChallenge(LADDER, challengeId), c.challengerUserId(), c.defenderUserId(), Rank.parse("5k"),
                Rank.parse("4k"), 19, "japanese", 0, GameType.JUNG_SUN, true, true, winner, reason,
                reason == FinishedGame.Reason.SCORE ? 3.5 : null, 180, now);
    }

    public List<LadderEvent> result(String challengeId, String winner, FinishedGame.Reason reason) {
        after(Duration.ofMinutes(30));
        return run(new RecordGameResult(LADDER, "game-events", game(challengeId, winner, reason)));
    }

    public List<LadderEvent> win(String challengeId, String winner) {
        return result(challengeId, winner, FinishedGame.Reason.RESIGNATION);
    }

    public List<LadderEvent> correct(String challengeId, String winner, FinishedGame.Reason reason) {
        after(Duration.ofMinutes(5));
        Challenge c = state.challenge(challengeId);
        FinishedGame original = game(challengeId, winner, reason);
        FinishedGame corrected = new FinishedGame(original.gameId(), original.originKind(), original.originReference(),
                original.blackUserId(), original.whiteUserId(), original.blackRank(), original.whiteRank(), 19,
                "japanese", 0, GameType.JUNG_SUN, true, true, winner, reason, null, 180, c.result().endedAt());
        return run(new CorrectGameResult(LADDER, "game-events", corrected));
    }

    public List<String> order() {
        return state.rungs();
    }

    public LadderState state() {
        return state;
    }

    public List<LadderEvent> events() {
        return List.copyOf(events);
    }

    public Instant now() {
        return now;
    }

    public LadderScript at(Instant instant) {
        now = instant;
        return this;
    }
}
