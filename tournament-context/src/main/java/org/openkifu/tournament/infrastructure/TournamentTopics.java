package org.openkifu.tournament.infrastructure;

import java.util.List;

/**
 * The game context's topics the tournament context talks through, named as the published contract names them
 * (docs/events.md, "Topic contracts"); repeated here, not imported: the contexts share no code.
 */
public final class TournamentTopics {

    /** Where the tournament asks for games ({@code CreateGame}, keyed by request id). */
    public static final String GAME_REQUESTS = "openkifu.game-requests";
    /** The game context's answers: {@code GameCreated} or {@code GameRefused}, keyed by request id. */
    public static final String GAME_RESPONSES = "openkifu.game-responses";
    /** {@code GameFinished} and {@code GameResultCorrected}, keyed by game id. */
    public static final String GAME_RESULTS = "openkifu.game-results";

    /**
     * Declared by the tournament context too, although the game context owns them: a process hosting only the
     * tournament context (or its tests) must not wait for a producer's process to create the topics it reads.
     * Creation is idempotent, so two contexts declaring one topic is harmless.
     */
    public static final List<String> READ_AND_WRITTEN = List.of(GAME_REQUESTS, GAME_RESPONSES, GAME_RESULTS);

    private TournamentTopics() {
    }
}
