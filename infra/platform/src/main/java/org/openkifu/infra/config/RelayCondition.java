package org.openkifu.infra.config;

import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * The {@code kafka-relay} processor runs only on a node that hosts every context, and not where
 * {@code openkifu.kafka.relay.enabled=false}.
 *
 * <p>Why (docs/operations.md, "Several nodes"): the relay is one tracking processor whose token is shared by every
 * node, and each node's relay publishes with the publications of the contexts it hosts. A node with only the ladder
 * and the tournament, holding the relay's segment, would move the shared token past every game event without
 * publishing it: no {@code GameFinished} would ever reach a standing. The multi-node test found exactly that after a
 * node died and a ladder-and-tournament node took the relay over. So a deployment needs at least one node with every
 * context (any number of them share the relay's segment, one at a time).
 */
public final class RelayCondition implements Condition {

    @Override
    public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
        var environment = context.getEnvironment();
        boolean enabled = environment.getProperty("openkifu.kafka.relay.enabled", Boolean.class, true);
        return enabled && hostsEveryContext(environment.getProperty("openkifu.contexts", ""));
    }

    static boolean hostsEveryContext(String contexts) {
        return ContextSelection.parse(contexts).containsAll(ContextSelection.ALL);
    }
}
