package org.openkifu.ladder.domain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.ladder.domain.Challenge.Result;
import org.openkifu.ladder.domain.Challenge.Status;
import org.openkifu.ladder.domain.LadderEvent.ChallengeCancelled;
import org.openkifu.ladder.domain.LadderEvent.ChallengeDeclined;
import org.openkifu.ladder.domain.LadderEvent.ChallengeGameCreated;
import org.openkifu.ladder.domain.LadderEvent.ChallengeGameRefused;
import org.openkifu.ladder.domain.LadderEvent.ChallengeIssued;
import org.openkifu.ladder.domain.LadderEvent.ChallengeResultCorrected;
import org.openkifu.ladder.domain.LadderEvent.ChallengeResultRecorded;
import org.openkifu.ladder.domain.LadderEvent.LadderCreated;
import org.openkifu.ladder.domain.LadderEvent.LadderSettingsChanged;
import org.openkifu.ladder.domain.LadderEvent.PlayerJoined;
import org.openkifu.ladder.domain.LadderEvent.PlayerLeft;
import org.openkifu.ladder.domain.LadderEvent.PlayerRemovedForInactivity;
import org.openkifu.ladder.domain.LadderEvent.StandingsChanged;
import org.openkifu.ladder.domain.LadderEvent.VacationEnded;
import org.openkifu.ladder.domain.LadderEvent.VacationStarted;

/**
 * {@code evolve(state, event) -> state}: how each fact changes the ladder. Pure and total for a valid history: the
 * rules that decided the events are not checked again, only applied.
 *
 * <p>The standings are derived here, never carried in events: a result says who won, and this class moves the
 * players. That is what makes a correction exact. {@link ChallengeResultCorrected} does not patch the standings; it
 * re-folds the ladder's whole history with the corrected result in place of the recorded one, which gives exactly
 * the ladder that the corrected result would have given had it been the original.
 */
public final class LadderEvolver {

    private LadderEvolver() {
    }

    public static LadderState fold(List<? extends LadderEvent> events) {
        LadderState state = null;
        for (LadderEvent e : events) {
            state = evolve(state, e);
        }
        return state;
    }

    public static LadderState evolve(LadderState state, LadderEvent event) {
        EventLog<LadderEvent> history = state == null ? EventLog.<LadderEvent>empty().append(event) : state.history().append(event);
        if (event instanceof ChallengeResultCorrected c) {
            Map<String, Result> corrections = new HashMap<>(state.corrections());
            corrections.put(c.challengeId(), new Result(c.gameId(), c.winnerUserId(), c.reason(), c.counts(), c.endedAt()));
            return refold(history, corrections);
        }
        LadderState next = step(state, event, state == null ? Map.of() : state.corrections());
        return next.withHistory(history, next.corrections());
    }

    /** The ladder as the history makes it when every corrected challenge has its corrected result. */
    private static LadderState refold(EventLog<LadderEvent> history, Map<String, Result> corrections) {
        LadderState state = null;
        for (LadderEvent e : history) {
            if (!(e instanceof ChallengeResultCorrected)) {
                state = step(state, e, corrections);
            }
        }
        return state.withHistory(history, corrections);
    }

