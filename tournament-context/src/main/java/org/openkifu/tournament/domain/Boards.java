package org.openkifu.tournament.domain;

import java.util.List;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.match.MatchScore;

/** Scores of boards and rounds, read from the state. */
public final class Boards {

    private Boards() {
    }

    /** The board's match score from its first player's (game-1 Black's) side. */
    public static MatchScore score(BoardState b, boolean knockOut) {
        List<MatchScore.Played> games = b.games().stream()
                .map(g -> new MatchScore.Played(g.gameNumber(), g.result())).toList();
        return MatchScore.of(b.board().blackUserId(), b.board().whiteUserId(), games, b.board().games(), knockOut);
    }

    /** Every board decided: all games in, and in a knock-out a winner. */
    public static boolean complete(RoundState r, boolean knockOut) {
        return r.boards().stream().allMatch(b -> score(b, knockOut).decided());
    }
}
