package org.openkifu.tournament.domain.export;

import java.nio.charset.Charset;
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
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;
import org.openkifu.tournament.domain.view.KnockOutPlaces;

/**
 * The results file the EGF rates tournaments from, byte for byte in the layout OpenGotha 3.51 writes ("h9";
 * docs/tournaments.md, "The EGF results file", has the column table and our few departures): ISO-8859-15, lines
 * ending {@code \n}; header lines {@code ; CL[..]} to {@code ; CM[..]}, then {@code ; Pl Name ... Club} with each
 * criterion's short name right-aligned in 5; then one line per player who played or had a bye, in placing order:
 * place (4, blank under a tie), name (30), rank (3, {@code 1D}), country (2), club (4), each criterion in
 * {@code " " + 4} ({@code " 0"} up to four; a column widens for the whole file when a decimal needs more, our one
 * departure in the layout), then per game {@code " " + 8}: Full {@code "   3+/w0"} (McMahon and handicap
 * tournaments), Short {@code "      3+"} (even Swiss, round robin, knock-out), {@code !} for {@code /} when the game
 * was not played; a round without a game {@code "   0+   "} (bye), {@code "   0=   "} / {@code "   0-   "}
 * (absence: McMahon / otherwise).
 */
public final class EgfH9Export {

    /** ISO-8859-15, as OpenGotha writes the file. */
    public static final Charset CHARSET = H9Text.CHARSET;

    static final String HEADER = "; Pl Name                            Rk Co Club";

    private EgfH9Export() {
    }

    /** The file of an event held at a venue (class A, B or C). */
    public static String write(TournamentState s) {
        return write(s, false);
    }

