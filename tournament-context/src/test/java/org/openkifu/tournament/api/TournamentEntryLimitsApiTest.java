package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The h9 fields at the API's edge: a tournament name or location and a registration's name, club and country that
 * could forge a line of the EGF file or move a column are refused with problem+json and change nothing; what is
 * accepted prints in its columns.
 */
class TournamentEntryLimitsApiTest extends TournamentApiTestSupport {

    private static String json(String text) {
        return JSON.writeValueAsString(text);
    }

    @Test
    void h9FieldsAreRefusedAtEntryAndCannotAppearInTheFile() throws Exception {
        String olga = organizer("olga-limits");
        account("eve-limits", "2d");
        account("fay-limits", "1k");
        String longName = "g".repeat(25) + "-limits-long-user";
        account(longName, "3k");

        assertProblem(post("/api/tournaments", olga, "{\"name\":" + json("Cup\n; EV[forged]") + ",\"format\":\"SWISS\"}"),
                400, "INVALID_CHARACTERS");
        assertProblem(post("/api/tournaments", olga, "{\"name\":\"Cup]\",\"format\":\"SWISS\"}"), 400,
                "INVALID_CHARACTERS");
        assertProblem(post("/api/tournaments", olga, "{\"name\":\"Cup\",\"location\":" + json("NL\r\n; PC[x")
                + ",\"format\":\"SWISS\"}"), 400, "INVALID_CHARACTERS");
        assertProblem(post("/api/tournaments", olga, "{\"name\":\"" + "x".repeat(200_000) + "\",\"format\":\"SWISS\"}"),
                400, "FIELD_TOO_LONG");

        JsonNode created = ok(post("/api/tournaments", olga,
                "{\"name\":\"Limits Cup\",\"location\":\"Leiden\",\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":1}"));
        String base = "/api/tournaments/" + created.path("tournamentId").asString();
        ok(post(base + "/open", olga, ""));

        assertProblem(post(base + "/registrations", "eve-limits", "{\"name\":" + json("Eve\n   1 Forged Line") + "}"),
                400, "INVALID_CHARACTERS");
        assertProblem(post(base + "/registrations", "eve-limits", "{\"name\":\"Eve\",\"country\":\"Netherlands\"}"),
                400, "INVALID_COUNTRY");
        assertProblem(post(base + "/registrations", "eve-limits", "{\"name\":\"Eve\",\"country\":\"N\\n\"}"),
                400, "INVALID_COUNTRY");
        assertProblem(post(base + "/registrations", "eve-limits", "{\"name\":\"Eve\",\"club\":\"Leiden\"}"),
                400, "FIELD_TOO_LONG");
        assertProblem(post(base + "/registrations", "eve-limits", "{\"name\":\"" + "E".repeat(31) + "\"}"),
                400, "FIELD_TOO_LONG");
        // refused before any lookup: an unknown player with a bad field gets the field's code, not UNKNOWN_PLAYER
        assertProblem(post(base + "/registrations", olga, "{\"userId\":\"nobody-such\",\"club\":\"Den Haag\"}"),
                400, "FIELD_TOO_LONG");
        assertThat(get(base).path("players").size()).as("nothing changed").isZero();

        ok(post(base + "/registrations", "eve-limits", "{\"name\":\"Eve Evers\",\"country\":\"nl\",\"club\":\"Leid\"}"));
        ok(post(base + "/registrations", olga, "{\"userId\":\"fay-limits\",\"name\":\"Fay Falk\",\"country\":\"SE\"}"));
        // a name left out is the user name, cut to the file's 30 characters (a typed one is refused above)
        JsonNode entered = ok(post(base + "/registrations", longName, "{}"));
        assertThat(entered.path("players").get(2).path("name").asString()).isEqualTo(longName.substring(0, 30));
        ok(post(base + "/rounds", olga, ""));

        HttpResponse<String> h9 = api().get(base + "/results.h9");
        assertThat(h9.statusCode()).isEqualTo(200);
        String file = h9.body();
        assertThat(file).contains("; EV[Limits Cup]\n; PC[,Leiden]\n").doesNotContain("forged").doesNotContain("Forged");
        assertThat(file.lines().filter(l -> !l.startsWith(";")).toList()).hasSize(3)
                .allSatisfy(l -> assertThat(l.substring(40, 47)).matches("(NL Leid|SE xxxx|XX xxxx)"));
        assertThat(h9.body().getBytes(StandardCharsets.ISO_8859_1)).doesNotContain((byte) '\r');
        assertThat(api().get(base + "/results.h9?internet=true").body()).startsWith("; CL[D]\n");
    }
}
