package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.contract.ContractSchemas;
import org.openkifu.game.domain.GameIds;
import org.openkifu.infra.platform.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * Who may create a game directly (administrators and organizers, for existing accounts: everyone else invites), and
 * the precise codes of refused settings; a refused request creates nothing.
 */
class GameCreationApiTest extends GameApiTestSupport {

    /** The published terms (issue 19): the contract file, served to anyone, unchanged. */
    @Test
    void theTermsAreServedAsPublished() throws Exception {
        HttpResponse<String> terms = get("/api/games/terms");
        assertThat(terms.statusCode()).isEqualTo(200);
        JsonNode served = json(terms);
        assertThat(served).isEqualTo(tools.jackson.databind.json.JsonMapper.builder().build().readTree(java.nio.file.Files.readString(
                ContractSchemas.V1.resolve("GameTerms.schema.json"))));
        assertThat(served.path("properties").path("rules").path("enum").toString()).contains("\"japanese\"")
                .doesNotContain("gomoku");
    }

    @Test
    void badSettingsAreRefusedWithTheirCode() throws Exception {
        refusedCreation("\"size\":30", "BOARD_SIZE_UNSUPPORTED");
        refusedCreation("\"size\":1", "BOARD_SIZE_UNSUPPORTED");
        refusedCreation("\"size\":8,\"rules\":\"little-go\"", "BOARD_SIZE_UNSUPPORTED");
        JsonNode unknown = refusedCreation("\"rules\":\"gomoku\"", "UNKNOWN_RULESET");
        assertThat(unknown.path("knownRulesets")).extracting(JsonNode::asString)
                .contains("japanese", "chinese", "itsyourturn", "black-and-white", "tromp-taylor");
        refusedCreation("\"rules\":\"japanese:3\"", "INVALID_RULESET");
        refusedCreation("\"komi\":6.3", "INVALID_KOMI");
        refusedCreation("\"komi\":1000", "INVALID_KOMI");
        refusedCreation("\"size\":9,\"handicap\":10", "INVALID_HANDICAP");
        refusedCreation("\"size\":9,\"handicap\":1", "INVALID_HANDICAP");
        refusedCreation("\"gameType\":\"JUNG_SUN\",\"handicap\":3", "INVALID_HANDICAP");
        refusedCreation(byoyomi(0, 3, 30), "INVALID_TIME_CONTROL");
        refusedCreation(byoyomi(721, 3, 30), "INVALID_TIME_CONTROL");
        refusedCreation(byoyomi(10, 7, 30), "INVALID_TIME_CONTROL");
        refusedCreation(byoyomi(10, 3, 5), "INVALID_TIME_CONTROL");
        refusedCreation(byoyomi(10, 3, 61), "INVALID_TIME_CONTROL");
        refusedCreation("\"timeControl\":{\"kind\":\"FISCHER\",\"mainSeconds\":600,\"incrementSeconds\":301}",
                "INVALID_TIME_CONTROL");
        refusedCreation("\"timeControl\":{\"kind\":\"CORRESPONDENCE\",\"periodSeconds\":3600}", "INVALID_TIME_CONTROL");
    }

    @Test
    void aPlayerCannotCreateAGameWithoutTheOpponentsConsent() throws Exception {
        // the abuse: bob created a rated 60 s game against alice, who never knew, and won it on time
        String abuse = "{\"black\":{\"userId\":\"bob\"},\"white\":{\"userId\":\"alice\"},\"rated\":true,"
                + "\"timeControl\":{\"kind\":\"ABSOLUTE\",\"mainSeconds\":60}}";
        JsonNode refused = refusedAs(BOB, registerPlayers(api(), abuse), 403, "CONSENT_REQUIRED");
        assertThat(refused.path("detail").asString()).contains("invit");
        assertThat(refused.path("invitations").asString()).isEqualTo("/api/invitations");
        refusedAs(DAVE, "{\"owner\":{\"userId\":\"alice\"},\"opponent\":{\"userId\":\"bob\"}}", 403, "CONSENT_REQUIRED");
        refusedAs(ALICE, "{\"black\":{\"userId\":\"alice\"},\"white\":{\"userId\":\"nobody-registered\"}}", 403,
                "CONSENT_REQUIRED");
    }

    @Test
    void anOrganizerOrAdministratorCreatesGamesBetweenExistingAccounts() throws Exception {
        api().grantRoles("olga", "organizer");
        registerPlayers(api(), "{\"userId\":\"alice\"},{\"userId\":\"bob\"}");
        HttpResponse<String> created = post("/api/games", "olga",
                "{\"black\":{\"userId\":\"Alice\"},\"white\":{\"userId\":\"bob\"},\"size\":9}", null);
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        JsonNode game = summary(json(created).path("gameId").asString());
        assertThat(game.path("black").path("userId").asString()).as("the account's spelling").isEqualTo(ALICE);
        JsonNode first = events(game.path("gameId").asString()).get(0);
        assertThat(first.path("payload").path("createdBy").asString()).isEqualTo("olga");

        JsonNode unknown = refusedAs(ApiClient.ADMIN,
                "{\"black\":{\"userId\":\"alice\"},\"white\":{\"userId\":\"nobody-registered\"}}", 422, "UNKNOWN_PLAYER");
        assertThat(unknown.path("player").asString()).isEqualTo("nobody-registered");
        assertThat(unknown.has("suggestion")).isFalse();
        JsonNode typo = refusedAs(ApiClient.ADMIN, "{\"black\":{\"userId\":\"alice\"},\"white\":{\"userId\":\"bbo\"}}",
                422, "UNKNOWN_PLAYER");
        assertThat(typo.path("suggestion").asString()).isEqualTo(BOB);
        assertThat(typo.path("detail").asString()).contains("did you mean 'bob'");
    }

