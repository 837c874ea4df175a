package org.openkifu.app.ui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium from the system's packages (Debian {@code chromium} and {@code chromium-driver}), started with
 * explicit paths so Selenium Manager never looks for, or downloads, a browser or a driver. Each driver has its own
 * fresh profile directory: two drivers are two users with separate cookies.
 */
final class Browsers implements AutoCloseable {

    static final String CHROMIUM = System.getProperty("openkifu.chromium", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("openkifu.chromedriver", "/usr/bin/chromedriver");
    static final Path SCREENSHOTS = Path.of("target", "screenshots");

    private final List<WebDriver> drivers = new ArrayList<>();
    private final List<ChromeDriverService> services = new ArrayList<>();
    private final List<Path> profiles = new ArrayList<>();

    static {
        System.setProperty("SE_OFFLINE", "true");
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER);
    }

    WebDriver open() throws IOException {
        Path profile = Files.createTempDirectory("openkifu-chromium-");
        profiles.add(profile);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--disable-default-apps", "--disable-extensions", "--user-data-dir=" + profile.toAbsolutePath(),
                "--window-size=1280,900");
        org.openqa.selenium.logging.LoggingPreferences logs = new org.openqa.selenium.logging.LoggingPreferences();
        logs.enable(org.openqa.selenium.logging.LogType.BROWSER, java.util.logging.Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        services.add(service);
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        driver.manage().window().setSize(new Dimension(1280, 900));
        drivers.add(driver);
        return driver;
    }

    /** Saves what the browser shows as target/screenshots/{name}.png. */
    static Path screenshot(WebDriver driver, String name) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        Path file = SCREENSHOTS.resolve(name + ".png");
        Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        return file;
    }

    @Override
    public void close() {
        for (WebDriver d : drivers) {
            try {
                d.quit();
            } catch (RuntimeException e) {
                // the browser is gone already
            }
        }
        services.forEach(ChromeDriverService::stop);
        // each profile is some megabytes: a build that leaves them fills /tmp run after run
        profiles.forEach(Browsers::deleteTree);
    }

    private static void deleteTree(Path root) {
        try (var paths = Files.walk(root)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // a leftover temporary directory is not worth failing a test for
        }
    }
}
