package org.openkifu.game.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.ImportRejected;

/**
 * Records built to be expensive: 100,000 properties in one node, 100,000 nodes, 100,000 nested variations, a 10 MB
 * comment. Each operation must be linear in the input, so each case runs in well under a second; a regression to a
 * quadratic scan turns this class into minutes of test run (the 100,000-property node took 40 s per read). Where the
 * work is countable, the property lookups are counted as well ({@link SgfNode#lookupVisits()}).
 */
class SgfLinearityTest {

    private static final int N = 100_000;
    /** No limit at all: what the code does when nothing stops it early. */
    private static final SgfLimits UNLIMITED = new SgfLimits(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE,
            Integer.MAX_VALUE);

    /** XAAAA, XAAAB, ...: distinct unknown identifiers, as in the abuse report. */
    private static String identifier(int i) {
        StringBuilder id = new StringBuilder("X");
        for (int k = 0; k < 4; k++) {
            id.append((char) ('A' + i % 26));
            i /= 26;
        }
        return id.toString();
    }

    private static byte[] manyProperties(int count) {
        StringBuilder sgf = new StringBuilder("(;FF[4]SZ[19]");
        for (int i = 0; i < count; i++) {
            sgf.append(identifier(i)).append("[1]");
        }
        return sgf.append(";B[dd];W[pp])").toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A root, then passes: {@code nodes} nodes in the main line. */
    private static byte[] manyNodes(int nodes) {
        StringBuilder sgf = new StringBuilder("(;FF[4]SZ[19]");
        for (int i = 1; i < nodes; i++) {
            sgf.append(i % 2 == 1 ? ";B[]" : ";W[]");
        }
        return sgf.append(')').toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] nested(int depth) {
        return ("(;" .repeat(depth) + ")".repeat(depth)).getBytes(StandardCharsets.UTF_8);
    }

    private static RuntimeException importing(byte[] sgf) {
        try {
            GameDecider.decide(new ImportGame(GameIds.forImport("abuser", sgf), "abuser", sgf, "abuse.sgf"), null,
                    Instant.parse("2026-11-22T10:00:00Z"));
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }

    @Test
    void aNodeOfOneHundredThousandPropertiesIsRefusedAtItsThousandAndFirst() {
        byte[] sgf = manyProperties(N);
        assertThatThrownBy(() -> SgfReader.read(sgf)).isInstanceOfSatisfying(SgfException.class, e -> {
            assertThat(e.code()).isEqualTo(SgfLimits.TOO_MANY_PROPERTIES);
            assertThat(e.column()).isEqualTo("(;FF[4]SZ[19]".length() + 998 * "XAAAA[1]".length() + 1);
        });
        assertThat(importing(sgf)).isInstanceOfSatisfying(ImportRejected.class,
                e -> assertThat(e.code()).isEqualTo(SgfLimits.TOO_MANY_PROPERTIES));
    }

    @Test
    void readingAndReplayingOneHundredThousandPropertiesVisitsEachAFewTimes() {
        byte[] sgf = manyProperties(N);
        SgfNode root = SgfReader.read(sgf, UNLIMITED).firstGame();
        assertThat(root.properties()).hasSize(N + 2);

        long before = SgfNode.lookupVisits();
        GameInfo info = GameInfo.of(root);
        long infoVisits = SgfNode.lookupVisits() - before;
        assertThat(info.size()).isEqualTo(19);
        // the index is built once (N visits) and each of ~20 game-information lookups costs one more
        assertThat(infoVisits).isBetween((long) N, 3L * N);

        before = SgfNode.lookupVisits();
        Replay replay = SgfReplay.replay(root);
        assertThat(replay.moves()).hasSize(2);
        assertThat(SgfNode.lookupVisits() - before).isLessThan(4L * N);

        String written = SgfWriter.writeTree(root);
        assertThat(SgfReader.read(written.getBytes(StandardCharsets.UTF_8), UNLIMITED).firstGame()).isEqualTo(root);
    }

    @Test
    void aMainLineOfOneHundredThousandNodesIsReadAndReplayedToTheMoveLimit() {
        byte[] sgf = manyNodes(N);
        SgfNode root = SgfReader.read(sgf).firstGame();
        assertThat(root.mainLine()).hasSize(N);

        long before = SgfNode.lookupVisits();
        Replay all = SgfReplay.replay(root, null, Integer.MAX_VALUE, false);
        assertThat(all.moves()).hasSize(N - 1);
        // a handful of lookups per node, each a scan of a node with one property
        assertThat(SgfNode.lookupVisits() - before).isLessThan(20L * N);

        assertThatThrownBy(() -> SgfReplay.replay(root)).isInstanceOfSatisfying(SgfReplayException.class, e -> {
            assertThat(e.code()).isEqualTo(SgfReplay.TOO_MANY_MOVES);
            assertThat(e.moveNumber()).isEqualTo(SgfReplay.DEFAULT_MAX_MOVES + 1);
        });
        assertThat(importing(sgf)).isInstanceOfSatisfying(ImportRejected.class, e -> {
            assertThat(e.code()).isEqualTo(SgfReplay.TOO_MANY_MOVES);
            assertThat(e.moveNumber()).isEqualTo(SgfReplay.DEFAULT_MAX_MOVES + 1);
        });
        assertThat(SgfReader.read(SgfWriter.writeTree(root)).firstGame()).isEqualTo(root);
    }

    @Test
    void oneNodeMoreThanTheLimitIsRefused() {
        assertThatThrownBy(() -> SgfReader.read(manyNodes(SgfLimits.DEFAULT.maxNodes() + 1)))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo(SgfLimits.TOO_MANY_NODES));
    }

    @Test
    void oneHundredThousandNestedVariationsAreRefusedByDefaultAndNeverOverflowTheStack() {
        byte[] sgf = nested(N);
        assertThatThrownBy(() -> SgfReader.read(sgf)).isInstanceOfSatisfying(SgfException.class, e -> {
            assertThat(e.code()).isEqualTo(SgfLimits.TOO_DEEP);
            assertThat(e.column()).isEqualTo(2 * SgfLimits.DEFAULT.maxDepth() + 1);
        });
        assertThat(importing(sgf)).isInstanceOfSatisfying(ImportRejected.class,
                e -> assertThat(e.code()).isEqualTo(SgfLimits.TOO_DEEP));

        // without the limit every operation still works without recursion
        SgfNode root = SgfReader.read(sgf, UNLIMITED).firstGame();
        assertThat(root.mainLine()).hasSize(N);
        SgfNode again = SgfReader.read(SgfWriter.writeTree(root).getBytes(StandardCharsets.UTF_8), UNLIMITED).firstGame();
        assertThat(again).isEqualTo(root).hasSameHashCodeAs(root);
        assertThat(SgfReplay.replay(root).moves()).isEmpty();
        assertThat(GameInfo.of(root).size()).isEqualTo(19);
    }

    @Test
    void aTenMegabyteCommentIsReadDecodedAndWrittenButNotImported() {
        StringBuilder comment = new StringBuilder(10_000_000);
        for (int i = 0; i < 10_000_000; i++) {
            comment.append(i % 1000 == 0 ? "\\]" : i % 77 == 0 ? "\n" : "x");
        }
        byte[] sgf = ("(;FF[4]CA[UTF-8]SZ[19]C[" + comment + "];B[dd])").getBytes(StandardCharsets.UTF_8);
        SgfCollection read = SgfReader.read(sgf);
        SgfNode root = read.firstGame();
        String text = GameInfo.of(root).comment();
        assertThat(text.length()).isEqualTo(10_000_000);
        assertThat(SgfText.escape(text)).hasSizeGreaterThan(text.length());
        assertThat(SgfWriter.toBytes(read)).hasSizeGreaterThan(10_000_000);
        assertThat(importing(sgf)).isInstanceOfSatisfying(ImportRejected.class,
                e -> assertThat(e.code()).isEqualTo(SgfLimits.TOO_LARGE));
    }

    @Test
    void repeatedRectanglesCostARowEachNotAPointEach() {
        // 1.75 MB of AB[aa:sr]: expanded point by point that was 85 million set insertions, twice per import
        byte[] sgf = ("(;FF[4]SZ[19]AB" + "[aa:sr]".repeat(250_000) + ";W[ss])").getBytes(StandardCharsets.UTF_8);
        Replay replay = SgfReplay.replay(SgfReader.read(sgf).firstGame());
        assertThat(replay.board().rows()).first().isEqualTo("X".repeat(19));
        assertThat(importing(sgf)).isInstanceOfSatisfying(ImportRejected.class,
                e -> assertThat(e.code()).isEqualTo("IMPORT_SETUP_UNSUPPORTED"));
        assertThat(SgfPoints.list(java.util.List.of("cc", "aa:bb", "bb", "ba"), 19)).extracting(p -> p.toSgf())
                .containsExactly("cc", "aa", "ba", "ab", "bb");
    }

    @Test
    void theLenientReaderListsAHundredRepairsAndCountsTheRest() {
        byte[] junk = ("(;FF[4]" + "x".repeat(2_000_000) + ")").getBytes(StandardCharsets.UTF_8);
        SgfCollection salvaged = SgfReader.readLenient(junk);
        assertThat(salvaged.warnings()).hasSize(101);
        assertThat(salvaged.warnings().get(100)).isEqualTo("... and 1999900 more repairs");
    }

    @Test
    void errorMessagesQuoteAnExcerptOfAHugeValue() {
        String huge = "9".repeat(1_000_000) + "x";
        assertThatThrownBy(() -> GameInfo.of(SgfReader.read("(;KM[" + huge + "])").firstGame()))
                .isInstanceOfSatisfying(SgfException.class, e -> {
                    assertThat(e.code()).isEqualTo(GameInfo.VALUE_INVALID);
                    assertThat(e.getMessage()).hasSizeLessThan(200).contains("1000001 characters");
                });
    }
}