    @Test
    void badPlayersAreRefusedWithTheirCode() throws Exception {
        registerPlayers(api(), "{\"userId\":\"alice\"},{\"userId\":\"bob\"}");
        String admin = ApiClient.ADMIN;
        refusedAs(admin, "{\"black\":{\"userId\":\"alice\",\"rank\":\"12x\"},\"white\":{\"userId\":\"bob\"}}", 400, "INVALID_RANK");
        refusedAs(admin, "{\"black\":{\"userId\":\"alice\"},\"white\":{\"userId\":\"alice\"}}", 400, "INVALID_PLAYERS");
        refusedAs(admin, "{\"owner\":{\"userId\":\"alice\"},\"opponent\":{\"userId\":\"bob\"},\"gameType\":\"JUNG_SUN\"}",
                400, "INVALID_GAME_TYPE");
        refusedAs(admin, "{\"black\":{\"userId\":\"alice\"},\"opponent\":{\"userId\":\"bob\"}}", 400, "PLAYERS_AMBIGUOUS");
        refusedAs(admin, "{\"size\":9}", 400, "PLAYER_MISSING");
        // names no account can have, refused before the directory is asked (docs/security.md, "Limits")
        refusedAs(admin, "{\"black\":{\"userId\":\"alice\"},\"white\":{\"userId\":\"" + "b".repeat(65) + "\"}}",
                400, "FIELD_TOO_LONG");
        refusedAs(admin, "{\"owner\":{\"userId\":\"alice\"},\"opponent\":{\"userId\":\"bob; drop\"}}", 422,
                "UNKNOWN_PLAYER");
        refusedAs(admin, "{\"owner\":{\"userId\":\"alice\"}}", 400, "PLAYER_MISSING");
        refusedAs(admin, "{\"black\":{\"userId\":\"alice\"},\"white\":{\"userId\":\"bob\"},\"gameType\":\"CHESS\"}",
                400, "MALFORMED_REQUEST_BODY");
    }

    @Test
    void goodSettingsAreKeptInTheSummary() throws Exception {
        String id = create("{\"black\":{\"userId\":\"alice\",\"rank\":\"3k\"},\"white\":{\"userId\":\"bob\",\"rank\":\"3k\"},"
                + "\"size\":13,\"rules\":\"aga\",\"komi\":7," + byoyomi(10, 5, 30) + ",\"rated\":true}");
        JsonNode s = summary(id);
        assertThat(s.path("gameType").asString()).as("same ranks, colours fixed").isEqualTo("HO_SUN");
        assertThat(s.path("status").asString()).isEqualTo("PLAYING");
        assertThat(s.path("komi").asDouble()).isEqualTo(7.0);
        assertThat(s.path("rated").asBoolean()).isTrue();
        assertThat(s.path("moveCap").isNull()).isTrue();
        JsonNode tc = s.path("timeControl");
        assertThat(tc.path("kind").asString()).isEqualTo("JAPANESE_BYOYOMI");
        assertThat(tc.path("mainSeconds").asLong()).isEqualTo(600);
        assertThat(tc.path("periods").asInt()).isEqualTo(5);
        assertThat(tc.path("periodSeconds").asLong()).isEqualTo(30);
    }

    private static String byoyomi(int mainMinutes, int periods, int periodSeconds) {
        return "\"timeControl\":{\"kind\":\"JAPANESE_BYOYOMI\",\"mainSeconds\":" + mainMinutes * 60 + ",\"periods\":"
                + periods + ",\"periodSeconds\":" + periodSeconds + "}";
    }

    /** A 9x9-by-default request between alice and bob with these extra settings, refused with a 400. */
    private JsonNode refusedCreation(String settings, String code) throws Exception {
        return refusedAs(ApiClient.ADMIN, registerPlayers(api(),
                "{\"black\":{\"userId\":\"alice\"},\"white\":{\"userId\":\"bob\"}," + settings + "}"), 400, code);
    }

    /** With an idempotency key, so the game a refused request would have created can be looked up: it must not exist. */
    private JsonNode refusedAs(String user, String body, int status, String code) throws Exception {
        String key = UUID.randomUUID().toString();
        HttpResponse<String> response = post("/api/games", user, body, key);
        String wouldBe = GameIds.fromRequest("api", user + ":" + key);
        assertProblem(response, status, code);
        assertProblem(get("/api/games/" + wouldBe), 404, "GAME_NOT_FOUND");
        return json(response);
    }
}
