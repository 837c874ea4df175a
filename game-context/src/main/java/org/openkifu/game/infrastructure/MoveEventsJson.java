package org.openkifu.game.infrastructure;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.time.Instant;
import org.openkifu.game.domain.GameEvent.Passed;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * Reads the stored JSON of the two events that are nearly all of a game's history, {@link StonePlaced} and
 * {@link Passed}, field by field instead of through Jackson's generic record binding (which buffers every property
 * for the canonical constructor and calls it by reflection). Why: reading payloads was a quarter of a library
 * rebuild's processor thread, and these two are 99 % of the events (docs/library.md, "Rebuild speed"); every other
 * processor reads them too.
 *
 * <p>Same stored form, same records: the values in the form the mapper writes them (strings, an int, the colour's
 * name, {@code {"x":..,"y":..}}, the instant as decimal epoch seconds) are read directly; any other form of a value
 * (null, a number given as text, an instant as ISO text or with an exponent...) is handed to the mapper's own
 * deserializer for that value's type, an unknown property to the mapper's unknown-property handling (it fails, as by
 * default), a missing one is null or 0, and a refusal by a record's constructor fails as Jackson's does. Tested
 * against the mapper without this module on every event type and on such variants ({@code EventReadPathTest}).
 */
public final class MoveEventsJson extends SimpleModule {

    private static final long serialVersionUID = 1L;

    public MoveEventsJson() {
        super("openkifu-move-events");
        addDeserializer(StonePlaced.class, new StonePlacedDeserializer());
        addDeserializer(Passed.class, new PassedDeserializer());
    }

    private static final class StonePlacedDeserializer extends StdDeserializer<StonePlaced> {

        private static final long serialVersionUID = 1L;

        StonePlacedDeserializer() {
            super(StonePlaced.class);
        }

        @Override
        public StonePlaced deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String gameId = null;
            int moveNumber = 0;
            Color color = null;
            Point point = null;
            String playedBy = null;
            Instant at = null;
            for (JsonToken t = start(p, ctxt, StonePlaced.class); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String name = p.currentName();
                p.nextToken();
                switch (name) {
                    case "gameId" -> gameId = string(p, ctxt);
                    case "moveNumber" -> moveNumber = integer(p, ctxt);
                    case "color" -> color = color(p, ctxt);
                    case "point" -> point = point(p, ctxt, this);
                    case "playedBy" -> playedBy = string(p, ctxt);
                    case "at" -> at = instant(p, ctxt);
                    default -> ctxt.handleUnknownProperty(p, this, StonePlaced.class, name);
                }
            }
            try {
                return new StonePlaced(gameId, moveNumber, color, point, playedBy, at);
            } catch (RuntimeException e) {
                throw ctxt.instantiationException(StonePlaced.class, e);
            }
        }
    }

    private static final class PassedDeserializer extends StdDeserializer<Passed> {

        private static final long serialVersionUID = 1L;

        PassedDeserializer() {
            super(Passed.class);
        }

        @Override
        public Passed deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String gameId = null;
            int moveNumber = 0;
            Color color = null;
            String passedBy = null;
            Instant at = null;
            for (JsonToken t = start(p, ctxt, Passed.class); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String name = p.currentName();
                p.nextToken();
                switch (name) {
                    case "gameId" -> gameId = string(p, ctxt);
                    case "moveNumber" -> moveNumber = integer(p, ctxt);
                    case "color" -> color = color(p, ctxt);
                    case "passedBy" -> passedBy = string(p, ctxt);
                    case "at" -> at = instant(p, ctxt);
                    default -> ctxt.handleUnknownProperty(p, this, Passed.class, name);
                }
            }
            try {
                return new Passed(gameId, moveNumber, color, passedBy, at);
            } catch (RuntimeException e) {
                throw ctxt.instantiationException(Passed.class, e);
            }
        }
    }

    /** The first property's token; anything but an object is refused as Jackson refuses it for a record. */
    private static JsonToken start(JsonParser p, DeserializationContext ctxt, Class<?> type) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            return p.nextToken();
        }
        if (t == JsonToken.FIELD_NAME || t == JsonToken.END_OBJECT) {
            return t;
        }
        return (JsonToken) ctxt.handleUnexpectedToken(type, p);
    }

    private static String string(JsonParser p, DeserializationContext ctxt) throws IOException {
        return switch (p.currentToken()) {
            case VALUE_STRING -> p.getText();
            case VALUE_NULL -> null;
            default -> ctxt.readValue(p, String.class);
        };
    }

    private static int integer(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT) {
            return p.getIntValue();
        }
        Integer value = ctxt.readValue(p, int.class);
        return value == null ? 0 : value;
    }

    private static Color color(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_STRING) {
            switch (p.getText()) {
                case "BLACK" -> {
                    return Color.BLACK;
                }
                case "WHITE" -> {
                    return Color.WHITE;
                }
                default -> {
                    // another text: the mapper's enum handling decides (and refuses)
                }
            }
        }
        return ctxt.readValue(p, Color.class);
    }

    private static Point point(JsonParser p, DeserializationContext ctxt, StdDeserializer<?> owner) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            return p.currentToken() == JsonToken.VALUE_NULL ? null : ctxt.readValue(p, Point.class);
        }
        int x = 0;
        int y = 0;
        for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
            String name = p.currentName();
            p.nextToken();
            switch (name) {
                case "x" -> x = integer(p, ctxt);
                case "y" -> y = integer(p, ctxt);
                default -> ctxt.handleUnknownProperty(p, owner, Point.class, name);
            }
        }
        try {
            return new Point(x, y);
        } catch (RuntimeException e) {
            throw ctxt.instantiationException(Point.class, e);
        }
    }

    /**
     * Decimal epoch seconds as the mapper writes them ({@code 1764230462.123456789}): whole seconds and the first nine
     * digits of the fraction, which is what Jackson's {@code InstantDeserializer} makes of a positive decimal; any
     * other form goes to that deserializer.
     */
    private static Instant instant(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_NUMBER_FLOAT) {
            Instant plain = plainDecimal(p.getText());
            if (plain != null) {
                return plain;
            }
        }
        return ctxt.readValue(p, Instant.class);
    }

    /** Digits, a point, digits (at most 11 before it: up to the year 5138); null for anything else. */
    static Instant plainDecimal(String text) {
        int dot = text.indexOf('.');
        if (dot < 1 || dot > 11 || dot == text.length() - 1) {
            return null;
        }
        long seconds = 0;
        for (int i = 0; i < dot; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            seconds = seconds * 10 + (c - '0');
        }
        int nanos = 0;
        int digits = 0;
        for (int i = dot + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            if (digits < 9) {
                nanos = nanos * 10 + (c - '0');
                digits++;
            }
        }
        for (; digits < 9; digits++) {
            nanos *= 10;
        }
        return Instant.ofEpochSecond(seconds, nanos);
    }
}
