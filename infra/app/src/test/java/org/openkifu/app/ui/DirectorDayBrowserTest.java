package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.app.tournament.TournamentPlay;
import org.openkifu.infra.platform.ApiClient;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chromium.ChromiumDriver;
import org.openqa.selenium.support.ui.Select;
import tools.jackson.databind.JsonNode;

/**
 * The director's whole day in a real headless Chromium (issue 17, "Done when"; docs/web.md). Before the start the
 * accounts exist; from the administrator's role grant on (in the admin page) nothing is done through the API: the
 * API is only read, to know whom to sign in as and to compare. olivia creates a 10-player McMahon with byo-yomi clocks
 * and handicap by rank in the form (2 rounds, to keep it fast) and opens registration; she enters eight players at
 * her desk and a guest. Round 1 is paired as a draft: two boards exchange opponents, a third its colours, and it is
 * published. Each loser (Black) sees their own pairing and game link and resigns on the game page; the guest's board
 * is a forfeit entered by olivia, and one result is corrected. olivia takes a late entry and marks a player absent for
 * round 2, then starts and plays round 2 the same way; the tournament finishes after its last round; the standings on
 * the page equal the API's; the h9 file downloaded through the page's link holds every player and the forfeit.
 * Screenshots: target/screenshots/day-*.png.
 */
class DirectorDayBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(90);
    /** The eight registered at the desk, with their ranks (handicaps by rank difference follow). */
    private static final Map<String, String> FIELD = new LinkedHashMap<>();

    static {
        for (String[] p : new String[][] {{"ann", "3d"}, {"ben", "1d"}, {"cat", "1k"}, {"dan", "2k"}, {"eve", "4k"},
                {"fay", "6k"}, {"gil", "8k"}, {"hal", "10k"}}) {
            FIELD.put(p[0], p[1]);
        }
    }

    private static WebDriver admin;
    private static WebDriver olivia;
    private static WebDriver players;

    @BeforeAll
    static void startBrowsers() throws IOException {
        admin = browsers.open();
        olivia = browsers.open();
        players = browsers.open();
        ui = new BrowserWaits(WAIT, "day", Map.of("admin", admin, "olivia", olivia, "players", players));
    }

    private TournamentPlay play;
    private String id;
    private String base;
    private boolean forfeitEntered;

    @Test
    void aDirectorRunsAWholeMcMahonFromThePages() throws Exception {
        play = play();
        play.account("olivia", "2d");
        play.account("lena", "5k");
        for (Map.Entry<String, String> p : FIELD.entrySet()) {
            play.account(p.getKey(), p.getValue());
        }
        signIn(admin, ApiClient.ADMIN);
        signIn(olivia, "olivia");

        // the administrator grants olivia the organizer role in the admin page; from here on: pages only
        admin.get(url("/admin/accounts"));
        ui.waitFor(admin, d -> d.findElement(By.id("accounts-page")).getText().startsWith("Page 1 of"));
        admin.findElement(By.id("account-query")).sendKeys("olivia");
        admin.findElement(By.id("account-search-submit")).click();
        ui.waitFor(admin, d -> "olivia".equals(d.findElement(By.id("account-rows")).getDomAttribute("data-query")));
        ui.clickWhenShown(admin, d -> d.findElement(
                By.cssSelector("#account-rows tr[data-account='olivia'] input[data-role='organizer']")));
        ui.waitFor(admin, d -> d.findElement(By.cssSelector("#account-rows tr[data-account='olivia'] .row-message"))
                .getText().equals("organizer granted"));

        // olivia, in the session she had, creates the McMahon in the form
        olivia.get(url("/tournaments"));
        ui.waitFor(olivia, d -> d.findElement(By.id("t-name")).isDisplayed());
        type(olivia, "t-name", "Director's Day");
        choose(olivia, "t-format", "MCMAHON");
        type(olivia, "t-rounds", "2");
        type(olivia, "t-max-players", "10");
        choose(olivia, "t-rules", "japanese");
        type(olivia, "t-komi", "6.5");
        choose(olivia, "t-clock", "JAPANESE_BYOYOMI");
        type(olivia, "t-clock-main", "30");
        type(olivia, "t-clock-periods", "5");
        type(olivia, "t-clock-period-seconds", "30");
        choose(olivia, "t-handicap", "RANK_DIFFERENCE");
        type(olivia, "t-hc-ceiling", "9");
        type(olivia, "t-hc-reduction", "2");
        type(olivia, "t-hc-komi", "0.5");
        olivia.findElement(By.id("create-tournament-submit")).click();
        ui.waitFor(olivia, d -> d.getCurrentUrl().matches(".*/tournaments/[0-9a-f-]+$"));
        id = olivia.getCurrentUrl().replaceAll(".*/tournaments/", "");
        base = "/api/tournaments/" + id;
        JsonNode settings = play.get(base).path("settings");
        assertThat(settings.path("timeControl").path("kind").asString()).isEqualTo("JAPANESE_BYOYOMI");
        assertThat(settings.path("handicap").path("kind").asString()).isEqualTo("RANK_DIFFERENCE");
        assertThat(settings.path("maximumPlayers").asInt()).isEqualTo(10);
        ui.click(olivia, "open-registration");

        // olivia registers the eight at her desk (faster than eight sign-ins; a player's own Register button is
        // covered by TournamentBrowserTest)
        for (String p : FIELD.keySet()) {
            addEntry(p, null, null);
        }
        // a guest for an over-the-board player
        addEntry(null, "Gus Guest", "4k");
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("#players tr[data-user]")).size() == 9);
        String guest = guestId();
        Browsers.screenshot(olivia, "day-registered");

        // round 1 as a draft: boards 1 and 2 exchange opponents, board 3 its colours; published
        ui.waitFor(olivia, d -> d.findElement(By.id("draft-pair")).isDisplayed());
        olivia.findElement(By.id("draft-pair")).click();
        ui.waitFor(olivia, d -> d.findElement(By.id("draft-section")).isDisplayed() && draftBoards() == 4);
        String a1 = attr("draft-black-1");
        String a2 = attr("draft-white-1");
        String c1 = attr("draft-black-2");
        String c2 = attr("draft-white-2");
        olivia.findElement(By.id("draft-unpair-1")).click();
        ui.waitFor(olivia, d -> draftBoards() == 3);
        olivia.findElement(By.id("draft-unpair-2")).click();
        ui.waitFor(olivia, d -> draftBoards() == 2);
        handPair(a1, c2);
        handPair(c1, a2);
        String black3 = attr("draft-black-3");
        olivia.findElement(By.id("draft-swap-3")).click();
        ui.waitFor(olivia, d -> attr("draft-white-3").equals(black3));
        Browsers.screenshot(olivia, "day-draft");
        olivia.findElement(By.id("draft-publish")).click();
        JsonNode round1 = play.eventually(base + "/rounds/1", r -> r.path("boards").size() == 4);
        assertThat(pairs(round1)).contains(List.of(a1, c2).stream().sorted().toList(),
                List.of(c1, a2).stream().sorted().toList());
        assertThat(round1.path("boards").get(2).path("whiteUserId").asString()).isEqualTo(black3);

        // the late entry and an absence for round 2, taken while round 1 is played
        addEntry("lena", null, null);
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("#players tr[data-user]")).size() == 10);
        type(olivia, "desk-rounds", "2");
        clickRedrawn(olivia, By.cssSelector("button[data-desk-action='absent'][data-player='hal']"));
        String marked = ui.waitFor(olivia, d -> {
            String t = d.findElement(By.cssSelector("span.desk-row-message[data-player='hal']")).getText();
            return t.isEmpty() ? null : t;
        });
        assertThat(marked).doesNotContain("_");

        String corrected = playRound(1, guest, false);
        // one result corrected: the loser's resignation is turned into a win for Black
        enterResult(1, board(round1, corrected), "BLACK_WINS", "the scorer swapped the colours");
        play.eventually(base + "/rounds/1", r -> r.path("finished").asBoolean()
                && r.toString().contains("\"corrected\":true"));

        // round 2: lena plays, hal is absent
        ui.click(olivia, "start-round");
        JsonNode round2 = play.eventually(base + "/rounds/2", r -> r.path("boards").size() == 4);
        assertThat(round2.path("boards").toString() + round2.path("byes")).contains("\"lena\"")
                .doesNotContain("\"hal\"");
        assertThat(round2.path("absent").toString()).contains("\"hal\"");
        playRound(2, guest, false);

        play.eventually(base, t -> t.path("status").asString().equals("FINISHED"));

        // the standings on the page are the API's
        JsonNode api = play.get(base + "/standings");
        List<String> expected = new ArrayList<>();
        api.path("rows").forEach(r -> expected.add(r.path("place").asInt() + " " + r.path("userId").asString() + " "
                + number(r.path("values").path("MMS").asDouble())));
        olivia.get(url("/tournaments/" + id));
        ui.waitFor(olivia, d -> pageStandings().equals(expected));
        assertThat(expected).hasSize(10);
        Browsers.screenshot(olivia, "day-finished");

        assertThat(forfeitEntered).as("a guest board had a forfeit").isTrue();
        // the h9 file, downloaded through the page's link in olivia's session
        String href = olivia.findElement(By.id("h9-link")).getDomAttribute("href");
        String h9 = (String) ((JavascriptExecutor) olivia).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "fetch(arguments[0], {credentials: 'same-origin'}).then(r => r.text()).then(done);", href);
        assertThat(h9).contains("Guest").contains("!");
        for (String p : FIELD.keySet()) {
            assertThat(h9).contains(p);
        }
        BrowserWaits.assertNoScriptErrors(olivia);
        BrowserWaits.assertNoScriptErrors(players);
    }

    /**
     * Plays round {@code n}: each player with a game sees their pairing and game link, Black resigns on the game page;
     * the guest's board is entered by olivia (the first one as a forfeit, `1-0!`). Answers the first board's Black
     * (who lost by resignation).
     */
    private String playRound(int n, String guest, boolean whitesLook) throws Exception {
        JsonNode round = play.eventually(base + "/rounds/" + n, r -> {
            for (JsonNode b : r.path("boards")) {
                boolean withGuest = guest.equals(b.path("blackUserId").asString())
                        || guest.equals(b.path("whiteUserId").asString());
                if (!withGuest && b.path("games").isEmpty()) {
                    return false;
                }
            }
            return true;
        });
        String firstLoser = null;
        for (JsonNode b : round.path("boards")) {
            String black = b.path("blackUserId").asString();
            String white = b.path("whiteUserId").asString();
            int number = b.path("number").asInt();
            if (guest.equals(black) || guest.equals(white)) {
                // the guest's first game is a forfeit (the guest did not come), later ones are played over the board
                enterResult(n, number, forfeitEntered ? "WHITE_WINS" : "BLACK_WINS_BY_DEFAULT",
                        forfeitEntered ? "played over the board" : "the guest did not come");
                forfeitEntered = true;
                continue;
            }
            String gameId = b.path("games").get(0).path("gameId").asString();
            if (whitesLook || "lena".equals(white)) {
                seesPairing(white, n, number, gameId);
            }
            seesPairing(black, n, number, gameId);
            clickRedrawn(players, By.cssSelector("#my-pairing a.my-game[data-game-id='" + gameId + "']"));
            ui.waitFor(players, d -> d.getCurrentUrl().endsWith("/games/" + gameId)
                    && d.findElement(By.id("resign")).isDisplayed());
            ui.click(players, "resign");
            ui.click(players, "resign-yes");
            ui.waitFor(players, d -> d.findElement(By.id("game-status")).getText().equals("Game over"));
            firstLoser = firstLoser == null ? black : firstLoser;
        }
        play.eventually(base + "/rounds/" + n, r -> r.path("finished").asBoolean());
        return firstLoser;
    }

    private void seesPairing(String player, int round, int board, String gameId) {
        signInAs(player);
        players.get(url("/tournaments/" + id));
        // the box is redrawn every 3 s: read it inside the wait (a stale element is looked up again)
        String link = ui.waitFor(players, d -> {
            WebElement box = d.findElement(By.id("my-pairing"));
            return box.isDisplayed() && box.getText().startsWith("Round " + round + ", board " + board + ":")
                    ? box.findElement(By.cssSelector("a.my-game")).getDomAttribute("href") : null;
        });
        assertThat(link).isEqualTo("/games/" + gameId);
    }

    private void enterResult(int round, int board, String kind, String reason) {
        clickRedrawn(olivia, By.cssSelector(
                "button[data-desk-action='result'][data-round='" + round + "'][data-board='" + board + "']"));
        choose(olivia, "desk-result-kind", kind);
        type(olivia, "desk-result-reason", reason);
        ((JavascriptExecutor) olivia).executeScript("document.getElementById('desk-result-message').textContent='';");
        olivia.findElement(By.id("desk-result-submit")).click();
        String said = ui.waitFor(olivia, d -> d.findElement(By.id("desk-result-message")).getText().isEmpty()
                ? null : d.findElement(By.id("desk-result-message")).getText());
        assertThat(said).doesNotContain("_");
    }

    private void addEntry(String account, String guestName, String rank) {
        choose(olivia, "desk-add-kind", account == null ? "guest" : "account");
        if (account != null) {
            type(olivia, "desk-add-user", account);
        } else {
            type(olivia, "desk-add-name", guestName);
            type(olivia, "desk-add-rank", rank);
            type(olivia, "desk-add-country", "NL");
        }
        ((JavascriptExecutor) olivia).executeScript("document.getElementById('desk-add-message').textContent='';");
        olivia.findElement(By.id("desk-add-submit")).click();
        String said = ui.waitFor(olivia, d -> d.findElement(By.id("desk-add-message")).getText().isEmpty()
                ? null : d.findElement(By.id("desk-add-message")).getText());
        assertThat(said).doesNotContain("_");
    }

    /** Clicks an element the page's polling redraws: found and clicked again if it went stale in between. */
    private void clickRedrawn(WebDriver driver, By by) {
        ui.clickWhenShown(driver, d -> d.findElement(by));
    }

    private void handPair(String black, String white) {
        int before = draftBoards();
        new Select(olivia.findElement(By.id("draft-hand-black"))).selectByValue(black);
        new Select(olivia.findElement(By.id("draft-hand-white"))).selectByValue(white);
        olivia.findElement(By.id("draft-pair-board")).click();
        ui.waitFor(olivia, d -> draftBoards() == before + 1);
    }

    private String guestId() throws Exception {
        for (JsonNode p : play.get(base).path("players")) {
            if (p.path("userId").asString().startsWith("guest:")) {
                return p.path("userId").asString();
            }
        }
        throw new AssertionError("no guest");
    }

    private static List<List<String>> pairs(JsonNode round) {
        List<List<String>> pairs = new ArrayList<>();
        round.path("boards").forEach(b -> pairs.add(List.of(b.path("blackUserId").asString(),
                b.path("whiteUserId").asString()).stream().sorted().toList()));
        return pairs;
    }

    private static int board(JsonNode round, String player) {
        for (JsonNode b : round.path("boards")) {
            if (player.equals(b.path("blackUserId").asString()) || player.equals(b.path("whiteUserId").asString())) {
                return b.path("number").asInt();
            }
        }
        throw new AssertionError(player + " has no board");
    }

    /** As the page writes a number (JavaScript's String): 30 and 30.5. */
    private static String number(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    private List<String> pageStandings() {
        return olivia.findElements(By.cssSelector("#standings tr[data-user]")).stream()
                .map(r -> r.findElement(By.cssSelector("td.num")).getText() + " " + r.getDomAttribute("data-user") + " "
                        + r.findElement(By.cssSelector("td[data-criterion='MMS']")).getText())
                .toList();
    }

    private int draftBoards() {
        return olivia.findElements(By.cssSelector("#draft-boards tr[data-board]")).size();
    }

    private String attr(String elementId) {
        String v = olivia.findElement(By.id(elementId)).getDomAttribute("data-user");
        return v == null ? "" : v;
    }

    private static void type(WebDriver driver, String elementId, String text) {
        WebElement input = driver.findElement(By.id(elementId));
        input.clear();
        input.sendKeys(text);
    }

    private static void choose(WebDriver driver, String elementId, String value) {
        new Select(driver.findElement(By.id(elementId))).selectByValue(value);
    }

    /** A fresh session in the players' browser: the cookies of the previous player go. */
    private void signInAs(String user) {
        // away from the app first: a poll of the previous page must not start a session the login form's token
        // does not belong to (a 403 on signing in)
        players.get("about:blank");
        ((ChromiumDriver) players).executeCdpCommand("Network.clearBrowserCookies", Map.of());
        signIn(players, user);
    }
}
