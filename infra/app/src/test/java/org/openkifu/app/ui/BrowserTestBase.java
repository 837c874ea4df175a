package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openkifu.app.tournament.TournamentPlay;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.testapp.TestApplication;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The one running application (embedded Kafka broker and Mongo server are beans of it) shared by every browser test
 * class, and their Chromium. Subclasses must not add Spring configuration (no own {@code @DynamicPropertySource},
 * {@code @TestPropertySource}, mock beans...): the configuration is the key of Spring's test context cache, so equal
 * configuration means one application for all of them in the one surefire JVM (forkCount 1, reuseForks true, the
 * defaults). Before, each class declared its own {@code @DynamicPropertySource} (a fresh data directory), and each
 * started its own broker, Mongo server and application.
 *
 * <p>Since the data is shared, every test makes its own accounts, tournaments and ladders with names no other browser
 * test uses (a per-class prefix where the names are common). Each class opens its own drivers in its own
 * {@code @BeforeAll} ({@link #browsers}, run after {@link #startChromium()}) and sets {@link #ui}; all are quit after
 * the class.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
abstract class BrowserTestBase {

    /** Opens the drivers of the running class; quit after it. */
    protected static Browsers browsers;
    /** The running class's waits (its scenario name and drivers), set by its own {@code @BeforeAll}. */
    protected static BrowserWaits ui;

    @LocalServerPort
    protected int port;

    /** The one application's data directory, made when the first browser class loads. */
    private static final Path DATA_DIR = newDataDir();

    /** The only Spring configuration of the browser tests: a subclass adding any gets an application of its own. */
    @DynamicPropertySource
    static void sharedBrowserApplication(DynamicPropertyRegistry registry) {
        registry.add("openkifu.data-dir", DATA_DIR::toString);
        registry.add("openkifu.projections.log-every", () -> "100");
    }

    private static Path newDataDir() {
        try {
            return Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-browser");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @BeforeAll
    static void startChromium() {
        assertThat(Path.of(Browsers.CHROMIUM)).as("chromium (Debian package chromium)").isExecutable();
        assertThat(Path.of(Browsers.CHROMEDRIVER)).as("chromedriver (Debian package chromium-driver)").isExecutable();
        browsers = new Browsers();
    }

    @AfterAll
    static void quitChromium() {
        if (browsers != null) {
            browsers.close();
        }
        browsers = null;
        ui = null;
    }

    protected ApiClient api() {
        return new ApiClient(port);
    }

    protected TournamentPlay play() {
        return new TournamentPlay(api());
    }

    protected String url(String path) {
        return "http://localhost:" + port + path;
    }

    /** Signs {@code user} in through the login page (password {@link ApiClient#passwordOf}). */
    protected void signIn(WebDriver driver, String user) {
        driver.get(url("/login"));
        driver.findElement(By.name("username")).sendKeys(user);
        driver.findElement(By.name("password")).sendKeys(ApiClient.passwordOf(user));
        driver.findElement(By.cssSelector("main form button[type=submit]")).click();
        ui.waitFor(driver, d -> d.getCurrentUrl().contains("/lobby"));
    }

    /** Signs {@code user} up through the sign-up page; signing up signs in. */
    protected void signUpAndIn(WebDriver driver, String user, String password, String rank) {
        driver.get(url("/signup"));
        driver.findElement(By.name("username")).sendKeys(user);
        driver.findElement(By.name("password")).sendKeys(password);
        WebElement rankField = driver.findElement(By.name("rank"));
        rankField.clear();
        rankField.sendKeys(rank);
        driver.findElement(By.cssSelector("form button[type=submit]")).click();
        ui.waitFor(driver, d -> d.getCurrentUrl().contains("/lobby"));
    }
}
