package org.openkifu.app;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication(scanBasePackages = "org.openkifu")
public class OpenKifuApplication {

    public static void main(String[] args) {
        // Axon 4.13 calls an update-check host at start-up; this machine (and most servers) has no route to it.
        System.setProperty("axoniq.update-checker.disabled", "true");
        SpringApplication.run(OpenKifuApplication.class, args);
    }
}
