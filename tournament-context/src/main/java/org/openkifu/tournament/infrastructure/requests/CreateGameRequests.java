package org.openkifu.tournament.infrastructure.requests;

import java.util.List;

import org.openkifu.infra.contract.CreateGameRequest;
import org.openkifu.infra.contract.GameTerms;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentIds;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameRequested;

/**
 * The tournament's game requests in the game context's language: a version 1 {@code CreateGame} request
 * (docs/events.md, {@code openkifu.game-requests}) with fixed colours, the game type, handicap and komi the pairing
 * decided. The request id is the tournament's own deterministic id, so the game context names the game
 * {@code GameRequested.gameId} and a request sent twice creates one game.
 *
 * <p>Handicap: the tournament's handicap 1 means "no stones, Black without komi" (OpenGotha). The contract has no
 * handicap of one stone; the game context's Jung-sun game type is exactly that (no stones, the komi the request
 * gives), so 1 becomes {@code JUNG_SUN} with handicap 0; 2 and more are {@code HANDICAP} games with that many stones;
 * 0 is {@code HO_SUN}, named explicitly so the game never picks a type from the ranks.
 *
 * <p>The origin's name is the event's stored {@code eventName} (the tournament's name, or the match's players), so
 * the request written at relay time names the event as it was when the game was asked for; an event stored before
 * the name existed leaves it out.
 */
public final class CreateGameRequests {

    private CreateGameRequests() {
    }

    public static CreateGameRequest of(GameRequested e) {
        return request(e.requestId(), TournamentIds.TOURNAMENT_PAIRING, e.eventName(), e.blackUserId(), e.blackRank(),
                e.whiteUserId(), e.whiteRank(), e.size(), e.rulePresetId(), e.handicap(), e.komi(), e.timeControl(),
                e.rated());
    }

    public static CreateGameRequest of(MatchGameRequested e) {
        return request(e.requestId(), TournamentIds.TWO_GAME_MATCH, e.eventName(), e.blackUserId(), e.blackRank(),
                e.whiteUserId(), e.whiteRank(), e.size(), e.rulePresetId(), 0, e.komi(), e.timeControl(), e.rated());
    }

    static String gameType(int handicap) {
        return handicap <= 0 ? "HO_SUN" : handicap == 1 ? "JUNG_SUN" : "HANDICAP";
    }

    /** Written by the platform's one writer of the contract ({@link CreateGameRequest}), as the ladder's. */
    private static CreateGameRequest request(String requestId, String originKind, String eventName, String black,
                                             Rank blackRank,
                                             String white, Rank whiteRank, int size, String preset, int handicap,
                                             double komi, TimeControl timeControl, boolean rated) {
        TimeControl t = timeControl == null ? TimeControl.NONE : timeControl;
        // Black first: the first player is the game's owner, which only matters for nigiri (none here).
        return new CreateGameRequest(requestId, originKind, requestId, eventName, List.of(player(black, blackRank),
                player(white, whiteRank)), new CreateGameRequest.Colors(black, white),
                new CreateGameRequest.Settings(size, preset, komi, gameType(handicap), handicap >= 2 ? handicap : 0,
                        new GameTerms.Clock(t.kind().name(), t.mainSeconds(), t.periods(), t.periodSeconds(),
                                t.stonesPerPeriod(), t.incrementSeconds()), rated, false));
    }

    private static CreateGameRequest.Player player(String userId, Rank rank) {
        return new CreateGameRequest.Player(userId, rank == null ? null : rank.toString());
    }
}
