package org.openkifu.infra.contract;

import java.time.Instant;
import java.util.Optional;

import tools.jackson.databind.JsonNode;

/**
 * A {@code GameFinished} or {@code GameResultCorrected} of {@code openkifu.game-results}, version 1
 * ({@code contracts/game/v1}, docs/events.md), read once for every consumer: the ladder and the tournament translate
 * this record into their own finished game in their anti-corruption layer. It applies the contract's reading rules
 * and nothing else: fields it does not know are ignored, text values (reasons, kinds, ranks) are passed through for
 * the context to interpret, and the fields added within v1 get the default the contract documents for a message
 * published before them ({@link #countsForStanding}, {@link #endedAt} of a correction). Tested against the published
 * examples ({@code FinishedGameMessageTest}).
 *
 * @param black             null only if colours were never drawn
 * @param countsForStanding as published; a message without it: {@code rated && countsForRating}
 * @param result            never null; its fields are null when the message has none
 * @param endedAt           when the game ended; for a correction published before the field existed (added within
 *                          v1), the correction's instant
 * @param correctedAt       a correction's instant; null for {@code GameFinished}
 */
public record FinishedGameMessage(String type, String gameId, String originKind, String originReference,
                                  Player black, Player white, int size, String preset, int handicap, String gameType,
                                  boolean rated, boolean countsForRating, boolean countsForStanding, Result result,
                                  int moves, Instant endedAt, Instant correctedAt) {

    public static final String FINISHED = "GameFinished";
    public static final String CORRECTED = "GameResultCorrected";

    /** @param rank as published ({@code 3k}, ...), null when unranked */
    public record Player(String userId, String rank) {
    }

    /**
     * @param reason the published reason ({@code SCORE}, {@code RESIGNATION}, ...): a consumer reads a value it does
     *               not know as "other"
     * @param margin null unless the game was counted
     */
    public record Result(String winnerUserId, String loserUserId, String reason, Double margin) {
    }

    public boolean correction() {
        return CORRECTED.equals(type);
    }

    /** The message's type field, whatever it says (null if none). */
    public static String typeOf(JsonNode message) {
        return text(message, "type");
    }

    /**
     * The message read, or empty for a type this version does not read (a later version's message is not this
     * consumer's business).
     *
     * @throws java.time.format.DateTimeParseException for an instant that is not ISO-8601 (not a v1 message)
     */
    public static Optional<FinishedGameMessage> parse(JsonNode message) {
        String type = typeOf(message);
        boolean correction = CORRECTED.equals(type);
        if (!correction && !FINISHED.equals(type)) {
            return Optional.empty();
        }
        JsonNode origin = message.path("origin");
        JsonNode result = message.path("result");
        JsonNode margin = result.get("margin");
        Instant correctedAt = correction ? instant(message, "correctedAt") : null;
        Instant endedAt = instant(message, "endedAt");
        return Optional.of(new FinishedGameMessage(type, text(message, "gameId"), text(origin, "kind"),
                text(origin, "reference"), player(message.get("black")), player(message.get("white")),
                message.path("size").asInt(0), text(message, "preset"), message.path("handicap").asInt(0),
                text(message, "gameType"), message.path("rated").asBoolean(false),
                message.path("countsForRating").asBoolean(false), countsForStanding(message),
                new Result(text(result, "winnerUserId"), text(result, "loserUserId"), text(result, "reason"),
                        margin != null && margin.isNumber() ? margin.asDouble() : null),
                message.path("moves").asInt(0), endedAt != null || !correction ? endedAt : correctedAt, correctedAt));
    }

    /**
     * {@code countsForStanding}, added within v1; a message published before it has only {@code countsForRating},
     * which for a rated game says the same, and an unrated game never moved a standing then.
     */
    static boolean countsForStanding(JsonNode message) {
        JsonNode value = message.get("countsForStanding");
        if (value != null && value.isBoolean()) {
            return value.asBoolean();
        }
        return message.path("rated").asBoolean(false) && message.path("countsForRating").asBoolean(false);
    }

    private static Player player(JsonNode node) {
        return node == null || node.isNull() || !node.isObject() ? null
                : new Player(text(node, "userId"), text(node, "rank"));
    }

    private static Instant instant(JsonNode node, String field) {
        String text = text(node, field);
        return text == null ? null : Instant.parse(text);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value == null || value.isNull() || value.isMissingNode() ? null : value.asString();
    }
}
