package org.openkifu.tournament.infrastructure;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.openkifu.tournament.domain.TournamentIds;

/**
 * Reads back whose a game request id is ({@link TournamentIds} writes them): a tournament's board
 * ({@code tournament/{id}/round-{r}/board-{b}[/game-{n}]}) or a standalone match's game
 * ({@code two-game-match/{id}/game-{n}}). Anything else is another context's request.
 */
public final class RequestIds {

    public record Owner(String kind, String id) {
        public boolean tournament() {
            return TournamentIds.TOURNAMENT_PAIRING.equals(kind);
        }
    }

    private static final Pattern TOURNAMENT = Pattern.compile("^tournament/(.+)/round-\\d+/board-\\d+(/game-\\d+)?$");
    private static final Pattern MATCH = Pattern.compile("^two-game-match/(.+)/game-\\d+$");

    private RequestIds() {
    }

    public static Optional<Owner> ownerOf(String requestId) {
        if (requestId == null) {
            return Optional.empty();
        }
        Matcher t = TOURNAMENT.matcher(requestId);
        if (t.matches()) {
            return Optional.of(new Owner(TournamentIds.TOURNAMENT_PAIRING, t.group(1)));
        }
        Matcher m = MATCH.matcher(requestId);
        if (m.matches()) {
            return Optional.of(new Owner(TournamentIds.TWO_GAME_MATCH, m.group(1)));
        }
        return Optional.empty();
    }
}
