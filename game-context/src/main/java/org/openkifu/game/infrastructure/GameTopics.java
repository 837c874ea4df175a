package org.openkifu.game.infrastructure;

import java.util.List;

/**
 * The Kafka topics the game context owns; their contracts are in docs/events.md and the schemas in
 * {@code contracts/game/}.
 */
public final class GameTopics {

    /** Every published event of a game, keyed by game id, in the platform's envelope with stable type names. */
    public static final String GAME_EVENTS = "openkifu.game-events";
    /** One {@code GameFinished} per finished game and one {@code GameResultCorrected} per correction, keyed by game id. */
    public static final String GAME_RESULTS = "openkifu.game-results";
    /** Work other contexts ask of the game context (e.g. create the game of a pairing). */
    public static final String GAME_REQUESTS = "openkifu.game-requests";
    /** The game context's answers to {@link #GAME_REQUESTS}, keyed by request id. */
    public static final String GAME_RESPONSES = "openkifu.game-responses";

    public static final List<String> ALL = List.of(GAME_EVENTS, GAME_RESULTS, GAME_REQUESTS, GAME_RESPONSES);

    private GameTopics() {
    }
}
