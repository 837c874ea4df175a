package org.openkifu.infra.testapp;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Commands of the test-only {@link Counter} aggregate. */
public final class CounterCommands {

    private CounterCommands() {
    }

    public record CreateCounter(@TargetAggregateIdentifier String counterId) {
    }

    public record IncrementCounter(@TargetAggregateIdentifier String counterId, int by) {
    }
}
