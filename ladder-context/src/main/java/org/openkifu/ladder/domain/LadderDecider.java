package org.openkifu.ladder.domain;

import static org.openkifu.ladder.domain.LadderRuleViolation.reject;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.ladder.domain.LadderCommand.ChangeSettings;
import org.openkifu.ladder.domain.LadderCommand.CorrectGameResult;
import org.openkifu.ladder.domain.LadderCommand.CreateLadder;
import org.openkifu.ladder.domain.LadderCommand.DeclineChallenge;
import org.openkifu.ladder.domain.LadderCommand.EndVacation;
import org.openkifu.ladder.domain.LadderCommand.IssueChallenge;
import org.openkifu.ladder.domain.LadderCommand.Join;
import org.openkifu.ladder.domain.LadderCommand.Leave;
import org.openkifu.ladder.domain.LadderCommand.LinkChallengeGame;
import org.openkifu.ladder.domain.LadderCommand.RecordGameRefusal;
import org.openkifu.ladder.domain.LadderCommand.RecordGameResult;
import org.openkifu.ladder.domain.LadderCommand.RemoveInactive;
import org.openkifu.ladder.domain.LadderCommand.StartVacation;
import org.openkifu.ladder.domain.LadderEvent.ChallengeCancelled;
import org.openkifu.ladder.domain.LadderEvent.LadderCreated;
import org.openkifu.ladder.domain.LadderEvent.LadderSettingsChanged;
import org.openkifu.ladder.domain.LadderEvent.PlayerJoined;
import org.openkifu.ladder.domain.LadderEvent.PlayerLeft;
import org.openkifu.ladder.domain.LadderEvent.PlayerRemovedForInactivity;
import org.openkifu.ladder.domain.LadderEvent.RungChange;
import org.openkifu.ladder.domain.LadderEvent.StandingsChanged;
import org.openkifu.ladder.domain.LadderEvent.VacationEnded;
import org.openkifu.ladder.domain.LadderEvent.VacationStarted;

/**
 * {@code decide(command, state, now) -> events}: pure. Either the facts the command causes or a
 * {@link LadderRuleViolation}; never a partial change. An empty list: understood, nothing changes (a redelivered
 * result, a retried challenge). {@code state} is null before the ladder exists. Challenges and results are decided
 * in {@link ChallengeDecisions}; this class has the ladder's life and its membership.
 */
public final class LadderDecider {

    public static final int MIN_SIZE = 5;
    public static final int MAX_SIZE = 25;
    public static final int MAX_NAME_LENGTH = 100;

    private LadderDecider() {
    }

