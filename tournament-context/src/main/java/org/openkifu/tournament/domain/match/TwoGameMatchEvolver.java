package org.openkifu.tournament.domain.match;

import java.util.ArrayList;
import java.util.List;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameRequested;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameResultCorrected;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameResultRecorded;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchAccepted;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchDecided;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchDeclined;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchProposed;
import org.openkifu.tournament.domain.match.TwoGameMatchState.Game;
import org.openkifu.tournament.domain.match.TwoGameMatchState.Status;

/** {@code evolve(state, event) -> state} for a standalone two-game match. Pure and total. */
public final class TwoGameMatchEvolver {

    private TwoGameMatchEvolver() {
    }

    public static TwoGameMatchState fold(List<? extends TwoGameMatchEvent> events) {
        TwoGameMatchState s = null;
        for (TwoGameMatchEvent e : events) {
            s = evolve(s, e);
        }
        return s;
    }

    public static TwoGameMatchState evolve(TwoGameMatchState s, TwoGameMatchEvent event) {
        // One case per event, no default: a new event type that is not handled here does not compile.
        return switch (event) {
            case TwoGameMatchProposed e -> new TwoGameMatchState(e.matchId(), e.inviterUserId(), e.inviterRank(),
                    e.inviteeUserId(), e.inviteeRank(), e.terms(), Status.PROPOSED, List.of(), null, null, null);
            case TwoGameMatchAccepted _ -> s.with(Status.PLAYING, s.games(), null, null, null);
            case TwoGameMatchDeclined _ -> s.with(Status.DECLINED, s.games(), null, null, null);
            case MatchGameRequested e -> {
                List<Game> games = new ArrayList<>(s.games());
                games.add(new Game(e.gameNumber(), e.requestId(), e.gameId(), e.blackUserId(), e.whiteUserId(),
                        null, null));
                yield s.with(s.status(), games, s.inviterPoints(), s.inviteePoints(), s.winnerUserId());
            }
            case MatchGameResultRecorded e -> s.with(s.status(), withResult(s, e.gameNumber(), e.result()),
                    s.inviterPoints(), s.inviteePoints(), s.winnerUserId());
            case MatchGameResultCorrected e -> s.with(s.status(), withResult(s, e.gameNumber(), e.corrected()),
                    s.inviterPoints(), s.inviteePoints(), s.winnerUserId());
            case TwoGameMatchDecided e -> s.with(Status.DECIDED, s.games(), e.inviterPoints(), e.inviteePoints(),
                    e.winnerUserId());
        };
    }

    private static List<Game> withResult(TwoGameMatchState s, int number, GameOutcome r) {
        return s.games().stream().map(g -> g.gameNumber() != number ? g : new Game(g.gameNumber(), g.requestId(),
                g.gameId(), g.blackUserId(), g.whiteUserId(), r, g.firstResult() == null ? r : g.firstResult())).toList();
    }
}
