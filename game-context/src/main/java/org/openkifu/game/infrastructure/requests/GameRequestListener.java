package org.openkifu.game.infrastructure.requests;

import org.openkifu.infra.kafka.KafkaEventConsumer;
import org.openkifu.infra.kafka.KafkaEventConsumers;
import org.openkifu.game.infrastructure.GameTopics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Consumes {@value GameTopics#GAME_REQUESTS} in consumer group {@code groupId} with a {@link GameRequestHandler},
 * from when Axon's command handling runs until shutdown (it stops before Axon does, finishing the request at hand).
 */
public class GameRequestListener implements SmartLifecycle {

    /**
     * Axon's Spring configuration starts all of Axon (command handler subscriptions, processors) as one lifecycle
     * bean at phase {@code Integer.MAX_VALUE - 3072}: start after it, stop before it.
     */
    public static final int PHASE = Integer.MAX_VALUE - 2048;

    private static final Logger log = LoggerFactory.getLogger(GameRequestListener.class);

    private final KafkaEventConsumers consumers;
    private final String groupId;
    private final GameRequestHandler handler;
    private volatile KafkaEventConsumer consumer;

    public GameRequestListener(KafkaEventConsumers consumers, String groupId, GameRequestHandler handler) {
        this.consumers = consumers;
        this.groupId = groupId;
        this.handler = handler;
    }

    @Override
    public void start() {
        consumer = consumers.start(groupId, GameTopics.GAME_REQUESTS, handler);
        log.info("Game requests: consuming {} as group {}", GameTopics.GAME_REQUESTS, groupId);
    }

    @Override
    public void stop() {
        KafkaEventConsumer running = consumer;
        if (running != null) {
            running.close();
        }
        consumer = null;
    }

    @Override
    public boolean isRunning() {
        return consumer != null;
    }

    @Override
    public int getPhase() {
        return PHASE;
    }

    /** Requests answered (or skipped as unanswerable) since start. */
    public long handledRequests() {
        KafkaEventConsumer running = consumer;
        return running == null ? 0 : running.handledRecords();
    }
}
