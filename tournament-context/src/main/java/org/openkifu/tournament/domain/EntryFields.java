package org.openkifu.tournament.domain;

import java.util.Locale;
import java.util.Set;

/**
 * The limits on the text a tournament stores and prints in the EGF results file (docs/tournaments.md, "The EGF
 * results file"; docs/security.md): checked when the text enters (creation, registration), so a stored field can never
 * forge a line of the file nor move a column. The h9 writer cleans old stored text again ({@code EgfH9Export}).
 *
 * <ul>
 * <li>no control character (newline, CR, tab, NUL, C1 controls) and no Unicode line or paragraph separator in any
 * field ({@link #INVALID_CHARACTERS}): a newline in a name would start a forged line of the file;</li>
 * <li>no {@code ]} anywhere ({@link #INVALID_CHARACTERS}): it would end an {@code EV[..]} or {@code PC[..]} header
 * early;</li>
 * <li>tournament name and location: at most {@link #TITLE_MAX} characters ({@link #FIELD_TOO_LONG});</li>
 * <li>a player's printed name: at most {@link #NAME_MAX} characters, the h9 name column; refused rather than cut,
 * so the file prints what the player registered;</li>
 * <li>club: 1 to {@link #CLUB_MAX} characters without spaces (the h9 club column);</li>
 * <li>country: an ISO 3166-1 alpha-2 code known to {@link Locale#getISOCountries()}, any case
 * ({@link #INVALID_COUNTRY}).</li>
 * </ul>
 */
public final class EntryFields {

    public static final String FIELD_TOO_LONG = "FIELD_TOO_LONG";
    public static final String INVALID_CHARACTERS = "INVALID_CHARACTERS";
    public static final String INVALID_COUNTRY = "INVALID_COUNTRY";

    /** A tournament's name and its location. */
    public static final int TITLE_MAX = 100;
    /** A player's name as the results print it: the h9 name column. */
    public static final int NAME_MAX = 30;
    /** The h9 club column. */
    public static final int CLUB_MAX = 4;

    private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

    private EntryFields() {
    }

    /** A tournament's name or location ({@code field} names it in the refusal). Null passes. */
    public static void title(String field, String value) {
        text(field, value, TITLE_MAX);
    }

    /** A registration's printed name, club and country; null (not given) passes each. */
    public static void entrant(String name, String country, String club) {
        text("name", name, NAME_MAX);
        text("club", club, CLUB_MAX);
        if (club != null && club.strip().chars().anyMatch(Character::isWhitespace)) {
            throw refuse(INVALID_CHARACTERS, "a club is one word of up to " + CLUB_MAX
                    + " characters (the EGF file's club column), e.g. Leid");
        }
        if (country != null && !country.isBlank() && !isCountry(country)) {
            throw refuse(INVALID_COUNTRY, "country '" + shown(country) + "' is not an ISO 3166 two-letter code, e.g. NL");
        }
    }

    /** Checks what an {@link Entrant} carries (its name is already trimmed and defaults to the user id). */
    public static void entrant(Entrant e) {
        entrant(e.name(), e.country(), e.club());
    }

    public static boolean isCountry(String code) {
        String c = code.strip();
        return c.length() == 2 && COUNTRIES.contains(c.toUpperCase(Locale.ROOT));
    }

    /** A character no field may hold: a control character, a line or paragraph separator, or ']'. */
    public static boolean forbidden(int codePoint) {
        return Character.isISOControl(codePoint) || codePoint == 0x2028 || codePoint == 0x2029 || codePoint == ']';
    }

    private static void text(String field, String value, int max) {
        if (value == null) {
            return;
        }
        // length first, on the raw text: a 3 MiB name is refused without scanning it
        String v = value.strip();
        if (v.length() > max * 2 || v.codePointCount(0, v.length()) > max) {
            throw refuse(FIELD_TOO_LONG, field + " has at most " + max + " characters (the EGF results file's limit)");
        }
        if (value.codePoints().anyMatch(EntryFields::forbidden)) { // the raw text: a trailing newline too
            throw refuse(INVALID_CHARACTERS, field + " cannot hold line breaks, tabs, other control characters or ']'");
        }
    }

    private static String shown(String s) {
        String cut = s.length() > 12 ? s.substring(0, 12) + "…" : s;
        return cut.codePoints().map(c -> forbidden(c) ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }

    private static TournamentViolation refuse(String code, String message) {
        return new TournamentViolation(code, message);
    }
}
