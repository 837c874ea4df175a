package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The ladder and the waiting room in two real headless Chromium browsers on the whole application: both players join
 * a ladder from its page, the lower one challenges the upper one with the standings' button, both open the game the
 * game context created, play it to the end (the upper one resigns) and see the standings change; the player page
 * shows the rating chart; then one posts an open offer in the waiting room and the other accepts it and lands in the
 * new game. Screenshots: target/screenshots/ladder-*.png.
 */
class LadderBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(60);

    private static WebDriver alice;
    private static WebDriver bob;

    @BeforeAll
    static void startBrowsers() throws IOException {
        alice = browsers.open();
        bob = browsers.open();
        ui = new BrowserWaits(WAIT, "ladder", Map.of("alice", alice, "bob", bob));
    }

    @Test
    void joinChallengePlayToTheEndSeeTheStandingsChangeAndTakeAnOpenOffer() throws Exception {
        signUpAndIn(alice, "lalice", "2k");
        signUpAndIn(bob, "lbob", "3k");
        ApiClient api = api();
        api.grantRoles("lorganizer", "organizer");
        var created = api.post("/api/ladders", "lorganizer", """
                {"name":"Browser ladder","size":9,"preset":"japanese","rated":true}""");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String ladder = ApiClient.json(created).path("ladderId").asString();
        // the list is a read model: it shows the ladder within moments, and the page reads it once
        await().atMost(WAIT).until(() -> api.get("/api/ladders").body().contains(ladder));

        // both find the ladder in the list and join from its page: alice first, so she is on top
        for (WebDriver player : List.of(alice, bob)) {
            player.get(url("/ladders"));
            ui.clickWhenShown(player, d -> d.findElement(
                    By.cssSelector("#ladders tr[data-ladder-id='" + ladder + "'] a.ladder-link")));
            ui.click(player, "join");
            String me = player == alice ? "lalice" : "lbob";
            ui.waitFor(player, d -> !d.findElements(By.cssSelector("#standings tr[data-user-id='" + me + "']")).isEmpty());
        }
        assertThat(rungs(bob)).containsExactly("lalice", "lbob");
        Browsers.screenshot(bob, "ladder-joined");

        // bob challenges alice with the standings' button; the game appears under the open challenges
        ui.clickWhenShown(bob, d -> d.findElement(By.cssSelector("button.challenge[data-defender='lalice']")));
        String gameUrl = ui.waitFor(bob, d -> d.findElement(By.cssSelector("#open-challenges a.open-game")).getAttribute("href"));
        Browsers.screenshot(bob, "ladder-challenge");
        ui.clickWhenShown(bob, d -> d.findElement(By.cssSelector("#open-challenges a.open-game")));
        alice.get(url("/ladders/" + ladder));
        ui.waitFor(alice, d -> d.findElement(By.cssSelector("#open-challenges a.open-game"))).click();
        ui.waitFor(alice, d -> d.getCurrentUrl().equals(gameUrl));
        ui.waitFor(bob, d -> d.getCurrentUrl().equals(gameUrl));

        // Jung-sun: bob, the weaker, plays Black; five stones (the fair-play minimum on 9x9), then alice resigns
        ui.waitForMoveNumber(alice, 0);
        String[] points = {"C3", "G7", "C7", "G3", "E5"};
        for (int i = 0; i < points.length; i++) {
            WebDriver mover = i % 2 == 0 ? bob : alice;
            ui.clickPoint(mover, points[i]);
            ui.waitForMoveNumber(alice, i + 1);
            ui.waitForMoveNumber(bob, i + 1);
        }
        alice.findElement(By.id("resign")).click();
        ui.waitFor(alice, d -> d.findElement(By.id("resign-yes")).isDisplayed());
        alice.findElement(By.id("resign-yes")).click();

        // the standings change on both ladder pages
        for (WebDriver player : List.of(alice, bob)) {
            player.get(url("/ladders/" + ladder));
            ui.waitFor(player, d -> rungs(d).equals(List.of("lbob", "lalice")));
            ui.waitFor(player, d -> d.findElement(By.id("recent-results")).getText().contains("lbob won"));
            BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(player, port);
        }
        Browsers.screenshot(bob, "ladder-standings");

        // bob's player page: his rank and a rating chart with one rated game (and the start at 1500)
        alice.get(url("/players/lbob"));
        ui.waitFor(alice, d -> "1".equals(d.findElement(By.id("rating-chart")).getAttribute("data-points")));
        assertThat(alice.findElements(By.cssSelector("#rating-chart circle.dot.win"))).hasSize(1);
        assertThat(alice.findElements(By.cssSelector("#rank-chart circle.dot"))).hasSize(2);
        assertThat(alice.findElement(By.id("rank")).getText()).isEqualTo("3k");
        assertThat(alice.findElement(By.id("points")).getText()).isEqualTo("55 of 100");
        Browsers.screenshot(alice, "ladder-player-chart");
        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(alice, port);

        // the waiting room: alice posts an offer, bob accepts it and lands in the new game, and so does alice
        alice.get(url("/play"));
        ui.click(alice, "post-offer");
        ui.waitFor(alice, d -> !d.findElements(By.cssSelector("#my-offers li.offer.open")).isEmpty());
        bob.get(url("/play"));
        ui.waitFor(bob, d -> d.findElements(By.cssSelector("#open-offers li.offer")).stream()
                .anyMatch(li -> li.getText().contains("lalice")));
        Browsers.screenshot(bob, "ladder-waiting-room");
        ui.clickWhenShown(bob, d -> d.findElements(By.cssSelector("#open-offers li.offer")).stream()
                .filter(li -> li.getText().contains("lalice")).findFirst()
                .map(li -> li.findElement(By.cssSelector("button.accept"))).orElse(null));
        ui.waitFor(bob, d -> d.getCurrentUrl().matches(".*/games/[0-9a-f-]+$") && !d.getCurrentUrl().equals(gameUrl));
        ui.waitFor(alice, d -> d.getCurrentUrl().equals(bob.getCurrentUrl()));
        ui.waitFor(bob, d -> d.findElement(By.id("board")).getAttribute("data-move-number") != null);
        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(bob, port);
    }

    private static List<String> rungs(WebDriver driver) {
        return driver.findElements(By.cssSelector("#standings tbody tr[data-user-id]")).stream()
                .map(tr -> tr.getAttribute("data-user-id")).toList();
    }

    private void signUpAndIn(WebDriver driver, String user, String rank) {
        signUpAndIn(driver, user, "correct horse " + user, rank);
    }
}
