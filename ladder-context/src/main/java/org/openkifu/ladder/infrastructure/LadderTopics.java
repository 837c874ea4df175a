package org.openkifu.ladder.infrastructure;

/**
 * The game context's topics the ladder context talks through (docs/events.md, "Topic contracts"). The names are the
 * contract's, written down here rather than imported: the ladder context shares no code with the game context.
 */
public final class LadderTopics {

    /** {@code GameFinished} and {@code GameResultCorrected}, keyed by game id: read. */
    public static final String GAME_RESULTS = "openkifu.game-results";
    /** {@code CreateGame} requests, keyed by request id: written by the relay from the ladder's own events. */
    public static final String GAME_REQUESTS = "openkifu.game-requests";
    /** {@code GameCreated} / {@code GameRefused}, keyed by request id: read. */
    public static final String GAME_RESPONSES = "openkifu.game-responses";

    private LadderTopics() {
    }
}
