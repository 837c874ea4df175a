package org.openkifu.tournament.domain.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentEvent.GameResultCorrected;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRegistered;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.WorkedExample;

class EgfH9ExportTest {

    @Test
    void theWorkedExampleGivesTheHandCheckedFile() throws IOException {
        String expected;
        try (InputStream in = getClass().getResourceAsStream("/egf/worked-example.h9")) {
            expected = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
        String actual = EgfH9Export.write(TournamentEvolver.fold(WorkedExample.events()));
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void aForfeitIsMarkedByDefaultSoTheEgfDoesNotRateIt() {
        List<TournamentEvent> events = new ArrayList<>(WorkedExample.events());
        TournamentState s = TournamentEvolver.fold(events);
        var slot = s.round(3).board(2).orElseThrow().game(1).orElseThrow();
        events.add(new GameResultCorrected("wx", 3, 2, 1, slot.result(),
                GameOutcome.of(slot.gameId(), "F", FinishReason.FORFEIT, null), WorkedExample.DAY2));
        String file = EgfH9Export.write(TournamentEvolver.fold(events));
        String fischer = file.lines().filter(l -> l.contains("Fischer Franz")).findFirst().orElseThrow();
        String bakker = file.lines().filter(l -> l.contains("Bakker Bas")).findFirst().orElseThrow();
        // Fischer (line 6, Black) won against Bakker (line 3, White) without playing: OpenGotha's '!' for '/'
        assertThat(fischer).endsWith(" 0=       3+!b0");
        assertThat(bakker).endsWith("    6-!w0");
    }

    @Test
    void fractionsAreDecimalsAndTheFileIsIso885915() {
        List<TournamentEvent> events = new ArrayList<>(WorkedExample.events());
        // ő is outside ISO-8859-15 and becomes '?'; é and Œ (in -15, not in -1) are kept
        events.add(1, new PlayerRegistered("wx", new Entrant("G", "Erdős Pál", Rank.parse("2k"), null, "HU", "Bp"),
                "olga", WorkedExample.DAY1));
        events.add(2, new PlayerRegistered("wx", new Entrant("H", "Œuvre René", Rank.parse("2k"), null, "FR", "Pa"),
                "olga", WorkedExample.DAY1));
        String file = EgfH9Export.write(TournamentEvolver.fold(events));
        assertThat(file).contains("Claes Chris                     1K BE Gent 31.5 88.5   275")
                .doesNotContain("½").doesNotContain("31?");
        // G and H never played: left out, as OpenGotha leaves out players without a game or a bye
        assertThat(file).doesNotContain("Erd");
        List<TournamentEvent> playing = new ArrayList<>(WorkedExample.events());
        playing.set(1, new PlayerRegistered("wx", new Entrant("A", "Œuvre Erdős", Rank.parse("3d"), null, "NL", "Leid"),
                "olga", WorkedExample.DAY1));
        byte[] bytes = EgfH9Export.bytes(EgfH9Export.write(TournamentEvolver.fold(playing)));
        String back = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(back).contains("\u00bcuvre Erd?s"); // Œ is byte 0xBC in ISO-8859-15
        assertThat(new String(bytes, EgfH9Export.CHARSET)).contains("Œuvre Erd?s");
    }

    @Test
    void theClassFollowsTheEgfsMinimumTimes() {
        assertThat(EgfH9Export.egfClass(TimeControl.japanese(60, 5, 30))).isEqualTo("A");   // 60 / 82.5
        assertThat(EgfH9Export.egfClass(TimeControl.japanese(59, 5, 60))).isEqualTo("B");   // basic under 60
        assertThat(EgfH9Export.egfClass(TimeControl.canadian(40, 15, 5))).isEqualTo("B");   // 40 / 60
        assertThat(EgfH9Export.egfClass(TimeControl.absolute(30))).isEqualTo("C");          // sudden death 30 / 30
        assertThat(EgfH9Export.egfClass(TimeControl.absolute(24))).isEqualTo("D");
        assertThat(EgfH9Export.egfClass(TimeControl.fischer(45, 15))).isEqualTo("A");       // 45 + 120 x 15 s = 75
        assertThat(EgfH9Export.egfClass(TimeControl.fischer(30, 10))).isEqualTo("B");       // 30 + 20 = 50
        assertThat(EgfH9Export.egfClass(TimeControl.fischer(20, 5))).isEqualTo("C");        // 20 + 10 = 30
        assertThat(EgfH9Export.egfClass(TimeControl.fischer(10, 10))).isEqualTo("D");
        assertThat(EgfH9Export.egfClass(TimeControl.correspondence(3))).isEqualTo("D");
        assertThat(EgfH9Export.egfClass(TimeControl.NONE)).isEqualTo("D");
        assertThat(EgfH9Export.egfClass(TimeControl.japanese(60, 5, 30), true)).as("online").isEqualTo("D");
        assertThat(TimeControl.japanese(60, 5, 30).egfAdjustedSeconds() / 60).isEqualTo(82);
        assertThat(TimeControl.canadian(40, 15, 5).egfAdjustedSeconds() / 60).isEqualTo(60);
    }

    @Test
    void ranksAreUpperCaseAndRightAlignedInThree() {
        assertThat(H9Text.right(H9Text.rank(Rank.parse("1d")), 3)).isEqualTo(" 1D");
        assertThat(H9Text.right(H9Text.rank(Rank.parse("18k")), 3)).isEqualTo("18K");
        assertThat(H9Text.right(H9Text.rank(Rank.parse("3p")), 3)).isEqualTo(" 3P");
        assertThat(H9Text.rank(new Rank(12, 'k'))).isEqualTo("12K");
    }

    @Test
    void criteriaPrintOpenGothasShortNames() {
        assertThat(TieBreaker.SOSOS.shortName()).isEqualTo("SOSOS");
        assertThat(TieBreaker.NBW.shortName()).isEqualTo("NBW");
        assertThat(EgfH9Export.write(TournamentEvolver.fold(WorkedExample.events())))
                .contains("Club  MMS  SOS SOSOS\n"); // SOSOS over a column widened to 5 by 264.5
    }
}
