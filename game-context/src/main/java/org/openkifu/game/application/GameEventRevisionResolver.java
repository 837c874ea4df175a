package org.openkifu.game.application;

import org.axonframework.serialization.AnnotationRevisionResolver;
import org.axonframework.serialization.RevisionResolver;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.SchemaVersion;

/**
 * Writes each game event's {@link SchemaVersion} as its serialized revision (what upcasters match on).
 * Other payloads fall back to Axon's {@code @Revision}. Infra passes this to the JacksonSerializer.
 */
public class GameEventRevisionResolver implements RevisionResolver {

    private final RevisionResolver fallback = new AnnotationRevisionResolver();

    @Override
    public String revisionOf(Class<?> payloadType) {
        if (payloadType.isAnnotationPresent(SchemaVersion.class)) {
            return Integer.toString(GameEvent.schemaVersionOf(payloadType));
        }
        return fallback.revisionOf(payloadType);
    }
}
