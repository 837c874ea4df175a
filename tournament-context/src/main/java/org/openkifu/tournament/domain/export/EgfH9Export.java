package org.openkifu.tournament.domain.export;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.HandicapPolicy;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentFormat;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;
import org.openkifu.tournament.domain.view.KnockOutPlaces;

/**
 * The results file the EGF rates tournaments from, in the layout OpenGotha 3.51 writes ("h9"; docs/tournaments.md):
 * header lines {@code ; CL[..]} (class), {@code ; EV[..]}, {@code ; PC[..]}, {@code ; DT[first,last]},
 * {@code ; HA[h<reduction>]} (only for handicap by rank), {@code ; KM[..]}, {@code ; TM[adjusted minutes]}, then one
 * line per player in placing order: place (blank for a player tied with the line above, as OpenGotha does), name,
 * rank, country, club, the placement criteria, then one entry per game: the opponent's line number, {@code + - =},
 * {@code /} and {@code w}/{@code b} with the handicap ({@code 3+/w0}); {@code 0+} a bye, {@code 0=} / {@code 0-} an
 * absence (its McMahon or NBW value).
 *
 * <p>Departures, each for the EGF's sake: halves are written {@code 12.5} (OpenGotha's ½ becomes {@code ?} in an
 * ISO-8859 file); a criterion wider than four characters is widened, not cut; a game won by forfeit and a void game
 * are written as free rounds ({@code 0+} / {@code 0-}), because an unplayed game must not be rated; a two-game match
 * is two entries (the EGF rates games), and a knock-out round with a deciding game gives every player as many
 * entries as the longest board of that round, the others filled with {@code 0-}.
 */
public final class EgfH9Export {

    private EgfH9Export() {
    }

