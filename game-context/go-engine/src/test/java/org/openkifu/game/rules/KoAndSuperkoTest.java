package org.openkifu.game.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class KoAndSuperkoTest {

    private static final String[] KO = {
            ".XO..",
            "XO.O.",
            ".XO..",
            ".....",
            "....."};

    @ParameterizedTest
    @ValueSource(strings = {"japanese", "itsyourturn", "chinese", "aga", "tromp-taylor", "new-zealand", "little-go-territory"})
    void simpleKoForbidsTheImmediateRecaptureUnderEveryRuleset(String rules) {
        Position p = Boards.padded(rules, BLACK, 9, KO);
        MoveResult take = p.play(BLACK, Point.fromSgf("cb"));
        assertThat(take.captured()).containsExactly(Point.fromSgf("bb"));
        assertThat(take.koPoint()).isEqualTo(Point.fromSgf("bb"));
        assertThat(p.koPoint()).isEqualTo(Point.fromSgf("bb"));

        long before = p.hash();
        MoveResult retake = p.play(WHITE, Point.fromSgf("bb"));
        assertThat(retake.legal()).isFalse();
        assertThat(retake.reason()).isEqualTo(IllegalMoveReason.MOVE_ILLEGAL_KO);
        assertThat(retake.koPoint()).isEqualTo(Point.fromSgf("bb"));
        assertThat(retake.message()).contains("B8");
        assertThat(p.hash()).isEqualTo(before);

        // a ko threat and an answer elsewhere, then the retake is fine
        assertThat(p.play(WHITE, Point.fromSgf("ee")).legal()).isTrue();
        assertThat(p.koPoint()).isNull();
        assertThat(p.play(BLACK, Point.fromSgf("ed")).legal()).isTrue();
        MoveResult later = p.play(WHITE, Point.fromSgf("bb"));
        assertThat(later.legal()).as(later.message()).isTrue();
        assertThat(later.captured()).containsExactly(Point.fromSgf("cb"));
        assertThat(later.koPoint()).isEqualTo(Point.fromSgf("cb"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"japanese", "chinese"})
    void aPassClearsTheKoPoint(String rules) {
        Position p = Boards.position(rules, BLACK, KO);
        p.play(BLACK, Point.fromSgf("cb"));
        p.pass(WHITE);
        assertThat(p.koPoint()).isNull();
        p.pass(BLACK);
        // after both passed the game is in marking: ko is not what stops White now
        assertThat(p.phase()).isEqualTo(Phase.MARKING);
    }

    @ParameterizedTest
    @ValueSource(strings = {"japanese", "chinese"})
    void capturingTwoStonesIsNoKoEvenWithOneLibertyLeft(String rules) {
        Position p = Boards.position(rules, BLACK,
                "O.OOX",
                ".OXX.",
                ".....",
                ".....",
                ".....");
        MoveResult r = p.play(BLACK, Point.fromSgf("ba"));
        assertThat(r.captured()).map(Point::toSgf).containsExactlyInAnyOrder("ca", "da");
        assertThat(r.koPoint()).isNull();
        assertThat(p.liberties(Point.fromSgf("ba"))).isEqualTo(1);
        MoveResult back = p.play(WHITE, Point.fromSgf("ca"));
        assertThat(back.legal()).as(back.message()).isTrue();
        assertThat(back.captured()).containsExactly(Point.fromSgf("ba"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"japanese", "chinese"})
    void noKoWhenTheCapturingStoneJoinsAChain(String rules) {
        Position p = Boards.position(rules, BLACK,
                ".XOO.",
                "XO.XO",
                ".XOO.",
                ".....",
                ".....");
        MoveResult r = p.play(BLACK, Point.fromSgf("cb"));
        assertThat(r.captured()).containsExactly(Point.fromSgf("bb"));
        assertThat(r.koPoint()).isNull();
    }

    /**
     * Little Go's records: the last move repeats a position. Positional-superko.sgf repeats a board
     * that last occurred with the other player to move: illegal under positional superko only.
     * Situational-superko.sgf repeats a board with the same player to move: illegal under both.
     */
    @ParameterizedTest(name = "{0} under {1}: {2}")
    @CsvSource({
            "Illegal games/positional-superko.sgf, chinese, MOVE_ILLEGAL_SUPERKO",
            "Illegal games/positional-superko.sgf, little-go-area, MOVE_ILLEGAL_SUPERKO",
            "Illegal games/positional-superko.sgf, tromp-taylor, MOVE_ILLEGAL_SUPERKO",
            "Illegal games/positional-superko.sgf, aga, LEGAL",
            "Illegal games/positional-superko.sgf, new-zealand, LEGAL",
            "Illegal games/positional-superko.sgf, japanese, LEGAL",
            "Illegal games/situational-superko.sgf, aga, MOVE_ILLEGAL_SUPERKO",
            "Illegal games/situational-superko.sgf, new-zealand, MOVE_ILLEGAL_SUPERKO",
            "Illegal games/situational-superko.sgf, chinese, MOVE_ILLEGAL_SUPERKO",
            "Illegal games/situational-superko.sgf, japanese, LEGAL",
            "Illegal games/suicide.sgf, japanese, MOVE_ILLEGAL_SUICIDE",
            "Illegal games/suicide.sgf, tromp-taylor, MOVE_ILLEGAL_SUICIDE",
            "Illegal games/suicide.sgf, new-zealand, MOVE_ILLEGAL_SUICIDE"})
    void lastMoveOfLittleGoRecord(String file, String rules, String expected) {
        SgfMoves record = SgfMoves.read(file);
        Position p = new Position(RulePresets.byId(rules), record.size);
        List<Move> moves = record.moves;
        for (int i = 0; i < moves.size() - 1; i++) {
            MoveResult r = p.apply(moves.get(i));
            assertThat(r.legal()).as("move %d: %s", i + 1, r.message()).isTrue();
        }
        MoveResult last = p.apply(moves.get(moves.size() - 1));
        assertThat(last.legal() ? "LEGAL" : last.code()).as(String.valueOf(last.message())).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"little-go-area, MOVE_ILLEGAL_SUPERKO", "chinese, MOVE_ILLEGAL_SUPERKO", "japanese, LEGAL"})
    void playingB7InTheLittleGoSuperkoRecord(String rules, String expected) {
        SgfMoves record = SgfMoves.read("7x7/play-b-b7-for-superko.sgf");
        Position p = Position.replay(RulePresets.byId(rules), record.size, record.moves);
        assertThat(p.toMove()).isEqualTo(BLACK);
        MoveResult b7 = p.play(BLACK, Point.fromGtp("B7", 7));
        assertThat(b7.legal() ? "LEGAL" : b7.code()).isEqualTo(expected);
    }
}
