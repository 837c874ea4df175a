package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openkifu.tournament.domain.TournamentCommand.AddPlayer;
import org.openkifu.tournament.domain.TournamentCommand.CreateTournament;
import org.openkifu.tournament.domain.TournamentCommand.OpenRegistration;
import org.openkifu.tournament.domain.TournamentCommand.Register;

/** What the h9 file prints is refused at entry when it could forge a line or move a column; nothing changes. */
class EntryFieldsTest {

    private static final TournamentSettings SWISS = TournamentSettings.swiss(3);

    private static void refused(Runnable call, String code) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(TournamentViolation.class,
                v -> assertThat(v.code()).isEqualTo(code));
    }

    private static List<TournamentEvent> create(String name, String location) {
        return TournamentDecider.decide(new CreateTournament("t", "olga", name, location, SWISS), null,
                TournamentScript.T0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Cup\n; EV[forged]", "Cup\r", "Cup\tOpen", "Cup]", "Cup\u0085", "Cup\u2028x", "Cup\u0000"})
    void aTournamentNameOrLocationWithALineBreakControlOrBracketIsRefused(String text) {
        refused(() -> create(text, "NL, Leiden"), EntryFields.INVALID_CHARACTERS);
        refused(() -> create("Cup", text), EntryFields.INVALID_CHARACTERS);
    }

    @Test
    void aTournamentNameOrLocationOverAHundredCharactersIsRefused() {
        assertThat(create("x".repeat(100), "y".repeat(100))).hasSize(1);
        refused(() -> create("x".repeat(101), "NL"), EntryFields.FIELD_TOO_LONG);
        refused(() -> create("Cup", "y".repeat(101)), EntryFields.FIELD_TOO_LONG);
        refused(() -> create("x".repeat(3 * 1024 * 1024), "NL"), EntryFields.FIELD_TOO_LONG);
    }

    private static TournamentScript open() {
        return TournamentScript.create(SWISS).run(new OpenRegistration(TournamentScript.ID, TournamentScript.ORGANIZER));
    }

    private static Entrant entrant(String name, String country, String club) {
        return new Entrant("ann", name, Rank.parse("2d"), null, country, club);
    }

    @Test
    void aRegistrationsNameClubAndCountryMustFitTheirColumns() {
        TournamentScript t = open();
        int before = t.events().size();
        String organizer = TournamentScript.ORGANIZER;
        String id = TournamentScript.ID;
        refused(() -> t.run(new Register(id, "ann", entrant("Ann\n   1 Forged Line", "NL", "Leid"))),
                EntryFields.INVALID_CHARACTERS);
        refused(() -> t.run(new Register(id, "ann", entrant("Ann Aalders", "Netherlands", "Leid"))),
                EntryFields.INVALID_COUNTRY);
        refused(() -> t.run(new Register(id, "ann", entrant("Ann Aalders", "XX", "Leid"))), EntryFields.INVALID_COUNTRY);
        refused(() -> t.run(new Register(id, "ann", entrant("Ann Aalders", "N]", "Leid"))), EntryFields.INVALID_COUNTRY);
        refused(() -> t.run(new AddPlayer(id, organizer, entrant("Ann Aalders", "NL", "Leiden"))),
                EntryFields.FIELD_TOO_LONG);
        refused(() -> t.run(new AddPlayer(id, organizer, entrant("Ann Aalders", "NL", "L d"))),
                EntryFields.INVALID_CHARACTERS);
        refused(() -> t.run(new AddPlayer(id, organizer, entrant("Ann Aalders", "NL", "Le]"))),
                EntryFields.INVALID_CHARACTERS);
        refused(() -> t.run(new AddPlayer(id, organizer, entrant("A".repeat(31), "NL", "Leid"))),
                EntryFields.FIELD_TOO_LONG);
        // a name left out is the user id, which must fit too
        refused(() -> t.run(new AddPlayer(id, organizer, new Entrant("u".repeat(31), null, Rank.parse("1k"), null,
                null, null))), EntryFields.FIELD_TOO_LONG);
        assertThat(t.events()).hasSize(before);
        assertThat(t.state().players()).isEmpty();

        t.run(new Register(id, "ann", entrant("A".repeat(30), "nl", "Leid")));
        t.run(new AddPlayer(id, organizer, new Entrant("bob", null, Rank.parse("1k"), null, "GB", null)));
        assertThat(t.state().players()).hasSize(2);
    }

    @Test
    void everyIsoCountryIsAccepted() {
        for (String code : java.util.Locale.getISOCountries()) {
            EntryFields.entrant("Ann", code, null);
            EntryFields.entrant("Ann", code.toLowerCase(java.util.Locale.ROOT), null);
        }
        assertThat(EntryFields.isCountry("UK")).as("not an ISO code (GB is)").isFalse();
    }
}
