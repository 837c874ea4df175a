package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TournamentViolation;
import tools.jackson.databind.JsonNode;

/**
 * The pairing rules through the API (stored with the settings, absent ones shown with OpenGotha's defaults) and the
 * pairing report of round 1 and in total.
 */
class PairingReportApiTest extends TournamentApiTestSupport {

    @Test
    void pairingRulesAreSettingsAndTheReportCountsTheRoundsPairs() throws Exception {
        String olga = organizer("olga");
        // four 4k players seeded in registration order; split and slip in round 1 pairs 1-3 and 2-4
        Map<String, String> clubs = Map.of("pia", "Ams", "quin", "Utr", "ros", "Ams", "stan", "Ber");
        Map<String, String> countries = Map.of("pia", "NL", "quin", "NL", "ros", "NL", "stan", "DE");
        for (String p : List.of("pia", "quin", "ros", "stan")) {
            account(p, "4k");
        }
        JsonNode created = ok(post("/api/tournaments", olga, "{\"name\":\"Club Swiss\",\"format\":\"SWISS\","
                + "\"rounds\":2,\"pairing\":{\"sameClubGap\":0,\"firstSeeding\":\"SPLIT_AND_SLIP\"}}"));
        JsonNode pairing = created.path("settings").path("pairing");
        assertThat(pairing.path("sameClubGap").asInt()).isZero();
        assertThat(pairing.path("sameCountryGap").asInt()).isEqualTo(1);
        assertThat(pairing.path("firstSeeding").asString()).isEqualTo("SPLIT_AND_SLIP");
        assertThat(pairing.path("laterSeeding").asString()).isEqualTo("SPLIT_AND_FOLD");
        String id = created.path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        ok(post(base + "/open", olga, ""));
        for (String p : List.of("pia", "quin", "ros", "stan")) {
            ok(post(base + "/registrations", p, "{\"country\":\"" + countries.get(p) + "\",\"club\":\"" + clubs.get(p)
                    + "\"}"));
        }
        JsonNode round = ok(post(base + "/rounds", olga, ""));
        assertThat(round.path("boards").size()).isEqualTo(2);
        Set<String> first = Set.of(round.path("boards").get(0).path("blackUserId").asString(),
                round.path("boards").get(0).path("whiteUserId").asString());
        // every pairing of this field has one Dutch pair, so the country costs the same and slip decides: pia-ros
        assertThat(first).containsExactlyInAnyOrder("pia", "ros");

        JsonNode report = get(base + "/rounds/1/report");
        assertThat(report.path("boards").asInt()).isEqualTo(2);
        assertThat(report.path("intraClubPairs").asInt()).isEqualTo(1);
        assertThat(report.path("intraCountryPairs").asInt()).isEqualTo(1);
        assertThat(report.path("crossGroupPairs").asInt()).isZero();
        assertThat(report.path("repeatedPairs").asInt()).isZero();
        JsonNode whole = get(base + "/pairing-report");
        assertThat(whole.path("rounds").size()).isEqualTo(1);
        assertThat(whole.path("total").path("intraClubPairs").asInt()).isEqualTo(1);
        assertProblem(api().get(base + "/rounds/2/report"), 404, "ROUND_NOT_FOUND");
        assertProblem(api().get("/api/tournaments/no-such-cup/pairing-report"), 404,
                TournamentViolation.TOURNAMENT_NOT_FOUND);
    }
}