    public static List<LadderEvent> decide(LadderCommand command, LadderState state, Instant now) {
        if (command == null || now == null) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "a command and the current time are required");
        }
        RequestIds.requireSimpleId(command.ladderId(), "ladder");
        if (command.actingUserId() == null || command.actingUserId().isBlank()) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "the acting user is required");
        }
        if (command instanceof CreateLadder c) {
            return create(c, state, now);
        }
        if (state == null) {
            throw reject(LadderRuleViolation.LADDER_NOT_FOUND, "there is no ladder " + command.ladderId());
        }
        LadderLifecycle.check(command, state);
        return withStandingsChange(state, facts(command, state, now), cause(command), now);
    }

    private static List<LadderEvent> facts(LadderCommand command, LadderState state, Instant now) {
        return switch (command) {
            case ChangeSettings c -> changeSettings(c, state, now);
            case LadderCommand.PauseLadder c -> LadderLifecycle.pause(c, state, now);
            case LadderCommand.ResumeLadder c -> LadderLifecycle.resume(c, state, now);
            case LadderCommand.ArchiveLadder c -> LadderLifecycle.archive(c, state, now);
            case Join c -> join(c, state, now);
            case Leave c -> leave(c, state, now);
            case StartVacation c -> startVacation(c, state, now);
            case EndVacation c -> endVacation(c, state, now);
            case RemoveInactive _ -> removeInactive(state, now);
            case IssueChallenge c -> ChallengeDecisions.issue(c, state, now);
            case LinkChallengeGame c -> ChallengeDecisions.link(c, state, now);
            case RecordGameRefusal c -> ChallengeDecisions.refused(c, state, now);
            case DeclineChallenge c -> ChallengeDecisions.decline(c, state, now);
            case RecordGameResult c -> ChallengeDecisions.result(c.game(), state, now, false);
            case CorrectGameResult c -> ChallengeDecisions.result(c.game(), state, now, true);
            // decided in decide before the ladder exists; never reaches the facts of an existing ladder
            case CreateLadder c -> throw reject(LadderRuleViolation.INVALID_COMMAND,
                    "unknown command " + c.getClass().getSimpleName());
        };
    }

    private static String cause(LadderCommand command) {
        return switch (command) {
            case IssueChallenge c -> c.challengeId();
            case RecordGameResult c -> RequestIds.challengeIdOf(c.game().originReference());
            case CorrectGameResult c -> RequestIds.challengeIdOf(c.game().originReference());
            case RemoveInactive _ -> "inactivity";
            default -> command.actingUserId(); // every other change is caused by the user who asked for it
        };
    }

    /** Appends who moved, when the facts moved anybody: the evolver's own answer, so the two cannot disagree. */
    static List<LadderEvent> withStandingsChange(LadderState before, List<LadderEvent> facts, String cause, Instant now) {
        if (facts.isEmpty()) {
            return facts;
        }
        LadderState after = before;
        for (LadderEvent e : facts) {
            after = LadderEvolver.evolve(after, e);
        }
        List<RungChange> changes = new ArrayList<>();
        for (String user : before.rungs()) {
            int from = before.rungOf(user);
            int to = after.rungOf(user);
            if (from != to) {
                changes.add(new RungChange(user, from, to));
            }
        }
        for (String user : after.rungs()) {
            if (before.rungOf(user) == 0) {
                changes.add(new RungChange(user, 0, after.rungOf(user)));
            }
        }
        if (changes.isEmpty()) {
            return facts;
        }
        List<LadderEvent> all = new ArrayList<>(facts);
        all.add(new StandingsChanged(before.ladderId(), cause, changes, now));
        return all;
    }

    private static List<LadderEvent> create(CreateLadder c, LadderState state, Instant now) {
        LadderSettings settings = (c.settings() == null ? LadderSettings.defaults() : c.settings()).validated();
        TimeControl tc = (c.timeControl() == null ? TimeControl.NONE : c.timeControl()).validated();
        if (state != null) {
            if (c.name() != null && state.name().equals(c.name().strip()) && state.createdBy().equals(c.actingUserId())
                    && state.size() == c.size() && state.preset().equals(c.preset())) {
                return List.of(); // the same creation again
            }
            throw reject(LadderRuleViolation.LADDER_ALREADY_EXISTS, "ladder " + c.ladderId() + " already exists");
        }
        if (!c.organizer()) {
            throw reject(LadderRuleViolation.NOT_AN_ORGANIZER, "only an organizer or an administrator can create a ladder");
        }
        if (c.name() == null || c.name().isBlank() || c.name().strip().length() > MAX_NAME_LENGTH) {
            throw reject(LadderRuleViolation.INVALID_SETTINGS, "a ladder needs a name of 1 to " + MAX_NAME_LENGTH + " characters");
        }
        if (c.size() < MIN_SIZE || c.size() > MAX_SIZE) {
            throw reject(LadderRuleViolation.INVALID_SETTINGS,
                    "a ladder plays on boards of " + MIN_SIZE + " to " + MAX_SIZE + " lines, not " + c.size());
        }
        if (c.preset() == null || c.preset().isBlank()) {
            throw reject(LadderRuleViolation.INVALID_SETTINGS, "a ladder needs a rule preset, e.g. japanese");
        }
        return List.of(new LadderCreated(c.ladderId(), c.name().strip(), c.actingUserId(), c.size(), c.preset(), tc,
                c.rated(), settings, now));
    }

    private static List<LadderEvent> changeSettings(ChangeSettings c, LadderState s, Instant now) {
        if (!c.organizer()) {
            throw reject(LadderRuleViolation.NOT_AN_ORGANIZER, "only the ladder's organizer or an administrator can change its settings");
        }
        if (c.settings() == null) {
            throw reject(LadderRuleViolation.INVALID_SETTINGS, "the new settings are required");
        }
        LadderSettings settings = c.settings().validated();
        return settings.equals(s.settings()) ? List.of()
                : List.of(new LadderSettingsChanged(s.ladderId(), c.actingUserId(), settings, now));
    }

    private static List<LadderEvent> join(Join c, LadderState s, Instant now) {
        String user = c.actingUserId();
        if (s.isMember(user)) {
            throw reject(LadderRuleViolation.ALREADY_A_MEMBER, "you are already on this ladder, at rung " + s.rungOf(user));
        }
        boolean byRating = s.settings().joinPosition() == LadderSettings.JoinPosition.BY_RATING && c.rating() != null;
        int rung = byRating ? rungByRating(s, c) : s.playerCount() + 1;
        return List.of(new PlayerJoined(s.ladderId(), user, c.rank(), byRating ? c.rating() : null, rung, now));
    }

    /**
     * Directly below the lowest-placed member rated at least as high. A member whose rating the application did not
     * give counts as stronger: a newcomer never passes a player the ladder cannot compare with them.
     */
    private static int rungByRating(LadderState s, Join c) {
        int below = 0;
        for (int i = 0; i < s.rungs().size(); i++) {
            Double theirs = c.memberRatings().get(s.rungs().get(i));
            if (theirs == null || theirs >= c.rating()) {
                below = i + 1;
            }
        }
        return below + 1;
    }

    private static List<LadderEvent> leave(Leave c, LadderState s, Instant now) {
        String user = requireMember(s, c.actingUserId());
        List<LadderEvent> events = new ArrayList<>();
        for (Challenge open : s.challenges().values()) {
            if (open.status().open() && open.involves(user)) {
                events.add(new ChallengeCancelled(s.ladderId(), open.challengeId(), LadderEvent.CancelReason.PLAYER_LEFT,
                        user, now));
            }
        }
        events.add(new PlayerLeft(s.ladderId(), user, now));
        return events;
    }

    private static List<LadderEvent> startVacation(StartVacation c, LadderState s, Instant now) {
        String user = requireMember(s, c.actingUserId());
        int maxDays = s.settings().maxVacationDays();
        if (maxDays == 0) {
            throw reject(LadderRuleViolation.INVALID_VACATION, "this ladder has no vacations");
        }
        if (c.until() == null || !c.until().isAfter(now) || c.until().isAfter(now.plus(Duration.ofDays(maxDays)))) {
            throw reject(LadderRuleViolation.INVALID_VACATION,
                    "a vacation ends after now and at most " + maxDays + " days from now");
        }
        return List.of(new VacationStarted(s.ladderId(), user, c.until(), now));
    }

    private static List<LadderEvent> endVacation(EndVacation c, LadderState s, Instant now) {
        String user = requireMember(s, c.actingUserId());
        if (!s.members().get(user).onVacation(now)) {
            throw reject(LadderRuleViolation.NOT_ON_VACATION, "you are not on vacation");
        }
        return List.of(new VacationEnded(s.ladderId(), user, now));
    }

    /**
     * Absent longer than the ladder allows, not on vacation, and not in an open challenge (whose game may be a long
     * correspondence game): off the ladder, top first.
     */
    private static List<LadderEvent> removeInactive(LadderState s, Instant now) {
        int days = s.settings().inactivityDays();
        if (days == 0 || s.status() != LadderState.Status.ACTIVE) { // a paused ladder's players cannot play to stay
            return List.of();
        }
        List<LadderEvent> events = new ArrayList<>();
        for (String user : s.rungs()) {
            Member m = s.members().get(user);
            Instant since = m.absentSince(now);
            if (!m.onVacation(now) && !s.hasOpenChallenge(user) && !since.plus(Duration.ofDays(days)).isAfter(now)) {
                events.add(new PlayerRemovedForInactivity(s.ladderId(), user, since, now));
            }
        }
        return events;
    }

    static String requireMember(LadderState s, String user) {
        if (!s.isMember(user)) {
            throw reject(LadderRuleViolation.NOT_A_MEMBER, user + " is not on the ladder " + s.name());
        }
        return user;
    }
}