    private static LadderState step(LadderState s, LadderEvent event, Map<String, Result> corrections) {
        return switch (event) {
            case LadderCreated e -> new LadderState(e.ladderId(), e.name(), e.createdBy(), e.size(), e.preset(),
                    e.timeControl(), e.rated(), e.settings(), List.of(), Map.of(), Map.of(), EventLog.empty(),
                    corrections, LadderState.Status.ACTIVE);
            case LadderSettingsChanged e -> s.withSettings(e.settings());
            case LadderEvent.LadderPaused _ -> s.withStatus(LadderState.Status.PAUSED);
            case LadderEvent.LadderResumed _ -> s.withStatus(LadderState.Status.ACTIVE);
            case LadderEvent.LadderArchived _ -> s.withStatus(LadderState.Status.ARCHIVED);
            case PlayerJoined e -> {
                List<String> rungs = new ArrayList<>(s.rungs());
                rungs.add(Math.max(0, Math.min(e.rung() - 1, rungs.size())), e.userId());
                Map<String, Member> members = new LinkedHashMap<>(s.members());
                members.put(e.userId(), new Member(e.userId(), e.rank(), e.at(), e.at(), null));
                yield s.withPlayers(rungs, members);
            }
            case PlayerLeft e -> without(s, e.userId());
            case PlayerRemovedForInactivity e -> without(s, e.userId());
            case VacationStarted e -> withMember(s, s.members().get(e.userId()).withVacationUntil(e.until()));
            case VacationEnded e -> withMember(s, s.members().get(e.userId()).withVacationUntil(e.at()).activeAt(e.at()));
            case ChallengeIssued e -> {
                Map<String, Challenge> challenges = new LinkedHashMap<>(s.challenges());
                challenges.put(e.challengeId(), new Challenge(e.challengeId(), e.challengerUserId(), e.defenderUserId(),
                        e.challengerRung(), e.defenderRung(), e.at(), Status.REQUESTED, null, null));
                yield withMember(s.withChallenges(challenges), s.members().get(e.challengerUserId()).activeAt(e.at()));
            }
            case ChallengeGameCreated e -> {
                Challenge c = s.challenge(e.challengeId());
                yield withChallenge(s, c.with(c.status() == Status.REQUESTED ? Status.PLAYING : c.status(), e.gameId(),
                        c.result()));
            }
            case ChallengeGameRefused e -> {
                Challenge c = s.challenge(e.challengeId());
                yield withChallenge(s, c.with(Status.REFUSED, c.gameId(), null));
            }
            case ChallengeDeclined e -> {
                Challenge c = s.challenge(e.challengeId());
                yield withChallenge(s, c.with(Status.DECLINED, c.gameId(), null));
            }
            case ChallengeCancelled e -> {
                Challenge c = s.challenge(e.challengeId());
                yield withChallenge(s, c.with(Status.CANCELLED, c.gameId(), null));
            }
            case ChallengeResultRecorded e -> {
                Result result = corrections.getOrDefault(e.challengeId(),
                        new Result(e.gameId(), e.winnerUserId(), e.reason(), e.counts(), e.endedAt()));
                yield played(s, s.challenge(e.challengeId()), result);
            }
            // applied by refolding the whole history in evolve, never stepped
            case ChallengeResultCorrected e ->
                    throw new IllegalArgumentException("a correction is refolded, not stepped: " + e.challengeId());
            case StandingsChanged _ -> s; // a summary for readers; the standings follow from the facts above
        };
    }

    /**
     * The result moves the ladder: a winning challenger below the defender goes directly above them (or swaps), then
     * a player who lost on time or by abandonment drops. A defender's win or a draw moves nobody.
     */
    private static LadderState played(LadderState s, Challenge c, Result result) {
        LadderState next = withChallenge(s, c.with(Status.FINISHED, result.gameId(), result));
        if (!result.counts()) {
            return next;
        }
        List<String> rungs = new ArrayList<>(next.rungs());
        String challenger = c.challengerUserId();
        String defender = c.defenderUserId();
        int ci = rungs.indexOf(challenger);
        int di = rungs.indexOf(defender);
        if (challenger.equals(result.winnerUserId()) && ci > di && di >= 0) {
            if (s.settings().winnerPlacement() == LadderSettings.WinnerPlacement.SWAP) {
                rungs.set(di, challenger);
                rungs.set(ci, defender);
            } else {
                rungs.remove(ci);
                rungs.add(di, challenger);
            }
        }
        String loser = result.loser(c);
        boolean lostOnTime = result.reason() == FinishedGame.Reason.TIMEOUT || result.reason() == FinishedGame.Reason.ABANDONMENT;
        int drop = s.settings().timeLossDrop();
        if (loser != null && lostOnTime && drop > 0 && rungs.contains(loser)) {
            int from = rungs.indexOf(loser);
            rungs.remove(from);
            rungs.add(Math.min(from + drop, rungs.size()), loser);
        }
        Map<String, Member> members = new LinkedHashMap<>(next.members());
        for (String player : List.of(challenger, defender)) {
            Member m = members.get(player);
            if (m != null && !(lostOnTime && player.equals(loser))) {
                members.put(player, m.activeAt(result.endedAt()));
            }
        }
        return next.withPlayers(rungs, members);
    }

    private static LadderState without(LadderState s, String userId) {
        List<String> rungs = new ArrayList<>(s.rungs());
        rungs.remove(userId);
        Map<String, Member> members = new LinkedHashMap<>(s.members());
        members.remove(userId);
        return s.withPlayers(rungs, members);
    }

    private static LadderState withMember(LadderState s, Member m) {
        Map<String, Member> members = new LinkedHashMap<>(s.members());
        members.put(m.userId(), m);
        return s.withPlayers(s.rungs(), members);
    }

    private static LadderState withChallenge(LadderState s, Challenge c) {
        Map<String, Challenge> challenges = new LinkedHashMap<>(s.challenges());
        challenges.put(c.challengeId(), c);
        return s.withChallenges(challenges);
    }
}
