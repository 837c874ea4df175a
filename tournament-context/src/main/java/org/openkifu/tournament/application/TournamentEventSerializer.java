package org.openkifu.tournament.application;

import org.axonframework.serialization.Serializer;
import org.openkifu.infra.eventstore.StableNameSerializer;
import org.openkifu.tournament.domain.EventTypes;
import org.openkifu.tournament.domain.SchemaVersion;

/**
 * Stores and reads the tournament context's events under their stable names ("RoundPaired", revision "1") instead
 * of Java class names; everything else passes through to the wrapped serializer unchanged.
 */
public class TournamentEventSerializer extends StableNameSerializer {

    public TournamentEventSerializer(Serializer delegate) {
        super(delegate, EventTypes.all(), type -> type.getAnnotation(SchemaVersion.class).value());
    }
}
