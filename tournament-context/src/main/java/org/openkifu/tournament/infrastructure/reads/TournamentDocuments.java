package org.openkifu.tournament.infrastructure.reads;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openkifu.tournament.domain.Boards;
import org.openkifu.tournament.domain.Bye;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TournamentFormat;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.Walkover;
import org.openkifu.tournament.domain.bracket.BracketProgress;
import org.openkifu.tournament.domain.standings.RoundRecord;
import org.openkifu.tournament.domain.standings.ScoreCard;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;
import org.openkifu.tournament.domain.view.KnockOutPlaces;
import org.openkifu.tournament.domain.view.TournamentViews;
import org.openkifu.tournament.domain.view.TournamentViews.BoardView;
import org.openkifu.tournament.domain.view.TournamentViews.MatchView;

/**
 * What the tournament's read models hold, as records: each a pure function of a tournament's events (the summary
 * carries {@code version}, the sequence number of the last one), computed by the domain's {@link TournamentViews} (the
 * reference) and completed with the players' names and ranks the pages print. The projection stores them, the API
 * answers with them; the same functions serve the reads that come straight from the event store.
 */
public final class TournamentDocuments {

    private TournamentDocuments() {
    }

    /** @param seed 1 = strongest at the start; 0 before the start or for a late entry */
    public record PlayerView(String userId, String name, String rank, Integer rating, String country, String club,
                             boolean withdrawn, int seed) {
    }

    /**
     * @param roundFinished the latest paired round has every board decided
     * @param championUserId a knock-out's champion once its final is decided
     */
    public record Summary(String tournamentId, String name, String location, String organizerId, String status,
                          SettingsView settings, List<PlayerView> players, int roundsPaired, int plannedRounds,
                          boolean roundFinished, String championUserId, Instant createdAt, Instant startedAt,
                          Instant finishedAt, long version, boolean paused) {
    }

    public record Round(String tournamentId, int round, List<BoardView> boards, List<Bye> byes, List<String> absent,
                        List<Walkover> walkovers, boolean finished) {
    }

    /**
     * One line of the table. {@code values}: every criterion the tournament can rank by, keyed by its name as in
     * {@link Standings#criteria} ({@code SOS_1}, {@code CUSS}, and in a McMahon {@code MMS} and the NBW-based
     * {@code SOSW}, ...); {@code nbw} to {@code sosos} repeat five of them, as the table always had them.
     * {@code rounds}: per round, OpenGotha's notation with the opponent's current place: {@code 3+/w0} (beat the
     * player in place 3 with White, handicap 0), {@code 5-/b2}, {@code 2=/m} (a level two-game match), {@code 6+!b0}
     * (a game not played: won by forfeit, or void), {@code 4?/b0} still playing; a round without a game is {@code 0}
     * and what it was worth on the main scale: {@code 0+} 1 point (a bye), {@code 0=} ½ (a McMahon absence),
     * {@code 0-} nothing.
     */
    public record Line(int place, String userId, String name, String rank, int startScore, double nbw, double mms,
                       double sos, double sodos, double sosos, Map<String, Double> values, List<String> rounds,
                       List<Integer> correctedRounds) {
    }

    /** A knock-out's places: the champion first, then by how late each player was knocked out (0 = still in). */
    public record Place(int place, String userId, String name, String rank, int seed, int eliminatedInRound) {
    }

    /** {@code kind}: {@code table} (Swiss, McMahon, round robin: {@code rows}) or {@code places} (knock-outs). */
    public record Standings(String tournamentId, String kind, List<String> criteria, List<Line> rows,
                            List<Place> places) {
    }

    /** The matches' scores are from the top side's point of view ({@code 2-0}: the top player won both games). */
    public record Bracket(String tournamentId, boolean doubleElimination, int size, List<MatchView> matches,
                          String championUserId) {
    }

    public static Summary summary(List<? extends TournamentEvent> events, long version) {
        return summary(TournamentViews.state(events), events.get(0).at(), version);
    }

    /**
     * The documents below from the folded state: the projection keeps each tournament's state in a
     * {@link org.openkifu.infra.projection.FoldCache} and folds every event once; the event-list forms fold first.
     *
     * @param createdAt when the tournament's first event happened
     */
    public static Summary summary(TournamentState s, Instant createdAt, long version) {
        Map<String, Integer> seeds = new HashMap<>();
        for (int i = 0; i < s.seeds().size(); i++) {
            seeds.put(s.seeds().get(i), i + 1);
        }
        List<PlayerView> players = s.players().stream().map(p -> player(p.entrant(), p.withdrawn(),
                seeds.getOrDefault(p.userId(), 0))).toList();
        boolean roundFinished = s.lastRound().map(TournamentState.RoundState::finished).orElse(false);
        String champion = s.settings().format().knockOut() && !s.seeds().isEmpty()
                ? BracketProgress.of(s).champion().orElse(null) : null;
        return new Summary(s.tournamentId(), s.name(), s.location(), s.organizerId(), s.status().name(),
                SettingsView.of(s.settings()), players, s.roundsPaired(), s.plannedRounds(), roundFinished, champion,
                createdAt, s.startedAt(), s.finishedAt(), version, s.paused());
    }

    public static List<Round> rounds(List<? extends TournamentEvent> events) {
        return rounds(TournamentViews.state(events));
    }

    public static List<Round> rounds(TournamentState s) {
        String id = s.tournamentId();
        return TournamentViews.rounds(s).stream().map(r -> new Round(id, r.number(), r.boards(), r.byes(),
                r.absent(), r.walkovers(), r.finished())).toList();
    }

    /** Empty before the field is fixed: nobody is placed yet. */
    public static java.util.Optional<Standings> standings(List<? extends TournamentEvent> events) {
        return standings(TournamentViews.state(events));
    }

