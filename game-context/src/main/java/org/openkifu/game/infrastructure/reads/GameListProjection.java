package org.openkifu.game.infrastructure.reads;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.infra.projection.ProjectionProgress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps {@code game_summaries} (the game list) up to date, in the tracking processor {@value #PROCESSING_GROUP}.
 *
 * <p>Idempotent: a row remembers the sequence number of the last event it applied, and older events change
 * nothing, so a batch retried after a failure, or a token stored late after a crash, is harmless. Within one
 * batch the rows are kept in memory: at the batch's first event the rows of every game in the batch are read with
 * one query, and when its last event is handled (before the processor stores its token) the changed rows are
 * written with one bulk write. Two commands per batch, however many games and events it holds. If that write fails
 * the batch rolls back and is retried from the stored token.
 *
 * <p>{@link #reset()} empties the collection when the processor's tokens are reset (a rebuild).
 */
@ProcessingGroup(GameListProjection.PROCESSING_GROUP)
public class GameListProjection {

    public static final String PROCESSING_GROUP = "game-list";

    private static final Logger LOG = LoggerFactory.getLogger(GameListProjection.class);
    private static final String DIRTY = GameListProjection.class.getName() + ".rows";

    private final GameSummaryStore store;
    private final ProjectionProgress progress;

    public GameListProjection(GameSummaryStore store, ProjectionProgress progress) {
        this.store = store;
        this.progress = progress;
    }

    /** Every event (not only game events), so the batch's last event always reaches the flush below. */
    @EventHandler
    public void on(Object payload, EventMessage<?> event) {
        Batch batch = batch();
        if (payload instanceof GameEvent gameEvent && event instanceof DomainEventMessage<?> domain) {
            String id = domain.getAggregateIdentifier();
            if (!batch.rows.containsKey(id)) {
                // not in the batch's prefetch (outside a processor); a null value means "no row yet"
                batch.rows.put(id, store.find(id));
            }
            GameSummary before = batch.rows.get(id);
            GameSummary after = GameSummaries.apply(before, gameEvent, domain.getSequenceNumber());
            if (after != before) {
                batch.rows.put(id, after);
                batch.changed.add(id);
            }
        }
        progress.handled(event);
        if (isLastOfBatch()) {
            store.saveAll(batch.changed.stream().map(batch.rows::get).toList());
            batch.rows.clear();
            batch.changed.clear();
        }
    }

    @ResetHandler
    public void reset() {
        long rows = store.count();
        store.deleteAll();
        progress.restart();
        LOG.info("{}: reset, {} rows deleted; rebuilding from the start of the event log", PROCESSING_GROUP, rows);
    }

    /** The rows of the batch's games (read at its start) and which of them changed. */
    private static final class Batch {
        final Map<String, GameSummary> rows = new HashMap<>();
        final Set<String> changed = new LinkedHashSet<>();
    }

    /**
     * The batch's rows, on the processor's unit of work so a rolled-back batch forgets them; at the first event, the
     * rows of every game the batch holds events of, in one query.
     */
    private Batch batch() {
        if (!CurrentUnitOfWork.isStarted()) {
            return new Batch();
        }
        UnitOfWork<?> unitOfWork = CurrentUnitOfWork.get().root();
        return unitOfWork.getOrComputeResource(DIRTY, key -> {
            Batch batch = new Batch();
            if (unitOfWork instanceof BatchingUnitOfWork<?> batching) {
                Set<String> ids = new LinkedHashSet<>();
                for (Object message : batching.getMessages()) {
                    if (message instanceof DomainEventMessage<?> domain && domain.getPayload() instanceof GameEvent) {
                        ids.add(domain.getAggregateIdentifier());
                    }
                }
                Map<String, GameSummary> stored = store.findAll(ids);
                ids.forEach(id -> batch.rows.put(id, stored.get(id)));
            }
            return batch;
        });
    }

    private static boolean isLastOfBatch() {
        if (!CurrentUnitOfWork.isStarted()) {
            return true;
        }
        UnitOfWork<?> unitOfWork = CurrentUnitOfWork.get().root();
        return !(unitOfWork instanceof BatchingUnitOfWork<?> batch) || batch.isLastMessage();
    }
}
