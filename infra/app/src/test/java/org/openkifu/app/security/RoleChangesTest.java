package org.openkifu.app.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;

/**
 * Roles granted and withdrawn one at a time by an administrator count on the account's next request, with the same
 * bearer token and in the same browser session (no new sign-in), and the refusals of the role API (docs/security.md,
 * "Roles").
 */
class RoleChangesTest extends SecurityHttpTest {

    /** Past the analyst's URL rule an unknown projection is a 404; without the role the rule answers 403 first. */
    private static final String ANALYST_PROBE = "/api/projections/no-such-projection/rebuild";
    private static final Pattern HIDDEN_CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

    /** A browser signed in with the sign-in form: a cookie jar, the session and the CSRF cookie. */
    private final class Session {
        final CookieManager cookies = new CookieManager();
        final HttpClient http = HttpClient.newBuilder().cookieHandler(cookies)
                .followRedirects(HttpClient.Redirect.NEVER).build();

        Session(String user) throws Exception {
            Matcher csrf = HIDDEN_CSRF.matcher(send("GET", "/login", null).body());
            assertThat(csrf.find()).isTrue();
            String form = "username=" + user + "&password="
                    + URLEncoder.encode(ApiClient.passwordOf(user), StandardCharsets.UTF_8) + "&_csrf=" + csrf.group(1);
            HttpResponse<String> signedIn = http.send(HttpRequest.newBuilder(api().uri("/login"))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(signedIn.headers().firstValue("Location").orElseThrow()).doesNotContain("error");
            send("GET", "/api/me", null); // signing in rotated the CSRF token: this sets the new cookie
        }

        HttpResponse<String> send(String method, String path, String body) throws Exception {
            HttpRequest.Builder request = HttpRequest.newBuilder(api().uri(path)).method(method,
                    body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
            String xsrf = cookies.getCookieStore().getCookies().stream().filter(c -> c.getName().equals("XSRF-TOKEN"))
                    .map(HttpCookie::getValue).findFirst().orElse(null);
            if (xsrf != null) {
                request.header("X-XSRF-TOKEN", xsrf);
            }
            if (body != null) {
                request.header("Content-Type", "application/json");
            }
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    private HttpResponse<String> bearer(String method, String path, String user) throws Exception {
        return api().send(HttpRequest.newBuilder(api().uri(path)).method(method, HttpRequest.BodyPublishers.noBody()),
                user);
    }

    @Test
    void aGrantAndARevocationCountOnTheNextRequestOfTheSameTokenAndTheSameSession() throws Exception {
        String user = "role-changer";
        api().token(user);
        Session browser = new Session(user);

        assertProblem(bearer("POST", ANALYST_PROBE, user), 403, "ROLE_REQUIRED");
        assertProblem(browser.send("POST", ANALYST_PROBE, null), 403, "ROLE_REQUIRED");
        assertThat(browser.send("GET", "/tournaments", null).body()).contains("id=\"organizer-hint\"")
                .doesNotContain("id=\"create-tournament\"");
        assertThat(browser.send("GET", "/admin/accounts", null).statusCode()).isEqualTo(403);

        HttpResponse<String> granted = bearer("PUT", "/api/accounts/" + user + "/roles/analyst", ApiClient.ADMIN);
        assertThat(granted.statusCode()).as(granted.body()).isEqualTo(200);
        assertThat(ApiClient.json(granted).path("roles").toString()).isEqualTo("[\"player\",\"analyst\"]");
        assertThat(bearer("POST", ANALYST_PROBE, user).statusCode()).as("same token, next request").isEqualTo(404);
        assertThat(browser.send("POST", ANALYST_PROBE, null).statusCode()).as("same session, next request")
                .isEqualTo(404);

        assertThat(bearer("PUT", "/api/accounts/" + user + "/roles/organizer", ApiClient.ADMIN).statusCode())
                .isEqualTo(200);
        assertThat(browser.send("GET", "/tournaments", null).body()).as("the page shows the organizer's form")
                .contains("id=\"create-tournament\"").doesNotContain("id=\"organizer-hint\"");
        assertThat(bearer("PUT", "/api/accounts/" + user + "/roles/admin", ApiClient.ADMIN).statusCode())
                .isEqualTo(200);
        assertThat(browser.send("GET", "/admin/accounts", null).statusCode()).isEqualTo(200);
        assertThat(browser.send("GET", "/api/admin/dead-letters", null).statusCode()).isEqualTo(200);

        assertThat(bearer("DELETE", "/api/accounts/" + user + "/roles/admin", ApiClient.ADMIN).statusCode())
                .isEqualTo(200);
        assertProblem(bearer("GET", "/api/admin/dead-letters", user), 403, "ROLE_REQUIRED");
        assertProblem(browser.send("GET", "/api/admin/dead-letters", null), 403, "ROLE_REQUIRED");
        HttpResponse<String> revoked = bearer("DELETE", "/api/accounts/" + user + "/roles/analyst", ApiClient.ADMIN);
        assertThat(ApiClient.json(revoked).path("roles").toString()).isEqualTo("[\"player\",\"organizer\"]");
        assertProblem(bearer("POST", ANALYST_PROBE, user), 403, "ROLE_REQUIRED");
        assertProblem(browser.send("POST", ANALYST_PROBE, null), 403, "ROLE_REQUIRED");
        assertProblem(bearer("GET", "/api/accounts", user), 403, "NOT_AN_ADMINISTRATOR");
        assertThat(browser.send("GET", "/admin/accounts", null).statusCode()).isEqualTo(403);
        assertThat(ApiClient.json(browser.send("GET", "/api/me", null)).path("roles").toString())
                .isEqualTo("[\"player\",\"organizer\"]");
    }

    @Test
    void onlyAnAdministratorListsAndChangesRolesAndBadRequestsChangeNothing() throws Exception {
        String player = "role-plain";
        api().token(player);
        assertProblem(bearer("GET", "/api/accounts", player), 403, "NOT_AN_ADMINISTRATOR");
        assertProblem(bearer("PUT", "/api/accounts/" + player + "/roles/admin", player), 403, "NOT_AN_ADMINISTRATOR");
        assertProblem(bearer("DELETE", "/api/accounts/admin/roles/admin", player), 403, "NOT_AN_ADMINISTRATOR");
        assertProblem(api().send(HttpRequest.newBuilder(api().uri("/api/accounts")).GET(), null), 401,
                "UNAUTHENTICATED");
        assertProblem(bearer("PUT", "/api/accounts/no-such-account/roles/organizer", ApiClient.ADMIN), 404,
                "ACCOUNT_NOT_FOUND");
        assertProblem(bearer("PUT", "/api/accounts/" + player + "/roles/emperor", ApiClient.ADMIN), 400,
                "ROLE_INVALID");
        assertProblem(bearer("DELETE", "/api/accounts/" + player + "/roles/player", ApiClient.ADMIN), 400,
                "PLAYER_ROLE_PERMANENT");
        assertProblem(bearer("GET", "/api/accounts?size=101", ApiClient.ADMIN), 400, "PAGE_INVALID");
        assertThat(ApiClient.json(bearer("GET", "/api/me", player)).path("roles").toString())
                .as("nothing changed").isEqualTo("[\"player\"]");

        HttpResponse<String> found = bearer("GET", "/api/accounts?query=ROLE-PL&size=5", ApiClient.ADMIN);
        assertThat(found.statusCode()).as(found.body()).isEqualTo(200);
        assertThat(ApiClient.json(found).path("total").asLong()).isEqualTo(1);
        assertThat(ApiClient.json(found).path("accounts").get(0).path("username").asString()).isEqualTo(player);
    }
}
