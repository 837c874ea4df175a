package org.openkifu.ladder.application;

import org.axonframework.serialization.Serializer;
import org.openkifu.infra.eventstore.StableNameSerializer;
import org.openkifu.ladder.domain.EventTypes;

/**
 * Stores and reads the ladder context's events under their stable names ("ChallengeIssued", revision "1") instead of
 * Java class names; everything else passes through to the wrapped serializer unchanged.
 */
public class LadderEventSerializer extends StableNameSerializer {

    public LadderEventSerializer(Serializer delegate) {
        super(delegate, EventTypes.all(), EventTypes::schemaVersionOf);
    }
}
