package org.openkifu.ladder.infrastructure.requests;

import java.util.List;
import java.util.Set;

import org.openkifu.infra.contract.CreateGameRequest;
import org.openkifu.infra.contract.GameTerms;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The ladder context's requests, version 1 of {@code openkifu.game-requests} (docs/events.md): a {@code CreateGame}
 * for each challenge issued, offer accepted and match made, and a {@code CancelGame} for each challenge declined or
 * cancelled (its game is cancelled if nobody has moved; a game with moves goes on and moves nobody on the ladder). The request id is derived from the thing that asks for
 * the game ({@code RequestIds}), and the game context derives the game id from it, so a request sent again (a relay
 * retry, a replay) never creates a second game. Colours, game type, handicap and komi are left to the game context,
 * which decides them from the two ranks; the first player owns the game.
 */
public final class GameRequestMessages {

    public static final String TYPE = CreateGameRequest.TYPE;
    public static final String CANCEL_TYPE = "CancelGame";
    /** {@code reason} of the {@code CancelGame} for a declined challenge. */
    public static final String CHALLENGE_DECLINED = "CHALLENGE_DECLINED";
    /** {@code reason} of the {@code CancelGame} for a challenge closed because a player left the ladder. */
    public static final String CHALLENGE_CANCELLED = "CHALLENGE_CANCELLED";
    public static final int VERSION = 1;
    public static final String LADDER_CHALLENGE = "LADDER_CHALLENGE";
    public static final String OPEN_OFFER = "OPEN_OFFER";
    public static final String AUTOMATCH = "AUTOMATCH";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /**
     * A request ready to send: its id (the message id), the record's key, its type and its JSON. A
     * {@code CreateGame} is keyed by its own id; a {@code CancelGame} by the id of the game's {@code CreateGame}, so
     * both land on the same partition and the game context reads the cancel after the creation.
     */
    public record Request(String requestId, String key, String type, byte[] json) {
    }

    private GameRequestMessages() {
    }

    /** The request an event stands for, or null when the event asks for no game. */
    /** The event types {@link #of} answers for, so a publication can decide on the stored type name alone. */
    public static final Set<Class<?>> REQUESTING = Set.of(LadderEvent.ChallengeIssued.class,
            OfferEvent.OfferAccepted.class, MatchPoolEvent.MatchMade.class, LadderEvent.ChallengeDeclined.class,
            LadderEvent.ChallengeCancelled.class);

    public static Request of(Object event) {
        if (event instanceof LadderEvent.ChallengeIssued c) {
            return request(c.requestId(), LADDER_CHALLENGE, c.ladderName(), c.challengerUserId(), c.challengerRank(),
                    c.defenderUserId(), c.defenderRank(), c.size(), c.preset(), c.timeControl(), c.rated());
        }
        if (event instanceof OfferEvent.OfferAccepted a) {
            return request(a.requestId(), OPEN_OFFER, null, a.posterUserId(), a.posterRank(), a.acceptedBy(),
                    a.acceptorRank(), a.size(), a.preset(), a.timeControl(), a.rated());
        }
        if (event instanceof MatchPoolEvent.MatchMade m) {
            return request(m.gameRequestId(), AUTOMATCH, null, m.waitingUserId(), m.waitingRank(), m.newcomerUserId(),
                    m.newcomerRank(), m.size(), m.preset(), m.timeControl(), m.rated());
        }
        if (event instanceof LadderEvent.ChallengeDeclined d) {
            return cancel(RequestIds.forChallenge(d.ladderId(), d.challengeId()), CHALLENGE_DECLINED);
        }
        if (event instanceof LadderEvent.ChallengeCancelled c) {
            return cancel(RequestIds.forChallenge(c.ladderId(), c.challengeId()), CHALLENGE_CANCELLED);
        }
        return null;
    }

    /** The {@code CancelGame} request id for the game a {@code CreateGame} request asked for. */
    public static String cancelRequestId(String gameRequestId) {
        return gameRequestId + "/cancel";
    }

    static Request cancel(String gameRequestId, String reason) {
        ObjectNode root = JSON.createObjectNode();
        String requestId = cancelRequestId(gameRequestId);
        root.put("type", CANCEL_TYPE);
        root.put("version", VERSION);
        root.put("requestId", requestId);
        root.put("gameRequestId", gameRequestId);
        root.putObject("origin").put("kind", LADDER_CHALLENGE);
        root.put("reason", reason);
        return new Request(requestId, gameRequestId, CANCEL_TYPE, JSON.writeValueAsBytes(root));
    }

    /**
     * The {@code CreateGame}, written by the platform's one writer of the contract ({@link CreateGameRequest}).
     * {@code eventName}: the ladder's name for a challenge (from the stored event); null for offers and auto-match,
     * which belong to no event.
     */
    static Request request(String requestId, String kind, String eventName, String owner, Rank ownerRank, String opponent,
            Rank opponentRank, int size, String preset, TimeControl tc, boolean rated) {
        TimeControl t = tc == null ? TimeControl.NONE : tc;
        CreateGameRequest request = new CreateGameRequest(requestId, kind, requestId, eventName,
                List.of(player(owner, ownerRank), player(opponent, opponentRank)), null,
                new CreateGameRequest.Settings(size, preset, null, null, null, new GameTerms.Clock(t.kind().name(),
                        t.mainSeconds(), t.periods(), t.periodSeconds(), t.stonesPerPeriod(), t.incrementSeconds()),
                        rated, false));
        return new Request(requestId, requestId, TYPE, request.toBytes());
    }

    private static CreateGameRequest.Player player(String userId, Rank rank) {
        return new CreateGameRequest.Player(userId, rank == null ? null : rank.toString());
    }
}
