package org.openkifu.game.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Every file of the Little Go corpus either round-trips or is refused with the error Little Go intends. */
class SgfCorpusRoundTripTest {

    /** Files whose reading must fail; the replay test covers those that are readable but unplayable. */
    private static final Set<String> UNREADABLE = Set.of(
            "sgfc/test.sgf",
            "Illegal games/not-an-sgf-file.sgf",
            "Illegal games/encoding-detection-fails.sgf",
            "Illegal games/encoding-multiple.sgf",
            "Illegal games/encoding-unsupported.sgf");

    static Stream<Arguments> readableFiles() {
        return SgfFiles.all().stream()
                .filter(p -> !UNREADABLE.contains(SgfFiles.name(p)))
                .map(p -> Arguments.of(SgfFiles.name(p), p));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readableFiles")
    void readWriteReadGivesAnEqualTree(String name, Path file) throws Exception {
        SgfCollection first = SgfReader.read(file);
        byte[] written = SgfWriter.toBytes(first);
        SgfCollection second = SgfReader.read(written);
        assertThat(second.gameTrees()).isEqualTo(first.gameTrees());
        assertThat(second.charset()).isEqualTo(first.charset());
        // writing is stable: a second pass gives the very same text
        assertThat(SgfWriter.write(second)).isEqualTo(SgfWriter.write(first));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "Illegal games/not-an-sgf-file.sgf, SGF_SYNTAX, 1, 1",
            "Illegal games/encoding-detection-fails.sgf, SGF_ENCODING_DETECTION_FAILED, 1, 2",
            "Illegal games/encoding-multiple.sgf, SGF_ENCODING_MULTIPLE, 2, 13",
            "Illegal games/encoding-unsupported.sgf, SGF_ENCODING_UNSUPPORTED, 1, 13",
            "sgfc/test.sgf, SGF_SYNTAX, 8, 4",
    })
    void unreadableFilesAreRefusedWithTheirCode(String name, String code, int line, int column) {
        Path file = SgfFiles.file(name);
        assertThatThrownBy(() -> SgfReader.read(Files.readAllBytes(file)))
                .isInstanceOfSatisfying(SgfException.class, e -> {
                    assertThat(e.code()).isEqualTo(code);
                    assertThat(List.of(e.line(), e.column())).containsExactly(line, column);
                    assertThat(e.getMessage()).isNotBlank();
                });
    }

    /** SGFC's "evil" file: refused by the strict reader above, salvaged by the lenient one, then stable. */
    @org.junit.jupiter.api.Test
    void theLenientReaderSalvagesSgfcsBrokenTestFileAndItRoundTrips() throws Exception {
        SgfCollection salvaged = SgfReader.readLenient(Files.readAllBytes(SgfFiles.file("sgfc/test.sgf")));
        assertThat(salvaged.warnings()).anySatisfy(w -> assertThat(w).startsWith("line 8, column 4: skipped lower-case 'i'"));
        assertThat(salvaged.warnings()).anySatisfy(w -> assertThat(w).contains("dropped an empty game tree"));
        assertThat(salvaged.firstGame().mainLine()).hasSizeGreaterThan(5);
        // "nolowercaseinpropidallowedW[aa]" is read as W[aa], as SGFC does
        assertThat(SgfWriter.write(salvaged)).contains(";W[aa]");
        SgfCollection again = SgfReader.read(SgfWriter.toBytes(salvaged));
        assertThat(again.gameTrees()).isEqualTo(salvaged.gameTrees());
        assertThat(again.warnings()).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void theCorpusIsWhereWeExpectIt() {
        assertThat(SgfFiles.all()).hasSizeGreaterThanOrEqualTo(44);
    }
}
