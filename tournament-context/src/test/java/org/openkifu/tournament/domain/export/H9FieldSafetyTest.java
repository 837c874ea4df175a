package org.openkifu.tournament.domain.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRegistered;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.WorkedExample;
import org.openkifu.tournament.domain.export.EgfH9Reader.H9File;

/**
 * Text stored before the entry checks (events bypass the decider here) still cannot forge a line or move a column:
 * the writer cleans it.
 */
class H9FieldSafetyTest {

    @Test
    void oldStoredFieldsWithLineBreaksBracketsAndLongValuesKeepTheColumns() {
        List<TournamentEvent> events = new ArrayList<>(WorkedExample.events());
        TournamentCreated created = (TournamentCreated) events.get(0);
        events.set(0, new TournamentCreated(created.tournamentId(), created.organizerId(),
                "Cup]\n; EV[forged]", "NL, Leiden\r\n; PC[forged", created.settings(), created.at()));
        events.set(1, new PlayerRegistered("wx", new Entrant("A", "Aalders\nAnna\t   1 Forged Line 30k with a long tail",
                Rank.parse("3d"), null, "Netherlands", "Den\nHaag"), "olga", WorkedExample.DAY1));
        events.set(4, new PlayerRegistered("wx", new Entrant("D", "Dubois Dirk", Rank.parse("2k"), null, "fr\n",
                "Lille\tNord"), "olga", WorkedExample.DAY1));
        String file = EgfH9Export.write(TournamentEvolver.fold(events));

        assertThat(file.lines().filter(l -> l.startsWith("; EV")).toList()).containsExactly("; EV[Cup) ; EV(forged)]");
        assertThat(file.lines().filter(l -> l.startsWith("; PC")).toList()).containsExactly("; PC[NL, Leiden ; PC(forged]");
        assertThat(file).doesNotContain("\r").doesNotContain("\t").doesNotContain("\n; EV[forged");
        assertThat(file.lines().filter(l -> !l.startsWith(";")).count()).isEqualTo(6);

        H9File h9 = EgfH9Reader.read(file); // strict: every line in its columns
        assertThat(h9.rows().get(0).name()).isEqualTo("Aalders Anna 1 Forged Line 30k");
        assertThat(h9.rows().get(0).country()).isEqualTo("XX");
        assertThat(h9.rows().get(0).club()).isEqualTo("Haag");
        var dubois = h9.rows().stream().filter(r -> r.name().equals("Dubois Dirk")).findFirst().orElseThrow();
        assertThat(dubois.country()).isEqualTo("FR");
        assertThat(dubois.club()).isEqualTo("Nord");
        assertThat(file.lines().filter(l -> !l.startsWith(";")).map(String::length).distinct()).hasSize(1);
    }
}
