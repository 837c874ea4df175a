package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.openqa.selenium.By;
import org.openqa.selenium.ElementNotInteractableException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the browser scenarios share: waiting for a condition (and, when a wait gives up, a screenshot, the page and
 * the console of every player's browser for the person reading the failure), clicks that wait for their target, the
 * board's move number, a marker that tells a reload, and the check that a page loaded nothing from elsewhere and
 * reported no script error.
 */
final class BrowserWaits {

    private final Duration wait;
    private final String scenario;
    private final Map<String, WebDriver> players;

    /** @param players the scenario's browsers by name, each saved when a wait gives up */
    BrowserWaits(Duration wait, String scenario, Map<String, WebDriver> players) {
        this.wait = wait;
        this.scenario = scenario;
        this.players = players;
    }

    <T> T waitFor(WebDriver driver, Function<WebDriver, T> condition) {
        try {
            return new WebDriverWait(driver, wait).ignoring(StaleElementReferenceException.class).until(condition::apply);
        } catch (TimeoutException e) {
            long stamp = System.nanoTime();
            players.forEach((name, d) -> save(d, "failure-" + scenario + "-" + stamp + "-" + name));
            throw new AssertionError("timed out at " + driver.getCurrentUrl() + ": " + e.getMessage(), e);
        }
    }

    private static void save(WebDriver driver, String name) {
        try {
            Path shot = Browsers.screenshot(driver, name);
            Files.writeString(Path.of(shot.toString().replace(".png", ".html")), driver.getPageSource());
            Files.writeString(Path.of(shot.toString().replace(".png", ".log")), String.join("\n",
                    driver.manage().logs().get(LogType.BROWSER).getAll().stream().map(Object::toString).toList()));
        } catch (IOException | RuntimeException ignored) {
            // the original failure matters more
        }
    }

    void click(WebDriver driver, String id) {
        clickWhenShown(driver, d -> d.findElement(By.id(id)));
    }

    /**
     * Waits until {@code find} yields a displayed element and clicks it inside the wait. The pages poll and redraw
     * their lists, so an element found in one step can be gone (stale) or covered by the next: the wait then looks
     * it up again rather than failing. {@code find} returns null (or throws NoSuchElement) while it is not there.
     */
    void clickWhenShown(WebDriver driver, Function<WebDriver, WebElement> find) {
        waitFor(driver, d -> {
            WebElement element = find.apply(d);
            if (element == null || !element.isDisplayed()) {
                return false;
            }
            try {
                element.click();
                return true;
            } catch (ElementNotInteractableException notYet) {
                return false; // covered or not yet laid out: try again
            }
        });
    }

    void clickPoint(WebDriver driver, String point) {
        waitFor(driver, d -> {
            d.findElement(By.cssSelector("rect.hit[data-point='" + point + "']")).click();
            return true;
        });
    }

    static int moveNumber(WebDriver driver) {
        String n = driver.findElement(By.id("board")).getAttribute("data-move-number");
        return n == null ? -1 : Integer.parseInt(n);
    }

    void waitForMoveNumber(WebDriver driver, int n) {
        waitFor(driver, d -> moveNumber(d) == n);
    }

    /** A marker in the page's JavaScript state: it disappears if the page is reloaded. */
    static void markPage(WebDriver driver) {
        ((JavascriptExecutor) driver).executeScript("window.openkifuTestMarker = 'still here';");
    }

    static boolean pageMarked(WebDriver driver) {
        return "still here".equals(((JavascriptExecutor) driver).executeScript("return window.openkifuTestMarker;"));
    }

    /** The browser reported no script error and no Content-Security-Policy violation. */
    static void assertNoScriptErrors(WebDriver driver) {
        List<String> problems = driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .map(Object::toString)
                .filter(m -> m.contains("Content Security Policy") || m.contains("Uncaught") || m.contains("TypeError"))
                .toList();
        assertThat(problems).isEmpty();
    }

    /** Everything the page loaded came from the application itself, and no script error (above). */
    @SuppressWarnings("unchecked")
    static void assertOnlyOwnOriginAndNoScriptErrors(WebDriver driver, int port) {
        List<String> resources = (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return performance.getEntriesByType('resource').map(e => e.name);");
        assertThat(resources).isNotEmpty().allSatisfy(u -> assertThat(u).startsWith("http://localhost:" + port + "/"));
        assertNoScriptErrors(driver);
    }
}
