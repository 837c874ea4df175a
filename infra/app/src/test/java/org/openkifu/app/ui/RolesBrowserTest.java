package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The administrator's page in a real headless Chromium (on the security tests' application): a player is shown a
 * hint instead of the tournament organizer's form; the administrator finds the player on the accounts page and ticks
 * the organizer role; the player, still in the same session (no new sign-in), then sees the form and creates a
 * tournament with it. Screenshots: target/screenshots/roles-*.png.
 */
class RolesBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static WebDriver admin;
    private static WebDriver rosa;

    @BeforeAll
    static void startBrowsers() throws IOException {
        admin = browsers.open();
        rosa = browsers.open();
        ui = new BrowserWaits(WAIT, "roles", Map.of("admin", admin, "rosa", rosa));
    }

    @Test
    void anAdministratorGrantsTheOrganizerRoleOnThePageAndThePlayerSeesTheFormWithoutSigningInAgain()
            throws Exception {
        api().token("rosa");
        signIn(admin, ApiClient.ADMIN);
        signIn(rosa, "rosa");

        rosa.get(url("/tournaments"));
        ui.waitFor(rosa, d -> d.findElement(By.id("organizer-hint")).isDisplayed());
        assertThat(rosa.findElements(By.id("create-tournament"))).as("no form a player would be refused").isEmpty();
        assertThat(rosa.findElements(By.id("nav-admin"))).as("the accounts page is an administrator's").isEmpty();
        Browsers.screenshot(rosa, "roles-player-tournaments");

        // the administrator finds rosa and ticks organizer
        admin.get(url("/lobby"));
        ui.click(admin, "nav-admin");
        ui.waitFor(admin, d -> d.getCurrentUrl().endsWith("/admin/accounts"));
        ui.waitFor(admin, d -> d.findElement(By.id("accounts-page")).getText().startsWith("Page 1 of"));
        admin.findElement(By.id("account-query")).sendKeys("ROS");
        admin.findElement(By.id("account-search-submit")).click();
        ui.waitFor(admin, d -> "ROS".equals(d.findElement(By.id("account-rows")).getDomAttribute("data-query")));
        WebElement organizer = ui.waitFor(admin, d -> d.findElement(
                By.cssSelector("#account-rows tr[data-account='rosa'] input[data-role='organizer']")));
        assertThat(organizer.isSelected()).isFalse();
        ui.clickWhenShown(admin, d -> d.findElement(
                By.cssSelector("#account-rows tr[data-account='rosa'] input[data-role='organizer']")));
        ui.waitFor(admin, d -> d.findElement(By.cssSelector("#account-rows tr[data-account='rosa'] .row-message"))
                .getText().equals("organizer granted"));
        assertThat(admin.findElement(By.cssSelector("#account-rows tr[data-account='rosa'] input[data-role='organizer']"))
                .isSelected()).isTrue();
        Browsers.screenshot(admin, "roles-admin-accounts");
        assertThat(ApiClient.json(api().get("/api/me", "rosa")).path("roles").toString())
                .isEqualTo("[\"player\",\"organizer\"]");

        // rosa, in the session she had, now has the form and creates a tournament with it
        rosa.get(url("/tournaments"));
        ui.waitFor(rosa, d -> d.findElement(By.id("create-tournament")).isDisplayed());
        assertThat(rosa.findElements(By.id("organizer-hint"))).isEmpty();
        ui.waitFor(rosa, d -> d.findElement(By.id("t-name"))).sendKeys("Rosa's Cup");
        Browsers.screenshot(rosa, "roles-organizer-form");
        rosa.findElement(By.id("create-tournament-submit")).click();
        ui.waitFor(rosa, d -> d.getCurrentUrl().matches(".*/tournaments/[0-9a-f-]+$"));
        ui.waitFor(rosa, d -> d.findElement(By.id("t-title")).getText().equals("Rosa's Cup"));
        rosa.get(url("/ladders"));
        ui.waitFor(rosa, d -> d.findElement(By.id("create-ladder")).isDisplayed());

        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(admin, port);
        BrowserWaits.assertNoScriptErrors(rosa);
    }
}
