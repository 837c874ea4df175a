package org.openkifu.app.security;

import org.openkifu.infra.security.AccountStore;
import org.openkifu.infra.security.ApiTokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Every write endpoint of the API (found in Spring MVC's mappings, so endpoints added later are covered) against the
 * six kinds of caller: anonymous, another player, the right player, organizer, analyst, admin. A refused request
 * changes nothing: no event, no account or token change.
 */
class AuthorizationMatrixTest extends SecurityHttpTest {

    enum Actor { ANONYMOUS, ANOTHER_PLAYER, RIGHT_PLAYER, ORGANIZER, ANALYST, ADMIN }

    /** Endpoints anyone may call: registering and exchanging a password for a token. */
    private static final Set<String> PUBLIC_WRITES = Set.of("POST /api/accounts", "POST /api/tokens");

    private static final String BLACK = "matrix-black";
    private static final String WHITE = "matrix-white";
    private static final String STRANGER = "matrix-stranger";
    private static final String ORGANIZER = "matrix-organizer";
    private static final String ANALYST = "matrix-analyst";

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;
    @Autowired
    MongoClient mongo;

    record Endpoint(String method, String pattern) {
        @Override
        public String toString() {
            return method + " " + pattern;
        }
    }

    @Test
    void anonymousCallersAreRefusedOnEveryWriteEndpointAndChangeNothing() throws Exception {
        ApiClient api = api();
        String game = newGame(api, BLACK, WHITE);
        List<Endpoint> writes = writeEndpoints();
        assertThat(writes.stream().map(Endpoint::toString)).contains("POST /api/games", "POST /api/games/{id}/moves",
                "POST /api/games/{id}/pass", "POST /api/games/{id}/resign", "PUT /api/accounts/{name}/roles",
                "PUT /api/me/password", "DELETE /api/tokens/{id}", "POST /api/accounts", "POST /api/tokens");

        String before = fingerprint();
        for (Endpoint endpoint : writes) {
            if (PUBLIC_WRITES.contains(endpoint.toString())) {
                continue;
            }
            HttpResponse<String> response = call(api, endpoint, game, "{}", null);
            assertProblem(response, 401, "UNAUTHENTICATED");
        }
        // the two public ones refuse an empty request without creating anything
        assertProblem(api.post("/api/accounts", null, "{}"), 400, "USERNAME_INVALID");
        assertProblem(api.post("/api/tokens", null, "{}"), 401, "SIGN_IN_FAILED");
        assertThat(fingerprint()).as("refused requests change nothing").isEqualTo(before);
    }

    @Test
    void signedInCallersWithAnEmptyBodyNeverCauseAServerError() throws Exception {
        ApiClient api = api();
        grantRoles(api);
        String game = newGame(api, BLACK, WHITE);
        for (Endpoint endpoint : writeEndpoints()) {
            for (String user : List.of(STRANGER, ORGANIZER, ANALYST, ApiClient.ADMIN)) {
                HttpResponse<String> response = call(api, endpoint, game, "{}", user);
                assertThat(response.statusCode()).as(endpoint + " as " + user + ": " + response.body())
                        .isBetween(200, 499);
            }
        }
    }

    @Test
    void onlyTheGamesPlayersPlayInItAndOnlyOnTheirTurn() throws Exception {
        ApiClient api = api();
        grantRoles(api);
        for (String action : List.of("moves", "pass", "resign")) {
            String game = newGame(api, BLACK, WHITE);
            String body = action.equals("moves") ? "{\"point\":\"E5\"}" : "";
            Map<Actor, Integer> expected = new EnumMap<>(Actor.class);
            expected.put(Actor.ANONYMOUS, 401);
            expected.put(Actor.ANOTHER_PLAYER, 403);
            expected.put(Actor.ORGANIZER, 403);
            expected.put(Actor.ANALYST, 403);
            expected.put(Actor.ADMIN, 403);
            String before = fingerprint();
            for (var e : expected.entrySet()) {
                HttpResponse<String> response = api.post("/api/games/" + game + "/" + action, user(e.getKey()), body);
                assertThat(response.statusCode()).as(action + " as " + e.getKey() + ": " + response.body())
                        .isEqualTo(e.getValue());
            }
            // the right player of the wrong colour: White may not act on Black's turn
            if (!action.equals("resign")) {
                assertProblem(api.post("/api/games/" + game + "/" + action, WHITE, body), 409, "NOT_YOUR_TURN");
            }
            assertThat(fingerprint()).as(action + ": refused requests change nothing").isEqualTo(before);
            HttpResponse<String> right = api.post("/api/games/" + game + "/" + action, BLACK, body);
            assertThat(right.statusCode()).as(action + " as the right player: " + right.body()).isEqualTo(200);
            assertThat(fingerprint()).isNotEqualTo(before);
        }
    }

    @Test
    void onlyOrganizersAndAdministratorsCreateGamesDirectly() throws Exception {
        ApiClient api = api();
        grantRoles(api);
        String body = """
                {"black":{"userId":"%s"},"white":{"userId":"%s"},"size":9}""".formatted(BLACK, WHITE);
        String before = fingerprint();
        assertProblem(api.post("/api/games", null, body), 401, "UNAUTHENTICATED");
        // a game needs both players' consent: players invite, even into a game they would play themselves
        for (String other : List.of(STRANGER, ANALYST, BLACK, WHITE)) {
            assertProblem(api.post("/api/games", other, body), 403, "CONSENT_REQUIRED");
        }
        assertThat(fingerprint()).isEqualTo(before);
        assertThat(api.post("/api/games", ORGANIZER, body).statusCode()).isEqualTo(201);
        assertThat(api.post("/api/games", ApiClient.ADMIN, body).statusCode()).isEqualTo(201);
    }

    @Test
    void rolesGateTheAdministrativeEndpoints() throws Exception {
        ApiClient api = api();
        grantRoles(api);
        String before = fingerprint();
        // granting roles: administrators only (the account itself included, here the right player)
        Map<Actor, Integer> grant = expect(401, 403, 403, 403, 403, 200);
        for (var e : grant.entrySet()) {
            if (e.getKey() == Actor.ADMIN) {
                continue;
            }
            HttpResponse<String> response = api.send(put("/api/accounts/" + BLACK + "/roles",
                    "{\"roles\":[\"admin\"]}", api), user(e.getKey()));
            assertThat(response.statusCode()).as("grant as " + e.getKey() + ": " + response.body())
                    .isEqualTo(e.getValue());
        }
        assertThat(fingerprint()).as("refused grants change nothing").isEqualTo(before);
        assertThat(ApiClient.json(api.get("/api/me", BLACK)).path("roles").toString()).isEqualTo("[\"player\"]");

        // rebuilding projections: analysts and administrators; creating tournaments and ladders: organizers and admins.
        // Passing the role check leaves the answer to the endpoint (2xx, or 4xx for this made-up request), never 401/403.
        checkRoles(api, "/api/projections/no-such-projection/rebuild", Set.of(Actor.ANALYST, Actor.ADMIN));
        checkRoles(api, "/api/tournaments", Set.of(Actor.ORGANIZER, Actor.ADMIN));
        checkRoles(api, "/api/ladders", Set.of(Actor.ORGANIZER, Actor.ADMIN));

        String grantee = "matrix-grantee";
        api.token(grantee);
        HttpResponse<String> granted = api.send(put("/api/accounts/" + grantee + "/roles",
                "{\"roles\":[\"analyst\"]}", api), user(Actor.ADMIN));
        assertThat(granted.statusCode()).as(granted.body()).isEqualTo(grant.get(Actor.ADMIN));
        assertThat(ApiClient.json(api.get("/api/me", grantee)).path("roles").toString())
                .isEqualTo("[\"player\",\"analyst\"]");
        assertThat(api.post("/api/projections/no-such-projection/rebuild", grantee, "{}").statusCode())
                .as("a granted role counts at once for bearer tokens").isNotIn(401, 403);
    }

    @Test
    void aUserRevokesOnlyTheirOwnTokensAndChangesOnlyTheirOwnPassword() throws Exception {
        ApiClient api = api();
        String owner = "matrix-token-owner";
        api.token(owner); // registers the account
        HttpResponse<String> issued = api.post("/api/tokens", null,
                "{\"username\":\"" + owner + "\",\"password\":\"" + ApiClient.passwordOf(owner) + "\"}");
        assertThat(issued.statusCode()).as(issued.body()).isEqualTo(201);
        String id = ApiClient.json(issued).path("id").asString();
        String token = ApiClient.json(issued).path("token").asString();

        assertProblem(api.send(delete("/api/tokens/" + id, api), null), 401, "UNAUTHENTICATED");
        for (String other : List.of(STRANGER, ORGANIZER, ANALYST, ApiClient.ADMIN)) {
            assertProblem(api.send(delete("/api/tokens/" + id, api), other), 404, "TOKEN_NOT_FOUND");
        }
        assertThat(meWith(api, token).statusCode()).as("the token still works").isEqualTo(200);
        assertThat(api.send(delete("/api/tokens/" + id, api), owner).statusCode()).isEqualTo(204);
        assertProblem(meWith(api, token), 401, "TOKEN_INVALID");

        // a password change has no target but the caller: another user's current password does not help
        assertProblem(api.send(put("/api/me/password", "{\"currentPassword\":\"" + ApiClient.passwordOf(owner)
                + "\",\"newPassword\":\"whatever-123\"}", api), STRANGER), 403, "PASSWORD_WRONG");
        assertProblem(api.send(put("/api/me/password", "{}", api), null), 401, "UNAUTHENTICATED");
    }

    private void checkRoles(ApiClient api, String path, Set<Actor> allowed) throws Exception {
        for (Actor actor : Actor.values()) {
            if (actor == Actor.RIGHT_PLAYER) {
                continue; // no game involved: the right player is just another player here
            }
            String before = fingerprint();
            HttpResponse<String> response = api.post(path, user(actor), "{}");
            if (actor == Actor.ANONYMOUS) {
                assertProblem(response, 401, "UNAUTHENTICATED");
            } else if (allowed.contains(actor)) {
                assertThat(response.statusCode()).as(path + " as " + actor + ": " + response.body())
                        .isNotIn(401, 403).isBetween(200, 499);
                continue;
            } else {
                assertProblem(response, 403, "ROLE_REQUIRED");
            }
            assertThat(fingerprint()).as(path + " refused for " + actor).isEqualTo(before);
        }
    }

    private static Map<Actor, Integer> expect(int anonymous, int another, int right, int organizer, int analyst,
            int admin) {
        Map<Actor, Integer> m = new LinkedHashMap<>();
        m.put(Actor.ANONYMOUS, anonymous);
        m.put(Actor.ANOTHER_PLAYER, another);
        m.put(Actor.RIGHT_PLAYER, right);
        m.put(Actor.ORGANIZER, organizer);
        m.put(Actor.ANALYST, analyst);
        m.put(Actor.ADMIN, admin);
        return m;
    }

    private static String user(Actor actor) {
        return switch (actor) {
            case ANONYMOUS -> null;
            case ANOTHER_PLAYER -> STRANGER;
            case RIGHT_PLAYER -> BLACK;
            case ORGANIZER -> ORGANIZER;
            case ANALYST -> ANALYST;
            case ADMIN -> ApiClient.ADMIN;
        };
    }

    private static void grantRoles(ApiClient api) throws Exception {
        api.grantRoles(ORGANIZER, "organizer");
        api.grantRoles(ANALYST, "analyst");
        api.token(STRANGER);
        api.token(BLACK);
        api.token(WHITE);
    }

    /** Non-GET mappings under /api, as "METHOD pattern". */
    private List<Endpoint> writeEndpoints() {
        Set<String> found = new TreeSet<>();
        for (RequestMappingInfo info : mappings.getHandlerMethods().keySet()) {
            Set<RequestMethod> methods = info.getMethodsCondition().getMethods();
            Set<RequestMethod> writes = methods.isEmpty()
                    ? Set.of(RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE)
                    : methods;
            for (String pattern : info.getPatternValues()) {
                if (!pattern.startsWith("/api/")) {
                    continue;
                }
                for (RequestMethod method : writes) {
                    if (method != RequestMethod.GET && method != RequestMethod.HEAD && method != RequestMethod.OPTIONS) {
                        found.add(method.name() + " " + pattern);
                    }
                }
            }
        }
        List<Endpoint> endpoints = new ArrayList<>();
        found.forEach(f -> endpoints.add(new Endpoint(f.substring(0, f.indexOf(' ')), f.substring(f.indexOf(' ') + 1))));
        return endpoints;
    }

    /** Calls the endpoint with every path variable set to {@code id} (a real game, so only security can refuse). */
    private HttpResponse<String> call(ApiClient api, Endpoint endpoint, String id, String body, String user)
            throws Exception {
        String path = endpoint.pattern().replaceAll("\\{\\*?[^}]+}", id).replace("/**", "/" + id);
        HttpRequest.Builder request = HttpRequest.newBuilder(api.uri(path)).header("Content-Type", "application/json")
                .method(endpoint.method(), HttpRequest.BodyPublishers.ofString(body));
        return api.send(request, user);
    }

    private static HttpRequest.Builder put(String path, String body, ApiClient api) {
        return HttpRequest.newBuilder(api.uri(path)).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body));
    }

    private static HttpRequest.Builder delete(String path, ApiClient api) {
        return HttpRequest.newBuilder(api.uri(path)).DELETE();
    }

    private static HttpResponse<String> meWith(ApiClient api, String token) throws Exception {
        return java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(api.uri("/api/me"))
                .header("Authorization", "Bearer " + token).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    /** What a refused request must not change: the event log, the accounts, the tokens' states. */
    private String fingerprint() {
        MongoDatabase db = mongo.getDatabase("openkifu");
        StringBuilder s = new StringBuilder("events=").append(db.getCollection("events").countDocuments());
        for (Document account : db.getCollection(AccountStore.COLLECTION).find().sort(new Document("_id", 1))) {
            s.append(';').append(account.toJson());
        }
        for (Document token : db.getCollection(ApiTokens.COLLECTION).find().sort(new Document("_id", 1))) {
            s.append(";token ").append(token.getString("_id")).append(' ').append(token.get("revokedAt"));
        }
        return s.toString();
    }
}
