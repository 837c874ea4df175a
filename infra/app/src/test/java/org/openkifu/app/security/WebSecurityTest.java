package org.openkifu.app.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openkifu.infra.platform.ApiClient;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** The browser side: sign-up, sign-in, password change and sign-out forms with CSRF, the session on the API, headers. */
@ExtendWith(OutputCaptureExtension.class)
class WebSecurityTest extends SecurityHttpTest {

    private static final Pattern HIDDEN_CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");
    private static final Pattern META_CSRF = Pattern.compile("name=\"_csrf\"\\s+content=\"([^\"]+)\"");

    /** One browser: its cookie jar, no automatic redirects. */
    private final class Browser {
        final CookieManager cookies = new CookieManager();
        final HttpClient http = HttpClient.newBuilder().cookieHandler(cookies)
                .followRedirects(HttpClient.Redirect.NEVER).build();

        HttpResponse<String> get(String path) throws Exception {
            return http.send(HttpRequest.newBuilder(api().uri(path)).GET().build(), HttpResponse.BodyHandlers.ofString());
        }

        HttpResponse<String> form(String path, Map<String, String> fields) throws Exception {
            String body = fields.entrySet().stream()
                    .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                    .collect(Collectors.joining("&"));
            return http.send(HttpRequest.newBuilder(api().uri(path))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        }

        /** Fetches the page and posts its form with the CSRF field the page rendered. */
        HttpResponse<String> submit(String page, String action, Map<String, String> fields) throws Exception {
            HttpResponse<String> form = get(page);
            assertThat(form.statusCode()).as(page).isEqualTo(200);
            Matcher csrf = HIDDEN_CSRF.matcher(form.body());
            assertThat(csrf.find()).as("the form of " + page + " carries a CSRF field").isTrue();
            Map<String, String> withToken = new LinkedHashMap<>(fields);
            withToken.put("_csrf", csrf.group(1));
            return form(action, withToken);
        }

        HttpResponse<String> call(String method, String path, String body, Map<String, String> headers)
                throws Exception {
            HttpRequest.Builder request = HttpRequest.newBuilder(api().uri(path)).header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(body));
            headers.forEach(request::header);
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }

        String cookie(String name) {
            return cookies.getCookieStore().getCookies().stream().filter(c -> c.getName().equals(name))
                    .map(HttpCookie::getValue).findFirst().orElse(null);
        }
    }

    @Test
    void signUpSignInChangePasswordAndSignOutOnlyWithTheFormsCsrfToken() throws Exception {
        Browser browser = new Browser();
        String user = "web-user";
        Map<String, String> signup = Map.of("username", user, "password", "web-password-1", "rank", "5k");

        assertThat(browser.form("/signup", signup).statusCode()).as("no CSRF token").isEqualTo(403);
        assertThat(api().post("/api/tokens", null, "{\"username\":\"web-user\",\"password\":\"web-password-1\"}")
                .statusCode()).as("the refused sign-up created nothing").isEqualTo(401);
        HttpResponse<String> signedUp = browser.submit("/signup", "/signup", signup);
        assertThat(signedUp.statusCode()).isEqualTo(302);
        assertThat(signedUp.headers().firstValue("Location").orElseThrow()).as("signed in: home").endsWith("/");
        assertThat(ApiClient.json(browser.call("GET", "/api/me", "", Map.of())).path("username").asString())
                .as("signing up signs the new player in").isEqualTo(user);

        browser = new Browser(); // another browser: signs in with the form

        Map<String, String> credentials = Map.of("username", user, "password", "web-password-1");
        assertThat(browser.form("/login", credentials).statusCode()).as("sign-in without CSRF token").isEqualTo(403);
        assertProblem(browser.call("GET", "/api/me", "", Map.of()), 401, "UNAUTHENTICATED");
        HttpResponse<String> signedIn = browser.submit("/login", "/login", credentials);
        assertThat(signedIn.statusCode()).isEqualTo(302);
        assertThat(signedIn.headers().firstValue("Location").orElseThrow()).doesNotContain("error");
        assertThat(ApiClient.json(browser.call("GET", "/api/me", "", Map.of())).path("username").asString())
                .isEqualTo(user);

        // the session works on the API, but a write needs the CSRF header: the cookie's value or the page's meta tag
        new ApiClient(port).token("web-friend");
        String invitation = """
                {"invitee":"web-friend","size":9}""";
        assertProblem(browser.call("POST", "/api/invitations", invitation, Map.of()), 403, "CSRF_TOKEN_INVALID");
        assertProblem(browser.call("POST", "/api/invitations", invitation, Map.of("X-XSRF-TOKEN", "forged")), 403,
                "CSRF_TOKEN_INVALID");
        HttpResponse<String> created = browser.call("POST", "/api/invitations", invitation,
                Map.of("X-XSRF-TOKEN", browser.cookie("XSRF-TOKEN")));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        Matcher meta = META_CSRF.matcher(browser.get("/account/password").body());
        assertThat(meta.find()).isTrue();
        assertThat(browser.call("POST", "/api/invitations", invitation, Map.of("X-XSRF-TOKEN", meta.group(1)))
                .statusCode()).as("the masked token of the meta tag works too").isEqualTo(201);

        Map<String, String> change = Map.of("currentPassword", "web-password-1", "newPassword", "web-password-2");
        assertThat(browser.form("/account/password", change).statusCode()).isEqualTo(403);
        HttpResponse<String> changed = browser.submit("/account/password", "/account/password", change);
        assertThat(changed.statusCode()).isEqualTo(302);
        assertThat(changed.headers().firstValue("Location").orElseThrow()).endsWith("/account/password?changed");

        assertThat(browser.form("/logout", Map.of()).statusCode()).as("sign-out without CSRF token").isEqualTo(403);
        assertThat(browser.call("GET", "/api/me", "", Map.of()).statusCode()).isEqualTo(200);
        HttpResponse<String> signedOut = browser.submit("/account/password", "/logout", Map.of());
        assertThat(signedOut.headers().firstValue("Location").orElseThrow()).endsWith("/login?signedOut");
        assertProblem(browser.call("GET", "/api/me", "", Map.of()), 401, "UNAUTHENTICATED");
        assertThat(browser.get("/account/password").statusCode()).as("to the sign-in page").isEqualTo(302);

        HttpResponse<String> withNew = browser.submit("/login", "/login",
                Map.of("username", user, "password", "web-password-2"));
        assertThat(withNew.headers().firstValue("Location").orElseThrow()).doesNotContain("error");
    }

