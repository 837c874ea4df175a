package org.openkifu.ladder.application;

import org.axonframework.serialization.AnnotationRevisionResolver;
import org.axonframework.serialization.RevisionResolver;
import org.openkifu.ladder.domain.EventTypes;
import org.openkifu.ladder.domain.SchemaVersion;

/** Writes each ladder-context event's {@link SchemaVersion} as its serialized revision; others use {@code @Revision}. */
public class LadderEventRevisionResolver implements RevisionResolver {

    private final RevisionResolver fallback = new AnnotationRevisionResolver();

    @Override
    public String revisionOf(Class<?> payloadType) {
        if (payloadType.isAnnotationPresent(SchemaVersion.class)) {
            return Integer.toString(EventTypes.schemaVersionOf(payloadType));
        }
        return fallback.revisionOf(payloadType);
    }
}
