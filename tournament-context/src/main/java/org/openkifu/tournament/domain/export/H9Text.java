package org.openkifu.tournament.domain.export;

import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.util.Locale;
import org.openkifu.tournament.domain.EntryFields;
import org.openkifu.tournament.domain.Rank;

/**
 * The cells of an h9 file, each of a fixed width whatever the stored text holds (entry refuses what does not fit,
 * {@link EntryFields}; this cleans again for text stored before those checks). Every character written is one byte
 * in ISO-8859-15, so a width in characters is a width in bytes.
 */
final class H9Text {

    static final Charset CHARSET = Charset.forName("ISO-8859-15");

    private H9Text() {
    }

    /**
     * One line of text: control characters and separators become spaces, brackets become parentheses (a header value
     * is written inside {@code [..]}), characters ISO-8859-15 lacks become {@code ?} (one byte, as the encoder would
     * write them), runs of spaces become one.
     */
    static String clean(String text) {
        if (text == null) {
            return "";
        }
        CharsetEncoder encoder = CHARSET.newEncoder();
        StringBuilder out = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (EntryFields.forbidden(c) && c != ']' || Character.isWhitespace(c)) {
                out.append(' ');
            } else if (c == '[' || c == ']') {
                out.append(c == '[' ? '(' : ')');
            } else if (Character.isBmpCodePoint(c) && encoder.canEncode((char) c)) {
                out.append((char) c);
            } else {
                out.append('?');
            }
        });
        return out.toString().replaceAll(" {2,}", " ").strip();
    }

    /** The last {@code width} characters, right-aligned (OpenGotha's rule for places, ranks, clubs and games). */
    static String right(String text, int width) {
        String padded = " ".repeat(width) + text;
        return padded.substring(padded.length() - width);
    }

    /** The first {@code width} characters, left-aligned (names). */
    static String left(String text, int width) {
        String padded = text + " ".repeat(width);
        return padded.substring(0, width);
    }

    /** Upper case as OpenGotha writes ranks: {@code 1D}, {@code 5K}, {@code 30K}; professionals {@code 1P}. */
    static String rank(Rank r) {
        return r.number() + String.valueOf(r.kind()).toUpperCase(Locale.ROOT);
    }

    /** An ISO 3166 code in upper case; {@code XX} for none and for anything stored that is not a code. */
    static String country(String stored) {
        String c = clean(stored);
        return EntryFields.isCountry(c) ? c.toUpperCase(Locale.ROOT) : "XX";
    }

    /** The club's last four characters without spaces, right-aligned; {@code xxxx} for none. */
    static String club(String stored) {
        String c = clean(stored).replace(" ", "");
        return right(c.isEmpty() ? "xxxx" : c, 4);
    }

    /**
     * A criterion's value: whole numbers as OpenGotha writes them, fractions as decimals ({@code 31.5}, SODOS's
     * quarters {@code 15.75}) where OpenGotha's ½ ¼ ¾ come out as {@code ?} in ISO-8859-15. The writer widens the
     * criterion's column for the whole file when a value needs more than 4 characters, so columns stay aligned.
     */
    static String criterion(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** Komi as entered: 6.5, 7, 0.5. */
    static String number(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
