package org.openkifu.infra.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

/** The checks every context's request bodies call, at their documented defaults. */
class TextLimitsTest {

    private final TextLimits limits = new TextLimits();

    @Test
    void namesAreSingleLinesOfAtMostEightyCharacters() {
        assertThatCode(() -> limits.name("name", "é".repeat(80))).doesNotThrowAnyException();
        assertThat(code(() -> limits.name("name", "x".repeat(81)))).isEqualTo("FIELD_TOO_LONG");
        assertThat(code(() -> limits.name("name", "a\nb"))).isEqualTo("INVALID_CHARACTERS");
        assertThat(code(() -> limits.name("name", "a\u2029b"))).isEqualTo("INVALID_CHARACTERS");
        assertThat(code(() -> limits.location("location", "a\tb"))).isEqualTo("INVALID_CHARACTERS");
        assertThatCode(() -> limits.name("name", null)).doesNotThrowAnyException();
    }

    @Test
    void clubsHaveAtMostFourCharactersAsTheEgfWritesThem() {
        assertThatCode(() -> limits.club("club", "Amst")).doesNotThrowAnyException();
        assertThat(code(() -> limits.club("club", "Amste"))).isEqualTo("FIELD_TOO_LONG");
    }

    @Test
    void countriesAreIsoCodes() {
        assertThatCode(() -> limits.country("country", "NL")).doesNotThrowAnyException();
        assertThatCode(() -> limits.country("country", "de")).doesNotThrowAnyException();
        assertThat(code(() -> limits.country("country", "Netherlands"))).isEqualTo("INVALID_COUNTRY");
        assertThat(code(() -> limits.country("country", "QQ"))).isEqualTo("INVALID_COUNTRY");
        assertThat(code(() -> limits.country("country", "N"))).isEqualTo("INVALID_COUNTRY");
    }

    @Test
    void messagesMayHaveLinesButNoOtherControlCharacters() {
        assertThatCode(() -> limits.message("message", "one\r\ntwo\tthree")).doesNotThrowAnyException();
        assertThat(code(() -> limits.message("message", "bell\u0007"))).isEqualTo("INVALID_CHARACTERS");
        assertThat(code(() -> limits.message("message", "m".repeat(2001)))).isEqualTo("FIELD_TOO_LONG");
    }

    @Test
    void userIdsThatNoAccountCanHaveAreRefusedWithoutALookup() {
        assertThatCode(() -> limits.userId("defender", "alice.b-2_x")).doesNotThrowAnyException();
        assertThat(code(() -> limits.userId("defender", "x".repeat(1 << 20)))).isEqualTo("FIELD_TOO_LONG");
        assertThat(code(() -> limits.userId("defender", "bob smith"))).isEqualTo("UNKNOWN_PLAYER");
        assertThat(code(() -> limits.userId("defender", ".bob"))).isEqualTo("UNKNOWN_PLAYER");
        assertThat(TextLimits.isPossibleAccountName("x".repeat(64))).isTrue();
        assertThat(TextLimits.isPossibleAccountName("x".repeat(65))).isFalse();
        assertThat(TextLimits.isPossibleAccountName(null)).isFalse();
    }

    @Test
    void theLimitsAreConfigurable() {
        limits.setName(5);
        assertThat(code(() -> limits.name("name", "abcdef"))).isEqualTo("FIELD_TOO_LONG");
        ApiException e = catchThrowableOfType(ApiException.class, () -> limits.name("name", "abcdef"));
        assertThat(e.properties()).containsEntry("field", "name").containsEntry("maxLength", 5);
    }

    private static String code(Runnable check) {
        ApiException e = catchThrowableOfType(ApiException.class, check::run);
        return e == null ? null : e.code();
    }
}
