package org.openkifu.ladder.domain;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;

/**
 * Every event of the ladder context by its stable name ({@link EventType}) and the other way round. Built from the
 * sealed event interfaces, so a new event cannot be forgotten: an event without a name or version, or two events
 * with one name, stops this class from loading (and the tests from passing).
 */
public final class EventTypes {

    /** The sealed roots, one per aggregate. */
    public static final List<Class<?>> FAMILIES = List.of(LadderEvent.class, PlayerEvent.class, OfferEvent.class,
            MatchPoolEvent.class);

    private static final Map<String, Class<?>> BY_NAME;
    private static final Map<Class<?>, String> BY_CLASS;

    static {
        Map<String, Class<?>> byName = new LinkedHashMap<>();
        Map<Class<?>, String> byClass = new LinkedHashMap<>();
        for (Class<?> family : FAMILIES) {
            for (Class<?> type : family.getPermittedSubclasses()) {
                EventType name = type.getAnnotation(EventType.class);
                if (name == null || name.value().isBlank() || type.getAnnotation(SchemaVersion.class) == null) {
                    throw new IllegalStateException(type.getName() + " needs @EventType and @SchemaVersion");
                }
                if (byName.put(name.value(), type) != null) {
                    throw new IllegalStateException("two events are called " + name.value());
                }
                byClass.put(type, name.value());
            }
        }
        BY_NAME = Collections.unmodifiableMap(byName);
        BY_CLASS = Collections.unmodifiableMap(byClass);
    }

    private EventTypes() {
    }

    /** The stable name of an event class, e.g. "ChallengeIssued". */
    public static String nameOf(Class<?> type) {
        String name = BY_CLASS.get(type);
        if (name == null) {
            throw new IllegalArgumentException(type.getName() + " is not an event of the ladder context");
        }
        return name;
    }

    public static Class<?> classOf(String name) {
        Class<?> type = BY_NAME.get(name);
        if (type == null) {
            throw new IllegalArgumentException("no event of the ladder context is called '" + name + "'");
        }
        return type;
    }

    public static int schemaVersionOf(Class<?> type) {
        SchemaVersion v = type.getAnnotation(SchemaVersion.class);
        if (v == null) {
            throw new IllegalArgumentException(type.getName() + " has no @SchemaVersion");
        }
        return v.value();
    }

    /** Every name with its class (in no particular order). */
    public static Map<String, Class<?>> all() {
        return BY_NAME;
    }
}