    /** The file as text; {@code internet}: the event was played online (class D). {@link #bytes} encodes it. */
    public static String write(TournamentState s, boolean internet) {
        List<Line> lines = ordered(s);
        Map<String, Integer> lineOf = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            lineOf.put(lines.get(i).userId, i + 1);
        }
        boolean full = fullFormat(s.settings());
        List<TieBreaker> criteria = s.settings().format().knockOut() ? List.of() : s.settings().tieBreakers();
        StringBuilder out = new StringBuilder();
        int[] widths = new int[criteria.size()];
        for (int c = 0; c < criteria.size(); c++) {
            widths[c] = 4;
            for (Line l : lines) {
                widths[c] = Math.max(widths[c], H9Text.criterion(l.row.value(criteria.get(c))).length());
            }
        }
        header(s, criteria, widths, internet, out);
        String place = "";
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            Entrant e = s.entrant(l.userId);
            boolean tied = i > 0 && lines.get(i - 1).place == l.place;
            place = tied ? place : Integer.toString(i + 1);
            out.append(H9Text.right(tied ? "" : place, 4)).append(' ');
            String name = H9Text.clean(e.name());
            out.append(H9Text.left(name.isEmpty() ? H9Text.clean(e.userId()) : name, 30)).append(' ');
            out.append(H9Text.right(H9Text.rank(e.rank()), 3));
            out.append(' ').append(H9Text.country(e.country()));
            out.append(' ').append(H9Text.club(e.club()));
            for (int c = 0; c < criteria.size(); c++) {
                out.append(' ').append(H9Text.right(H9Text.criterion(l.row.value(criteria.get(c))), widths[c]));
            }
            for (int c = criteria.size(); c < 4; c++) {
                out.append(" 0");
            }
            for (RoundState r : s.rounds()) {
                for (String cell : cells(s, r, l.userId, lineOf, full)) {
                    out.append(' ').append(cell);
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** ISO-8859-15; the writer has already turned every character it lacks into '?'. */
    public static byte[] bytes(String text) {
        return text.getBytes(CHARSET);
    }

    /**
     * OpenGotha's choice: Full (colour and handicap) where handicaps can occur (McMahon, a handicap policy), Short
     * (opponent and result) otherwise: its Swiss default.
     */
    public static boolean fullFormat(TournamentSettings t) {
        return t.format() == TournamentFormat.MCMAHON || t.handicap().kind() != HandicapPolicy.Kind.NONE;
    }

    /** The class of an event held at a venue. */
    public static String egfClass(TimeControl tc) {
        return egfClass(tc, false);
    }

    /**
     * The EGF's class by its minimum basic and adjusted times (minutes): A 60/75, B 40/50, C 25/30; with Fischer
     * A 45/75, B 30/50, C 20/30 (the EGF's Fischer table); D below these, untimed, by correspondence, and every
     * event played online (the EGF's internet class, written D as our product rules ask).
     */
    public static String egfClass(TimeControl tc, boolean internet) {
        if (internet || tc.kind() == TimeControl.Kind.NONE || tc.kind() == TimeControl.Kind.CORRESPONDENCE) {
            return "D";
        }
        long basic = tc.mainSeconds();
        long adjusted = tc.egfAdjustedSeconds();
        boolean fischer = tc.kind() == TimeControl.Kind.FISCHER;
        if (basic >= (fischer ? 45 : 60) * 60L && adjusted >= 75 * 60L) {
            return "A";
        }
        if (basic >= (fischer ? 30 : 40) * 60L && adjusted >= 50 * 60L) {
            return "B";
        }
        return basic >= (fischer ? 20 : 25) * 60L && adjusted >= 30 * 60L ? "C" : "D";
    }

    private record Line(String userId, int place, StandingsRow row) {
    }

    /** In placing order; like OpenGotha, a player without a game or a bye in any round is left out. */
    private static List<Line> ordered(TournamentState s) {
        List<Line> lines = new ArrayList<>();
        if (s.settings().format().knockOut()) {
            KnockOutPlaces.of(s).forEach(p -> lines.add(new Line(p.userId(), p.place(), null)));
        } else {
            ScoreCards.standings(s).stream().filter(r -> played(s, r.userId()))
                    .forEach(r -> lines.add(new Line(r.userId(), r.place(), r)));
        }
        return lines;
    }

    private static boolean played(TournamentState s, String userId) {
        return s.rounds().stream().anyMatch(r -> r.hasBye(userId) || r.boardOf(userId).isPresent());
    }

    private static void header(TournamentState s, List<TieBreaker> criteria, int[] widths, boolean internet,
                               StringBuilder out) {
        Instant first = s.startedAt() == null ? Instant.EPOCH : s.startedAt();
        Instant last = s.finishedAt() != null ? s.finishedAt()
                : s.lastRound().map(RoundState::pairedAt).orElse(first);
        TimeControl tc = s.settings().timeControl();
        String location = H9Text.clean(s.location());
        out.append("; CL[").append(egfClass(tc, internet)).append("]\n");
        out.append("; EV[").append(H9Text.clean(s.name())).append("]\n");
        // "country,city": our location is entered so ("NL, Leiden"); a bare city gets OpenGotha's empty country
        out.append("; PC[").append(location.contains(",") ? location : "," + location).append("]\n");
        out.append("; DT[").append(first.atOffset(ZoneOffset.UTC).toLocalDate()).append(',')
                .append(last.atOffset(ZoneOffset.UTC).toLocalDate()).append("]\n");
        HandicapPolicy h = s.settings().handicap();
        if (h.kind() == HandicapPolicy.Kind.RANK_DIFFERENCE && h.reduction() > 0) {
            out.append("; HA[h").append(h.reduction()).append("]\n");
        }
        out.append("; KM[").append(H9Text.number(s.settings().komi())).append("]\n");
        out.append("; TM[").append(tc.egfAdjustedSeconds() / 60).append("]\n");
        out.append("; CM[").append(timing(tc)).append("]\n");
        out.append("; Generated by OpenKifu\n;\n");
        out.append(HEADER);
        for (int c = 0; c < criteria.size(); c++) {
            String name = criteria.get(c).shortName().strip();
            int width = widths[c] + 1; // 5 as OpenGotha, wider over a widened column
            out.append(H9Text.right(name.length() > width ? name.substring(0, width) : name, width));
        }
        out.append('\n');
    }

    private static String timing(TimeControl tc) {
        return switch (tc.kind()) {
            case NONE -> "Untimed";
            case ABSOLUTE -> "Sudden death";
            case JAPANESE_BYOYOMI -> tc.periods() == 0 ? "Sudden death" : "Standard byo-yomi";
            case CANADIAN -> "Canadian byo-yomi";
            case FISCHER -> "Fischer";
            case CORRESPONDENCE -> "Correspondence";
        };
    }

    /** The player's cells for one round: one per game column of that round (two-game matches have two). */
    private static List<String> cells(TournamentState s, RoundState r, String userId, Map<String, Integer> lineOf,
                                      boolean full) {
        int columns = Math.max(1, r.boards().stream().mapToInt(b -> b.games().size()).max().orElse(1));
        List<String> cells = new ArrayList<>();
        Optional<BoardState> board = r.boardOf(userId);
        if (board.isPresent()) {
            for (GameSlot g : board.get().games()) {
                cells.add(game(g, userId, lineOf, full));
            }
        } else {
            boolean bye = r.hasBye(userId) || r.walkovers().stream().anyMatch(w -> userId.equals(w.winnerUserId()));
            while (cells.size() < columns) {
                cells.add(free(freeRoundSign(s.settings(), bye)));
            }
        }
        while (cells.size() < columns) {
            cells.add(free('-'));
        }
        return cells;
    }

    /**
     * A round without a game, by the points it gives on the main scale as OpenGotha signs it ({@link
     * org.openkifu.tournament.domain.ScoringRules}): a whole point {@code +} (a bye by default), half a point {@code =}
     * (a McMahon absence by default), nothing {@code -}.
     */
    static char freeRoundSign(TournamentSettings t, boolean bye) {
        boolean mms = t.format() == TournamentFormat.MCMAHON;
        int halves = bye ? t.scoring().byeHalves(mms) : t.scoring().absenceHalves(mms);
        return halves >= 2 ? '+' : halves == 1 ? '=' : '-';
    }

    /** OpenGotha's cell of a round without a game: opponent 0 in the opponent's place, then the sign, then blanks. */
    private static String free(char sign) {
        return "   0" + sign + "   ";
    }

    private static String game(GameSlot g, String userId, Map<String, Integer> lineOf, boolean full) {
        boolean black = g.blackUserId().equals(userId);
        String opponent = black ? g.whiteUserId() : g.blackUserId();
        GameOutcome r = g.result();
        String result = r == null ? "?" : r.draw() ? "=" : r.hasWinner() && r.winnerUserId().equals(userId) ? "+" : "-";
        // a forfeit or a void game was not played: OpenGotha's "by default" mark '!' keeps the EGF from rating it
        boolean byDefault = r != null && (r.reason() == FinishReason.FORFEIT || (!r.hasWinner() && !r.draw()));
        String cell = H9Text.right(Integer.toString(lineOf.get(opponent)), 4) + result
                + (full ? (byDefault ? "!" : "/") + (black ? "b" : "w") + g.handicap() : byDefault ? "!" : "");
        return H9Text.right(cell, 8);
    }
}
