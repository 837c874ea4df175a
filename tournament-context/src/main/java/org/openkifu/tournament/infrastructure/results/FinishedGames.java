package org.openkifu.tournament.infrastructure.results;

import java.util.Optional;

import org.openkifu.infra.contract.FinishedGameMessage;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.FinishedGame;
import org.openkifu.tournament.infrastructure.RequestIds;
import tools.jackson.databind.JsonNode;

/**
 * The anti-corruption layer at the tournament's edge: a {@code GameFinished} or {@code GameResultCorrected} message
 * of the game context's published language (docs/events.md, {@code openkifu.game-results}) as the tournament's own
 * {@link FinishedGame}, read by the platform's one reader of the contract ({@link FinishedGameMessage}, shared with
 * the ladder context). Only games the tournament context asked for are translated (origin
 * {@code TOURNAMENT_PAIRING} or {@code TWO_GAME_MATCH} with one of its request ids as the reference); fields this
 * version does not know are ignored, and a reason it does not know is read as {@code OTHER}.
 */
public final class FinishedGames {

    public static final String GAME_FINISHED = FinishedGameMessage.FINISHED;
    public static final String GAME_RESULT_CORRECTED = FinishedGameMessage.CORRECTED;

    /** A translated message: whose game it is, whether it corrects an earlier result, and the game. */
    public record Translated(RequestIds.Owner owner, boolean correction, FinishedGame game) {
    }

    private FinishedGames() {
    }

    /** Empty for another context's game, a type this version does not read, or a game without fixed colours. */
    public static Optional<Translated> translate(JsonNode message) {
        return FinishedGameMessage.parse(message).flatMap(FinishedGames::translate);
    }

    /**
     * A correction is dated by the correction (when the tournament learnt of the new result), as before
     * {@code endedAt} was added to it within v1.
     */
    static Optional<Translated> translate(FinishedGameMessage m) {
        Optional<RequestIds.Owner> owner = RequestIds.ownerOf(m.originReference())
                .filter(o -> o.kind().equals(m.originKind()));
        if (owner.isEmpty() || m.black() == null || m.white() == null) {
            return Optional.empty();
        }
        FinishedGameMessage.Result r = m.result();
        FinishedGame game = new FinishedGame(m.gameId(), owner.get().kind(), m.originReference(),
                m.black().userId(), m.white().userId(), m.black().rank(), m.white().rank(), m.size(), m.handicap(),
                m.rated(), r.winnerUserId(), FinishReason.parse(r.reason()), r.margin(), m.moves(),
                m.correction() ? m.correctedAt() : m.endedAt());
        return Optional.of(new Translated(owner.get(), m.correction(), game));
    }
}
