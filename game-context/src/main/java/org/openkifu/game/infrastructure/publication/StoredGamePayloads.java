package org.openkifu.game.infrastructure.publication;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.openkifu.game.domain.GameEvent;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a game event's published payload by copying its stored JSON, token by token, without reading it into the
 * event's record or a tree: the relay publishes every event of the store, and reading each one into Java (Axon's
 * Jackson 2 mapper) only to write it out again (Jackson 3) was most of its work.
 *
 * <p>The two forms differ in one way: the store's mapper writes an {@code Instant} as decimal epoch seconds
 * ({@code 1795773600.250000000}), the published form as ISO-8601 ({@code 2026-11-27T10:00:00.250Z}). So each event
 * class gets a plan, made once from its record components (nested records and lists too): which fields hold
 * instants, which hold floating-point numbers (written as the doubles they are, as the record's form has them), and
 * which fields exist at all. A stored object must have every component and nothing else is copied, as reading it
 * into the record would give. The nigiri parity is left out. A class whose components the plan cannot follow (a map,
 * an interface, a cycle) has no plan, and a stored value that is not as expected (a missing field, a string where a
 * number belongs) stops the copy: the caller then publishes the event the old way. {@code StoredGamePayloadsTest}
 * holds the two ways equal for every published game event type.
 */
final class StoredGamePayloads {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final BigDecimal NANOS_PER_SECOND = BigDecimal.valueOf(1_000_000_000L);

    /** Copies the value at the parser's current token; false when it is not as the plan expects. */
    private interface Copy {
        boolean copy(JsonParser parser, JsonGenerator generator);
    }

    private static final Copy AS_IS = (parser, generator) -> {
        generator.copyCurrentStructure(parser);
        return true;
    };
    private static final Copy INSTANT = StoredGamePayloads::instant;
    private static final Copy DOUBLE = (parser, generator) -> switch (parser.currentToken()) {
        case VALUE_NUMBER_FLOAT, VALUE_NUMBER_INT -> {
            generator.writeNumber(parser.getDoubleValue());
            yield true;
        }
        case VALUE_NULL -> {
            generator.writeNull();
            yield true;
        }
        default -> false;
    };
    /** A field that is never published. */
    private static final Copy LEFT_OUT = (parser, generator) -> {
        parser.skipChildren();
        return true;
    };

    private static final Copy NO_PLAN = (parser, generator) -> false;

    private static final ClassValue<Copy> PLANS = new ClassValue<>() {
        @Override
        protected Copy computeValue(Class<?> type) {
            try {
                Copy plan = planFor(type, new HashSet<>());
                return type == GameEvent.NigiriParityChosen.class ? ((Fields) plan).without("parity") : plan;
            } catch (IllegalArgumentException cannotFollow) {
                return NO_PLAN;
            }
        }
    };

    private StoredGamePayloads() {
    }

    /** Whether events of {@code type} can be published from their stored form. */
    static boolean hasPlan(Class<? extends GameEvent> type) {
        return PLANS.get(type) != NO_PLAN;
    }

    /**
     * Writes the published payload of a stored event of {@code type} from its stored JSON.
     *
     * @return false when the stored form cannot be followed; what was written must then be dropped
     */
    static boolean write(Class<? extends GameEvent> type, String storedJson, JsonGenerator generator) {
        Copy plan = PLANS.get(type);
        if (plan == NO_PLAN) {
            return false;
        }
        try (JsonParser parser = JSON.createParser(storedJson)) {
            return parser.nextToken() == JsonToken.START_OBJECT && plan.copy(parser, generator)
                    && parser.nextToken() == null;
        } catch (JacksonException notJson) {
            return false;
        }
    }

    private static Copy planFor(Type type, Set<Class<?>> enclosing) {
        Class<?> raw = raw(type);
        if (raw == Instant.class) {
            return INSTANT;
        }
        if (raw == double.class || raw == Double.class || raw == float.class || raw == Float.class) {
            return DOUBLE;
        }
        if (raw == int.class || raw == Integer.class || raw == long.class || raw == Long.class
                || raw == boolean.class || raw == Boolean.class || raw == String.class || raw.isEnum()) {
            return AS_IS; // the same text either way
        }
        if (Collection.class.isAssignableFrom(raw) && type instanceof ParameterizedType list) {
            return new Elements(planFor(list.getActualTypeArguments()[0], enclosing));
        }
        if (raw.isRecord() && enclosing.add(raw)) {
            Map<String, Copy> fields = new HashMap<>();
            for (RecordComponent component : raw.getRecordComponents()) {
                fields.put(component.getName(), planFor(component.getGenericType(), enclosing));
            }
            enclosing.remove(raw);
            return new Fields(fields);
        }
        throw new IllegalArgumentException("no stored-form rule for " + type.getTypeName());
    }

    /** A record: every component once, in the stored order; nothing else. */
    private record Fields(Map<String, Copy> fields) implements Copy {

        Fields without(String left) {
            Map<String, Copy> kept = new HashMap<>(fields);
            kept.put(left, LEFT_OUT);
            return new Fields(kept);
        }

        @Override
        public boolean copy(JsonParser parser, JsonGenerator generator) {
            if (parser.currentToken() == JsonToken.VALUE_NULL) {
                generator.writeNull();
                return true;
            }
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                return false;
            }
            generator.writeStartObject();
            int seen = 0;
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = parser.currentName();
                Copy field = fields.get(name);
                parser.nextToken();
                if (field == null) {
                    return false; // not a component: the record would not have it
                }
                seen++;
                if (field != LEFT_OUT) {
                    generator.writeName(name);
                }
                if (!field.copy(parser, generator)) {
                    return false;
                }
            }
            generator.writeEndObject();
            return seen == fields.size(); // a missing component would be the record's default, not absent
        }
    }

    private record Elements(Copy element) implements Copy {
        @Override
        public boolean copy(JsonParser parser, JsonGenerator generator) {
            if (parser.currentToken() == JsonToken.VALUE_NULL) {
                generator.writeNull();
                return true;
            }
            if (parser.currentToken() != JsonToken.START_ARRAY) {
                return false;
            }
            generator.writeStartArray();
            while (parser.nextToken() != JsonToken.END_ARRAY) {
                if (!element.copy(parser, generator)) {
                    return false;
                }
            }
            generator.writeEndArray();
            return true;
        }
    }

    /** Decimal epoch seconds as the store's mapper writes them, to the ISO-8601 text the published form has. */
    private static boolean instant(JsonParser parser, JsonGenerator generator) {
        switch (parser.currentToken()) {
            case VALUE_STRING, VALUE_NULL -> { // text already (a mapper writing dates as text), or none
                generator.copyCurrentEvent(parser);
                return true;
            }
            case VALUE_NUMBER_FLOAT, VALUE_NUMBER_INT -> {
                Instant instant = epochSeconds(parser.getString());
                if (instant == null) {
                    return false;
                }
                generator.writeString(instant.toString());
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /**
     * {@code 1795773600.250000000} (what the store's mapper writes: seconds, and nanoseconds as nine digits) read
     * from its text; any other number through {@link BigDecimal}. Null for what is no instant of ours: before 1970
     * (Jackson's sign convention for the nanoseconds is its own), finer than a nanosecond, or out of range.
     */
    static Instant epochSeconds(String number) {
        int dot = number.indexOf('.');
        try {
            if (dot > 0 && number.length() - dot - 1 == 9 && number.charAt(0) != '-' && number.indexOf('e') < 0
                    && number.indexOf('E') < 0) {
                return Instant.ofEpochSecond(Long.parseLong(number, 0, dot, 10),
                        Integer.parseInt(number, dot + 1, number.length(), 10));
            }
            BigDecimal value = new BigDecimal(number);
            if (value.signum() < 0) {
                return null;
            }
            BigDecimal seconds = value.setScale(0, RoundingMode.DOWN);
            long nanos = value.subtract(seconds).multiply(NANOS_PER_SECOND).longValueExact();
            return Instant.ofEpochSecond(seconds.longValueExact(), nanos);
        } catch (NumberFormatException | ArithmeticException | DateTimeException notAnInstant) {
            return null;
        }
    }

    private static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
            return c;
        }
        throw new IllegalArgumentException("no stored-form rule for " + type.getTypeName());
    }
}
