package org.openkifu.game.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CaptureAndSuicideTest {

    /** Black plays at the point; the listed points (SGF) are captured; the board afterwards. */
    static Stream<Arguments> captures() {
        return Stream.of(
                Arguments.of("single stone in the middle", new String[] {
                        ".....",
                        "..X..",
                        ".XO..",
                        "..X..",
                        "....."}, "dc", List.of("cc"), new String[] {
                        ".....",
                        "..X..",
                        ".X.X.",
                        "..X..",
                        "....."}),
                Arguments.of("corner stone", new String[] {
                        "OX...",
                        ".....",
                        ".....",
                        ".....",
                        "....."}, "ab", List.of("aa"), new String[] {
                        ".X...",
                        "X....",
                        ".....",
                        ".....",
                        "....."}),
                Arguments.of("two groups at once", new String[] {
                        ".XOX.",
                        "XO.OX",
                        ".XOX.",
                        "..X..",
                        "....."}, "cb", List.of("bb", "ca", "cc", "db"), new String[] {
                        ".X.X.",
                        "X.X.X",
                        ".X.X.",
                        "..X..",
                        "....."}),
                Arguments.of("capture that would otherwise be suicide", new String[] {
                        ".OX..",
                        "OX...",
                        "X....",
                        ".....",
                        "....."}, "aa", List.of("ab", "ba"), new String[] {
                        "X.X..",
                        ".X...",
                        "X....",
                        ".....",
                        "....."}));

    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("captures")
    void blackCaptures(String name, String[] before, String move, List<String> captured, String[] after) {
        Position p = Boards.position("japanese", BLACK, before);
        MoveResult r = p.play(BLACK, Point.fromSgf(move));
        assertThat(r.legal()).as(r.message()).isTrue();
        assertThat(r.captured()).map(Point::toSgf).containsExactlyInAnyOrderElementsOf(captured);
        assertThat(p.snapshot()).isEqualTo(BoardSnapshot.parse(after));
        assertThat(p.prisoners(BLACK)).isEqualTo(captured.size());
        assertThat(p.prisoners(WHITE)).isZero();
        assertThat(p.toMove()).isEqualTo(WHITE);
        assertThat(BoardIntegrity.problem(p)).isNull();
    }

    @Test
    void chainIsCapturedWhenItsLastLibertyIsFilled() {
        Position p = Boards.position("japanese", BLACK,
                "XOOO.",
                ".XXXX",
                ".....",
                ".....",
                ".....");
        MoveResult r = p.play(BLACK, Point.fromSgf("ea"));
        assertThat(r.captured()).map(Point::toSgf).containsExactlyInAnyOrder("ba", "ca", "da");
        assertThat(p.liberties(Point.fromSgf("aa"))).isEqualTo(2);
        assertThat(p.liberties(Point.fromSgf("ea"))).isEqualTo(8);
    }

    @Test
    void suicideIsIllegalAndChangesNothing() {
        Position p = Boards.position("japanese", WHITE,
                ".X...",
                "X....",
                ".....",
                ".....",
                ".....");
        long hash = p.hash();
        MoveResult r = p.play(WHITE, Point.fromSgf("aa"));
        assertThat(r.legal()).isFalse();
        assertThat(r.reason()).isEqualTo(IllegalMoveReason.MOVE_ILLEGAL_SUICIDE);
        assertThat(r.code()).isEqualTo("MOVE_ILLEGAL_SUICIDE");
        assertThat(r.message()).contains("A5").contains("suicide");
        assertThat(p.hash()).isEqualTo(hash);
        assertThat(p.toMove()).isEqualTo(WHITE);
        assertThat(p.moveNumber()).isZero();
    }

    @Test
    void groupSuicideIsIllegalUnderJapaneseRules() {
        Position p = Boards.position("japanese", WHITE,
                ".OX..",
                "OXX..",
                "XX...",
                ".....",
                ".....");
        assertThat(p.play(WHITE, Point.fromSgf("aa")).reason()).isEqualTo(IllegalMoveReason.MOVE_ILLEGAL_SUICIDE);
    }

    @Test
    void selfCaptureRemovesOwnChainUnderTrompTaylor() {
        Position p = Boards.position("tromp-taylor", WHITE,
                ".OX..",
                "OXX..",
                "XX...",
                ".....",
                ".....");
        MoveResult r = p.play(WHITE, Point.fromSgf("aa"));
        assertThat(r.legal()).as(r.message()).isTrue();
        assertThat(r.captured()).isEmpty();
        assertThat(r.selfCaptured()).map(Point::toSgf).containsExactlyInAnyOrder("aa", "ba", "ab");
        assertThat(p.prisoners(BLACK)).isEqualTo(3);
        assertThat(p.snapshot()).isEqualTo(BoardSnapshot.parse(
                "..X..",
                ".XX..",
                "XX...",
                ".....",
                "....."));
        assertThat(BoardIntegrity.problem(p)).isNull();
    }

    @Test
    void singleStoneSuicideIsRefusedEvenWhereSelfCaptureIsAllowed() {
        for (String rules : List.of("tromp-taylor", "new-zealand")) {
            Position p = Boards.position(rules, WHITE,
                    ".X...",
                    "X....",
                    ".....",
                    ".....",
                    ".....");
            MoveResult r = p.play(WHITE, Point.fromSgf("aa"));
            assertThat(r.reason()).as(rules).isEqualTo(IllegalMoveReason.MOVE_ILLEGAL_SUICIDE);
            assertThat(r.message()).contains("pass instead");
        }
    }

    @Test
    void occupiedOffBoardWrongTurn() {
        Position p = new Position(RulePresets.byId("japanese"), 9);
        assertThat(p.play(BLACK, Point.fromSgf("ee")).legal()).isTrue();
        assertThat(p.play(BLACK, Point.fromSgf("dd")).reason()).isEqualTo(IllegalMoveReason.NOT_YOUR_TURN);
        assertThat(p.play(WHITE, Point.fromSgf("ee")).reason()).isEqualTo(IllegalMoveReason.POINT_OCCUPIED);
        MoveResult off = p.play(WHITE, Point.fromSgf("jj"));
        assertThat(off.reason()).isEqualTo(IllegalMoveReason.OFF_BOARD);
        assertThat(off.message()).contains("9x9");
        assertThat(p.playFast(WHITE, -1, 0)).isEqualTo(IllegalMoveReason.OFF_BOARD);
        assertThat(p.moveNumber()).isEqualTo(1);
    }

    @Test
    void analyzeDoesNotChangeThePosition() {
        Position p = Boards.position("japanese", BLACK,
                ".....",
                "..X..",
                ".XO..",
                "..X..",
                ".....");
        Position before = p.copy();
        MoveResult r = p.analyze(BLACK, Point.fromSgf("dc"));
        assertThat(r.legal()).isTrue();
        assertThat(r.captured()).containsExactly(Point.fromSgf("cc"));
        assertThat(p.sameStateAs(before)).isTrue();
        assertThat(p.isLegal(BLACK, Point.fromSgf("cc"))).isFalse();
        assertThat(p.isLegal(BLACK, Point.fromSgf("dc"))).isTrue();
    }
}
