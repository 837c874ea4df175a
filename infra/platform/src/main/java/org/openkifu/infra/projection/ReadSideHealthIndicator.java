package org.openkifu.infra.projection;

import java.util.ArrayList;
import java.util.List;

import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.kafka.DeadLetters;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;

/**
 * DOWN while an event processor (the Kafka relay, a projection) or a contract consumer is stuck: its handler failed
 * and it keeps retrying the same events instead of moving on, so everything behind them waits. DOWN too while one
 * is stopped (not running) other than for a rebuild's reset: after an {@code Error} such as an OutOfMemoryError a
 * processor's thread ends and nothing restarts it, so the read side would stand still while health said UP. Details (for
 * administrators, like every health detail): which ones, and how many messages the relay has set aside.
 */
public class ReadSideHealthIndicator extends AbstractHealthIndicator {

    private final ProjectionService processors;
    private final ContractConsumers consumers;
    private final DeadLetters deadLetters;

    public ReadSideHealthIndicator(ProjectionService processors, ContractConsumers consumers, DeadLetters deadLetters) {
        super("read side health check failed");
        this.processors = processors;
        this.consumers = consumers;
        this.deadLetters = deadLetters;
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) {
        List<String> stuck = new ArrayList<>();
        List<String> stopped = new ArrayList<>();
        for (ProjectionService.ProcessorStatus p : processors.statuses()) {
            boolean segmentError = p.segments().stream().anyMatch(ProjectionService.SegmentStatus::error);
            if (p.error() || segmentError) {
                stuck.add(p.name());
            } else if (!p.running() && !processors.isRestarting(p.name())) {
                stopped.add(p.name());
            }
        }
        for (ContractConsumer.Status c : consumers.statuses()) {
            if (c.stuck() || !c.running()) {
                stuck.add(c.name());
            }
        }
        builder.withDetail("stuck", stuck).withDetail("stopped", stopped)
                .withDetail("deadLetters", deadLetters.count());
        if (stuck.isEmpty() && stopped.isEmpty()) {
            builder.up();
        } else {
            builder.down();
        }
    }
}
