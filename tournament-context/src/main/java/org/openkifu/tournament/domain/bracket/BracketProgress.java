package org.openkifu.tournament.domain.bracket;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openkifu.tournament.domain.Boards;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.Walkover;
import org.openkifu.tournament.domain.bracket.Bracket.BracketMatch;
import org.openkifu.tournament.domain.bracket.Bracket.LoserOf;
import org.openkifu.tournament.domain.bracket.Bracket.Seed;
import org.openkifu.tournament.domain.bracket.Bracket.Source;
import org.openkifu.tournament.domain.bracket.Bracket.WinnerOf;
import org.openkifu.tournament.domain.match.MatchScore;

/**
 * Who stands where in a knock-out bracket after the results so far. Derived every time from the seeds and the
 * decided matches, never stored, so a corrected result moves the bracket as long as the next match has not been
 * paired (after that the next round's boards are facts and stay as paired).
 */
public final class BracketProgress {

    /** A side of a match: a player, nobody (a missing seed, or both players of the feeding match withdrew), or not yet known. */
    public record Side(Kind kind, String userId) {
        public enum Kind {
            PLAYER,
            NOBODY,
            UNKNOWN
        }

        static final Side NOBODY = new Side(Kind.NOBODY, null);
        static final Side UNKNOWN = new Side(Kind.UNKNOWN, null);

        static Side of(String userId) {
            return userId == null ? NOBODY : new Side(Kind.PLAYER, userId);
        }

        public boolean known() {
            return kind != Kind.UNKNOWN;
        }
    }

    /** @param winner null when nobody advances; {@code loser} null when nobody drops (a bye) */
    public record Outcome(String winner, String loser, boolean played) {
    }

    private final Bracket bracket;
    private final List<String> seeds;
    private final Map<String, Outcome> decided;

    private BracketProgress(Bracket bracket, List<String> seeds, Map<String, Outcome> decided) {
        this.bracket = bracket;
        this.seeds = seeds;
        this.decided = decided;
    }

    public static BracketProgress of(TournamentState s) {
        Bracket bracket = Bracket.build(s.settings().format() == org.openkifu.tournament.domain.TournamentFormat.DOUBLE_ELIMINATION,
                s.seeds().size());
        Map<String, Outcome> decided = new HashMap<>();
        for (RoundState r : s.rounds()) {
            for (BoardState b : r.boards()) {
                MatchScore score = Boards.score(b, true);
                if (score.decided()) {
                    decided.put(b.board().bracketMatch(), new Outcome(score.winnerUserId(), score.loserUserId(), true));
                }
            }
            for (Walkover w : r.walkovers()) {
                decided.put(w.bracketMatch(), new Outcome(w.winnerUserId(), w.winnerUserId() == null ? null : w.forfeitedBy(),
                        false));
            }
        }
        return new BracketProgress(bracket, s.seeds(), decided);
    }

    public Bracket bracket() {
        return bracket;
    }

    public Side side(Source source) {
        if (source instanceof Seed seed) {
            return seed.seed() <= seeds.size() ? Side.of(seeds.get(seed.seed() - 1)) : Side.NOBODY;
        }
        String id = source instanceof WinnerOf w ? w.matchId() : ((LoserOf) source).matchId();
        Optional<Outcome> o = outcome(id);
        if (o.isEmpty()) {
            return Side.UNKNOWN;
        }
        return Side.of(source instanceof WinnerOf ? o.get().winner() : o.get().loser());
    }

    /** A decided match, or one passed without playing because a side is nobody. */
    public Optional<Outcome> outcome(String matchId) {
        Outcome o = decided.get(matchId);
        if (o != null) {
            return Optional.of(o);
        }
        BracketMatch m = bracket.matches().get(matchId);
        Side top = side(m.top());
        Side bottom = side(m.bottom());
        if (top.known() && bottom.known() && (top.kind() == Side.Kind.NOBODY || bottom.kind() == Side.Kind.NOBODY)) {
            String winner = top.kind() == Side.Kind.PLAYER ? top.userId() : bottom.userId();
            return Optional.of(new Outcome(winner, null, false));
        }
        return Optional.empty();
    }

    /** The champion once the final is decided. */
    public Optional<String> champion() {
        return outcome(bracket.finalMatchId()).map(Outcome::winner);
    }

    /** The seed number (1 = strongest) of a player. */
    public int seedOf(String userId) {
        return seeds.indexOf(userId) + 1;
    }
}
