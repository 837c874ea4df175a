package org.openkifu.game.infrastructure.invitation;

import java.util.LinkedHashMap;
import java.util.Map;

import org.axonframework.serialization.Serializer;
import org.openkifu.game.domain.SchemaVersion;
import org.openkifu.game.domain.invitation.InvitationEvent;
import org.openkifu.infra.eventstore.StableNameSerializer;

/**
 * Invitation events keep the type names they have always been stored under. Game-context events are stored under
 * their Java class names; the invitation package moved from {@code org.openkifu.game.invitation} to
 * {@code org.openkifu.game.domain.invitation} (the game context's layers, docs/architecture.md), so without this the
 * stored {@code org.openkifu.game.invitation.InvitationEvent$InvitationSent} would no longer name a class. The old
 * names are now stable names: written for new events, read for old and new alike. Revisions stay the events'
 * {@link SchemaVersion}, as before.
 */
public final class InvitationEventNames {

    /** The package the invitation events were first stored from. Never change it: stored events carry it. */
    static final String STORED_PACKAGE = "org.openkifu.game.invitation.";

    private InvitationEventNames() {
    }

    /** Stored name to class, one per permitted event. */
    public static Map<String, Class<?>> all() {
        Map<String, Class<?>> names = new LinkedHashMap<>();
        for (Class<?> type : InvitationEvent.class.getPermittedSubclasses()) {
            names.put(STORED_PACKAGE + "InvitationEvent$" + type.getSimpleName(), type);
        }
        return names;
    }

    public static Serializer decorate(Serializer eventSerializer) {
        return new StableNameSerializer(eventSerializer, all(), type -> type.getAnnotation(SchemaVersion.class).value());
    }
}
