package org.openkifu.game.infrastructure.reads;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
 * in memory: the rows of every game in the batch are read with one query at its start, and the changed rows are
 * written with one bulk write at its end. Two commands per batch, however many games and events it holds, which is
 * what makes a rebuild fast. If that write fails the batch comes again.
 *
 * <p>Between batches the node remembers the rows it read or wrote (up to {@value #REMEMBERED_ROWS}, the least
 * recently used forgotten first), so a live game's next move costs only the write: a game's events all go to one
 * partition, and while this node owns that partition no other node writes the game's row. It forgets them all when
 * it stops owning any partition ({@link #partitionsReleased()}), on a reset, and keeps nothing from a batch whose
 * write failed (the store may or may not hold it).
 */
public class GameListProjection implements ContractHandler {

    public static final String NAME = "game-list";

    private static final Logger LOG = LoggerFactory.getLogger(GameListProjection.class);

    /** About 400 bytes each: a few megabytes, more than the live games of a busy node. */
    static final int REMEMBERED_ROWS = 10_000;

    private final GameSummaryStore store;
    private final Map<String, GameSummary> remembered = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, GameSummary> eldest) {
            return size() > REMEMBERED_ROWS;
        }
    };

    public GameListProjection(GameSummaryStore store) {
        this.store = store;
    }

    @Override
    public synchronized void handle(List<ContractMessage> batch) {
        List<EventEnvelope> envelopes = batch.stream().map(m -> EventEnvelope.parse(m.value())).toList();
        Set<String> ids = new LinkedHashSet<>();
        envelopes.forEach(e -> ids.add(e.aggregateId()));
        Map<String, GameSummary> rows = new HashMap<>();
        Set<String> unknown = new LinkedHashSet<>();
        for (String id : ids) {
            GameSummary row = remembered.get(id);
            if (row != null) {
                rows.put(id, row);
            } else {
                unknown.add(id);
            }
        }
        rows.putAll(store.findAll(unknown));
        Map<String, GameSummary> changed = new LinkedHashMap<>();
        for (EventEnvelope envelope : envelopes) {
            GameEvent event = PublishedGameEvents.parse(envelope.type(), envelope.payload());
            String id = envelope.aggregateId();
            GameSummary before = rows.get(id);
            GameSummary after = GameSummaries.apply(before, event, envelope.sequenceNumber());
            if (after != before) {
                rows.put(id, after);
                changed.put(id, after);
            }
        }
        store.saveAll(changed.values());
        remembered.putAll(rows);
    }

    @Override
    public synchronized void partitionsReleased() {
        remembered.clear();
    }

    @Override
    public synchronized void reset() {
        remembered.clear();
        long rows = store.count();
        store.deleteAll();
        LOG.info("{}: reset, {} rows deleted; rebuilding from the start of the topic", NAME, rows);
    }
}
