package org.openkifu.ladder.domain;

import java.time.Instant;
import java.util.Map;

/**
 * What players, organizers and the application ask a ladder to do. Every command names the ladder and the acting
 * user (authenticated by the caller; for messages from the game context and the scheduler, the adapter's name).
 * The current time is not in the commands: the handler passes it to {@link LadderDecider#decide}.
 */
public sealed interface LadderCommand {

    String ladderId();

    String actingUserId();

    /**
     * @param organizer the caller checked that the acting user is an organizer or an administrator
     * @param settings  null for {@link LadderSettings#defaults()}
     */
    record CreateLadder(String ladderId, String actingUserId, boolean organizer, String name, int size, String preset,
                        TimeControl timeControl, boolean rated, LadderSettings settings) implements LadderCommand {
    }

    /** @param organizer the caller checked that the acting user may manage this ladder */
    record ChangeSettings(String ladderId, String actingUserId, boolean organizer, LadderSettings settings)
            implements LadderCommand {
    }

    /** @param organizer the caller checked that the acting user may manage this ladder */
    record PauseLadder(String ladderId, String actingUserId, boolean organizer) implements LadderCommand {
    }

    /** @param organizer the caller checked that the acting user may manage this ladder */
    record ResumeLadder(String ladderId, String actingUserId, boolean organizer) implements LadderCommand {
    }

    /** Closes the ladder for good: read-only from then on. */
    record ArchiveLadder(String ladderId, String actingUserId, boolean organizer) implements LadderCommand {
    }

    /**
     * The acting user joins.
     *
     * @param rank          the player's rank now, or null when unranked
     * @param rating        the player's rating now, or null when unknown; used only when the ladder joins by rating
     * @param memberRatings the members' ratings now, as the application knows them (missing = unknown)
     */
    record Join(String ladderId, String actingUserId, Rank rank, Double rating, Map<String, Double> memberRatings)
            implements LadderCommand {
        public Join {
            memberRatings = memberRatings == null ? Map.of() : Map.copyOf(memberRatings);
        }
    }

    record Leave(String ladderId, String actingUserId) implements LadderCommand {
    }

    /** The acting user pauses challenges until {@code until}. */
    record StartVacation(String ladderId, String actingUserId, Instant until) implements LadderCommand {
    }

    record EndVacation(String ladderId, String actingUserId) implements LadderCommand {
    }

    /**
     * The acting user challenges {@code defenderUserId}. The caller picks a fresh {@code challengeId}; sending the
     * same command again is a no-op, so a retry never issues a second challenge (nor a second game request).
     *
     * @param challengerRank the ranks now (null = unranked), passed on to the game request
     */
    record IssueChallenge(String ladderId, String challengeId, String actingUserId, String defenderUserId,
                          Rank challengerRank, Rank defenderRank) implements LadderCommand {
    }

    /** The game context created the challenge's game ({@code GameCreated} answer). */
    record LinkChallengeGame(String ladderId, String challengeId, String actingUserId, String gameId)
            implements LadderCommand {
    }

    /** The game context refused to create the challenge's game ({@code GameRefused} answer). */
    record RecordGameRefusal(String ladderId, String challengeId, String actingUserId, String code, String message)
            implements LadderCommand {
    }

    /** The defender declines (only where {@link LadderSettings#declinePolicy()} allows). */
    record DeclineChallenge(String ladderId, String challengeId, String actingUserId) implements LadderCommand {
    }

    /** A ladder game finished ({@code GameFinished}); delivering the same game again changes nothing. */
    record RecordGameResult(String ladderId, String actingUserId, FinishedGame game) implements LadderCommand {
    }

    /** A ladder game's result was corrected ({@code GameResultCorrected}): {@code game} carries the new result. */
    record CorrectGameResult(String ladderId, String actingUserId, FinishedGame game) implements LadderCommand {
    }

    /** Sent periodically: takes off the ladder every player absent longer than the ladder allows. */
    record RemoveInactive(String ladderId, String actingUserId) implements LadderCommand {
    }
}
