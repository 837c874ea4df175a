package org.openkifu.ladder.web;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.UUID;

import org.openkifu.infra.contract.GameTerms;
import org.openkifu.infra.web.BoundedText;
import org.openkifu.infra.web.TextLimits;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.LadderState;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.TimeControl;

/**
 * The bodies the ladder context's endpoints take (docs/api.md, "Ladders"), and how they become the domain's values.
 * Boxed fields throughout: whatever is missing takes its documented default or gets the domain's refusal with a code,
 * never a parser error.
 */
final class LadderRequests {

    private LadderRequests() {
    }

    /** The game context's TimeControl shape; missing numbers are 0, a missing clock is untimed. */
    record TimeControlBody(String kind, Long mainSeconds, Integer periods, Long periodSeconds, Integer stonesPerPeriod,
                           Long incrementSeconds) {

        TimeControl toTimeControl() {
            if (kind == null || kind.isBlank()) {
                throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS,
                        "timeControl.kind is required (NONE for an untimed game)");
            }
            TimeControl.Kind k;
            try {
                k = TimeControl.Kind.valueOf(kind.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS, "timeControl.kind '" + kind
                        + "' is not one of NONE, ABSOLUTE, JAPANESE_BYOYOMI, CANADIAN, FISCHER, CORRESPONDENCE");
            }
            return new TimeControl(k, orZero(mainSeconds), (int) orZero(periods), orZero(periodSeconds),
                    (int) orZero(stonesPerPeriod), orZero(incrementSeconds)).validated();
        }
    }

    /**
     * Refuses terms the game context will refuse (its published terms, contracts/game/v1/GameTerms.schema.json), with
     * its own message, so nothing is accepted here that sits with a refused game later. A size outside the ladder's
     * own range is left to the ladder's refusal.
     */
    static void againstGameTerms(int size, String preset, TimeControl tc) {
        boolean ownRange = size >= GameSettings.MIN_SIZE && size <= GameSettings.MAX_SIZE;
        GameTerms.Clock clock = tc == null || tc.kind() == null ? null : new GameTerms.Clock(tc.kind().name(),
                tc.mainSeconds(), tc.periods(), tc.periodSeconds(), tc.stonesPerPeriod(), tc.incrementSeconds());
        GameTerms.published().refusal(new GameTerms.Terms(preset == null || preset.isBlank() ? null : preset,
                ownRange ? size : null, null, null, clock)).ifPresent(message -> {
                    throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS, message);
                });
    }

    /** A stored ladder whose terms the game context no longer plays (docs/ladder.md, "Ladders with unplayable terms"). */
    static final String LADDER_TERMS_UNPLAYABLE = "LADDER_TERMS_UNPLAYABLE";

    /**
     * Refuses a challenge on a ladder whose stored terms the game context refuses: ladders created before the terms
     * were checked at creation (or under an older schema) still hold them, and every challenge would sit with a
     * refused game. Checked in full here, the size included, since the ladder's own range was never the game's.
     */
    static void playable(LadderState ladder) {
        TimeControl tc = ladder.timeControl();
        GameTerms.Clock clock = tc == null || tc.kind() == null ? null : new GameTerms.Clock(tc.kind().name(),
                tc.mainSeconds(), tc.periods(), tc.periodSeconds(), tc.stonesPerPeriod(), tc.incrementSeconds());
        String preset = ladder.preset() == null || ladder.preset().isBlank() ? null : ladder.preset();
        GameTerms.published().refusal(new GameTerms.Terms(preset, ladder.size(), null, null, clock))
                .ifPresent(message -> {
                    throw LadderRuleViolation.reject(LADDER_TERMS_UNPLAYABLE, "this ladder's game terms are not ones"
                            + " the game context plays (" + message + "), so no game can be played on it; nothing"
                            + " was changed. Its terms cannot be changed: ask its organizer for a ladder with other"
                            + " terms");
                });
    }

    static TimeControl timeControl(TimeControlBody body) {
        return body == null ? TimeControl.NONE : body.toTimeControl();
    }

    /** Any setting left out keeps its default (docs/ladder.md, "Settings and defaults"). */
    record SettingsBody(String joinPosition, Integer rangeUp, Integer rangeUpPercent, Integer rangeDown,
                        Integer maxOutgoingChallenges, Integer maxIncomingChallenges, Integer incomingLimitTopRungs,
                        Integer rematchWaitDays, String declinePolicy, String winnerPlacement, Integer timeLossDrop,
                        Integer inactivityDays, Integer maxVacationDays, Integer minMoves, Integer pairGamesLimit,
                        Integer pairWindowDays) {

        LadderSettings over(LadderSettings d) {
            return new LadderSettings(
                    joinPosition == null ? d.joinPosition() : choice(LadderSettings.JoinPosition.class, joinPosition, "joinPosition"),
                    or(rangeUp, d.rangeUp()), or(rangeUpPercent, d.rangeUpPercent()), or(rangeDown, d.rangeDown()),
                    or(maxOutgoingChallenges, d.maxOutgoingChallenges()), or(maxIncomingChallenges, d.maxIncomingChallenges()),
                    or(incomingLimitTopRungs, d.incomingLimitTopRungs()), or(rematchWaitDays, d.rematchWaitDays()),
                    declinePolicy == null ? d.declinePolicy() : choice(LadderSettings.DeclinePolicy.class, declinePolicy, "declinePolicy"),
                    winnerPlacement == null ? d.winnerPlacement()
                            : choice(LadderSettings.WinnerPlacement.class, winnerPlacement, "winnerPlacement"),
                    or(timeLossDrop, d.timeLossDrop()), or(inactivityDays, d.inactivityDays()),
                    or(maxVacationDays, d.maxVacationDays()), minMoves == null ? d.minMoves() : minMoves,
                    or(pairGamesLimit, d.pairGamesLimit()), or(pairWindowDays, d.pairWindowDays()));
        }
    }

    record CreateLadder(String name, Integer size, String preset, TimeControlBody timeControl, Boolean rated,
                        SettingsBody settings) implements BoundedText {

        @Override
        public void checkText(TextLimits limits) {
            limits.name("name", name);
        }
    }

    /** A defender longer than any account name, or one no account can have, is refused before any lookup. */
    record Challenge(String defender) implements BoundedText {

        @Override
        public void checkText(TextLimits limits) {
            limits.userId("defender", defender);
        }
    }

    record Vacation(Instant until) {
    }

    /**
     * An open offer or an auto-match request: the game, the opponents' rank range (either end open) and how long it
     * waits (offers: 1 day by default, auto-match: 30 minutes).
     */
    record GameWanted(Integer size, String preset, TimeControlBody timeControl, Boolean rated, String lowestRank,
                      String highestRank, Long validForMinutes) {

        GameSettings settings() {
            GameSettings s = new GameSettings(size == null ? 0 : size, preset, LadderRequests.timeControl(timeControl),
                    Boolean.TRUE.equals(rated)).validated();
            againstGameTerms(s.size(), s.preset(), s.timeControl());
            return s;
        }

        RankRange opponents() {
            return new RankRange(Rank.parseOrNull(lowestRank), Rank.parseOrNull(highestRank));
        }

        /**
         * Checked here, before any arithmetic: minutes beyond {@code longest} (the offer's or the request's limit)
         * would overflow a Duration or an Instant long before the domain could refuse them.
         */
        Duration validFor(Duration longest) {
            if (validForMinutes == null) {
                return null;
            }
            if (validForMinutes < 1 || validForMinutes > longest.toMinutes()) {
                throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS, "validForMinutes is 1 to "
                        + longest.toMinutes() + " (" + longest.toDays() + " days), not " + validForMinutes);
            }
            return Duration.ofMinutes(validForMinutes);
        }
    }

    /** A fresh id, or one derived from the caller and their Idempotency-Key so a retried request is the same. */
    static String id(String kind, String user, String idempotencyKey) {
        if (idempotencyKey == null || idempotencyKey.isBlank()) {
            return UUID.randomUUID().toString();
        }
        return UUID.nameUUIDFromBytes(("openkifu:" + kind + ":" + user + ":" + idempotencyKey)
                .getBytes(StandardCharsets.UTF_8)).toString();
    }

    /** Between an auto-match request id's pool and its own part; neither a pool id nor a UUID contains it. */
    static final char POOL_SEPARATOR = '~';

    /**
     * An auto-match request's id names its pool ({@code <poolId>~<uuid>}), so a cancel finds the pool on the write
     * side at once, without waiting for the read model to see the request (docs/ladder.md, "Auto-match").
     */
    static String matchRequestId(String poolId, String user, String idempotencyKey) {
        return poolId + POOL_SEPARATOR + id("automatch", user, idempotencyKey);
    }

    /** The pool an auto-match request id names, or null for an id without one (requests filed before ids did). */
    static String poolOf(String requestId) {
        int at = requestId == null ? -1 : requestId.lastIndexOf(POOL_SEPARATOR);
        if (at <= 0 || requestId.length() - at - 1 != 36) {
            return null;
        }
        try {
            UUID.fromString(requestId.substring(at + 1));
        } catch (IllegalArgumentException e) {
            return null;
        }
        return requestId.substring(0, at);
    }

    private static <E extends Enum<E>> E choice(Class<E> type, String value, String field) {
        try {
            return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS, "settings." + field + " '" + value
                    + "' is not one of " + java.util.Arrays.toString(type.getEnumConstants()));
        }
    }

    private static int or(Integer value, int otherwise) {
        return value == null ? otherwise : value;
    }

    private static long orZero(Number value) {
        return value == null ? 0 : value.longValue();
    }
}
