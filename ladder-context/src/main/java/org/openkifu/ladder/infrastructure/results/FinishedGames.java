package org.openkifu.ladder.infrastructure.results;

import org.openkifu.infra.contract.FinishedGameMessage;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import tools.jackson.databind.JsonNode;

/**
 * The anti-corruption layer for {@code openkifu.game-results}: version 1 of the game context's {@code GameFinished}
 * and {@code GameResultCorrected} (docs/events.md; schemas in contracts/game/v1) as the ladder context's own
 * {@link FinishedGame}, read by the platform's one reader of the contract ({@link FinishedGameMessage}, shared with the
 * tournament context). Values the ladder does not know become "other" (the domain's parsers), a rank it cannot read
 * counts as unranked, and fields it does not use are ignored, so a message that grows within its version never
 * stops the consumer.
 */
public final class FinishedGames {

    public static final String FINISHED = FinishedGameMessage.FINISHED;
    public static final String CORRECTED = FinishedGameMessage.CORRECTED;

    private FinishedGames() {
    }

    /**
     * The game a message describes, with the result it now has (the corrected one for a correction), dated by the
     * game's end (a correction published before {@code endedAt} was added within v1: by the correction).
     *
     * @throws IllegalArgumentException when the message is not a game the ladder can record: colours never drawn
     *                                  (no black or white player), or required facts missing; or not a v1 result
     */
    public static FinishedGame parse(JsonNode json) {
        FinishedGameMessage message = FinishedGameMessage.parse(json).orElseThrow(() ->
                new IllegalArgumentException("not a game result: " + FinishedGameMessage.typeOf(json)));
        return parse(message);
    }

    public static FinishedGame parse(FinishedGameMessage m) {
        FinishedGameMessage.Player black = m.black() == null ? new FinishedGameMessage.Player(null, null) : m.black();
        FinishedGameMessage.Player white = m.white() == null ? new FinishedGameMessage.Player(null, null) : m.white();
        try {
            return new FinishedGame(m.gameId(), FinishedGame.OriginKind.parse(m.originKind()), m.originReference(),
                    black.userId(), white.userId(), rank(black.rank()), rank(white.rank()),
                    m.size(), m.preset(), m.handicap(), FinishedGame.parseGameType(m.gameType()),
                    m.rated(), m.countsForRating(), m.countsForStanding(),
                    m.result().winnerUserId(), FinishedGame.Reason.parse(m.result().reason()), m.result().margin(),
                    m.moves(), m.endedAt());
        } catch (LadderRuleViolation e) {
            throw new IllegalArgumentException("game " + m.gameId() + " cannot be recorded: " + e.getMessage(), e);
        }
    }

    /** The message's type: {@value #FINISHED}, {@value #CORRECTED}, or whatever else it says. */
    public static String typeOf(JsonNode message) {
        return FinishedGameMessage.typeOf(message);
    }

    private static Rank rank(String text) {
        try {
            return Rank.parseOrNull(text);
        } catch (LadderRuleViolation e) {
            return null; // a rank this context cannot read: unranked here, no promotion points
        }
    }
}
