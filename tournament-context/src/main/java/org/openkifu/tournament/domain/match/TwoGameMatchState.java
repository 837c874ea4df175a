package org.openkifu.tournament.domain.match;

import java.util.List;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.Rank;

/** A standalone two-game match as its events leave it. */
public record TwoGameMatchState(String matchId, String inviterUserId, Rank inviterRank, String inviteeUserId,
                                Rank inviteeRank, TwoGameMatchTerms terms, Status status, List<Game> games,
                                Double inviterPoints, Double inviteePoints, String winnerUserId) {

    public enum Status {
        PROPOSED,
        DECLINED,
        PLAYING,
        DECIDED
    }

    public record Game(int gameNumber, String requestId, String gameId, String blackUserId, String whiteUserId,
                       GameOutcome result, GameOutcome firstResult) {
    }

    public TwoGameMatchState {
        games = List.copyOf(games);
    }

    /** The match score from the inviter's side. */
    public MatchScore matchScore() {
        return MatchScore.of(inviterUserId, inviteeUserId,
                games.stream().map(g -> new MatchScore.Played(g.gameNumber(), g.result())).toList(), 2, false);
    }

    TwoGameMatchState with(Status s, List<Game> g, Double inviter, Double invitee, String winner) {
        return new TwoGameMatchState(matchId, inviterUserId, inviterRank, inviteeUserId, inviteeRank, terms, s, g,
                inviter, invitee, winner);
    }
}
