package org.openkifu.tournament.domain.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.export.EgfH9Reader.Cell;
import org.openkifu.tournament.domain.export.EgfH9Reader.H9File;
import org.openkifu.tournament.domain.export.EgfH9Reader.Row;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;

/**
 * The hand-checked files (src/test/resources/egf, values worked in {@link H9Tournaments}) byte for byte, OpenGotha's
 * column rules on each, and each file read back into the same places, criteria and games as the tournament.
 */
class EgfH9GoldenTest {

    static Stream<Arguments> goldens() {
        return Stream.of(
                Arguments.of("mcmahon-bye-absence-withdrawal.h9", (Supplier<TournamentState>) H9Tournaments::mcMahonWithByeAbsencesAndWithdrawal),
                Arguments.of("swiss-short.h9", (Supplier<TournamentState>) H9Tournaments::swissShort),
                Arguments.of("round-robin.h9", (Supplier<TournamentState>) H9Tournaments::roundRobin),
                Arguments.of("mcmahon-handicap.h9", (Supplier<TournamentState>) H9Tournaments::handicapMcMahon));
    }

    static byte[] golden(String name) throws IOException {
        try (InputStream in = EgfH9GoldenTest.class.getResourceAsStream("/egf/" + name)) {
            return in.readAllBytes();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void theFileIsTheHandCheckedOneByteForByte(String file, Supplier<TournamentState> tournament) throws IOException {
        byte[] written = EgfH9Export.bytes(EgfH9Export.write(tournament.get()));
        assertThat(new String(written, EgfH9Export.CHARSET)).isEqualTo(new String(golden(file), EgfH9Export.CHARSET));
        assertThat(written).isEqualTo(golden(file));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void theGoldenFileKeepsOpenGothasColumns(String file, Supplier<TournamentState> tournament) throws IOException {
        String text = new String(golden(file), EgfH9Export.CHARSET);
        assertThat(text).endsWith("\n").doesNotContain("\r").doesNotContain("\t");
        List<String> lines = text.lines().toList();
        assertThat(lines.get(0)).matches("; CL\\[[ABCD]]");
        String header = lines.stream().filter(l -> l.startsWith("; Pl ")).findFirst().orElseThrow();
        assertThat(header).startsWith("; Pl Name                            Rk Co Club");
        List<String> players = lines.subList(lines.indexOf(header) + 1, lines.size());
        for (String l : players) {
            assertThat(l.length()).as("every player line as long as the first: " + l).isEqualTo(players.get(0).length());
            assertThat(l.substring(0, 4)).matches(" *\\d*");                 // place, right-aligned in 4
            assertThat(l.charAt(4)).isEqualTo(' ');
            assertThat(l.substring(5, 35)).matches("\\S.{29}");               // name, left in 30
            assertThat(l.substring(35, 40)).matches(" [ \\d]\\d[KDP] ");     // rank, upper case, right in 3
            assertThat(l.substring(40, 43)).matches("[A-Z]{2} ");             // country
            assertThat(l.substring(43, 47)).matches(" *\\S+");                // club, right in 4
            assertThat(l).matches(".* 0( {8}|\\d|.)*$").doesNotContain("½");
            for (int at = l.length() - 9; at > 47 && l.substring(at, at + 9).matches(" ( {3}0[-+=] {3}|[ \\d]{4}[-+=?].*)");
                    at -= 9) {
                String cell = l.substring(at + 1, at + 9);
                assertThat(cell).matches(" {3}0[-+=] {3}|[ \\d]{4}[-+=?]([/!][wb]\\d)?| {2}[ \\d]{4}[-+=?]| {1}[ \\d]{4}[-+=?]!");
            }
        }
        EgfH9Reader.read(text); // the strict reader accepts every line
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void theFileReadsBackIntoTheSameStandingsAndGames(String file, Supplier<TournamentState> tournament)
            throws IOException {
        TournamentState s = tournament.get();
        H9File h9 = EgfH9Reader.read(new String(golden(file), EgfH9Export.CHARSET));
        List<StandingsRow> standings = ScoreCards.standings(s);
        assertThat(h9.criteria()).containsExactlyElementsOf(
                s.settings().tieBreakers().stream().map(t -> t.shortName()).toList());
        assertThat(h9.rows()).hasSameSizeAs(standings);
        Map<Integer, String> userOfLine = new HashMap<>();
        for (int i = 0; i < standings.size(); i++) {
            StandingsRow expected = standings.get(i);
            Row row = h9.rows().get(i);
            userOfLine.put(row.line(), expected.userId());
            assertThat(row.name()).isEqualTo(s.entrant(expected.userId()).name());
            boolean tied = i > 0 && standings.get(i - 1).place() == expected.place();
            assertThat(row.place()).isEqualTo(tied ? null : i + 1);
            List<String> values = new ArrayList<>();
            s.settings().tieBreakers().forEach(t -> values.add(
                    BigDecimal.valueOf(expected.value(t)).stripTrailingZeros().toPlainString()));
            assertThat(row.criteria()).containsExactlyElementsOf(values);
        }
        for (Row row : h9.rows()) {
            String user = userOfLine.get(row.line());
            for (int r = 0; r < s.rounds().size(); r++) {
                RoundState round = s.rounds().get(r);
                Cell cell = row.cells().get(r);
                BoardState board = round.boardOf(user).orElse(null);
                if (board == null) {
                    assertThat(cell.opponent()).isZero();
                    assertThat(cell.result()).isEqualTo(round.hasBye(user) ? '+'
                            : file.startsWith("mcmahon") ? '=' : '-');
                    continue;
                }
                GameSlot g = board.games().get(0);
                boolean black = g.blackUserId().equals(user);
                assertThat(userOfLine.get(cell.opponent())).isEqualTo(black ? g.whiteUserId() : g.blackUserId());
                char result = g.result().draw() ? '=' : g.result().winnerUserId().equals(user) ? '+' : '-';
                assertThat(cell.result()).isEqualTo(result);
                if (cell.colour() != null) {
                    assertThat(cell.colour()).isEqualTo(black ? 'b' : 'w');
                    assertThat(cell.handicap()).isEqualTo(g.handicap());
                }
            }
        }
    }

    @Test
    void mcMahonAndHandicapFilesUseTheFullFormatAndAnEvenSwissTheShortOne() throws IOException {
        assertThat(EgfH9Reader.read(new String(golden("mcmahon-handicap.h9"), EgfH9Export.CHARSET)).rows().get(0)
                .cells()).allMatch(c -> c.colour() != null);
        assertThat(EgfH9Reader.read(new String(golden("swiss-short.h9"), EgfH9Export.CHARSET)).rows().get(0)
                .cells()).allMatch(c -> c.colour() == null);
    }
}
