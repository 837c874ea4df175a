package org.openkifu.tournament.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.PairingRules;
import org.openkifu.tournament.domain.PairingRules.SeedSystem;
import org.openkifu.tournament.domain.TournamentSettings;

/**
 * Settings stored before the pairing rules existed (Axon stores events with Jackson 2) read with OpenGotha's
 * defaults, and a partial {@code pairing} keeps what it gives.
 */
class StoredSettingsTest {

    private static final String BEFORE_PAIRING_RULES = "{\"format\":\"SWISS\",\"boardSize\":19,\"rulePresetId\":\"japanese\","
            + "\"timeControl\":{\"kind\":\"NONE\",\"mainSeconds\":0,\"periods\":0,\"periodSeconds\":0,"
            + "\"stonesPerPeriod\":0,\"incrementSeconds\":0},\"handicap\":{\"kind\":\"NONE\",\"ceiling\":0,"
            + "\"reduction\":0,\"komi\":0.5},\"komi\":6.5,\"rounds\":5,\"minimumRank\":null,\"maximumRank\":null,"
            + "\"minimumRating\":null,\"maximumRating\":null,\"maximumPlayers\":0,\"twoGameMatches\":false,"
            + "\"tieBreakers\":[\"NBW\",\"SOS\",\"SOSOS\"],\"mcMahonBar\":null,\"mcMahonFloor\":null,\"rated\":true,"
            + "\"autoStartRounds\":false}";

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void settingsWithoutPairingRulesReadWithOpenGothasDefaults() throws Exception {
        TournamentSettings s = json.readValue(BEFORE_PAIRING_RULES, TournamentSettings.class);
        assertThat(s.pairing()).isEqualTo(new PairingRules(1, 3, true, true, true, SeedSystem.SPLIT_AND_RANDOM, 1,
                SeedSystem.SPLIT_AND_FOLD));
        assertThat(s).isEqualTo(TournamentSettings.swiss(5));
    }

    @Test
    void aPartialPairingKeepsWhatItGivesAndRoundTrips() throws Exception {
        String partial = BEFORE_PAIRING_RULES.substring(0, BEFORE_PAIRING_RULES.length() - 1)
                + ",\"pairing\":{\"sameClubGap\":0,\"laterSeeding\":\"SPLIT_AND_SLIP\"}}";
        TournamentSettings s = json.readValue(partial, TournamentSettings.class);
        assertThat(s.pairing().sameClubGap()).isZero();
        assertThat(s.pairing().sameCountryGap()).isEqualTo(1);
        assertThat(s.pairing().laterSeeding()).isEqualTo(SeedSystem.SPLIT_AND_SLIP);
        assertThat(json.readValue(json.writeValueAsString(s), TournamentSettings.class)).isEqualTo(s);
    }
}
