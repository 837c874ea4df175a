package org.openkifu.game.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SgfReaderTest {

    @Test
    void readsSequenceVariationsAndPropertyOrder() {
        SgfCollection c = SgfReader.read("(;FF[4]SZ[9]XX[kept];B[ee](;W[cc];B[dd])(;W[gg]))");
        SgfNode root = c.firstGame();
        assertThat(root.properties()).extracting(SgfProperty::identifier).containsExactly("FF", "SZ", "XX");
        assertThat(root.value("XX")).isEqualTo("kept");
        SgfNode b = root.next();
        assertThat(b.value("B")).isEqualTo("ee");
        assertThat(b.children()).hasSize(2);
        assertThat(b.children().get(0).value("W")).isEqualTo("cc");
        assertThat(b.children().get(0).next().value("B")).isEqualTo("dd");
        assertThat(b.children().get(1).value("W")).isEqualTo("gg");
        assertThat(root.mainLine()).hasSize(4);
    }

    @Test
    void readsSeveralGameTreesAndMultipleValues() {
        SgfCollection c = SgfReader.read("junk before\n(;AB[aa][bb] [cc])\n(;C[second])");
        assertThat(c.gameTrees()).hasSize(2);
        assertThat(c.firstGame().values("AB")).containsExactly("aa", "bb", "cc");
        assertThat(c.gameTrees().get(1).value("C")).isEqualTo("second");
    }

    @Test
    void keepsEscapesRawAndDecodesTextOnRequest() {
        SgfNode root = SgfReader.read("(;C[a\\]b\\\\c\\\nd\ne\tf]PB[x\ny])").firstGame();
        assertThat(root.value("C")).isEqualTo("a\\]b\\\\c\\\nd\ne\tf");
        assertThat(SgfText.text(root.value("C"))).isEqualTo("a]b\\cd\ne f");
        assertThat(SgfText.simpleText(root.value("PB"))).isEqualTo("x y");
        assertThat(SgfText.text(SgfText.escape("x]y\\z:w"))).isEqualTo("x]y\\z:w");
    }

    @Test
    void syntaxErrorsSayWhereAndWhat() {
        assertThatThrownBy(() -> SgfReader.read("(;B[aa]\n;W[bb"))
                .isInstanceOfSatisfying(SgfSyntaxException.class, e -> {
                    assertThat(e.code()).isEqualTo("SGF_SYNTAX");
                    assertThat(e.line()).isEqualTo(2);
                    assertThat(e.getMessage()).contains("no closing ']'");
                });
        assertThatThrownBy(() -> SgfReader.read("(;B[aa]\n  ;w[bb])"))
                .isInstanceOfSatisfying(SgfSyntaxException.class, e -> {
                    assertThat(e.line()).isEqualTo(2);
                    assertThat(e.column()).isEqualTo(4);
                    assertThat(e.getMessage()).contains("upper-case");
                });
        assertThatThrownBy(() -> SgfReader.read("(;B[aa]C[x)"))
                .isInstanceOfSatisfying(SgfSyntaxException.class, e -> assertThat(e.getMessage()).contains("no closing"));
        assertThatThrownBy(() -> SgfReader.read("()"))
                .isInstanceOfSatisfying(SgfSyntaxException.class, e -> assertThat(e.column()).isEqualTo(2));
        assertThatThrownBy(() -> SgfReader.read("(;AddBlack[aa])"))
                .isInstanceOfSatisfying(SgfSyntaxException.class, e -> {
                    assertThat(e.column()).isEqualTo(4);
                    assertThat(e.getMessage()).contains("upper-case", "'Ad...'");
                });
        assertThatThrownBy(() -> SgfReader.read("(;B)"))
                .isInstanceOfSatisfying(SgfSyntaxException.class, e -> assertThat(e.getMessage()).contains("needs a value"));
        assertThatThrownBy(() -> SgfReader.read("hello"))
                .isInstanceOfSatisfying(SgfSyntaxException.class, e -> assertThat(e.getMessage()).contains("no game tree"));
        assertThatThrownBy(() -> SgfReader.read("(;B[aa]) x"))
                .isInstanceOfSatisfying(SgfSyntaxException.class, e -> assertThat(e.column()).isEqualTo(10));
    }

    @Test
    void aFileCutOffAfterItsLastNodeIsClosedWithAWarning() {
        SgfCollection c = SgfReader.read("(;SZ[9](;B[aa];W[bb]\n");
        assertThat(c.firstGame().mainLine()).hasSize(3);
        assertThat(c.warnings()).singleElement().asString().contains("2 game tree(s) still open");
    }

    @Test
    void theLenientReaderRepairsAndSaysWhat() {
        SgfCollection c = SgfReader.readLenient("()(;AddBlack[aa] x;B[bb]C[cut\\".getBytes(StandardCharsets.UTF_8));
        SgfNode root = c.firstGame();
        assertThat(root.values("AB")).containsExactly("aa");
        assertThat(root.next().value("C")).isEqualTo("cut");
        assertThat(c.warnings()).hasSizeGreaterThanOrEqualTo(4);
        assertThat(SgfReader.read(SgfWriter.toBytes(c)).gameTrees()).isEqualTo(c.gameTrees());
        assertThatThrownBy(() -> SgfReader.readLenient("no tree".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(SgfSyntaxException.class);
    }

    @Test
    void honoursTheDeclaredCharacterSet() {
        byte[] latin1 = "(;CA[ISO-8859-1]PB[Jos\u00e9])".getBytes(StandardCharsets.ISO_8859_1);
        SgfCollection c = SgfReader.read(latin1);
        assertThat(c.charset()).isEqualTo(StandardCharsets.ISO_8859_1);
        assertThat(c.firstGame().value("PB")).isEqualTo("Jos\u00e9");

        byte[] utf8 = "(;CA[utf-8]PB[\u5c0f\u6797])".getBytes(StandardCharsets.UTF_8);
        assertThat(SgfReader.read(utf8).firstGame().value("PB")).isEqualTo("\u5c0f\u6797");
    }

    @Test
    void decodesShiftJisWhoseBytesLookLikeEscapes() {
        // U+8868 encodes as 0x95 0x5C in Shift_JIS: the second byte is a backslash in ASCII
        byte[] sjis = "(;CA[Shift_JIS]C[\u8868])".getBytes(java.nio.charset.Charset.forName("Shift_JIS"));
        assertThat(SgfReader.read(sjis).firstGame().value("C")).isEqualTo("\u8868");
    }

    @Test
    void withoutCaUsesUtf8WhenValidElseLatin1() {
        assertThat(SgfReader.read("(;PB[\u00e9])".getBytes(StandardCharsets.UTF_8)).charset()).isEqualTo(StandardCharsets.UTF_8);
        SgfCollection latin = SgfReader.read("(;PB[\u00e9])".getBytes(StandardCharsets.ISO_8859_1));
        assertThat(latin.charset()).isEqualTo(StandardCharsets.ISO_8859_1);
        assertThat(latin.firstGame().value("PB")).isEqualTo("\u00e9");
    }

    @Test
    void aUtf8ByteOrderMarkIsSkippedButMayNotContradictCa() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] body = "(;PB[\u00e9])".getBytes(StandardCharsets.UTF_8);
        byte[] file = new byte[bom.length + body.length];
        System.arraycopy(bom, 0, file, 0, 3);
        System.arraycopy(body, 0, file, 3, body.length);
        assertThat(SgfReader.read(file).firstGame().value("PB")).isEqualTo("\u00e9");

        byte[] latin = "(;CA[ISO-8859-1])".getBytes(StandardCharsets.US_ASCII);
        byte[] contradicting = new byte[3 + latin.length];
        System.arraycopy(bom, 0, contradicting, 0, 3);
        System.arraycopy(latin, 0, contradicting, 3, latin.length);
        assertThatThrownBy(() -> SgfReader.read(contradicting))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo("SGF_ENCODING_MULTIPLE"));
    }

    @Test
    void theSameSetDeclaredByEveryTreeIsFine() {
        SgfCollection c = SgfReader.read("(;CA[UTF-8])(;CA[utf8])".getBytes(StandardCharsets.US_ASCII));
        assertThat(c.charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(c.gameTrees()).hasSize(2);
    }

    @Test
    void bytesThatBreakTheDeclaredSetAreReported() {
        byte[] bad = "(;CA[UTF-8]PB[\u00e9])".getBytes(StandardCharsets.ISO_8859_1);
        assertThatThrownBy(() -> SgfReader.read(bad))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo("SGF_ENCODING_INVALID"));
    }

    // found by SgfFuzzTest: the CA scan took a '[' in the text before the first '(' for a value and missed the CA
    @Test
    void aBracketBeforeTheFirstGameTreeDoesNotHideItsCharacterSet() {
        byte[] sgf = ":[\\LM(;FF[4]CA[foo]SZ[9])".getBytes(StandardCharsets.US_ASCII);
        assertThatThrownBy(() -> SgfReader.read(sgf))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo("SGF_ENCODING_UNSUPPORTED"));
    }

    // found by SgfFuzzTest: a byte that is not UTF-8 in a mail header made the file ISO-8859-1, and the same
    // record written back (without the header) then read as UTF-8
    @Test
    void theTextBeforeTheFirstGameTreeDoesNotDecideTheCharacterSet() {
        byte[] header = {'F', 'r', 'o', 'm', ':', (byte) 0xff, '\n'};
        byte[] tree = "(;FF[4]PB[L\u00e9e])".getBytes(StandardCharsets.UTF_8);
        byte[] sgf = java.util.Arrays.copyOf(header, header.length + tree.length);
        System.arraycopy(tree, 0, sgf, header.length, tree.length);
        SgfCollection read = SgfReader.read(sgf);
        assertThat(read.charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(read.firstGame().value("PB")).isEqualTo("L\u00e9e");
        assertThat(SgfReader.read(SgfWriter.toBytes(read)).gameTrees()).isEqualTo(read.gameTrees());
    }

    // found by SgfFuzzTest: a salvaged file must read back as it was salvaged
    @Test
    void theLenientReaderKeepsTheCharacterSetItReadTheFileIn() {
        // 0xff in the junk makes the file ISO-8859-1; without it the value's bytes C3 A9 would read as UTF-8 "\u00e9"
        byte[] sgf = {'(', ';', 'x', (byte) 0xff, 'P', 'B', '[', (byte) 0xc3, (byte) 0xa9, ']', ')'};
        SgfCollection salvaged = SgfReader.readLenient(sgf);
        assertThat(salvaged.firstGame().value("PB")).isEqualTo("\u00c3\u00a9");
        assertThat(salvaged.firstGame().value("CA")).isEqualTo("ISO-8859-1");
        assertThat(SgfReader.read(SgfWriter.toBytes(salvaged)).gameTrees()).isEqualTo(salvaged.gameTrees());

        // "CAx[foo]" is salvaged as CA[foo], which names no character set the file was read in: dropped
        SgfCollection repaired = SgfReader.readLenient("(;CAx[foo]PB[Lee])".getBytes(StandardCharsets.UTF_8));
        assertThat(repaired.firstGame().has("CA")).isFalse();
        assertThat(repaired.warnings()).anySatisfy(w -> assertThat(w).startsWith("dropped CA[foo]"));
        assertThat(SgfReader.read(SgfWriter.toBytes(repaired)).gameTrees()).isEqualTo(repaired.gameTrees());
    }
}