    public static java.util.Optional<Standings> standings(TournamentState s) {
        if (s.seeds().isEmpty()) {
            return java.util.Optional.empty();
        }
        if (s.settings().format().knockOut()) {
            List<Place> places = TournamentViews.knockOutPlaces(s).stream().map(p -> {
                Entrant e = s.entrant(p.userId());
                return new Place(p.place(), p.userId(), e.name(), e.rank().toString(), p.seed(), p.eliminatedInRound());
            }).toList();
            return java.util.Optional.of(new Standings(s.tournamentId(), "places", List.of(), List.of(), places));
        }
        List<StandingsRow> rows = TournamentViews.standings(s);
        Map<String, Integer> placeOf = new HashMap<>();
        rows.forEach(r -> placeOf.put(r.userId(), r.place()));
        Map<String, ScoreCard> cards = new HashMap<>();
        ScoreCards.from(s).forEach(c -> cards.put(c.userId(), c));
        List<Line> lines = new ArrayList<>();
        boolean mcMahon = s.settings().format() == TournamentFormat.MCMAHON;
        for (StandingsRow r : rows) {
            Entrant e = s.entrant(r.userId());
            List<RoundRecord> records = cards.get(r.userId()).rounds();
            List<String> rounds = new ArrayList<>();
            for (int i = 0; i < records.size(); i++) {
                rounds.add(notation(records.get(i), placeOf, decided(s.round(i + 1), r.userId()), s.settings()));
            }
            Map<String, Double> values = new LinkedHashMap<>();
            for (TieBreaker t : TieBreaker.values()) {
                if (mcMahon || (t != TieBreaker.MMS && !t.onNbwScale())) {
                    values.put(t.name(), r.value(t));
                }
            }
            lines.add(new Line(r.place(), r.userId(), e.name(), e.rank().toString(), r.startScore(), r.nbw(), r.mms(),
                    r.sos(), r.sodos(), r.sosos(), values, rounds, correctedRounds(s, r.userId())));
        }
        List<String> criteria = s.settings().tieBreakers().stream().map(Enum::name).toList();
        return java.util.Optional.of(new Standings(s.tournamentId(), "table", criteria, lines, List.of()));
    }

    /**
     * The rounds whose counted result for {@code userId} is not the first one reported, or was decided by the organizer
     * (issue 17): the page marks those cells.
     */
    static List<Integer> correctedRounds(TournamentState s, String userId) {
        List<Integer> marked = new ArrayList<>();
        for (TournamentState.RoundState r : s.rounds()) {
            r.boardOf(userId).ifPresent(b -> {
                if (b.games().stream().anyMatch(g -> g.decision() != null
                        || (g.result() != null && !g.result().sameResultAs(g.firstResult())))) {
                    marked.add(r.number());
                }
            });
        }
        return marked;
    }

    /** Empty unless a knock-out has started. */
    public static java.util.Optional<Bracket> bracket(List<? extends TournamentEvent> events) {
        return bracket(TournamentViews.state(events));
    }

    public static java.util.Optional<Bracket> bracket(TournamentState s) {
        if (!s.settings().format().knockOut() || s.seeds().isEmpty()) {
            return java.util.Optional.empty();
        }
        TournamentViews.BracketView b = TournamentViews.bracket(s);
        Map<String, String> blackOf = new HashMap<>();
        s.rounds().forEach(r -> r.boards().forEach(board -> {
            if (board.board().bracketMatch() != null) {
                blackOf.put(board.board().bracketMatch(), board.board().blackUserId());
            }
        }));
        List<MatchView> matches = b.matches().stream().map(m -> m.score() == null
                || m.topUserId() == null || m.topUserId().equals(blackOf.get(m.id())) ? m
                : new MatchView(m.id(), m.stage(), m.stageRound(), m.round(), m.topUserId(), m.topSeed(),
                        m.bottomUserId(), m.bottomSeed(), m.status(), m.winnerUserId(), flipped(m.score()))).toList();
        return java.util.Optional.of(new Bracket(s.tournamentId(), b.doubleElimination(), b.size(), matches,
                b.championUserId()));
    }

    /** "2-0" from the other side: "0-2" (the domain scores a board from its game-1 Black, the bracket from its top). */
    static String flipped(String score) {
        int dash = score.indexOf('-');
        return dash < 0 ? score : score.substring(dash + 1) + "-" + score.substring(0, dash);
    }

    static PlayerView player(Entrant e, boolean withdrawn, int seed) {
        return new PlayerView(e.userId(), e.name(), e.rank().toString(), e.rating(), e.country(), e.club(), withdrawn,
                seed);
    }

    private static boolean decided(TournamentState.RoundState round, String userId) {
        return round.boardOf(userId).map(b -> Boards.score(b, false).decided()).orElse(true);
    }

    private static String notation(RoundRecord r, Map<String, Integer> placeOf, boolean decided,
                                   TournamentSettings settings) {
        boolean mms = settings.mainScore() == TieBreaker.MMS;
        return switch (r.kind()) {
            case BYE -> "0" + sign(settings.scoring().byeHalves(mms));
            case ABSENT -> "0" + sign(settings.scoring().absenceHalves(mms));
            case GAME -> placeOf.getOrDefault(r.opponent(), 0) + (!decided ? "?" : sign(r.halfPoints()))
                    + (decided && !r.played() ? "!" : "/") + switch (r.colour()) {
                        case BLACK -> "b" + r.handicap();
                        case WHITE -> "w" + r.handicap();
                        case BOTH -> "m";
                    };
        };
    }

    private static String sign(int halfPoints) {
        return halfPoints >= 2 ? "+" : halfPoints == 1 ? "=" : "-";
    }
}
