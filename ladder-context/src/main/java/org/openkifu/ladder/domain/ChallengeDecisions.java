package org.openkifu.ladder.domain;

import static org.openkifu.ladder.domain.LadderRuleViolation.reject;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.openkifu.ladder.domain.LadderCommand.DeclineChallenge;
import org.openkifu.ladder.domain.LadderCommand.IssueChallenge;
import org.openkifu.ladder.domain.LadderCommand.LinkChallengeGame;
import org.openkifu.ladder.domain.LadderCommand.RecordGameRefusal;
import org.openkifu.ladder.domain.LadderEvent.ChallengeDeclined;
import org.openkifu.ladder.domain.LadderEvent.ChallengeGameCreated;
import org.openkifu.ladder.domain.LadderEvent.ChallengeGameRefused;
import org.openkifu.ladder.domain.LadderEvent.ChallengeIssued;
import org.openkifu.ladder.domain.LadderEvent.ChallengeResultCorrected;
import org.openkifu.ladder.domain.LadderEvent.ChallengeResultRecorded;

/** The challenge half of {@link LadderDecider}: issuing, the game context's answers, declining, results. */
final class ChallengeDecisions {

    private ChallengeDecisions() {
    }

    static List<LadderEvent> issue(IssueChallenge c, LadderState s, Instant now) {
        RequestIds.requireSimpleId(c.challengeId(), "challenge");
        String challenger = c.actingUserId();
        String defender = c.defenderUserId();
        Challenge existing = s.challenge(c.challengeId());
        if (existing != null) {
            if (existing.challengerUserId().equals(challenger) && existing.defenderUserId().equals(defender)) {
                return List.of(); // the same challenge sent again: its game request was already issued
            }
            throw reject(LadderRuleViolation.CHALLENGE_ALREADY_EXISTS, "challenge " + c.challengeId() + " already exists");
        }
        if (defender == null || defender.isBlank()) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "say whom you challenge");
        }
        if (challenger.equals(defender)) {
            throw reject(LadderRuleViolation.CANNOT_CHALLENGE_SELF, "you cannot challenge yourself");
        }
        LadderDecider.requireMember(s, challenger);
        LadderDecider.requireMember(s, defender);
        if (s.members().get(challenger).onVacation(now)) {
            throw reject(LadderRuleViolation.PLAYER_ON_VACATION, "you are on vacation until "
                    + s.members().get(challenger).vacationUntil() + "; end your vacation to challenge")
                    .until(s.members().get(challenger).vacationUntil());
        }
        if (s.members().get(defender).onVacation(now)) {
            throw reject(LadderRuleViolation.PLAYER_ON_VACATION, defender + " is on vacation until "
                    + s.members().get(defender).vacationUntil()).until(s.members().get(defender).vacationUntil());
        }
        int from = s.rungOf(challenger);
        int to = s.rungOf(defender);
        requireInRange(s, from, to, defender);
        if (s.openChallengeBetween(challenger, defender).isPresent()) {
            throw reject(LadderRuleViolation.CHALLENGE_ALREADY_OPEN, "you and " + defender + " already have an open challenge");
        }
        Optional<Instant> last = s.lastChallengeBetween(challenger, defender);
        Duration wait = Duration.ofDays(s.settings().rematchWaitDays());
        if (last.isPresent() && last.get().plus(wait).isAfter(now)) {
            throw reject(LadderRuleViolation.REMATCH_TOO_SOON, "you and " + defender + " met in a challenge less than "
                    + s.settings().rematchWaitDays() + " days ago; you can challenge them again from " + last.get().plus(wait))
                    .until(last.get().plus(wait));
        }
        int maxOut = s.settings().maxOutgoingChallenges();
        if (s.openChallengesIssuedBy(challenger) >= maxOut) {
            throw reject(LadderRuleViolation.TOO_MANY_CHALLENGES, "you already have " + maxOut
                    + " open challenges, the most this ladder allows; finish one first");
        }
        int maxIn = s.settings().maxIncomingChallenges();
        if (to <= s.settings().incomingLimitTopRungs() && s.openChallengesReceivedBy(defender) >= maxIn) {
            throw reject(LadderRuleViolation.TOO_MANY_INCOMING_CHALLENGES, defender + " already has " + maxIn
                    + " open challenges to answer, the most this ladder allows at the top " + s.settings().incomingLimitTopRungs()
                    + " rungs; try again when one has finished");
        }
        ExpectedGame expected = ExpectedGame.forRanks(c.challengerRank(), c.defenderRank());
        return List.of(new ChallengeIssued(s.ladderId(), c.challengeId(), RequestIds.forChallenge(s.ladderId(), c.challengeId()),
                challenger, c.challengerRank(), from, defender, c.defenderRank(), to, s.size(), s.preset(),
                s.timeControl(), s.rated(), expected.type(), expected.handicap(), now, s.name()));
    }

    /** Up to {@link LadderSettings#reachUp} places above, up to {@link LadderSettings#rangeDown()} below. */
    private static void requireInRange(LadderState s, int from, int to, String defender) {
        int reachUp = s.settings().reachUp(s.playerCount());
        int reachDown = s.settings().rangeDown();
        boolean ok = to < from ? from - to <= reachUp : to - from <= reachDown;
        if (!ok) {
            throw reject(LadderRuleViolation.CHALLENGE_OUT_OF_RANGE, "you are at rung " + from + " and " + defender
                    + " at rung " + to + "; you may challenge up to " + reachUp + " places above you and "
                    + reachDown + " below");
        }
    }

    static List<LadderEvent> link(LinkChallengeGame c, LadderState s, Instant now) {
        Challenge challenge = requireChallenge(s, c.challengeId());
        if (c.gameId() == null || c.gameId().isBlank()) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "the created game's id is required");
        }
        if (challenge.gameId() != null) {
            if (challenge.gameId().equals(c.gameId())) {
                return List.of(); // the game context's answer delivered again
            }
            throw reject(LadderRuleViolation.GAME_MISMATCH, "challenge " + c.challengeId() + " is already played in game "
                    + challenge.gameId() + ", not " + c.gameId());
        }
        if (challenge.status() == Challenge.Status.REFUSED) {
            throw reject(LadderRuleViolation.CHALLENGE_CLOSED, "the game for challenge " + c.challengeId() + " was refused");
        }
        // Also for a declined or cancelled challenge: the game exists all the same, and the link says which it is.
        return List.of(new ChallengeGameCreated(s.ladderId(), c.challengeId(), c.gameId(), now));
    }

    static List<LadderEvent> refused(RecordGameRefusal c, LadderState s, Instant now) {
        Challenge challenge = requireChallenge(s, c.challengeId());
        if (challenge.status() == Challenge.Status.REFUSED) {
            return List.of();
        }
        if (challenge.status() != Challenge.Status.REQUESTED) {
            throw reject(LadderRuleViolation.CHALLENGE_CLOSED, "challenge " + c.challengeId() + " is "
                    + challenge.status().name().toLowerCase() + ", its game cannot be refused now");
        }
        return List.of(new ChallengeGameRefused(s.ladderId(), c.challengeId(), c.code(), c.message(), now));
    }

    static List<LadderEvent> decline(DeclineChallenge c, LadderState s, Instant now) {
        Challenge challenge = requireChallenge(s, c.challengeId());
        if (!challenge.defenderUserId().equals(c.actingUserId())) {
            throw reject(LadderRuleViolation.NOT_YOUR_CHALLENGE, "only " + challenge.defenderUserId()
                    + ", who was challenged, can decline this challenge");
        }
        if (!challenge.status().open()) {
            throw reject(LadderRuleViolation.CHALLENGE_CLOSED, "this challenge is already "
                    + challenge.status().name().toLowerCase());
        }
        boolean allowed = switch (s.settings().declinePolicy()) {
            case NEVER -> false;
            case FROM_ABOVE_ONLY -> challenge.challengerRung() < challenge.defenderRung();
            case ALWAYS -> true;
        };
        if (!allowed) {
            throw reject(LadderRuleViolation.DECLINE_NOT_ALLOWED, s.settings().declinePolicy() == LadderSettings.DeclinePolicy.NEVER
                    ? "on this ladder a challenge is answered by playing the game"
                    : "on this ladder only a challenge from a player placed above you may be declined");
        }
        return List.of(new ChallengeDeclined(s.ladderId(), c.challengeId(), c.actingUserId(), now));
    }

    /**
     * A finished game, or (with {@code correction}) its corrected result. Idempotent by game id: a result already
     * recorded is not recorded again, and a correction to the result the ladder already has changes nothing.
     */
    static List<LadderEvent> result(FinishedGame game, LadderState s, Instant now, boolean correction) {
        if (game == null) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "the finished game is required");
        }
        String challengeId = RequestIds.challengeIdOf(game.originReference());
        if (game.originKind() != FinishedGame.OriginKind.LADDER_CHALLENGE
                || !s.ladderId().equals(RequestIds.ladderIdOf(game.originReference())) || s.challenge(challengeId) == null) {
            throw reject(LadderRuleViolation.CHALLENGE_NOT_FOUND, "game " + game.gameId()
                    + " was not played for a challenge on the ladder " + s.name());
        }
        Challenge c = s.challenge(challengeId);
        if (!game.isPlayer(c.challengerUserId()) || !game.isPlayer(c.defenderUserId())
                || (c.gameId() != null && !c.gameId().equals(game.gameId()))) {
            throw reject(LadderRuleViolation.GAME_MISMATCH, "game " + game.gameId() + " is not the game of challenge "
                    + challengeId);
        }
        Challenge.Result result = new Challenge.Result(game.gameId(), game.winnerUserId(),
                game.reason(), game.counts() && fairPlay(s, c, game), game.endedAt());
        if (c.status() == Challenge.Status.FINISHED) {
            if (!correction || result.sameOutcome(c.result())) {
                return List.of();
            }
            return List.of(new ChallengeResultCorrected(s.ladderId(), challengeId, game.gameId(), result.winnerUserId(),
                    result.reason(), result.counts(), game.endedAt(), now));
        }
        if (!c.status().open()) {
            return List.of(); // declined or cancelled: the ladder closed it, its game does not count here
        }
        return List.of(new ChallengeResultRecorded(s.ladderId(), challengeId, game.gameId(), result.winnerUserId(),
                result.reason(), result.counts(), game.endedAt(), now));
    }

    /**
     * The ladder's farming guard (docs/ratings.md, "Fair play"), with this ladder's settings: the game is long enough
     * for the ladder's board, and fewer than the limit of the same two players' other challenges counted in the
     * window before it. Decided when the result is recorded (or corrected) and stored with it.
     */
    static boolean fairPlay(LadderState s, Challenge c, FinishedGame game) {
        FairPlay rule = s.settings().fairPlay();
        if (!rule.longEnough(game.moves(), s.size())) {
            return false;
        }
        List<java.time.Instant> counted = s.challenges().values().stream()
                .filter(o -> !o.challengeId().equals(c.challengeId()) && o.between(c.challengerUserId(), c.defenderUserId())
                        && o.status() == Challenge.Status.FINISHED && o.result() != null && o.result().counts())
                .map(o -> o.result().endedAt()).toList();
        return rule.withinPairLimit(counted, game.endedAt());
    }

    private static Challenge requireChallenge(LadderState s, String challengeId) {
        Challenge c = challengeId == null ? null : s.challenge(challengeId);
        if (c == null) {
            throw reject(LadderRuleViolation.CHALLENGE_NOT_FOUND, "there is no challenge " + challengeId + " on this ladder");
        }
        return c;
    }
}
