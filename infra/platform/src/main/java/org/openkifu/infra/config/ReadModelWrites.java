package org.openkifu.infra.config;

import com.mongodb.WriteConcern;
import com.mongodb.client.MongoDatabase;

/**
 * How a tracking projection writes the read model it rebuilds from durable events: without waiting for the disk
 * ({@code writeConcern: {j: false}}) when the MongoDB server runs inside this process, as the journaled default
 * otherwise (docs/operations.md, "Writes without the disk wait").
 *
 * <p>Why only then: an unjournaled write can be lost when the store process dies before its next commit (at most
 * 100 ms later). With the store inside this process, a store that dies takes the projection with it, and the
 * projection starts again from its stored token, which is never ahead of the read model it wrote (commits keep the
 * order of the writes), so it writes again whatever was lost. A projection on a node that outlives a separate store
 * process would go on from the position it holds in memory, past the lost writes: there the writes stay journaled.
 *
 * <p>For projections that an Axon tracking processor feeds (the token store keeps their position in the same store),
 * and for the handlers of contract consumers, which commit their Kafka offsets only after a journaled write has made
 * the handlers' writes durable ({@code ContractConsumers}): Kafka's log does not lose what the store loses, so an
 * offset committed before the writes it covers were durable would skip them.
 */
public final class ReadModelWrites {

    private final boolean journaled;

    private ReadModelWrites(boolean journaled) {
        this.journaled = journaled;
    }

    /** Unjournaled when the store lives and dies with this process. */
    static ReadModelWrites forStore(MongoEndpoint endpoint) {
        return new ReadModelWrites(!endpoint.isEmbedded());
    }

    /** The client's own write concern, unchanged (for tests and an external store). */
    public static ReadModelWrites journaled() {
        return new ReadModelWrites(true);
    }

    public static ReadModelWrites unjournaled() {
        return new ReadModelWrites(false);
    }

    public boolean isJournaled() {
        return journaled;
    }

    /** {@code database} with this write concern for the projection's collections. */
    public MongoDatabase on(MongoDatabase database) {
        return journaled ? database : database.withWriteConcern(database.getWriteConcern().withJournal(false));
    }

    @Override
    public String toString() {
        return journaled ? "journaled" : "unjournaled (j: false)";
    }
}
