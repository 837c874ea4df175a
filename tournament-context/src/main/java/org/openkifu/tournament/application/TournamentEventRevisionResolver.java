package org.openkifu.tournament.application;

import org.axonframework.serialization.AnnotationRevisionResolver;
import org.axonframework.serialization.RevisionResolver;
import org.openkifu.tournament.domain.SchemaVersion;
import org.openkifu.tournament.domain.TournamentEvent;

/**
 * Writes each tournament-context event's {@link SchemaVersion} as its serialized revision (what upcasters match on);
 * other payloads fall back to Axon's {@code @Revision}. The stable event names ({@code EventTypes}) are for the
 * serializer's type mapping, which infra configures.
 */
public class TournamentEventRevisionResolver implements RevisionResolver {

    private final RevisionResolver fallback = new AnnotationRevisionResolver();

    @Override
    public String revisionOf(Class<?> payloadType) {
        if (payloadType.isAnnotationPresent(SchemaVersion.class)) {
            return Integer.toString(TournamentEvent.schemaVersionOf(payloadType));
        }
        return fallback.revisionOf(payloadType);
    }
}
