package org.openkifu.infra.web;

import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.type.LogicalType;

/**
 * Request bodies are read strictly (docs/security.md, "Strict JSON"): a body means one thing or it is refused with
 * 400 MALFORMED_REQUEST_BODY. Jackson's leniencies each let a request say something else than it seemed to:
 * {@code {"point":"D4","point":"E5"}} played E5, {@code "D4\u0000"} was played as D4, a board size of {@code 19.5}
 * made a 19x19 game, a user name {@code 123} became "123". So: duplicate keys, fractions for whole numbers, numbers or
 * booleans for text, text for numbers, numbers for booleans or enums, and control characters inside text are refused.
 */
@Configuration(proxyBeanMethods = false)
public class StrictJson {

    /** What a refused control character's message starts with (ApiProblems says which field). */
    static final String CONTROL_CHARACTER = "text may not contain control characters";
    /** What a refused oversized text's message starts with (ApiProblems answers FIELD_TOO_LONG). */
    static final String TOO_LONG = "text may not be longer than";

    @Bean
    JsonMapperBuilderCustomizer strictJsonReading(TextLimits limits) {
        return builder -> builder
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(EnumFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .withCoercionConfig(LogicalType.Boolean,
                        c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail))
                .addModule(new SimpleModule("openkifu-strict-text").addDeserializer(String.class, new TextOnly(limits.getText())));
    }

    /**
     * Text fields take JSON strings only (null stays null) and no control characters but tab, line feed and carriage
     * return (a message may have lines): a NUL or an escape sequence in a name or a point is never meant. And at most
     * {@code openkifu.limits.text} characters, whatever the field: fields with a tighter limit check it themselves
     * ({@link BoundedText}), this one holds every other string, in every context, to a size a list can show.
     */
    static final class TextOnly extends ValueDeserializer<String> {

        private final int maxLength;

        TextOnly(int maxLength) {
            this.maxLength = maxLength;
        }

        @Override
        public String deserialize(JsonParser p, DeserializationContext ctxt) {
            if (p.currentToken() != JsonToken.VALUE_STRING) {
                return (String) ctxt.handleUnexpectedToken(String.class, p);
            }
            String text = p.getString();
            if (text.length() > maxLength) {
                throw MismatchedInputException.from(p, String.class, TOO_LONG + " " + maxLength + " characters");
            }
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (Character.isISOControl(c) && c != '\t' && c != '\n' && c != '\r') {
                    throw MismatchedInputException.from(p, String.class,
                            CONTROL_CHARACTER + " (found U+" + String.format("%04X", (int) c) + ")");
                }
            }
            return text;
        }
    }
}
