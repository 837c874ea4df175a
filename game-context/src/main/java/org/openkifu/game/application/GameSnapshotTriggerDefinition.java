package org.openkifu.game.application;

import java.io.Serializable;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventsourcing.SnapshotTrigger;
import org.axonframework.eventsourcing.SnapshotTriggerDefinition;
import org.axonframework.eventsourcing.Snapshotter;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.openkifu.game.domain.GameCommand;

/**
 * Snapshots a game every {@code threshold} events, as Axon's {@code EventCountSnapshotTriggerDefinition} does,
 * except in the unit of work of an SGF import: an imported game arrives with hundreds of events in one command, and
 * a snapshot right after it read all of them back from the store and deserialised them again (about a fifth of an
 * import's CPU in a profile, docs/benchmarks.md). The imported game is in the aggregate cache anyway; if it is
 * loaded from the store later, that load counts its events and snapshots it then.
 */
public final class GameSnapshotTriggerDefinition implements SnapshotTriggerDefinition {

    private final Snapshotter snapshotter;
    private final int threshold;

    public GameSnapshotTriggerDefinition(Snapshotter snapshotter, int threshold) {
        this.snapshotter = snapshotter;
        this.threshold = threshold;
    }

    @Override
    public SnapshotTrigger prepareTrigger(Class<?> aggregateType) {
        return new Trigger(snapshotter, aggregateType, threshold);
    }

    @Override
    public SnapshotTrigger reconfigure(Class<?> aggregateType, SnapshotTrigger trigger) {
        if (trigger instanceof Trigger t) {
            t.snapshotter = snapshotter;
            return t;
        }
        return prepareTrigger(aggregateType);
    }

    static final class Trigger implements SnapshotTrigger, Serializable {

        private static final long serialVersionUID = 1L;

        private transient Snapshotter snapshotter;
        private final Class<?> aggregateType;
        private final int threshold;
        private int counted;
        private boolean initialized;

        Trigger(Snapshotter snapshotter, Class<?> aggregateType, int threshold) {
            this.snapshotter = snapshotter;
            this.aggregateType = aggregateType;
            this.threshold = threshold;
        }

        @Override
        public void eventHandled(EventMessage<?> message) {
            if (!(message instanceof DomainEventMessage<?> event) || ++counted <= threshold) {
                return;
            }
            counted = 0;
            if (!CurrentUnitOfWork.isStarted()) {
                schedule(event);
                return;
            }
            UnitOfWork<?> unitOfWork = CurrentUnitOfWork.get().root();
            if (unitOfWork.getMessage() != null && unitOfWork.getMessage().getPayload() instanceof GameCommand.ImportGame) {
                return;
            }
            // As Axon's own triggers: after the commit for a loaded aggregate, after the load for one being sourced.
            if (initialized) {
                unitOfWork.onPrepareCommit(u -> schedule(event));
            } else {
                unitOfWork.onCleanup(u -> schedule(event));
            }
        }

        @Override
        public void initializationFinished() {
            initialized = true;
        }

        private void schedule(DomainEventMessage<?> event) {
            snapshotter.scheduleSnapshot(aggregateType, event.getAggregateIdentifier());
        }
    }
}
