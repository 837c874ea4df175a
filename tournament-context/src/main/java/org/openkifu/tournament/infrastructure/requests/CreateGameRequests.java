package org.openkifu.tournament.infrastructure.requests;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
 */
public final class CreateGameRequests {

    private CreateGameRequests() {
    }

    public static Map<String, Object> of(GameRequested e) {
        return request(e.requestId(), TournamentIds.TOURNAMENT_PAIRING, e.blackUserId(), e.blackRank(), e.whiteUserId(),
                e.whiteRank(), e.size(), e.rulePresetId(), e.handicap(), e.komi(), e.timeControl(), e.rated());
    }

    public static Map<String, Object> of(MatchGameRequested e) {
        return request(e.requestId(), TournamentIds.TWO_GAME_MATCH, e.blackUserId(), e.blackRank(), e.whiteUserId(),
                e.whiteRank(), e.size(), e.rulePresetId(), 0, e.komi(), e.timeControl(), e.rated());
    }

    static String gameType(int handicap) {
        return handicap <= 0 ? "HO_SUN" : handicap == 1 ? "JUNG_SUN" : "HANDICAP";
    }

    private static Map<String, Object> request(String requestId, String originKind, String black, Rank blackRank,
                                               String white, Rank whiteRank, int size, String preset, int handicap,
                                               double komi, TimeControl timeControl, boolean rated) {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("size", size);
        settings.put("preset", preset);
        settings.put("komi", komi);
        settings.put("gameType", gameType(handicap));
        settings.put("handicap", handicap >= 2 ? handicap : 0);
        settings.put("timeControl", timeControl(timeControl == null ? TimeControl.NONE : timeControl));
        settings.put("rated", rated);
        settings.put("takeBack", false);
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("type", "CreateGame");
        request.put("version", 1);
        request.put("requestId", requestId);
        request.put("origin", Map.of("kind", originKind, "reference", requestId));
        // Black first: the first player is the game's owner, which only matters for nigiri (none here).
        request.put("players", List.of(player(black, blackRank), player(white, whiteRank)));
        request.put("colors", Map.of("black", black, "white", white));
        request.put("settings", settings);
        return request;
    }

    private static Map<String, Object> player(String userId, Rank rank) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("userId", userId);
        if (rank != null) {
            p.put("rank", rank.toString());
        }
        return p;
    }

    private static Map<String, Object> timeControl(TimeControl t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", t.kind().name());
        m.put("mainSeconds", t.mainSeconds());
        m.put("periods", t.periods());
        m.put("periodSeconds", t.periodSeconds());
        m.put("stonesPerPeriod", t.stonesPerPeriod());
        m.put("incrementSeconds", t.incrementSeconds());
        return m;
    }
}
