package org.openkifu.game.infrastructure.invitation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Instant;
import java.util.List;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import org.openkifu.game.application.GameEventRevisionResolver;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.invitation.InvitationEvent;
import org.openkifu.game.rules.Color;

/** Invitation events read and write under the type names stored before their package moved under domain. */
class InvitationEventNamesTest {

    private static final Instant AT = Instant.parse("2026-06-01T12:00:00Z");

    /** The application's event serializer (GameConfiguration's mapper, the game revisions), then the decorator. */
    private static final Serializer SERIALIZER = InvitationEventNames.decorate(JacksonSerializer.builder()
            .objectMapper(new ObjectMapper().registerModule(new JavaTimeModule())
                    .setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY))
            .revisionResolver(new GameEventRevisionResolver()).build());

    @Test
    void everyInvitationEventHasItsOldStoredName() {
        // written out by hand: the names in existing event stores, not derived from the classes
        assertThat(InvitationEventNames.all()).containsOnlyKeys(
                "org.openkifu.game.invitation.InvitationEvent$InvitationSent",
                "org.openkifu.game.invitation.InvitationEvent$InvitationAccepted",
                "org.openkifu.game.invitation.InvitationEvent$InvitationDeclined",
                "org.openkifu.game.invitation.InvitationEvent$InvitationWithdrawn",
                "org.openkifu.game.invitation.InvitationEvent$InvitationExpired");
    }

    @Test
    void newEventsAreWrittenUnderTheOldNameAndReadBack() {
        for (InvitationEvent event : List.of(new InvitationEvent.InvitationDeclined("inv-1", "bob", AT),
                new InvitationEvent.InvitationAccepted("inv-1", "bob", "game-7", AT),
                new InvitationEvent.InvitationExpired("inv-1", AT))) {
            SerializedObject<String> stored = SERIALIZER.serialize(event, String.class);
            assertThat(stored.getType().getName())
                    .isEqualTo("org.openkifu.game.invitation.InvitationEvent$" + event.getClass().getSimpleName());
            assertThat(stored.getType().getRevision()).isEqualTo("1");
            assertThat((Object) SERIALIZER.deserialize(stored)).isEqualTo(event);
        }
    }

    @Test
    void anEventStoredBeforeTheMoveIsRead() {
        SerializedObject<String> old = new SimpleSerializedObject<>(
                "{\"invitationId\":\"inv-9\",\"withdrawnBy\":\"alice\",\"at\":\"2026-06-01T12:00:00Z\"}", String.class,
                new SimpleSerializedType("org.openkifu.game.invitation.InvitationEvent$InvitationWithdrawn", "1"));
        assertThat((Object) SERIALIZER.deserialize(old))
                .isEqualTo(new InvitationEvent.InvitationWithdrawn("inv-9", "alice", AT));
    }

    @Test
    void gameEventsKeepTheirClassNames() {
        GameEvent resigned = new GameEvent.Resigned("g-1", Color.BLACK, "alice", AT);
        assertThat(SERIALIZER.serialize(resigned, String.class).getType().getName())
                .isEqualTo("org.openkifu.game.domain.GameEvent$Resigned");
    }
}
