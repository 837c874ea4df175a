package org.openkifu.infra.testapp;

import org.axonframework.eventsourcing.EventCountSnapshotTriggerDefinition;
import org.axonframework.eventsourcing.SnapshotTriggerDefinition;
import org.axonframework.eventsourcing.Snapshotter;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The production wiring ({@code org.openkifu.infra.*}: embedded servers, event store, Kafka relay, Axon settings)
 * plus the test-only {@link Counter} aggregate. Also started as a child JVM by the crash and exit tests.
 */
@SpringBootApplication(scanBasePackages = "org.openkifu.infra")
public class TestApplication {

    static final int SNAPSHOT_EVERY = 5;

    public static void main(String[] args) {
        System.setProperty("axoniq.update-checker.disabled", "true");
        SpringApplication.run(TestApplication.class, args);
    }

    @Bean
    SnapshotTriggerDefinition counterSnapshotTrigger(Snapshotter snapshotter) {
        return new EventCountSnapshotTriggerDefinition(snapshotter, SNAPSHOT_EVERY);
    }
}
