package org.openkifu.tournament.infrastructure.reads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TournamentFormat;
import org.openkifu.tournament.domain.TournamentScript;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.WorkedExample;
import org.openkifu.tournament.domain.view.TournamentViews;

/** The read models' documents: what the pages print next to the domain's views. */
class TournamentDocumentsTest {

    @Test
    void theBracketsScoresAreFromTheTopSide() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION),
                TournamentScript.field(4)).start(1).playRound((black, white) -> white);
        TournamentDocuments.Bracket bracket = TournamentDocuments.bracket(t.events()).orElseThrow();
        var first = bracket.matches().stream().filter(m -> m.id().equals("W1-1")).findFirst().orElseThrow();
        assertThat(first.topUserId()).as("seed 1 on top").isEqualTo("p1");
        assertThat(first.winnerUserId()).as("the stronger seed took White and won").isEqualTo("p1");
        assertThat(first.score()).isEqualTo("1-0");
        assertThat(TournamentViews.rounds(t.events()).get(0).boards().get(0).score())
                .as("the round shows the board from its Black").isEqualTo("0-1");
        assertThat(TournamentDocuments.flipped("1½-½")).isEqualTo("½-1½");
        assertThat(TournamentDocuments.standings(t.events()).orElseThrow().kind()).isEqualTo("places");
    }

    @Test
    void theTableCarriesNamesRanksAndOpenGothasRoundNotation() {
        TournamentDocuments.Standings s = TournamentDocuments.standings(WorkedExample.events()).orElseThrow();
        assertThat(s.criteria()).containsExactly("MMS", "SOS", "SOSOS");
        TournamentDocuments.Line top = s.rows().get(0);
        assertThat(top.place()).isEqualTo(1);
        assertThat(top.rank()).isEqualTo("3d");
        assertThat(top.mms()).isEqualTo(32.0);
        assertThat(top.sos()).isEqualTo(92.0);
        // A: beat B (line 3) with White, lost to C (line 2) with White, beat D (line 4) with Black; all even games
        assertThat(top.rounds()).containsExactly("3+/w0", "2-/w0", "4+/b0");
        assertThat(top.values()).as("every McMahon criterion, NBW-based ones too").hasSize(14)
                .containsEntry("MMS", 32.0).containsEntry("SOS_1", 62.5).containsEntry("CUSS", 94.0)
                .containsEntry("SOSW", 5.0).containsEntry("CUSSW", 4.0);
        TournamentDocuments.Line d = s.rows().stream().filter(l -> l.rank().equals("2k")).findFirst().orElseThrow();
        assertThat(d.rounds().get(1)).as("a bye").isEqualTo("0+");
        TournamentDocuments.Line f = s.rows().stream().filter(l -> l.rank().equals("5k")).findFirst().orElseThrow();
        assertThat(f.rounds().get(1)).as("absent: ½ MMS in McMahon").isEqualTo("0=");
        assertThat(f.rounds().get(0)).as("Black with 2 stones beat E (line 5)").isEqualTo("5+/b2");
    }

    @Test
    void theSummaryListsThePlayersWithTheirSeedsAndTheVersion() {
        var events = WorkedExample.events();
        TournamentDocuments.Summary summary = TournamentDocuments.summary(events, events.size() - 1L);
        assertThat(summary.status()).isEqualTo("FINISHED");
        assertThat(summary.players()).hasSize(6);
        assertThat(summary.players().stream().filter(p -> p.seed() == 1).findFirst().orElseThrow().rank()).isEqualTo("3d");
        assertThat(summary.settings().mcMahonBar()).isEqualTo("1d");
        assertThat(summary.version()).isEqualTo(events.size() - 1L);
        assertThat(TournamentDocuments.rounds(events)).extracting(TournamentDocuments.Round::round).containsExactly(1, 2, 3);
        assertThat(TournamentDocuments.bracket(events)).as("no bracket outside knock-outs").isEmpty();
        assertThat(List.of(summary.roundFinished())).containsExactly(true);
    }
}
