package org.openkifu.app.security;

import org.openkifu.infra.security.SecurityProblem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.stream.IntStream;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.platform.ApiClient;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** Registration, tokens (issue, use, list, revoke, password change), throttling, and the audit metadata. */
class AccountsAndTokensTest extends SecurityHttpTest {

    @Autowired
    EventStorageEngine storage;
    @Autowired
    CommandGateway commands;

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void registrationValidatesAndNamesAreUniqueIgnoringCase() throws Exception {
        ApiClient api = api();
        HttpResponse<String> created = api.post("/api/accounts", null,
                "{\"username\":\"Keiko\",\"password\":\"long-enough-1\"}");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        JsonNode account = ApiClient.json(created);
        assertThat(account.path("rank").asString()).as("guests start at 18k").isEqualTo("18k");
        assertThat(account.path("roles").toString()).isEqualTo("[\"player\"]");
        assertThat(created.body()).doesNotContain("long-enough-1").doesNotContain("bcrypt");

        assertProblem(api.post("/api/accounts", null, "{\"username\":\"keiko\",\"password\":\"long-enough-2\"}"),
                409, "USERNAME_TAKEN");
        assertProblem(api.post("/api/accounts", null, "{\"username\":\"has space\",\"password\":\"long-enough-1\"}"),
                400, "USERNAME_INVALID");
        assertProblem(api.post("/api/accounts", null, "{\"username\":\"system\",\"password\":\"long-enough-1\"}"),
                400, "USERNAME_INVALID");
        assertProblem(api.post("/api/accounts", null, "{\"username\":\"shorty\",\"password\":\"short\"}"),
                400, "PASSWORD_INVALID");
        assertProblem(api.post("/api/accounts", null,
                "{\"username\":\"longpw\",\"password\":\"" + "x".repeat(73) + "\"}"), 400, "PASSWORD_INVALID");
        assertProblem(api.post("/api/accounts", null,
                "{\"username\":\"ranked\",\"password\":\"long-enough-1\",\"rank\":\"30k\"}"), 400, "INVALID_RANK");
        HttpResponse<String> dan = api.post("/api/accounts", null,
                "{\"username\":\"ranked\",\"password\":\"long-enough-1\",\"rank\":\"2D\"}");
        assertThat(ApiClient.json(dan).path("rank").asString()).isEqualTo("2d");
        assertProblem(api.post("/api/accounts", null, "{\"username\":"), 400, "MALFORMED_REQUEST_BODY");
    }

    @Test
    void aTokenWorksUntilItIsRevokedAndThePasswordChangeRevokesTheOthers() throws Exception {
        ApiClient api = api();
        String user = "token-user";
        api.token(user);
        String first = issue(user, ApiClient.passwordOf(user), "laptop");
        String second = issue(user, ApiClient.passwordOf(user), "phone");

        JsonNode me = ApiClient.json(with(first, "GET", "/api/me", null));
        assertThat(me.path("username").asString()).isEqualTo(user);
        JsonNode listed = ApiClient.json(with(first, "GET", "/api/tokens", null));
        assertThat(listed.findValuesAsString("label")).contains("laptop", "phone");
        assertThat(listed.toString()).doesNotContain(first.substring(first.indexOf('.') + 1));

        assertThat(with(first, "DELETE", "/api/tokens/current", null).statusCode()).isEqualTo(204);
        assertProblem(with(first, "GET", "/api/me", null), 401, "TOKEN_INVALID");
        assertProblem(with(first + "x", "GET", "/api/me", null), 401, "TOKEN_INVALID");
        assertProblem(with("garbage", "GET", "/api/me", null), 401, "TOKEN_INVALID");
        assertThat(with(second, "GET", "/api/me", null).statusCode()).isEqualTo(200);

        String third = issue(user, ApiClient.passwordOf(user), "tablet");
        assertProblem(with(second, "PUT", "/api/me/password",
                "{\"currentPassword\":\"wrong-password\",\"newPassword\":\"new-password-1\"}"), 403, "PASSWORD_WRONG");
        assertProblem(with(second, "PUT", "/api/me/password",
                "{\"currentPassword\":\"" + ApiClient.passwordOf(user) + "\",\"newPassword\":\"short\"}"),
                400, "PASSWORD_INVALID");
        assertThat(with(second, "PUT", "/api/me/password",
                "{\"currentPassword\":\"" + ApiClient.passwordOf(user) + "\",\"newPassword\":\"new-password-1\"}")
                .statusCode()).isEqualTo(204);
        assertThat(with(second, "GET", "/api/me", null).statusCode()).as("the token that changed it").isEqualTo(200);
        assertProblem(with(third, "GET", "/api/me", null), 401, "TOKEN_INVALID");
        assertProblem(api.post("/api/tokens", null, credentials(user, ApiClient.passwordOf(user))), 401,
                "SIGN_IN_FAILED");
        issue(user, "new-password-1", "after the change");
        api.forget(user);
    }

