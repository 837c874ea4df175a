package org.openkifu.ladder.domain;

/**
 * How a ladder runs. {@link #defaults()} are OGS's ladder rules where OGS has one, and every number can be changed
 * per ladder, as on Dragon Go Server. Why each default is what it is: docs/ladder.md, "Settings".
 *
 * @param joinPosition           where a newcomer enters
 * @param rangeUp                places above the challenger always in range
 * @param rangeUpPercent         the range above widens to this share of the ladder on large ladders (rounded down)
 * @param rangeDown              places below the challenger in range
 * @param maxOutgoingChallenges  open challenges one player may have issued
 * @param maxIncomingChallenges  open challenges a player in the top rungs may have received
 * @param incomingLimitTopRungs  the rungs (from rung 1) whose players the incoming limit protects; 0 = nobody
 * @param rematchWaitDays        days before the same two players may meet again in a challenge
 * @param declinePolicy          whether a defender may decline
 * @param winnerPlacement        where a winning challenger goes
 * @param timeLossDrop           places a player who loses on time or by abandonment drops (after any move above)
 * @param inactivityDays         days of absence after which {@code RemoveInactive} takes a player off; 0 = never
 * @param maxVacationDays        longest single vacation; 0 = this ladder has no vacations
 * @param minMoves               fair play: a game of fewer moves moves nobody; null = the board size's default
 *                               ({@link FairPlay#defaultMinMoves}), 0 = no minimum
 * @param pairGamesLimit         fair play: only this many counted games between the same two players in
 *                               {@code pairWindowDays} move the ladder; 0 = no limit; null (stored before) = default
 * @param pairWindowDays         the rolling window of {@code pairGamesLimit}; null (stored before) = default
 */
