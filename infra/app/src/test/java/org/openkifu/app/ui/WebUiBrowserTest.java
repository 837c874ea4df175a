package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openkifu.game.rules.Point;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.game.sgf.SgfReplay;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The web interface in a real headless Chromium against the whole application on the embedded stack: two users in
 * two browsers sign up and in, one invites the other, they play and each sees the other's moves arrive live, a ko
 * retake is refused with its reason, both pass, mark a dead stone, accept and see the final count; the replay viewer
 * shows the position at a chosen move; an uploaded SGF becomes a game whose replay matches the file. Screenshots of
 * the main pages go to target/screenshots.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WebUiBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(30);
    /** A 9x9 ko: White D5 is captured by Black E5, so White may not retake at D5 at once. */
    private static final List<String> KO_OPENING = List.of("D6", "E6", "C5", "F5", "D4", "E4", "J9", "D5", "E5");

    private static WebDriver alice;
    private static WebDriver bob;
    private static String gameId;

    @BeforeAll
    static void startBrowsers() throws IOException {
        assertThat(Path.of(Browsers.CHROMIUM)).as("Chromium (Debian package chromium; .ci/run installs it)").isExecutable();
        alice = browsers.open();
        bob = browsers.open();
        ui = new BrowserWaits(WAIT, "web", Map.of("alice", alice, "bob", bob));
    }

    @Test
    @Order(1)
    void twoPlayersInviteAndPlayLiveThroughTheKoAndTheCountToTheFinalPicture() throws Exception {
        signUpAndIn(alice, "alice", "3k");
        signUpAndIn(bob, "bob", "3k");
        assertThat(alice.findElement(By.id("signed-in-as")).getText()).isEqualTo("alice");

        // Alice invites Bob to a 9x9 Japanese game in which she plays Black.
        alice.get(url("/invitations/new"));
        Browsers.screenshot(alice, "invitation-form");
        alice.findElement(By.id("invitee")).sendKeys("bob");
        ui.waitFor(alice, d -> "3k".equals(d.findElement(By.id("inviterRank")).getDomProperty("value")));
        new Select(alice.findElement(By.id("size"))).selectByValue("9");
        new Select(alice.findElement(By.id("rules"))).selectByValue("japanese");
        new Select(alice.findElement(By.id("gameType"))).selectByValue("HO_SUN");
        new Select(alice.findElement(By.id("colour"))).selectByValue("BLACK");
        alice.findElement(By.id("komi")).sendKeys("6.5");
        // only the fields of the chosen time system show
        assertThat(alice.findElement(By.id("periods-field")).isDisplayed()).isTrue();
        assertThat(alice.findElement(By.id("increment-field")).isDisplayed()).isFalse();
        new Select(alice.findElement(By.id("timeKind"))).selectByValue("FISCHER");
        assertThat(alice.findElement(By.id("increment-field")).isDisplayed()).isTrue();
        assertThat(alice.findElement(By.id("periods-field")).isDisplayed()).isFalse();
        assertThat(alice.findElement(By.id("stones-field")).isDisplayed()).isFalse();
        new Select(alice.findElement(By.id("timeKind"))).selectByValue("JAPANESE_BYOYOMI");
        alice.findElement(By.id("message")).sendKeys("A quick 9x9?");
        alice.findElement(By.id("takeBackAllowed")).click();
        alice.findElement(By.id("send-invitation")).click();
        ui.waitFor(alice, d -> d.getCurrentUrl().contains("/lobby"));

        // Bob sees it in his lobby and accepts: the game page opens.
        bob.get(url("/lobby"));
        WebElement invitation = ui.waitFor(bob, d -> d.findElements(By.cssSelector("#invitations-in li.pending")).stream()
                .filter(li -> li.getText().contains("alice")).findFirst().orElse(null));
        assertThat(invitation.getText()).contains("A quick 9x9?").contains("9×9").contains("komi 6.5")
                .contains("10 min + 3×30 s byo-yomi");
        Browsers.screenshot(bob, "lobby-invitation");
        BrowserWaits.markPage(alice); // alice waits in her lobby
        ui.clickWhenShown(bob, d -> d.findElements(By.cssSelector("#invitations-in li.pending")).stream()
                .filter(li -> li.getText().contains("alice")).findFirst()
                .map(li -> li.findElement(By.cssSelector("button.accept"))).orElse(null));
        ui.waitFor(bob, d -> d.getCurrentUrl().matches(".*/games/[0-9a-f-]+$"));
        gameId = bob.getCurrentUrl().replaceAll(".*/games/", "");
        ui.waitForMoveNumber(bob, 0);

        // Alice is told at once, on the page she is on, with a link; the title says it too. Until she comes, no clock
        // runs: bob's page says whom the game waits for.
        WebElement notice = ui.waitFor(alice, d -> d.findElements(By.cssSelector("#notices a[href='/games/" + gameId + "']"))
                .stream().findFirst().orElse(null));
        assertThat(notice.getText()).contains("bob accepted your invitation");
        assertThat(alice.getTitle()).startsWith("(1) ");
        assertThat(BrowserWaits.pageMarked(alice)).as("told live, without a reload").isTrue();
        Browsers.screenshot(alice, "notice-invitation-accepted");
        ui.waitFor(bob, d -> d.findElement(By.id("game-status")).getText().contains("Waiting for alice"));
        assertThat(bob.findElement(By.id("black-clock")).getText()).as("untouched").startsWith("10:00 + 3×30s");
        assertThat(bob.findElement(By.id("black-clock")).getAttribute("class")).doesNotContain("running");
        Browsers.screenshot(bob, "waiting-for-opponent");
        ui.clickWhenShown(alice, d -> d.findElements(By.cssSelector("#notices a[href='/games/" + gameId + "']"))
                .stream().findFirst().orElse(null));
        ui.waitForMoveNumber(alice, 0);
        // her arrival starts Black's clock, on both pages
        for (WebDriver player : List.of(alice, bob)) {
            ui.waitFor(player, d -> d.findElement(By.id("black-clock")).getAttribute("class").contains("running"));
        }
        assertThat(bob.findElement(By.id("game-status")).getText()).isEqualTo("Black to move");
        ui.waitFor(alice, d -> d.findElements(By.cssSelector("#notices .notice")).isEmpty());
        assertThat(alice.getTitle()).doesNotStartWith("(");
        BrowserWaits.markPage(alice);
        BrowserWaits.markPage(bob);

        // Each move is clicked in the mover's browser and arrives in the other's without a reload.
        for (int i = 0; i < KO_OPENING.size(); i++) {
            WebDriver mover = i % 2 == 0 ? alice : bob;
            WebDriver watcher = i % 2 == 0 ? bob : alice;
            String stone = "circle.stone." + (i % 2 == 0 ? "black" : "white") + "[data-point='" + KO_OPENING.get(i) + "']";
            ui.clickPoint(mover, KO_OPENING.get(i));
            ui.waitForMoveNumber(watcher, i + 1);
            ui.waitFor(watcher, d -> !d.findElements(By.cssSelector(stone)).isEmpty());
        }
        assertThat(BrowserWaits.pageMarked(alice)).as("alice's page was never reloaded").isTrue();
        assertThat(BrowserWaits.pageMarked(bob)).as("bob's page was never reloaded").isTrue();
        assertThat(bob.findElements(By.cssSelector("circle.stone[data-point='D5']"))).as("D5 was captured").isEmpty();
        assertThat(bob.findElement(By.id("black-prisoners")).getText()).isEqualTo("1");
        assertThat(bob.findElement(By.id("last-move")).getAttribute("data-point")).isEqualTo("E5");
        Browsers.screenshot(alice, "game-in-progress");

        // Bob retakes the ko at once: refused, with the reason, and nothing changes.
        ui.clickPoint(bob, "D5");
        WebElement refusal = ui.waitFor(bob, d -> {
            WebElement m = d.findElement(By.id("game-message"));
            return m.getText().isBlank() ? null : m;
        });
        assertThat(refusal.getText()).contains("Ko").contains("D5");
        assertThat(refusal.getDomAttribute("data-code")).isEqualTo("MOVE_ILLEGAL_KO");
        assertThat(BrowserWaits.moveNumber(bob)).isEqualTo(9);
        assertThat(bob.findElements(By.id("cursor"))).as("no keyboard cursor after a click: it looked like a ko mark")
                .isEmpty();
        assertNoCoordinateUnderAStone(bob);
        Browsers.screenshot(bob, "ko-refused");

        // Keyboard: Bob moves the cursor to J1 with the arrow keys and plays it with Enter.
        ((JavascriptExecutor) bob).executeScript("document.getElementById('board').focus();");
        // the cursor stops at the edges: eight steps right and down reach J1 from wherever it was
        for (int i = 0; i < 8; i++) {
            bob.findElement(By.id("board")).sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_DOWN);
        }
        assertThat(bob.findElement(By.id("cursor")).isDisplayed()).isTrue();
        bob.findElement(By.id("board")).sendKeys(Keys.ENTER);
        ui.waitForMoveNumber(alice, 10);
        assertThat(alice.findElements(By.cssSelector("circle.stone.white[data-point='J1']"))).hasSize(1);

        // Bob asks to take J1 back; Alice allows it; both boards lose the stone; Bob plays it again with Enter.
        ui.click(bob, "takeback-request");
        ui.waitFor(alice, d -> d.findElement(By.id("takeback-answer")).isDisplayed());
        assertThat(alice.findElement(By.id("takeback-text")).getText()).contains("bob").contains("10");
        Browsers.screenshot(alice, "takeback-request");
        ui.click(alice, "takeback-accept");
        ui.waitForMoveNumber(bob, 9);
        ui.waitForMoveNumber(alice, 9);
        assertThat(bob.findElements(By.cssSelector("circle.stone[data-point='J1']"))).isEmpty();
        ((JavascriptExecutor) bob).executeScript("document.getElementById('board').focus();");
        bob.findElement(By.id("board")).sendKeys(Keys.ENTER);
        ui.waitForMoveNumber(alice, 10);
        assertThat(alice.findElements(By.cssSelector("circle.stone.white[data-point='J1']"))).hasSize(1);

        // Both pass: the marking phase. Alice marks White's J1 stone dead; Bob accepts; both see the count.
        ui.click(alice, "pass");
        ui.waitForMoveNumber(bob, 11);
        ui.click(bob, "pass");
        ui.waitFor(alice, d -> "MARKING".equals(d.findElement(By.id("board")).getAttribute("data-status")));
        ui.waitFor(bob, d -> "MARKING".equals(d.findElement(By.id("board")).getAttribute("data-status")));
        // the marking phase opens with the estimator's proposal: White's four stones dead, accepted by nobody
        for (WebDriver player : List.of(alice, bob)) {
            ui.waitFor(player, d -> stones(d, "white.dead").size() == 4);
            assertThat(stones(player, "white.dead")).containsExactlyInAnyOrder("E6", "F5", "E4", "J1");
            assertThat(player.findElement(By.id("marking-accepted")).getText()).contains("Nobody has accepted");
        }
        Browsers.screenshot(bob, "marking-proposed");
        // alice brings J1 back to life, then marks it dead again: clicking is proposing, not accepting
        ui.clickPoint(alice, "J1");
        ui.waitFor(bob, d -> d.findElements(By.cssSelector("circle.stone.white.dead[data-point='J1']")).isEmpty());
        ui.clickPoint(alice, "J1");
        ui.waitFor(bob, d -> !d.findElements(By.cssSelector("circle.stone.white.dead[data-point='J1']")).isEmpty());
        assertThat(bob.findElement(By.id("marking-accepted")).getText()).contains("Nobody has accepted");
        Browsers.screenshot(bob, "marking-dead-stones");
        ui.click(bob, "score-accept");
        ui.waitFor(alice, d -> d.findElement(By.id("marking-accepted")).getText()
                .equals("Accepted by bob; waiting for alice."));
        assertThat(alice.findElement(By.id("final")).isDisplayed()).isFalse();
        ui.click(alice, "score-accept");
        for (WebDriver player : List.of(alice, bob)) {
            ui.waitFor(player, d -> d.findElement(By.id("final")).isDisplayed());
            assertThat(player.findElement(By.id("final-result")).getText()).contains("on the count");
            assertThat(player.findElement(By.id("score-table")).isDisplayed()).isTrue();
            assertThat(player.findElements(By.cssSelector("rect.terr-b"))).as("Black's territory").isNotEmpty();
            assertThat(player.findElements(By.cssSelector("rect.terr-w[data-point='J1']"))).as("the dead stone counts for Black")
                    .isEmpty();
            assertThat(player.findElements(By.cssSelector("circle.stone.white.dead[data-point='J1']"))).hasSize(1);
            // with White's four stones dead every empty point is Black's: no White territory, nothing neutral
            assertThat(player.findElements(By.cssSelector("rect.terr-w"))).isEmpty();
            assertThat(player.findElements(By.cssSelector("circle.dame"))).isEmpty();
        }
        // the count as players know it: territory + prisoners + komi, with the result's margin
        assertThat(alice.findElements(By.cssSelector("#score-body th"))).extracting(WebElement::getText)
                .containsExactly("Territory", "Prisoners", "Komi", "Total");
        assertThat(row(alice, "Territory")).containsExactly("76", "0");
        assertThat(row(alice, "Prisoners")).as("D5 captured, four dead stones").containsExactly("5", "0");
        assertThat(row(alice, "Total")).containsExactly("81", "6.5");
        assertThat(alice.findElement(By.id("final-result")).getText()).endsWith("B+74.5");
        assertNoCoordinateUnderAStone(alice);
        Browsers.screenshot(alice, "final-count");
        assertThat(BrowserWaits.pageMarked(alice)).isTrue();
        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(alice, port);
        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(bob, port);

        // The lobby lists the finished game; the player page counts it.
        alice.get(url("/lobby"));
        WebElement finished = ui.waitFor(alice, d -> d.findElements(
                By.cssSelector("#finished-games li[data-game-id='" + gameId + "']")).stream().findFirst().orElse(null));
        assertThat(finished.getText()).contains("you won (B+74.5)");
        Browsers.screenshot(alice, "lobby");
        bob.get(url("/players/alice"));
        ui.waitFor(bob, d -> d.findElement(By.id("played")).getText().equals("1"));
        assertThat(bob.findElements(By.cssSelector("#chart circle.dot"))).hasSize(1);
        assertThat(bob.findElement(By.id("rank")).getText()).isEqualTo("3k");
        Browsers.screenshot(bob, "player-page");

        // Phone-sized window: the game page stacks the board above the panel.
        alice.manage().window().setSize(new Dimension(390, 844));
        alice.get(url("/games/" + gameId));
        ui.waitFor(alice, d -> d.findElement(By.id("final")).isDisplayed());
        assertThat(alice.findElement(By.id("board")).getSize().getWidth()).isLessThanOrEqualTo(390);
        assertNoCoordinateUnderAStone(alice);
        assertNoSidewaysScrolling(alice);
        Browsers.screenshot(alice, "game-phone");
        alice.manage().window().setSize(new Dimension(1280, 900));
    }

    @Test
    @Order(2)
    void theReplayViewerStepsToAGivenMoveAndShowsThatPosition() throws Exception {
        assertThat(gameId).as("the game of the first scenario").isNotNull();
        alice.get(url("/games/" + gameId + "/replay"));
        ui.waitForMoveNumber(alice, 12);
        WebElement jump = alice.findElement(By.id("jump-to"));
        jump.clear();
        jump.sendKeys("5", Keys.ENTER);
        ui.waitForMoveNumber(alice, 5);
        assertThat(stones(alice, "black")).containsExactlyInAnyOrder("D6", "C5", "D4");
        assertThat(stones(alice, "white")).containsExactlyInAnyOrder("E6", "F5");
        assertThat(alice.findElement(By.id("last-move")).getAttribute("data-point")).isEqualTo("D4");
        // each entry numbers itself once, and the numbers stay right after a capture's entry
        assertThat(alice.findElement(By.cssSelector("#events li.current")).getText()).isEqualTo("5. B D4");
        assertThat(alice.findElement(By.id("events")).getTagName()).isEqualTo("ul");
        assertThat(alice.findElement(By.id("events")).getCssValue("list-style-type")).isEqualTo("none");
        Browsers.screenshot(alice, "replay-move-5");

        alice.findElement(By.id("board")).sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        ui.waitForMoveNumber(alice, 9);
        assertThat(alice.findElement(By.cssSelector("#events li.current")).getText()).isEqualTo("9. B E5");
        assertThat(stones(alice, "white")).doesNotContain("D5");
        assertThat(alice.findElement(By.id("captured-black")).getText()).isEqualTo("1");
        alice.findElement(By.id("board")).sendKeys(Keys.ARROW_LEFT);
        ui.waitForMoveNumber(alice, 8);
        assertThat(stones(alice, "white")).contains("D5");
        assertThat(alice.findElement(By.id("sgf-download")).getAttribute("href")).endsWith("/api/games/" + gameId + "/sgf");
    }

    @Test
    @Order(3)
    void anUploadedSgfBecomesAGameWhoseReplayMatchesTheFile() throws Exception {
        String longName = "Honinbo" + "x".repeat(93); // the longest name an import keeps, and no space to wrap at
        String sgf = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[" + longName + "]PW[Gennan]"
                + ";B[dd];W[ed];B[ce];W[fe];B[df];W[ef];B[ia];W[de];B[ee];W[gg];B[cg];W[gc])";
        Path file = Files.createTempFile("upload-", ".sgf");
        Files.writeString(file, sgf, StandardCharsets.UTF_8);
        Replay expected = SgfReplay.replay(SgfReader.read(sgf.getBytes(StandardCharsets.UTF_8)).firstGame());

        alice.get(url("/replay"));
        alice.findElement(By.id("sgf-file")).sendKeys(file.toAbsolutePath().toString());
        Browsers.screenshot(alice, "import");
        alice.findElement(By.id("import")).click();
        ui.waitFor(alice, d -> d.getCurrentUrl().contains("/replay") && d.getCurrentUrl().contains("/games/"));
        int moves = expected.moves().size();
        ui.waitForMoveNumber(alice, moves);
        assertThat(boardRows(alice, 9)).isEqualTo(expected.board().rows());
        assertThat(alice.findElement(By.id("captured-black")).getText()).isEqualTo("1");
        for (int n : List.of(1, 7, moves)) {
            WebElement jump = alice.findElement(By.id("jump-to"));
            jump.clear();
            jump.sendKeys(String.valueOf(n), Keys.ENTER);
            ui.waitForMoveNumber(alice, n);
            Point point = expected.moves().get(n - 1).point();
            assertThat(alice.findElement(By.id("last-move")).getAttribute("data-point")).isEqualTo(point.toGtp(9));
        }
        Browsers.screenshot(alice, "imported-replay");

        // the game page of the record: its players by name, "result unknown" for a record without RE, no overflow
        String imported = alice.getCurrentUrl().replaceAll(".*/games/([^/]+)/replay.*", "$1");
        alice.get(url("/games/" + imported));
        ui.waitFor(alice, d -> d.findElement(By.id("final")).isDisplayed());
        assertThat(alice.findElement(By.id("game-title")).getText()).isEqualTo(longName + " vs Gennan")
                .doesNotContain("sgf:");
        assertThat(alice.findElement(By.id("final-result")).getText())
                .isEqualTo("Result unknown: the record does not say who won.");
        assertNoSidewaysScrolling(alice);
        Browsers.screenshot(alice, "imported-game");
    }

    /**
     * The account pages in the site layout say clearly why a sign-in or sign-up failed, and neither they nor the
     * Swagger UI need inline styles (the policy has no 'unsafe-inline').
     */
    @Test
    @Order(4)
    void theAccountPagesExplainRefusalsAndNoPageNeedsInlineStyles() throws Exception {
        bob.get(url("/account/password"));
        assertThat(bob.findElement(By.id("signed-in-as")).getText()).isEqualTo("bob");
        Browsers.screenshot(bob, "password");
        ui.click(bob, "sign-out");
        ui.waitFor(bob, d -> d.getCurrentUrl().contains("/login?signedOut"));

        bob.findElement(By.name("username")).sendKeys("bob");
        bob.findElement(By.name("password")).sendKeys("not bob's password");
        bob.findElement(By.cssSelector("main form button[type=submit]")).click();
        ui.waitFor(bob, d -> d.findElement(By.id("sign-in-error")).isDisplayed());
        Browsers.screenshot(bob, "sign-in-error");

        bob.get(url("/signup"));
        bob.findElement(By.name("username")).sendKeys("Alice");
        bob.findElement(By.name("password")).sendKeys("another password");
        bob.findElement(By.cssSelector("main form button[type=submit]")).click();
        WebElement taken = ui.waitFor(bob, d -> d.findElement(By.id("sign-up-error")));
        assertThat(taken.getAttribute("data-code")).isEqualTo("USERNAME_TAKEN");
        assertThat(bob.findElement(By.name("username")).getAttribute("value")).as("kept").isEqualTo("Alice");
        Browsers.screenshot(bob, "sign-up-taken");

        for (int i = 0; i <= 5; i++) {
            bob.get(url("/login"));
            bob.findElement(By.name("username")).sendKeys("nobody-here");
            bob.findElement(By.name("password")).sendKeys("wrong password " + i);
            bob.findElement(By.cssSelector("main form button[type=submit]")).click();
            ui.waitFor(bob, d -> d.getCurrentUrl().contains("/login?"));
        }
        assertThat(bob.findElement(By.id("sign-in-throttled")).getText()).contains("Too many failed sign-ins");
        Browsers.screenshot(bob, "sign-in-throttled");
        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(bob, port);

        bob.get(url("/swagger-ui/index.html"));
        ui.waitFor(bob, d -> d.findElement(By.cssSelector(".swagger-ui .info .title")).isDisplayed());
        ui.waitFor(bob, d -> !d.findElements(By.cssSelector(".opblock")).isEmpty());
        Browsers.screenshot(bob, "swagger-ui");
        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(bob, port);
    }

    // ------------------------------------------------------------------ helpers

    private void signUpAndIn(WebDriver driver, String user, String rank) {
        // signed in by signing up: no second form with the same name
        signUpAndIn(driver, user, "correct horse " + user, rank);
        assertThat(driver.findElement(By.id("signed-in-as")).getText()).isEqualTo(user);
    }

    /** The two cells of a score table row, Black's and White's. */
    private static List<String> row(WebDriver driver, String label) {
        return driver.findElements(By.xpath("//tbody[@id='score-body']/tr[th='" + label + "']/td")).stream()
                .map(WebElement::getText).toList();
    }

    /** No coordinate letter or number is covered by a stone (stones on the first and last lines did cover them). */
    private static void assertNoCoordinateUnderAStone(WebDriver driver) {
        Object covered = ((JavascriptExecutor) driver).executeScript("""
                const boxes = sel => [...document.querySelectorAll(sel)].map(e => e.getBBox());
                const stones = boxes('#board circle.stone');
                return boxes('#board .coords text').filter(t => stones.some(s => t.x < s.x + s.width
                    && s.x < t.x + t.width && t.y < s.y + s.height && s.y < t.y + t.height)).length;""");
        assertThat(((Number) covered).intValue()).as("coordinates under a stone").isZero();
        assertThat(driver.findElements(By.cssSelector("#board circle.stone"))).as("stones to check against").isNotEmpty();
    }

    /** The page is no wider than the window (a long name wraps). */
    private static void assertNoSidewaysScrolling(WebDriver driver) {
        Object overflow = ((JavascriptExecutor) driver).executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
        assertThat(((Number) overflow).intValue()).as("horizontal overflow in px").isLessThanOrEqualTo(0);
    }

    private static List<String> stones(WebDriver driver, String colour) {
        return driver.findElements(By.cssSelector("circle.stone." + colour)).stream()
                .map(e -> e.getAttribute("data-point")).toList();
    }

    /** The board the browser draws, as rows top first (X, O, .), to compare with the engine's. */
    private static List<String> boardRows(WebDriver driver, int size) {
        char[][] cells = new char[size][size];
        for (char[] row : cells) {
            java.util.Arrays.fill(row, '.');
        }
        for (String colour : List.of("black", "white")) {
            for (String gtp : stones(driver, colour)) {
                Point p = Point.fromGtp(gtp, size);
                cells[p.y()][p.x()] = colour.equals("black") ? 'X' : 'O';
            }
        }
        List<String> rows = new ArrayList<>();
        for (char[] row : cells) {
            rows.add(new String(row));
        }
        return rows;
    }
}
