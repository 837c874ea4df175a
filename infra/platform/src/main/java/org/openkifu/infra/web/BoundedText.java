package org.openkifu.infra.web;

/**
 * A request body that checks its own text against the platform's {@link TextLimits}: which field is a name, a
 * message, a country or a player. {@link BoundedTextAdvice} calls it right after the body is read, before the
 * controller runs, so an oversized or forged field is refused before any lookup or command.
 */
public interface BoundedText {

    /** Throws the {@link ApiException} of the first field out of bounds ({@code FIELD_TOO_LONG}, ...). */
    void checkText(TextLimits limits);
}