public record LadderSettings(JoinPosition joinPosition, int rangeUp, int rangeUpPercent, int rangeDown,
                             int maxOutgoingChallenges, int maxIncomingChallenges, int incomingLimitTopRungs,
                             int rematchWaitDays, DeclinePolicy declinePolicy, WinnerPlacement winnerPlacement,
                             int timeLossDrop, int inactivityDays, int maxVacationDays, Integer minMoves,
                             Integer pairGamesLimit, Integer pairWindowDays) {

    public LadderSettings {
        // settings stored before the fair-play rule read as its defaults (docs/ratings.md, "Fair play")
        pairGamesLimit = pairGamesLimit == null ? FairPlay.DEFAULT_PAIR_GAMES : pairGamesLimit;
        pairWindowDays = pairWindowDays == null ? FairPlay.DEFAULT_PAIR_WINDOW_DAYS : pairWindowDays;
    }

    /** The settings without the fair-play numbers: their defaults. */
    public LadderSettings(JoinPosition joinPosition, int rangeUp, int rangeUpPercent, int rangeDown,
                          int maxOutgoingChallenges, int maxIncomingChallenges, int incomingLimitTopRungs,
                          int rematchWaitDays, DeclinePolicy declinePolicy, WinnerPlacement winnerPlacement,
                          int timeLossDrop, int inactivityDays, int maxVacationDays) {
        this(joinPosition, rangeUp, rangeUpPercent, rangeDown, maxOutgoingChallenges, maxIncomingChallenges,
                incomingLimitTopRungs, rematchWaitDays, declinePolicy, winnerPlacement, timeLossDrop, inactivityDays,
                maxVacationDays, null, null, null);
    }

    /** The fair-play rule this ladder applies to results. */
    public FairPlay fairPlay() {
        return new FairPlay(minMoves, pairGamesLimit, pairWindowDays);
    }

    public LadderSettings withFairPlay(Integer moves, int pairGames, int windowDays) {
        return new LadderSettings(joinPosition, rangeUp, rangeUpPercent, rangeDown, maxOutgoingChallenges,
                maxIncomingChallenges, incomingLimitTopRungs, rematchWaitDays, declinePolicy, winnerPlacement,
                timeLossDrop, inactivityDays, maxVacationDays, moves, pairGames, windowDays);
    }

    public enum JoinPosition {
        /** At the bottom (OGS). */
        BOTTOM,
        /** Directly below the lowest-placed member rated at least as high (DGS's "by rating"). */
        BY_RATING
    }

    public enum DeclinePolicy {
        /** The game is the answer: the defender plays or loses it (OGS). */
        NEVER,
        /** Only a challenge from above (a stronger-placed player reaching down) may be declined. */
        FROM_ABOVE_ONLY,
        ALWAYS
    }

    public enum WinnerPlacement {
        /** The challenger takes the defender's rung; the defender and everyone between move down one (OGS). */
        MOVE_ABOVE,
        /** Challenger and defender exchange rungs; nobody else moves. */
        SWAP
    }

    public static LadderSettings defaults() {
        return new LadderSettings(JoinPosition.BOTTOM, 10, 40, 5, 3, 5, 10, 7, DeclinePolicy.NEVER,
                WinnerPlacement.MOVE_ABOVE, 0, 60, 30);
    }

    public LadderSettings withJoinPosition(JoinPosition p) {
        return new LadderSettings(p, rangeUp, rangeUpPercent, rangeDown, maxOutgoingChallenges, maxIncomingChallenges,
                incomingLimitTopRungs, rematchWaitDays, declinePolicy, winnerPlacement, timeLossDrop, inactivityDays,
                maxVacationDays, minMoves, pairGamesLimit, pairWindowDays);
    }

    public LadderSettings withDeclinePolicy(DeclinePolicy p) {
        return new LadderSettings(joinPosition, rangeUp, rangeUpPercent, rangeDown, maxOutgoingChallenges,
                maxIncomingChallenges, incomingLimitTopRungs, rematchWaitDays, p, winnerPlacement, timeLossDrop,
                inactivityDays, maxVacationDays, minMoves, pairGamesLimit, pairWindowDays);
    }

    public LadderSettings withWinnerPlacement(WinnerPlacement p) {
        return new LadderSettings(joinPosition, rangeUp, rangeUpPercent, rangeDown, maxOutgoingChallenges,
                maxIncomingChallenges, incomingLimitTopRungs, rematchWaitDays, declinePolicy, p, timeLossDrop,
                inactivityDays, maxVacationDays, minMoves, pairGamesLimit, pairWindowDays);
    }

    public LadderSettings withTimeLossDrop(int places) {
        return new LadderSettings(joinPosition, rangeUp, rangeUpPercent, rangeDown, maxOutgoingChallenges,
                maxIncomingChallenges, incomingLimitTopRungs, rematchWaitDays, declinePolicy, winnerPlacement, places,
                inactivityDays, maxVacationDays, minMoves, pairGamesLimit, pairWindowDays);
    }

    public LadderSettings withRematchWaitDays(int days) {
        return new LadderSettings(joinPosition, rangeUp, rangeUpPercent, rangeDown, maxOutgoingChallenges,
                maxIncomingChallenges, incomingLimitTopRungs, days, declinePolicy, winnerPlacement, timeLossDrop,
                inactivityDays, maxVacationDays, minMoves, pairGamesLimit, pairWindowDays);
    }

    public LadderSettings withLimits(int outgoing, int incoming, int topRungs) {
        return new LadderSettings(joinPosition, rangeUp, rangeUpPercent, rangeDown, outgoing, incoming, topRungs,
                rematchWaitDays, declinePolicy, winnerPlacement, timeLossDrop, inactivityDays, maxVacationDays, minMoves,
                pairGamesLimit, pairWindowDays);
    }

    public LadderSettings withInactivityDays(int days) {
        return new LadderSettings(joinPosition, rangeUp, rangeUpPercent, rangeDown, maxOutgoingChallenges,
                maxIncomingChallenges, incomingLimitTopRungs, rematchWaitDays, declinePolicy, winnerPlacement,
                timeLossDrop, days, maxVacationDays, minMoves, pairGamesLimit, pairWindowDays);
    }

    /** The most places above a challenger on a ladder of {@code size} players that are in range. */
    public int reachUp(int size) {
        return Math.max(rangeUp, size * rangeUpPercent / 100);
    }

    /** @throws LadderRuleViolation INVALID_SETTINGS naming the first number out of range */
    public LadderSettings validated() {
        require(joinPosition != null && declinePolicy != null && winnerPlacement != null,
                "the join position, the decline policy and the winner placement are required");
        require(rangeUp >= 0 && rangeUp <= 1000, "the range above is 0 to 1000 places, not " + rangeUp);
        require(rangeUpPercent >= 0 && rangeUpPercent <= 100, "the range above is 0 to 100 % of the ladder, not " + rangeUpPercent);
        require(rangeUp > 0 || rangeUpPercent > 0, "a ladder where nobody may challenge upwards cannot be climbed");
        require(rangeDown >= 0 && rangeDown <= 1000, "the range below is 0 to 1000 places, not " + rangeDown);
        require(maxOutgoingChallenges >= 1 && maxOutgoingChallenges <= 100,
                "a player may have 1 to 100 open challenges, not " + maxOutgoingChallenges);
        require(maxIncomingChallenges >= 1 && maxIncomingChallenges <= 100,
                "a player may receive 1 to 100 open challenges, not " + maxIncomingChallenges);
        require(incomingLimitTopRungs >= 0, "the protected top rungs cannot be negative");
        require(rematchWaitDays >= 0 && rematchWaitDays <= 365, "the rematch wait is 0 to 365 days, not " + rematchWaitDays);
        require(timeLossDrop >= 0 && timeLossDrop <= 1000, "the drop for a time loss is 0 to 1000 places, not " + timeLossDrop);
        require(inactivityDays >= 0 && inactivityDays <= 3650, "the inactivity limit is 0 (never) to 3650 days, not " + inactivityDays);
        require(maxVacationDays >= 0 && maxVacationDays <= 365, "a vacation lasts 0 to 365 days, not " + maxVacationDays);
        require(minMoves == null || (minMoves >= 0 && minMoves <= 1000),
                "the minimum number of moves is 0 to 1000, not " + minMoves);
        require(pairGamesLimit >= 0 && pairGamesLimit <= 1000,
                "the games between the same two players that count are 0 (no limit) to 1000, not " + pairGamesLimit);
        require(pairWindowDays >= 1 && pairWindowDays <= 365,
                "the window for games between the same two players is 1 to 365 days, not " + pairWindowDays);
        return this;
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS, message);
        }
    }
}