    /** The file as text. {@link #bytes} encodes it for upload. */
    public static String write(TournamentState s) {
        List<Line> lines = ordered(s);
        Map<String, Integer> lineOf = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            lineOf.put(lines.get(i).userId, i + 1);
        }
        List<TieBreaker> criteria = s.settings().format().knockOut() ? List.of() : s.settings().tieBreakers();
        StringBuilder out = new StringBuilder();
        header(s, criteria, out);
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            Entrant e = s.entrant(l.userId);
            boolean tied = i > 0 && lines.get(i - 1).place == l.place;
            out.append(left(tied ? "" : Integer.toString(l.place), 4, true));
            out.append(' ').append(left(e.name().replaceAll("\\s+", " "), 30, false)).append(' ');
            out.append(left(e.rank().toString(), 3, true));
            out.append(' ').append(left(e.country() == null || e.country().isBlank() ? "XX" : e.country().trim(), 2, true));
            String club = e.club() == null || e.club().isBlank() ? "xxxx" : e.club().trim().replaceAll("\\s+", "");
            out.append(' ').append(left(club.length() > 4 ? club.substring(club.length() - 4) : club, 4, true));
            for (TieBreaker t : criteria) {
                out.append(' ').append(left(number(l.row.value(t)), 4, true));
            }
            for (int c = criteria.size(); c < 4; c++) {
                out.append(" 0");
            }
            for (RoundState r : s.rounds()) {
                for (String entry : entries(s, r, l.userId, lineOf)) {
                    out.append(' ').append(left(entry, 8, true));
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** ISO-8859-1, as EGF files are; a character outside it becomes '?'. */
    public static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** EGF tournament class from the adjusted time: A ≥ 75 min (main ≥ 60), B ≥ 50 (40), C ≥ 30 (25), else D. */
    public static String egfClass(TimeControl tc) {
        long adjusted = tc.egfAdjustedSeconds() / 60;
        long main = tc.mainSeconds() / 60;
        if (adjusted >= 75 && main >= 60) {
            return "A";
        }
        if (adjusted >= 50 && main >= 40) {
            return "B";
        }
        return adjusted >= 30 && main >= 25 ? "C" : "D";
    }

    private record Line(String userId, int place, StandingsRow row) {
    }

    private static List<Line> ordered(TournamentState s) {
        List<Line> lines = new ArrayList<>();
        if (s.settings().format().knockOut()) {
            KnockOutPlaces.of(s).forEach(p -> lines.add(new Line(p.userId(), p.place(), null)));
        } else {
            ScoreCards.standings(s).forEach(r -> lines.add(new Line(r.userId(), r.place(), r)));
        }
        return lines;
    }

    private static void header(TournamentState s, List<TieBreaker> criteria, StringBuilder out) {
        Instant first = s.startedAt() == null ? Instant.EPOCH : s.startedAt();
        Instant last = s.finishedAt() != null ? s.finishedAt()
                : s.lastRound().map(RoundState::pairedAt).orElse(first);
        out.append("; CL[").append(egfClass(s.settings().timeControl())).append("]\n");
        out.append("; EV[").append(s.name()).append("]\n");
        out.append("; PC[").append(s.location()).append("]\n");
        out.append("; DT[").append(first.atOffset(ZoneOffset.UTC).toLocalDate()).append(',')
                .append(last.atOffset(ZoneOffset.UTC).toLocalDate()).append("]\n");
        HandicapPolicy h = s.settings().handicap();
        if (h.kind() == HandicapPolicy.Kind.RANK_DIFFERENCE) {
            out.append("; HA[h").append(h.reduction()).append("]\n");
        }
        out.append("; KM[").append(number(s.settings().komi())).append("]\n");
        out.append("; TM[").append(s.settings().timeControl().egfAdjustedSeconds() / 60).append("]\n");
        out.append("; CM[").append(byoYomi(s.settings().timeControl())).append("]\n");
        out.append("; Generated by OpenKifu\n;\n");
        out.append("; Pl Name                            Rk Co Club");
        criteria.forEach(t -> out.append(" ").append(left(t.shortName(), 4, true)));
        out.append('\n');
    }

    private static String byoYomi(TimeControl tc) {
        return switch (tc.kind()) {
            case NONE -> "Untimed";
            case ABSOLUTE -> "Sudden death";
            case JAPANESE_BYOYOMI -> "Standard byo-yomi";
            case CANADIAN -> "Canadian byo-yomi";
            case FISCHER -> "Fischer";
            case CORRESPONDENCE -> "Correspondence";
        };
    }

    /** The player's entries for one round: one per game column of that round. */
    private static List<String> entries(TournamentState s, RoundState r, String userId, Map<String, Integer> lineOf) {
        int columns = Math.max(1, r.boards().stream().mapToInt(b -> b.games().size()).max().orElse(1));
        List<String> entries = new ArrayList<>();
        Optional<BoardState> board = r.boardOf(userId);
        if (board.isPresent()) {
            for (GameSlot g : board.get().games()) {
                entries.add(game(g, userId, lineOf));
            }
        } else {
            String free = r.hasBye(userId) || r.walkovers().stream().anyMatch(w -> userId.equals(w.winnerUserId()))
                    ? "0+" : s.settings().format() == TournamentFormat.MCMAHON ? "0=" : "0-";
            while (entries.size() < columns) {
                entries.add(free);
            }
        }
        while (entries.size() < columns) {
            entries.add("0-");
        }
        return entries;
    }

    private static String game(GameSlot g, String userId, Map<String, Integer> lineOf) {
        boolean black = g.blackUserId().equals(userId);
        String opponent = black ? g.whiteUserId() : g.blackUserId();
        GameOutcome r = g.result();
        if (r != null && (r.reason() == FinishReason.FORFEIT || (!r.hasWinner() && !r.draw()))) {
            return r.hasWinner() && r.winnerUserId().equals(userId) ? "0+" : "0-";
        }
        String result = r == null ? "?" : r.draw() ? "=" : r.winnerUserId().equals(userId) ? "+" : "-";
        return lineOf.get(opponent) + result + "/" + (black ? "b" : "w") + g.handicap();
    }

    private static String number(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    /** Pads to {@code width} (right-aligned or left-aligned); longer text is kept whole unless it is a name. */
    private static String left(String text, int width, boolean rightAligned) {
        if (!rightAligned && text.length() > width) {
            return text.substring(0, width);
        }
        if (text.length() >= width) {
            return text;
        }
        String pad = " ".repeat(width - text.length());
        return rightAligned ? pad + text : text + pad;
    }
}
