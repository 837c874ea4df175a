package org.openkifu.game.infrastructure.requests;

import java.util.List;

/**
 * A record on {@code openkifu.game-requests}, version 1: another context (ladder, tournament) asks for a game.
 * Field by field in docs/events.md, "Topic contracts". Boxed types throughout: a missing field is null here and
 * gets a precise refusal (or its documented default) in {@link GameRequestHandler}, never a parser error.
 *
 * @param type          {@code "CreateGame"} or {@code "CancelGame"}
 * @param version       1
 * @param requestId     the requester's id for this request; for {@code CreateGame} the game id is derived from it
 *                      and the origin kind
 * @param players       exactly two; the first is the owner (picks the nigiri parity when colours are drawn)
 * @param colors        fixed colours, or null to let the game type decide (nigiri / ranks)
 * @param gameRequestId {@code CancelGame} only: the id of the {@code CreateGame} request whose game is cancelled
 * @param reason        {@code CancelGame} only: the requester's reason code, e.g. {@code CHALLENGE_DECLINED}
 */
public record GameRequest(String type, Integer version, String requestId, RequestOrigin origin,
                          List<RequestPlayer> players, Colors colors, Settings settings, String gameRequestId,
                          String reason) {

    public static final String CREATE_GAME = "CreateGame";
    public static final String CANCEL_GAME = "CancelGame";
    public static final int VERSION = 1;

    /**
     * @param kind      LADDER_CHALLENGE, TOURNAMENT_PAIRING, TWO_GAME_MATCH, OPEN_OFFER or AUTOMATCH
     * @param reference defaults to requestId
     * @param name      the ladder's, tournament's or match's display name (at most 100); null: unknown
     */
    public record RequestOrigin(String kind, String reference, String name) {
    }

    /** @param rank "3k", "1d", "2p" or null */
    public record RequestPlayer(String userId, String rank) {
    }

    public record Colors(String black, String white) {
    }

    /**
     * @param preset      rule preset id (docs/rules-engine.md), required
     * @param komi        null: the preset's komi for this size and game type
     * @param captureGoal capture go only, null: the preset's
     * @param gameType    HO_SUN / JUNG_SUN / HANDICAP, null: chosen from the ranks
     * @param handicap    stones, null: the default for the game type
     * @param timeControl the game's {@code TimeControl} shape; null: untimed
     * @param rated       null: false
     * @param takeBack    take-back allowed, null: false
     */
    public record Settings(Integer size, String preset, Double komi, Integer captureGoal, String gameType,
                           Integer handicap, RequestTimeControl timeControl, Boolean rated, Boolean takeBack) {
    }

    /** The domain's flat TimeControl; missing numbers are 0. */
    public record RequestTimeControl(String kind, Long mainSeconds, Integer periods, Long periodSeconds,
                                     Integer stonesPerPeriod, Long incrementSeconds) {
    }
}