    @Test
    void failedFormSignInsAreThrottledAndNoPasswordIsLogged(CapturedOutput output) throws Exception {
        String user = "web-throttled";
        api().token(user);
        LoggingSystem logging = LoggingSystem.get(getClass().getClassLoader());
        logging.setLogLevel("org.springframework.security", LogLevel.TRACE);
        logging.setLogLevel("org.openkifu", LogLevel.TRACE);
        try {
            Browser browser = new Browser();
            for (int i = 0; i < 5; i++) {
                HttpResponse<String> failed = browser.submit("/login", "/login",
                        Map.of("username", user, "password", "Secret-Wrong-" + i));
                assertThat(failed.headers().firstValue("Location").orElseThrow()).endsWith("/login?error");
            }
            HttpResponse<String> throttled = browser.submit("/login", "/login",
                    Map.of("username", user, "password", ApiClient.passwordOf(user)));
            assertProblem(throttled, 429, "SIGN_IN_THROTTLED");
            // a browser asks for HTML: it goes back to the sign-in page, which says why
            Matcher csrf = HIDDEN_CSRF.matcher(browser.get("/login").body());
            assertThat(csrf.find()).isTrue();
            HttpResponse<String> toPage = browser.http.send(HttpRequest.newBuilder(api().uri("/login"))
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Accept", "text/html")
                    .POST(HttpRequest.BodyPublishers.ofString("username=" + user + "&password=x&_csrf="
                            + URLEncoder.encode(csrf.group(1), StandardCharsets.UTF_8))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(toPage.statusCode()).isEqualTo(302);
            String location = toPage.headers().firstValue("Location").orElseThrow();
            assertThat(location).containsPattern("/login\\?throttled=\\d+$");
            assertThat(browser.get(location.substring(location.indexOf("/login"))).body())
                    .contains("id=\"sign-in-throttled\"", "Too many failed sign-ins");

            Browser other = new Browser();
            HttpResponse<String> ok = other.submit("/login", "/login",
                    Map.of("username", "web-logged", "password", "Never-Logged-Pw-1"));
            assertThat(ok.headers().firstValue("Location").orElseThrow()).endsWith("/login?error");
        } finally {
            logging.setLogLevel("org.springframework.security", null);
            logging.setLogLevel("org.openkifu", null);
        }
        assertThat(output.getAll()).as("sign-ins were logged at TRACE").contains("UsernamePasswordAuthenticationFilter");
        assertThat(output.getAll()).doesNotContain("Secret-Wrong-").doesNotContain("Never-Logged-Pw-1")
                .doesNotContain(ApiClient.passwordOf(user));
    }

    @Test
    void pagesAndApiAnswersCarryTheSecurityHeaders() throws Exception {
        for (String path : new String[] {"/login", "/api/games/none"}) {
            HttpResponse<String> response = new Browser().get(path);
            var headers = response.headers();
            assertThat(headers.firstValue("Content-Security-Policy").orElseThrow())
                    .contains("default-src 'self'", "script-src 'self'", "frame-ancestors 'none'");
            assertThat(headers.firstValue("X-Content-Type-Options")).hasValue("nosniff");
            assertThat(headers.firstValue("X-Frame-Options")).hasValue("DENY");
            assertThat(headers.firstValue("Referrer-Policy")).hasValue("same-origin");
            assertThat(headers.firstValue("Cache-Control").orElseThrow()).contains("no-store");
        }
        assertThat(new Browser().get("/login").headers().firstValue("Content-Security-Policy").orElseThrow())
                .contains("style-src 'self';").doesNotContain("unsafe-inline");
        assertThat(new Browser().get("/swagger-ui/index.html").headers().firstValue("Content-Security-Policy")
                .orElseThrow()).as("only the Swagger UI bundle needs inline styles")
                .contains("style-src 'self' 'unsafe-inline'", "script-src 'self';");
        HttpResponse<String> login = new Browser().get("/login");
        assertThat(login.headers().allValues("Set-Cookie")).anyMatch(c -> c.startsWith("XSRF-TOKEN="));
    }
}
