package org.openkifu.ladder.domain;

import static org.openkifu.ladder.domain.LadderRuleViolation.reject;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.ladder.domain.LadderCommand.ArchiveLadder;
import org.openkifu.ladder.domain.LadderCommand.IssueChallenge;
import org.openkifu.ladder.domain.LadderCommand.LinkChallengeGame;
import org.openkifu.ladder.domain.LadderCommand.PauseLadder;
import org.openkifu.ladder.domain.LadderCommand.RecordGameRefusal;
import org.openkifu.ladder.domain.LadderCommand.RecordGameResult;
import org.openkifu.ladder.domain.LadderCommand.RemoveInactive;
import org.openkifu.ladder.domain.LadderCommand.ResumeLadder;
import org.openkifu.ladder.domain.LadderEvent.ChallengeCancelled;
import org.openkifu.ladder.domain.LadderEvent.LadderArchived;
import org.openkifu.ladder.domain.LadderEvent.LadderPaused;
import org.openkifu.ladder.domain.LadderEvent.LadderResumed;
import org.openkifu.ladder.domain.LadderState.Status;

/**
 * A ladder's life after its creation: paused (no new challenges), resumed, archived (read-only for good). The rules
 * and why: docs/ladder.md, "Pausing and archiving".
 */
final class LadderLifecycle {

    private LadderLifecycle() {
    }

    /**
     * Refuses what the ladder's status forbids, before any other rule: a paused ladder takes no new challenge
     * ({@code LADDER_PAUSED}); an archived one takes nothing but the game context's answers about games that exist
     * ({@code LADDER_ARCHIVED}). The same archiving again is not refused: it is a no-op.
     */
    static void check(LadderCommand command, LadderState s) {
        if (s.status() == Status.ARCHIVED) {
            boolean fromGames = command instanceof LinkChallengeGame || command instanceof RecordGameRefusal
                    || command instanceof RecordGameResult;
            if (!fromGames && !(command instanceof ArchiveLadder) && !(command instanceof RemoveInactive)) {
                throw reject(LadderRuleViolation.LADDER_ARCHIVED, "the ladder " + s.name()
                        + " is archived: it can be read, not changed");
            }
        }
        if (s.status() == Status.PAUSED && command instanceof IssueChallenge) {
            throw reject(LadderRuleViolation.LADDER_PAUSED, "the ladder " + s.name()
                    + " is paused by its organizer: no new challenges until it is resumed");
        }
    }

    static List<LadderEvent> pause(PauseLadder c, LadderState s, Instant now) {
        requireOrganizer(c.organizer(), "pause");
        return s.status() == Status.PAUSED ? List.of() : List.of(new LadderPaused(s.ladderId(), c.actingUserId(), now));
    }

    static List<LadderEvent> resume(ResumeLadder c, LadderState s, Instant now) {
        requireOrganizer(c.organizer(), "resume");
        return s.status() != Status.PAUSED ? List.of() : List.of(new LadderResumed(s.ladderId(), c.actingUserId(), now));
    }

    /**
     * Open challenges are cancelled first (their games no longer move the ladder), then the ladder is archived:
     * nothing can change it afterwards, so nothing may be left waiting to change it.
     */
    static List<LadderEvent> archive(ArchiveLadder c, LadderState s, Instant now) {
        requireOrganizer(c.organizer(), "archive");
        if (s.status() == Status.ARCHIVED) {
            return List.of();
        }
        List<LadderEvent> events = new ArrayList<>();
        for (Challenge open : s.challenges().values()) {
            if (open.status().open()) {
                events.add(new ChallengeCancelled(s.ladderId(), open.challengeId(),
                        LadderEvent.CancelReason.LADDER_ARCHIVED, c.actingUserId(), now));
            }
        }
        events.add(new LadderArchived(s.ladderId(), c.actingUserId(), now));
        return events;
    }

    private static void requireOrganizer(boolean organizer, String what) {
        if (!organizer) {
            throw reject(LadderRuleViolation.NOT_AN_ORGANIZER, "only the ladder's organizer or an administrator can "
                    + what + " it");
        }
    }
}
