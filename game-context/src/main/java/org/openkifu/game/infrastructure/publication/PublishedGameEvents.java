package org.openkifu.game.infrastructure.publication;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.openkifu.game.domain.GameEvent;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The game context's published language for its events: a stable, language-neutral type name per event
 * ({@code StonePlaced}, never a Java class name), the event's schema version, and the payload as other contexts
 * and clients may see it. Hidden information is never published: the nigiri parity stays out of
 * {@code NigiriParityChosen} until the guess is made (on Kafka it is never shown; the guess event tells it).
 *
 * <p>The names are the records' simple names today; {@code PublishedGameEventsTest} pins the list, so renaming a
 * Java record cannot silently rename a published type.
 */
public final class PublishedGameEvents {

    private static final Map<Class<?>, String> NAMES = new LinkedHashMap<>();
    private static final Map<String, Class<? extends GameEvent>> TYPES = new LinkedHashMap<>();

    static {
        Arrays.stream(GameEvent.class.getDeclaredClasses())
                .filter(c -> c.isRecord() && GameEvent.class.isAssignableFrom(c))
                .forEach(c -> {
                    NAMES.put(c, c.getSimpleName());
                    TYPES.put(c.getSimpleName(), c.asSubclass(GameEvent.class));
                });
    }

    static final JsonMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private PublishedGameEvents() {
    }

    public static Set<String> typeNames() {
        return new TreeSet<>(TYPES.keySet());
    }

    public static String typeOf(GameEvent event) {
        return typeOf(event.getClass());
    }

    static String typeOf(Class<? extends GameEvent> type) {
        String name = NAMES.get(type);
        if (name == null) {
            throw new IllegalArgumentException("no published name for " + type.getSimpleName());
        }
        return name;
    }

    public static int versionOf(GameEvent event) {
        return GameEvent.schemaVersionOf(event.getClass());
    }

    /**
     * The payload as published.
     *
     * @param parityRevealed the nigiri guess has been made, so the parity may show (the history API); false on Kafka
     */
    public static JsonNode payloadOf(GameEvent event, boolean parityRevealed) {
        ObjectNode payload = JSON.valueToTree(event);
        if (event instanceof GameEvent.NigiriParityChosen && !parityRevealed) {
            payload.remove("parity");
        }
        return payload;
    }

    /** Reads a published payload back into the game's own event (the game context consuming its own topic). */
    public static GameEvent parse(String type, JsonNode payload) {
        Class<? extends GameEvent> cls = TYPES.get(type);
        if (cls == null) {
            throw new IllegalArgumentException("unknown game event type " + type);
        }
        try {
            return JSON.treeToValue(payload, cls);
        } catch (JacksonException e) {
            throw new IllegalArgumentException("not a " + type + " payload: " + e.getOriginalMessage(), e);
        }
    }
}