    @Test
    void failedSignInsAreThrottledPerNameAndAddress() throws Exception {
        ApiClient api = api();
        String user = "throttled-user";
        api.token(user);
        List<Integer> statuses = IntStream.range(0, 5).mapToObj(i -> {
            try {
                return api.post("/api/tokens", null, credentials(user, "wrong-password-" + i)).statusCode();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).toList();
        assertThat(statuses).containsOnly(401);
        HttpResponse<String> refused = api.post("/api/tokens", null, credentials(user, ApiClient.passwordOf(user)));
        assertProblem(refused, 429, "SIGN_IN_THROTTLED");
        assertThat(refused.headers().firstValue("Retry-After")).isPresent();
        assertThat(Long.parseLong(refused.headers().firstValue("Retry-After").orElseThrow())).isBetween(1L, 900L);
        assertThat(api.post("/api/tokens", null, credentials("throttle-other", "whatever-123")).statusCode())
                .as("another name from the same address is not blocked").isEqualTo(401);
    }

    @Test
    void theActingUserIsInTheMetadataOfEveryEventAndNobodyActsForAnother() throws Exception {
        ApiClient api = api();
        String game = newGame(api, "meta-black", "meta-white");
        assertThat(api.post("/api/games/" + game + "/moves", "meta-black", "{\"point\":\"E5\"}").statusCode())
                .isEqualTo(200);
        assertThat(api.post("/api/games/" + game + "/pass", "meta-white", "").statusCode()).isEqualTo(200);
        List<Object> actors = storage.readEvents(game).asStream().map(e -> e.getMetaData().get("actingUser")).toList();
        assertThat(actors).hasSizeGreaterThanOrEqualTo(3);
        assertThat(actors.get(0)).as("the administrator created it").isEqualTo(ApiClient.ADMIN);
        assertThat(actors.get(actors.size() - 2)).isEqualTo("meta-black");
        assertThat(actors.get(actors.size() - 1)).isEqualTo("meta-white");
        // server code outside a request: the command's own user is recorded
        commands.sendAndWait(new GameCommand.PlayStone(game, "meta-black", new Point(0, 0)));
        assertThat(lastActor(game)).isEqualTo("meta-black");
        // a signed-in user cannot get a command through in another user's name, whatever the controller does
        SecurityContextHolder.getContext().setAuthentication(
                UsernamePasswordAuthenticationToken.authenticated("meta-white", null, List.of()));
        try {
            long before = storage.readEvents(game).asStream().count();
            assertThatThrownBy(() -> commands.sendAndWait(new GameCommand.Pass(game, "meta-black")))
                    .isInstanceOfSatisfying(SecurityProblem.class,
                            p -> assertThat(p.code()).isEqualTo("ACTING_FOR_ANOTHER_USER"));
            assertThat(storage.readEvents(game).asStream().count()).isEqualTo(before);
            commands.sendAndWait(new GameCommand.Pass(game, "meta-white"));
            assertThat(lastActor(game)).isEqualTo("meta-white");
        } finally {
            SecurityContextHolder.clearContext();
        }
        JsonNode events = ApiClient.json(api.get("/api/games/" + game + "/events"));
        assertThat(events.get(1).path("actingUser").asString()).as(events.toString()).isEqualTo("meta-black");
        assertThat(events.get(events.size() - 1).path("actingUser").asString()).isEqualTo("meta-white");
    }

    @Test
    void theFirstAdministratorComesFromTheConfiguration() throws Exception {
        JsonNode me = ApiClient.json(api().get("/api/me", ApiClient.ADMIN));
        assertThat(me.path("roles").toString()).isEqualTo("[\"player\",\"admin\"]");
    }

    private Object lastActor(String game) {
        List<Object> actors = storage.readEvents(game).asStream().map(e -> e.getMetaData().get("actingUser")).toList();
        return actors.get(actors.size() - 1);
    }

    private String issue(String user, String password, String label) throws Exception {
        HttpResponse<String> issued = api().post("/api/tokens", null,
                "{\"username\":\"" + user + "\",\"password\":\"" + password + "\",\"label\":\"" + label + "\"}");
        assertThat(issued.statusCode()).as(issued.body()).isEqualTo(201);
        JsonNode body = ApiClient.json(issued);
        assertThat(body.path("tokenType").asString()).isEqualTo("Bearer");
        assertThat(body.path("expiresAt").asString()).isNotBlank();
        return body.path("token").asString();
    }

    private static String credentials(String user, String password) {
        return "{\"username\":\"" + user + "\",\"password\":\"" + password + "\"}";
    }

    private HttpResponse<String> with(String token, String method, String path, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(api().uri(path)).header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
