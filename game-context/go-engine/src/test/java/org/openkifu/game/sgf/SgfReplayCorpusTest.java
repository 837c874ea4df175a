package org.openkifu.game.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.RulePresets;

/** Each file of the Little Go corpus is replayed, or refused, the way its README.txt says Little Go means it. */
class SgfReplayCorpusTest {

    /** Files the reader already refuses (see SgfCorpusRoundTripTest). */
    private static final Set<String> UNREADABLE = Set.of("sgfc/test.sgf", "Illegal games/not-an-sgf-file.sgf",
            "Illegal games/encoding-detection-fails.sgf", "Illegal games/encoding-multiple.sgf",
            "Illegal games/encoding-unsupported.sgf");

    /** Well-formed for SGFC, but its first game announces HA[2] with no stones: Little Go refuses that. */
    private static final String STRICT_BUT_UNPLAYABLE = "sgfc/test-strict.sgf";

    static Stream<Arguments> playableFiles() {
        return SgfFiles.all().stream()
                .map(SgfFiles::name)
                .filter(n -> !n.startsWith("Illegal games/") && !UNREADABLE.contains(n) && !n.equals(STRICT_BUT_UNPLAYABLE))
                .map(n -> Arguments.of(n, SgfFiles.file(n)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("playableFiles")
    void legalRecordsReplayToTheEnd(String name, Path file) throws Exception {
        SgfNode root = SgfReader.read(file).firstGame();
        long recorded = root.mainLine().stream().filter(n -> n.has("B") || n.has("W")).count();

        Replay replay = SgfReplay.replay(root);

        assertThat(replay.moves()).hasSize((int) recorded);
        // stones on the board = handicap + setup + plays - every capture: nothing was lost or invented
        int plays = (int) replay.moves().stream().filter(m -> m.point() != null).count();
        int captured = replay.moves().stream().mapToInt(m -> m.captured().size()).sum();
        int onBoard = replay.board().count(Color.BLACK) + replay.board().count(Color.WHITE);
        Replay beforeFirstMove = SgfReplay.replay(prefixWithoutMoves(root), null, SgfReplay.DEFAULT_MAX_MOVES, false);
        int setup = beforeFirstMove.board().count(Color.BLACK) + beforeFirstMove.board().count(Color.WHITE);
        assertThat(onBoard).isEqualTo(setup + plays - captured);
        assertThat(replay.position().prisoners(Color.BLACK) + replay.position().prisoners(Color.WHITE)).isEqualTo(captured);
        if (!replay.moves().isEmpty()) {
            assertThat(replay.toMove()).isEqualTo(replay.moves().get(replay.moves().size() - 1).color().opposite());
        }
    }

    /** A copy of the main line's nodes up to the first move: the setup alone. */
    private static SgfNode prefixWithoutMoves(SgfNode root) {
        SgfNode copy = null;
        SgfNode last = null;
        for (SgfNode n : root.mainLine()) {
            if (n.has("B") || n.has("W")) {
                break;
            }
            SgfNode node = new SgfNode();
            n.properties().forEach(node::add);
            if (copy == null) {
                copy = node;
            } else {
                last.addChild(node);
            }
            last = node;
        }
        return copy == null ? new SgfNode() : copy;
    }

    @ParameterizedTest(name = "{0} -> {1} at move {2}")
    @CsvSource({
            "illegal-move.sgf, POINT_OCCUPIED, 16",
            "illegal-setup.sgf, ILLEGAL_SETUP, 0",
            "not-enough-handicap-stones.sgf, HANDICAP_STONES_MISSING, 0",
            "setup-before-handicap-setup.sgf, HANDICAP_AFTER_SETUP, 0",
            "setup-after-first-move.sgf, SETUP_AFTER_FIRST_MOVE, 1",
            "setup-player-after-first-move.sgf, SETUP_PLAYER_AFTER_FIRST_MOVE, 1",
            "suicide.sgf, MOVE_ILLEGAL_SUICIDE, 4",
            "too-many-moves.sgf, TOO_MANY_MOVES, 1395",
            "positional-superko.sgf, MOVE_ILLEGAL_SUPERKO, 23",
            "situational-superko.sgf, MOVE_ILLEGAL_SUPERKO, 24",
            "sgfc/test-strict.sgf, HANDICAP_STONES_MISSING, 0",
    })
    void illegalGamesAreRefusedWithTheirReason(String name, String code, int move) throws Exception {
        String path = name.contains("/") ? name : "Illegal games/" + name;
        SgfNode root = SgfReader.read(SgfFiles.file(path)).firstGame();
        assertThatThrownBy(() -> SgfReplay.replay(root))
                .isInstanceOfSatisfying(SgfReplayException.class, e -> {
                    assertThat(e.code()).isEqualTo(code);
                    assertThat(e.moveNumber()).isEqualTo(move);
                    assertThat(e.getMessage()).isNotBlank();
                });
    }

    @ParameterizedTest(name = "{0} under {1}")
    @CsvSource({
            "Illegal games/situational-superko.sgf, aga, MOVE_ILLEGAL_SUPERKO",
            "Illegal games/positional-superko.sgf, little-go, MOVE_ILLEGAL_SUPERKO",
            "25x25/25x25_single_black_move.sgf, little-go, BOARD_SIZE_UNSUPPORTED",
    })
    void theRulesDecideWhatIsRefused(String name, String preset, String code) throws Exception {
        SgfNode root = SgfReader.read(SgfFiles.file(name)).firstGame();
        assertThatThrownBy(() -> SgfReplay.replay(root, RulePresets.byId(preset), SgfReplay.DEFAULT_MAX_MOVES, false))
                .isInstanceOfSatisfying(SgfReplayException.class, e -> assertThat(e.code()).isEqualTo(code));
    }

    @org.junit.jupiter.api.Test
    void aLongCycleIsOnlyASuperkoViolation() throws Exception {
        SgfNode root = SgfReader.read(SgfFiles.file("Illegal games/positional-superko.sgf")).firstGame();
        Replay underSimpleKo = SgfReplay.replay(root, RulePresets.byId("japanese"), SgfReplay.DEFAULT_MAX_MOVES, true);
        assertThat(underSimpleKo.moves()).hasSize(23);
        assertThat(underSimpleKo.positions()).hasSize(23);
        assertThat(underSimpleKo.positions().get(22)).isEqualTo(underSimpleKo.board());
    }
}
