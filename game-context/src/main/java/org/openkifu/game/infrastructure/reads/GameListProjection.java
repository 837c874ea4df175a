package org.openkifu.game.infrastructure.reads;

import java.util.LinkedHashMap;
import java.util.Map;

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
 * batch the rows are kept in memory and written when the batch's last event is handled (before the processor
 * stores its token): one read and one write per game per batch, which is what makes a rebuild fast. If that write
 * fails the batch rolls back and is retried from the stored token.
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
        Map<String, GameSummary> rows = rows();
        if (payload instanceof GameEvent gameEvent && event instanceof DomainEventMessage<?> domain) {
            String id = domain.getAggregateIdentifier();
            GameSummary before = rows.containsKey(id) ? rows.get(id) : store.find(id);
            rows.put(id, GameSummaries.apply(before, gameEvent, domain.getSequenceNumber()));
        }
        progress.handled(event);
        if (isLastOfBatch()) {
            rows.values().forEach(store::save);
            rows.clear();
        }
    }

    @ResetHandler
    public void reset() {
        long rows = store.count();
        store.deleteAll();
        progress.restart();
        LOG.info("{}: reset, {} rows deleted; rebuilding from the start of the event log", PROCESSING_GROUP, rows);
    }

    /** The batch's rows, on the processor's unit of work so a rolled-back batch forgets them. */
    private static Map<String, GameSummary> rows() {
        if (!CurrentUnitOfWork.isStarted()) {
            return new LinkedHashMap<>();
        }
        return CurrentUnitOfWork.get().root().getOrComputeResource(DIRTY, key -> new LinkedHashMap<>());
    }

    private static boolean isLastOfBatch() {
        if (!CurrentUnitOfWork.isStarted()) {
            return true;
        }
        UnitOfWork<?> unitOfWork = CurrentUnitOfWork.get().root();
        return !(unitOfWork instanceof BatchingUnitOfWork<?> batch) || batch.isLastMessage();
    }
}
