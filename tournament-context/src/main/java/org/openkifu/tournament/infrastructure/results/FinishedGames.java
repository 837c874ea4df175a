package org.openkifu.tournament.infrastructure.results;

import java.time.Instant;
import java.util.Optional;

import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.FinishedGame;
import org.openkifu.tournament.infrastructure.RequestIds;
import tools.jackson.databind.JsonNode;

/**
 * The anti-corruption layer at the tournament's edge: a {@code GameFinished} or {@code GameResultCorrected} message
 * of the game context's published language (docs/events.md, {@code openkifu.game-results}) as the tournament's own
 * {@link FinishedGame}. Only games the tournament context asked for are translated (origin
 * {@code TOURNAMENT_PAIRING} or {@code TWO_GAME_MATCH} with one of its request ids as the reference); fields this
 * version does not know are ignored, and a reason it does not know is read as {@code OTHER}.
 */
public final class FinishedGames {

    public static final String GAME_FINISHED = "GameFinished";
    public static final String GAME_RESULT_CORRECTED = "GameResultCorrected";

    /** A translated message: whose game it is, whether it corrects an earlier result, and the game. */
    public record Translated(RequestIds.Owner owner, boolean correction, FinishedGame game) {
    }

    private FinishedGames() {
    }

    /** Empty for another context's game, a type this version does not read, or a game without fixed colours. */
    public static Optional<Translated> translate(JsonNode message) {
        String type = text(message, "type");
        boolean correction = GAME_RESULT_CORRECTED.equals(type);
        if (!correction && !GAME_FINISHED.equals(type)) {
            return Optional.empty();
        }
        JsonNode origin = message.path("origin");
        String reference = text(origin, "reference");
        Optional<RequestIds.Owner> owner = RequestIds.ownerOf(reference)
                .filter(o -> o.kind().equals(text(origin, "kind")));
        JsonNode black = message.get("black");
        JsonNode white = message.get("white");
        if (owner.isEmpty() || black == null || black.isNull() || white == null || white.isNull()) {
            return Optional.empty();
        }
        JsonNode result = message.path("result");
        JsonNode margin = result.get("margin");
        String ended = text(message, correction ? "correctedAt" : "endedAt");
        FinishedGame game = new FinishedGame(text(message, "gameId"), owner.get().kind(), reference,
                text(black, "userId"), text(white, "userId"), text(black, "rank"), text(white, "rank"),
                message.path("size").asInt(), message.path("handicap").asInt(), message.path("rated").asBoolean(),
                text(result, "winnerUserId"), FinishReason.parse(text(result, "reason")),
                margin == null || margin.isNull() ? null : margin.asDouble(), message.path("moves").asInt(),
                ended == null ? null : Instant.parse(ended));
        return Optional.of(new Translated(owner.get(), correction, game));
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node == null ? null : node.get(field);
        return v == null || v.isNull() ? null : v.asString();
    }
}
