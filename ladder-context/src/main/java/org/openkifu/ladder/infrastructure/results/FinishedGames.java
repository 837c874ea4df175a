package org.openkifu.ladder.infrastructure.results;

import java.time.Instant;

import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import tools.jackson.databind.JsonNode;

/**
 * The anti-corruption layer for {@code openkifu.game-results}: version 1 of the game context's {@code GameFinished}
 * and {@code GameResultCorrected} (docs/events.md; schemas in contracts/game/v1) as the ladder context's own
 * {@link FinishedGame}. Values the ladder does not know become "other" (the domain's parsers), a rank it cannot read
 * counts as unranked, and fields it does not use are ignored, so a message that grows within its version never
 * stops the consumer.
 */
public final class FinishedGames {

    public static final String FINISHED = "GameFinished";
    public static final String CORRECTED = "GameResultCorrected";

    private FinishedGames() {
    }

    /**
     * The game a message describes, with the result it now has (the corrected one for a correction).
     *
     * @param endedAt for a correction, when the game ended (the message carries only when it was corrected); null:
     *                the correction's instant
     * @throws IllegalArgumentException when the message is not a game the ladder can record: colours never drawn
     *                                  (no black or white player), or required facts missing
     */
    public static FinishedGame parse(JsonNode message, Instant endedAt) {
        JsonNode black = message.path("black");
        JsonNode white = message.path("white");
        JsonNode result = message.path("result");
        boolean corrected = CORRECTED.equals(text(message, "type"));
        Instant ended = corrected ? (endedAt != null ? endedAt : instant(message, "correctedAt"))
                : instant(message, "endedAt");
        try {
            return new FinishedGame(text(message, "gameId"),
                    FinishedGame.OriginKind.parse(text(message.path("origin"), "kind")),
                    text(message.path("origin"), "reference"),
                    text(black, "userId"), text(white, "userId"),
                    rank(text(black, "rank")), rank(text(white, "rank")),
                    message.path("size").asInt(0), text(message, "preset"), message.path("handicap").asInt(0),
                    FinishedGame.parseGameType(text(message, "gameType")),
                    message.path("rated").asBoolean(false), message.path("countsForRating").asBoolean(false),
                    countsForStanding(message),
                    text(result, "winnerUserId"), FinishedGame.Reason.parse(text(result, "reason")),
                    result.path("margin").isNumber() ? result.path("margin").asDouble() : null,
                    message.path("moves").asInt(0), ended);
        } catch (LadderRuleViolation e) {
            throw new IllegalArgumentException("game " + text(message, "gameId") + " cannot be recorded: "
                    + e.getMessage(), e);
        }
    }

    /**
     * {@code countsForStanding}, added within v1; a message published before it has only {@code countsForRating},
     * which for a rated game says the same, and an unrated game never moved a ladder then.
     */
    static boolean countsForStanding(JsonNode message) {
        JsonNode value = message.get("countsForStanding");
        if (value != null && value.isBoolean()) {
            return value.asBoolean();
        }
        return message.path("rated").asBoolean(false) && message.path("countsForRating").asBoolean(false);
    }

    /** The message's type: {@value #FINISHED}, {@value #CORRECTED}, or whatever else it says. */
    public static String typeOf(JsonNode message) {
        return text(message, "type");
    }

    private static Rank rank(String text) {
        try {
            return Rank.parseOrNull(text);
        } catch (LadderRuleViolation e) {
            return null; // a rank this context cannot read: unranked here, no promotion points
        }
    }

    private static Instant instant(JsonNode node, String field) {
        String text = text(node, field);
        return text == null ? null : Instant.parse(text);
    }

    static String text(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value == null || value.isNull() || value.isMissingNode() ? null : value.asString();
    }
}
