package org.openkifu.game.infrastructure.reads;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.infrastructure.publication.PublishedGameEvents;
import org.openkifu.infra.contract.ContractHandler;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.infra.kafka.EventEnvelope;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps {@code game_summaries} (the game list) up to date from the game context's own published language: the
 * contract consumer {@value #NAME} on {@code openkifu.game-events}, the way any other context would read it. So
 * the list can be built by any node, and rebuilt from the topic.
 *
 * <p>Idempotent: a row remembers the sequence number of the last event it applied, and older events change
 * nothing, so a redelivered batch, or one retried after a failure, is harmless. Within one batch the rows are kept
 * in memory and written at its end: one read and one write per game per batch, which is what makes a rebuild fast.
 * If that write fails the batch comes again.
 */
public class GameListProjection implements ContractHandler {

    public static final String NAME = "game-list";

    private static final Logger LOG = LoggerFactory.getLogger(GameListProjection.class);

    private final GameSummaryStore store;

    public GameListProjection(GameSummaryStore store) {
        this.store = store;
    }

    @Override
    public void handle(List<ContractMessage> batch) {
        Map<String, GameSummary> rows = new LinkedHashMap<>();
        for (ContractMessage message : batch) {
            EventEnvelope envelope = EventEnvelope.parse(message.value());
            GameEvent event = PublishedGameEvents.parse(envelope.type(), envelope.payload());
            String id = envelope.aggregateId();
            GameSummary before = rows.containsKey(id) ? rows.get(id) : store.find(id);
            rows.put(id, GameSummaries.apply(before, event, envelope.sequenceNumber()));
        }
        rows.values().forEach(store::save);
    }

    @Override
    public void reset() {
        long rows = store.count();
        store.deleteAll();
        LOG.info("{}: reset, {} rows deleted; rebuilding from the start of the topic", NAME, rows);
    }
}
