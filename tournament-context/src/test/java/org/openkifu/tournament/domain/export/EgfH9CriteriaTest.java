package org.openkifu.tournament.domain.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.WorkedExample;

/**
 * The h9 header names every criterion as OpenGotha does (its short names: SOS-1, CUSS; an NBW-based SOSW is written
 * SOS), and the lines carry their values. Only names and values are checked here; the column layout is
 * EgfH9ExportTest's.
 */
class EgfH9CriteriaTest {

    @Test
    void theNewCriteriaAreWrittenWithOpenGothasShortNames() {
        List<TournamentEvent> events = new ArrayList<>(WorkedExample.events());
        TournamentCreated created = (TournamentCreated) events.get(0);
        events.set(0, new TournamentCreated(created.tournamentId(), created.organizerId(), created.name(),
                created.location(), created.settings().withTieBreakers(List.of(TieBreaker.MMS, TieBreaker.SOS_1,
                        TieBreaker.CUSS, TieBreaker.SOSW)), created.at()));
        String h9 = EgfH9Export.write(TournamentEvolver.fold(events));
        String header = h9.lines().filter(l -> l.startsWith("; Pl ")).findFirst().orElseThrow();
        assertThat(header).contains("MMS").contains("SOS-1").contains("CUSS").doesNotContain("_")
                .doesNotContain("SOSW");
        // A: MMS 32, SOS-1 62.5, CUSS 94, SOSW 5 (StandingsCriteriaTest)
        String a = h9.lines().filter(l -> l.contains("Aalders")).findFirst().orElseThrow();
        assertThat(a.split("\\s+")).contains("32", "94", "5");
        assertThat(a).containsPattern("62[.,½]5?");
    }
}
