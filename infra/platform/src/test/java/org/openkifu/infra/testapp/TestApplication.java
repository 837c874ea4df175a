package org.openkifu.infra.testapp;

import org.axonframework.eventsourcing.EventCountSnapshotTriggerDefinition;
import org.axonframework.eventsourcing.SnapshotTriggerDefinition;
import org.axonframework.eventsourcing.Snapshotter;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/**
 * The production wiring of whatever is on the test class path (the platform, {@code org.openkifu.infra.*}:
 * embedded servers, event store, Kafka relay, Axon settings; in a context's tests, that context too), plus the
 * test-only {@link Counter} aggregate. Also started as a child JVM by the crash and exit tests.
 */
@SpringBootApplication(scanBasePackages = "org.openkifu")
public class TestApplication {

    static final int SNAPSHOT_EVERY = 5;

    public static void main(String[] args) {
        System.setProperty("axoniq.update-checker.disabled", "true");
        SpringApplication.run(TestApplication.class, args);
    }

    /** The test Counter's endpoints (child-process tests drive them with plain HTTP) are open: no accounts. */
    @Bean
    @Order(0)
    SecurityFilterChain counterSecurity(HttpSecurity http) throws Exception {
        return http.securityMatcher("/counters/**")
                .csrf(csrf -> csrf.disable())
                .authorizeHttpRequests(auth -> auth.anyRequest().permitAll())
                .build();
    }

    @Bean
    SnapshotTriggerDefinition counterSnapshotTrigger(Snapshotter snapshotter) {
        return new EventCountSnapshotTriggerDefinition(snapshotter, SNAPSHOT_EVERY);
    }
}
