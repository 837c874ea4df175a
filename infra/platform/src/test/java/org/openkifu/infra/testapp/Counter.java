package org.openkifu.infra.testapp;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.infra.testapp.CounterCommands.CreateCounter;
import org.openkifu.infra.testapp.CounterCommands.IncrementCounter;
import org.openkifu.infra.testapp.CounterEvents.CounterCreated;
import org.openkifu.infra.testapp.CounterEvents.CounterIncremented;

/**
 * A minimal event-sourced aggregate that exists only to drive the infrastructure in tests (commands, events,
 * snapshots every {@value TestApplication#SNAPSHOT_EVERY} events). Not a game.
 */
@Aggregate(type = Counter.TYPE, snapshotTriggerDefinition = "counterSnapshotTrigger")
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY)
public class Counter {

    public static final String TYPE = "Counter";

    @AggregateIdentifier
    private String counterId;
    private int value;

    protected Counter() {
    }

    @CommandHandler
    public Counter(CreateCounter command) {
        apply(new CounterCreated(command.counterId()));
    }

    @CommandHandler
    public int handle(IncrementCounter command) {
        if (command.by() <= 0) {
            throw new IllegalArgumentException("A counter only goes up");
        }
        apply(new CounterIncremented(counterId, command.by(), value + command.by()));
        return value;
    }

    @EventSourcingHandler
    void on(CounterCreated event) {
        counterId = event.counterId();
    }

    @EventSourcingHandler
    void on(CounterIncremented event) {
        value = event.value();
    }
}
