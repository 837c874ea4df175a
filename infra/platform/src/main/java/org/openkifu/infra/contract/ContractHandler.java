package org.openkifu.infra.contract;

import java.util.List;

/**
 * What a context does with the messages of a contract topic: usually it updates a read model, or sends commands to
 * its own aggregates. Delivery is at least once; with {@link ContractConsumer.Dedupe#MESSAGE_ID} the platform drops
 * messages whose id it has seen handled, otherwise the handler must be idempotent by itself.
 */
public interface ContractHandler {

    /**
     * Handles one batch, each partition's messages in order. Throwing means "none handled": the whole batch comes
     * again after a back-off, so writes must be idempotent (upserts keyed by id, sequence checks).
     */
    void handle(List<ContractMessage> batch) throws Exception;

    /** Empties what this handler built, before it is fed again from the start of the topic (a rebuild). */
    default void reset() {
    }

    /**
     * This node stopped owning some of the topic's partitions (another node took them, the consumer restarted, or a
     * new generation began): another writer may change the read model's rows of those partitions from now on, so
     * whatever the handler keeps in memory between batches must be forgotten. Never called during a batch.
     */
    default void partitionsReleased() {
    }
}
