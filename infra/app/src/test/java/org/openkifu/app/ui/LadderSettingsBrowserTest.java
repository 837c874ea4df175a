package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import tools.jackson.databind.JsonNode;

/**
 * The organizer's ladder page in a real headless Chromium on the whole application: an organizer creates a ladder
 * from the list with a setting of their own, lands on the ladder's settings page, changes a setting, meets a refusal
 * next to the save button with its code, pauses the ladder, and on the standings page (as a member) reads why they
 * cannot challenge ("ladder paused"), then resumes it and sees a Challenge button where the range allows one and the
 * reason where it does not. Screenshots: target/screenshots/ladder-settings-*.png.
 */
class LadderSettingsBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(60);

    private static WebDriver org;

    @BeforeAll
    static void startBrowser() throws IOException {
        org = browsers.open();
        ui = new BrowserWaits(WAIT, "ladder-settings", Map.of("org", org));
    }

    @Test
    void createEditPauseAndSeeWhyOnTheStandings() throws Exception {
        ApiClient api = api();
        signUpAndIn(org, "sorg", "2k");
        api.grantRoles("sorg", "organizer"); // the list page shows the form to the roles it was rendered with

        // create: with one setting of the organizer's own (one place up, no percentage)
        org.get(url("/ladders"));
        ui.waitFor(org, d -> d.findElement(By.id("setting-rangeUp")).isDisplayed() || openSettings(d));
        org.findElement(By.id("ladder-name")).sendKeys("Settings ladder");
        replace(org.findElement(By.id("setting-rangeUp")), "1");
        replace(org.findElement(By.id("setting-rangeUpPercent")), "0");
        org.findElement(By.id("create-ladder-button")).click();
        ui.waitFor(org, d -> d.getCurrentUrl().endsWith("/manage"));
        String ladder = org.getCurrentUrl().replaceAll(".*/ladders/([^/]+)/manage$", "$1");
        JsonNode created = ApiClient.json(api.get("/api/ladders/" + ladder));
        assertThat(created.path("settings").path("rangeUp").asInt()).isEqualTo(1);
        assertThat(created.path("settings").path("rangeUpPercent").asInt()).isZero();
        assertThat(created.path("settings").path("rematchWaitDays").asInt()).as("a default").isEqualTo(7);

        // edit a setting: the rematch wait, from 7 to 3 days
        ui.waitFor(org, d -> "7".equals(d.findElement(By.id("setting-rematchWaitDays")).getAttribute("value")));
        replace(org.findElement(By.id("setting-rematchWaitDays")), "3");
        org.findElement(By.id("save-settings")).click();
        ui.waitFor(org, d -> d.findElement(By.id("settings-saved")).getText().equals("Saved."));
        assertThat(ApiClient.json(api.get("/api/ladders/" + ladder)).path("settings").path("rematchWaitDays").asInt())
                .isEqualTo(3);

        // a setting the ladder refuses: the refusal's code next to the button, nothing changed
        replace(org.findElement(By.id("setting-rangeUp")), "0");
        org.findElement(By.id("save-settings")).click();
        ui.waitFor(org, d -> d.findElement(By.id("settings-problem")).getText().startsWith("INVALID_SETTINGS: "));
        assertThat(ApiClient.json(api.get("/api/ladders/" + ladder)).path("settings").path("rangeUp").asInt()).isEqualTo(1);
        Browsers.screenshot(org, "ladder-settings-refused");

        // pause
        org.findElement(By.id("pause")).click();
        ui.waitFor(org, d -> "PAUSED".equals(d.findElement(By.id("manage-status")).getAttribute("data-status")));
        assertThat(org.findElement(By.id("resume")).isDisplayed()).isTrue();

        // two players join by the API, the organizer from the page: sorg is on rung 3
        for (String p : new String[] {"sp-a", "sp-b"}) {
            assertThat(api.post("/api/ladders/" + ladder + "/members", p, "").statusCode()).isEqualTo(201);
        }
        org.get(url("/ladders/" + ladder));
        ui.waitFor(org, d -> d.findElement(By.id("join")).isDisplayed());
        assertThat(org.findElement(By.id("ladder-status")).getText()).contains("paused");
        assertThat(org.findElement(By.id("manage-link")).isDisplayed()).isTrue();
        org.findElement(By.id("join")).click();
        WebElement paused = ui.waitFor(org, d -> d.findElement(
                By.cssSelector("#standings tr[data-user-id='sp-b'] .why-not")));
        assertThat(paused.getAttribute("data-code")).isEqualTo("LADDER_PAUSED");
        assertThat(paused.getText()).isEqualTo("ladder paused");
        assertThat(org.findElements(By.cssSelector("button.challenge"))).isEmpty();
        Browsers.screenshot(org, "ladder-settings-paused");

        // resumed: sp-b, one place up, can be challenged; sp-a, two places up, is out of range
        await().atMost(WAIT).until(() -> api.post("/api/ladders/" + ladder + "/resume", "sorg", "").statusCode() == 200);
        ui.waitFor(org, d -> !d.findElements(By.cssSelector("button.challenge[data-defender='sp-b']")).isEmpty());
        WebElement out = org.findElement(By.cssSelector("#standings tr[data-user-id='sp-a'] .why-not"));
        assertThat(out.getAttribute("data-code")).isEqualTo("CHALLENGE_OUT_OF_RANGE");
        assertThat(out.getText()).isEqualTo("out of range");
        assertThat(out.getAttribute("title")).contains("1 places above");
        Browsers.screenshot(org, "ladder-settings-standings");

        // the hall of fame page answers (no month of a new ladder is over)
        org.findElement(By.id("fame-link")).click();
        ui.waitFor(org, d -> d.findElement(By.id("fame-holders")).getText().contains("No month of this ladder is over"));
        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(org, port);
    }

    /** The create form's settings are in a closed details element: open it. */
    private static boolean openSettings(WebDriver d) {
        WebElement details = d.findElement(By.id("create-settings"));
        if (details.getAttribute("open") == null) {
            details.findElement(By.tagName("summary")).click();
        }
        return !d.findElements(By.id("setting-rangeUp")).isEmpty() && d.findElement(By.id("setting-rangeUp")).isDisplayed();
    }

    private static void replace(WebElement field, String value) {
        field.clear();
        field.sendKeys(value);
    }

    private void signUpAndIn(WebDriver driver, String user, String rank) {
        signUpAndIn(driver, user, ApiClient.passwordOf(user), rank);
    }
}
