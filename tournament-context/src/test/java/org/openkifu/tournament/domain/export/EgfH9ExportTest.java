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
    void aForfeitIsWrittenAsAFreeRoundSoTheEgfDoesNotRateIt() {
        List<TournamentEvent> events = new ArrayList<>(WorkedExample.events());
        TournamentState s = TournamentEvolver.fold(events);
        var slot = s.round(3).board(2).orElseThrow().game(1).orElseThrow();
        events.add(new GameResultCorrected("wx", 3, 2, 1, slot.result(),
                GameOutcome.of(slot.gameId(), "F", FinishReason.FORFEIT, null), WorkedExample.DAY2));
        String file = EgfH9Export.write(TournamentEvolver.fold(events));
        String fischer = file.lines().filter(l -> l.contains("Fischer Franz")).findFirst().orElseThrow();
        String bakker = file.lines().filter(l -> l.contains("Bakker Bas")).findFirst().orElseThrow();
        assertThat(fischer).endsWith("      0+");
        assertThat(bakker).endsWith("      0-");
    }

    @Test
    void halvesAreWrittenWithADecimalPointAndTheFileIsLatin1() {
        List<TournamentEvent> events = new ArrayList<>(WorkedExample.events());
        // a name outside ISO-8859-1 (ő) becomes '?', one inside (é) is kept
        events.add(1, new PlayerRegistered("wx", new Entrant("G", "Erdős Pál", Rank.parse("2k"), null, "HU", "Bp"),
                "olga", WorkedExample.DAY1));
        events.add(2, new PlayerRegistered("wx", new Entrant("H", "Bézier René", Rank.parse("2k"), null, "FR", "Pa"),
                "olga", WorkedExample.DAY1));
        String file = EgfH9Export.write(TournamentEvolver.fold(events));
        assertThat(file).contains("31.5 88.5").doesNotContain("½");
        byte[] bytes = EgfH9Export.bytes(file);
        String back = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(back).contains("Erd?s Pál").contains("Bézier René");
    }

    @Test
    void theClassFollowsTheAdjustedTime() {
        assertThat(EgfH9Export.egfClass(TimeControl.japanese(60, 5, 30))).isEqualTo("A");
        assertThat(EgfH9Export.egfClass(TimeControl.canadian(40, 15, 5))).isEqualTo("B");
        assertThat(EgfH9Export.egfClass(TimeControl.absolute(30))).isEqualTo("C");
        assertThat(EgfH9Export.egfClass(TimeControl.fischer(10, 10))).isEqualTo("D");
        assertThat(EgfH9Export.egfClass(TimeControl.correspondence(3))).isEqualTo("D");
    }
}
