package org.openkifu.infra.web;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.http.HttpStatus;
import org.springframework.util.unit.DataSize;

/**
 * {@code openkifu.limits.*}: the one place that says how long a piece of text sent to the API may be, and what it may
 * contain (docs/security.md, "Limits"). A 3 MiB tournament name once made every list of tournaments run out of memory,
 * and a 1 MiB user id in a challenge reached the event store's key: text is checked at the edge, before any lookup.
 *
 * <p>Request bodies call the checks from {@link BoundedText#checkText}; every other JSON string is held to
 * {@link #getText()} by {@link StrictJson}, and path variables and query parameters to {@link #getParameter()} by
 * {@link BoundedParameters}. Lengths count UTF-16 units, which is what a Java string holds in memory.
 */
@ConfigurationProperties("openkifu.limits")
public class TextLimits {

    /** Account names: the account's rule (docs/security.md), not configurable, since stored names follow it. */
    public static final int USER_ID = 64;
    private static final Pattern ACCOUNT_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

    /** Names people give things and themselves: a ladder, a tournament, a player's display name. */
    private int name = 80;
    /** Where a tournament is played. */
    private int location = 80;
    /** A club as the EGF rating list writes it: at most four characters. */
    private int club = 4;
    /** Free text with lines: an invitation's message, a result correction's note, a description. */
    private int message = 2000;
    /** Ids the server or client makes (game, ladder, tournament, challenge ids; idempotency keys). */
    private int identifier = 128;
    /** Any other string in a JSON body (ranks, presets, choices): above every field-specific limit. */
    private int text = 4000;
    /** A path variable or a query parameter's value under /api. */
    private int parameter = 256;
    /** A JSON request body; other bodies have {@code openkifu.security.max-body-size}. */
    private DataSize jsonBody = DataSize.ofMegabytes(1);

    /** A single-line name: at most {@link #getName()} characters, no control characters. Null passes. */
    public void name(String field, String value) {
        singleLine(field, value, name);
    }

    public void location(String field, String value) {
        singleLine(field, value, location);
    }

    public void club(String field, String value) {
        singleLine(field, value, club);
    }

    /** Text with lines: tab, line feed and carriage return allowed, other control characters not. */
    public void message(String field, String value) {
        if (value == null) {
            return;
        }
        length(field, value, message);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isISOControl(c) && c != '\t' && c != '\n' && c != '\r') {
                throw invalidCharacters(field, c);
            }
        }
    }

    public void identifier(String field, String value) {
        singleLine(field, value, identifier);
    }

    /** An ISO 3166-1 alpha-2 country code ({@code NL}, {@code de}); null passes. */
    public void country(String field, String value) {
        if (value == null) {
            return;
        }
        if (value.length() != 2 || !COUNTRIES.contains(value.toUpperCase(Locale.ROOT))) {
            throw new ApiException(HttpStatus.BAD_REQUEST, "INVALID_COUNTRY", "'" + field + "' must be a country's "
                    + "two-letter ISO 3166 code, such as NL or DE").with("field", field);
        }
    }

    /**
     * A player named by account: longer than any account name is {@code FIELD_TOO_LONG}; a name no account can have
     * is {@code 422 UNKNOWN_PLAYER}, decided without reading the store. Null passes (the caller says if required).
     */
    public void userId(String field, String value) {
        if (value == null) {
            return;
        }
        length(field, value, USER_ID);
        if (!isPossibleAccountName(value.strip())) {
            throw new ApiException(HttpStatus.UNPROCESSABLE_CONTENT, "UNKNOWN_PLAYER",
                    "'" + field + "' names no account: account names are letters, digits, '_', '.' and '-'")
                    .with("field", field);
        }
    }

    /** Whether an account could have this name; a name that could not is known to have none without a lookup. */
    public static boolean isPossibleAccountName(String value) {
        return value != null && value.length() <= USER_ID && ACCOUNT_NAME.matcher(value).matches();
    }

    private static void singleLine(String field, String value, int max) {
        if (value == null) {
            return;
        }
        length(field, value, max);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            // line and paragraph separators split a line as surely as a line feed (EGF files, logs, lists)
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                throw invalidCharacters(field, c);
            }
        }
    }

    static void length(String field, String value, int max) {
        if (value.length() > max) {
            throw tooLong(field, max);
        }
    }

    static ApiException tooLong(String field, int max) {
        return new ApiException(HttpStatus.BAD_REQUEST, "FIELD_TOO_LONG",
                "'" + field + "' is longer than the " + max + " characters it may have")
                .with("field", field).with("maxLength", max);
    }

    private static ApiException invalidCharacters(String field, char c) {
        return new ApiException(HttpStatus.BAD_REQUEST, "INVALID_CHARACTERS", "'" + field
                + "' may not contain control characters or line breaks (found U+" + String.format("%04X", (int) c)
                + ")").with("field", field);
    }

    public int getName() {
        return name;
    }

    public void setName(int name) {
        this.name = name;
    }

    public int getLocation() {
        return location;
    }

    public void setLocation(int location) {
        this.location = location;
    }

    public int getClub() {
        return club;
    }

    public void setClub(int club) {
        this.club = club;
    }

    public int getMessage() {
        return message;
    }

    public void setMessage(int message) {
        this.message = message;
    }

    public int getIdentifier() {
        return identifier;
    }

    public void setIdentifier(int identifier) {
        this.identifier = identifier;
    }

    public int getText() {
        return text;
    }

    public void setText(int text) {
        this.text = text;
    }

    public int getParameter() {
        return parameter;
    }

    public void setParameter(int parameter) {
        this.parameter = parameter;
    }

    public DataSize getJsonBody() {
        return jsonBody;
    }

    public void setJsonBody(DataSize jsonBody) {
        this.jsonBody = jsonBody;
    }
}
