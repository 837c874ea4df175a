package org.openkifu.infra.projection;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.kafka.DeadLetters;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The projection status and rebuild service of this process. A context makes one of its projections rebuildable
 * by registering a {@link ProjectionProgress} bean named after its processing group (which also gives its rebuild a
 * progress log); {@code openkifu.projections.rebuildable} can add more names. Processors that must never be reset
 * (the Kafka relay would publish everything again) simply register no progress.
 */
@Configuration(proxyBeanMethods = false)
public class ProjectionConfiguration {

    @Bean
    ProjectionService projectionService(EventProcessingConfiguration processing, EventStore eventStore,
            List<ProjectionProgress> progress,
            @Value("${openkifu.projections.rebuildable:}") Set<String> alsoRebuildable) {
        Set<String> rebuildable = new HashSet<>(alsoRebuildable);
        rebuildable.remove("");
        progress.forEach(p -> rebuildable.add(p.name()));
        return new ProjectionService(processing, eventStore, progress, rebuildable);
    }

    @Bean
    ReadSideHealthIndicator readSideHealthIndicator(ProjectionService projectionService, ContractConsumers consumers,
            DeadLetters deadLetters) {
        return new ReadSideHealthIndicator(projectionService, consumers, deadLetters);
    }
}
