package org.openkifu.tournament.infrastructure.reads;

import java.time.Instant;
import java.util.List;

import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;
import org.openkifu.tournament.domain.match.TwoGameMatchEvolver;
import org.openkifu.tournament.domain.match.TwoGameMatchState;
import org.openkifu.tournament.domain.match.TwoGameMatchTerms;
import org.openkifu.tournament.domain.view.TournamentViews;

/** A standalone two-game match as its page and the API show it: a pure function of the match's events. */
public final class MatchDocuments {

    private MatchDocuments() {
    }

    public record Terms(int size, String rules, double komi, TimeControl timeControl, boolean rated) {
        static Terms of(TwoGameMatchTerms t) {
            return new Terms(t.size(), t.rulePresetId(), t.komi(), t.timeControl(), t.rated());
        }
    }

    /** @param result SGF-style ({@code B+R}, {@code W+3.5}, {@code 0}, {@code Void}), null while it is played */
    public record Game(int gameNumber, String gameId, String blackUserId, String whiteUserId, String result) {
    }

    /**
     * @param players  inviter and invitee (the list the "matches of a player" query looks in)
     * @param status   PROPOSED, DECLINED, PLAYING, DECIDED
     * @param score    points so far from the inviter's side, e.g. {@code 1-1}, {@code 1½-½}
     */
    public record Match(String matchId, String inviterUserId, String inviterRank, String inviteeUserId,
                        String inviteeRank, List<String> players, Terms terms, String status, List<Game> games,
                        Double inviterPoints, Double inviteePoints, String winnerUserId, String score,
                        Instant proposedAt, long version) {
    }

    public static Match match(List<? extends TwoGameMatchEvent> events, long version) {
        return match(TwoGameMatchEvolver.fold(events), events.get(0).at(), version);
    }

    /** @param proposedAt when the match's first event happened */
    public static Match match(TwoGameMatchState s, Instant proposedAt, long version) {
        List<Game> games = s.games().stream().map(g -> new Game(g.gameNumber(), g.gameId(), g.blackUserId(),
                g.whiteUserId(), TournamentViews.resultText(g.result(), g.blackUserId()))).toList();
        return new Match(s.matchId(), s.inviterUserId(), text(s.inviterRank()), s.inviteeUserId(),
                text(s.inviteeRank()), List.of(s.inviterUserId(), s.inviteeUserId()), Terms.of(s.terms()),
                s.status().name(), games, s.inviterPoints(), s.inviteePoints(), s.winnerUserId(),
                s.games().isEmpty() ? null : s.matchScore().label(), proposedAt, version);
    }

    private static String text(Object rank) {
        return rank == null ? null : rank.toString();
    }
}
