package org.openkifu.game.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameEndTest {

    @ParameterizedTest
    @CsvSource({"japanese, MARKING", "black-and-white, MARKING", "chinese, MARKING", "itsyourturn, ENDED", "tromp-taylor, ENDED"})
    void twoPassesEndPlay(String rules, Phase expected) {
        Position p = new Position(RulePresets.byId(rules), 9);
        p.play(BLACK, Point.fromSgf("ee"));
        p.pass(WHITE);
        assertThat(p.phase()).isEqualTo(Phase.PLAYING);
        assertThat(p.consecutivePasses()).isEqualTo(1);
        p.pass(BLACK);
        assertThat(p.phase()).isEqualTo(expected);
        assertThat(p.endReason()).isEqualTo(expected == Phase.ENDED ? EndReason.PASSES : null);
        MoveResult more = p.play(WHITE, Point.fromSgf("aa"));
        assertThat(more.reason()).isEqualTo(IllegalMoveReason.GAME_OVER);
        assertThat(p.pass(WHITE).reason()).isEqualTo(IllegalMoveReason.GAME_OVER);
        assertThat(p.moveNumber()).isEqualTo(3);
    }

    @Test
    void playResumesFromMarkingWithThePlayerToMove() {
        Position p = new Position(RulePresets.byId("little-go-area"), 9);
        p.pass(BLACK);
        p.pass(WHITE);
        assertThat(p.phase()).isEqualTo(Phase.MARKING);
        assertThat(p.play(BLACK, Point.fromSgf("cc")).message()).contains("marked");
        p.resumePlay();
        assertThat(p.phase()).isEqualTo(Phase.PLAYING);
        assertThat(p.consecutivePasses()).isZero();
        assertThat(p.play(BLACK, Point.fromSgf("cc")).legal()).isTrue();
    }

    @Test
    void passBetweenMovesDoesNotEndTheGame() {
        Position p = new Position(RulePresets.byId("japanese"), 9);
        p.pass(BLACK);
        p.play(WHITE, Point.fromSgf("cc"));
        p.pass(BLACK);
        assertThat(p.phase()).isEqualTo(Phase.PLAYING);
        assertThat(p.passes(BLACK)).isEqualTo(2);
        assertThat(p.passes(WHITE)).isZero();
    }

    @Test
    void agaNeedsWhiteToPassLast() {
        Position p = new Position(RulePresets.byId("aga"), 9);
        p.play(BLACK, Point.fromSgf("ee"));
        p.pass(WHITE);
        p.pass(BLACK);
        assertThat(p.phase()).as("White passed first: White must pass again").isEqualTo(Phase.PLAYING);
        p.pass(WHITE);
        assertThat(p.phase()).isEqualTo(Phase.MARKING);
        assertThat(p.passes(WHITE)).isEqualTo(2);
        assertThat(p.passes(BLACK)).isEqualTo(1);

        Position q = new Position(RulePresets.byId("aga"), 9);
        q.pass(BLACK);
        q.pass(WHITE);
        assertThat(q.phase()).isEqualTo(Phase.MARKING);
    }

    /** ItsYourTurn: 75 moves on 9x9, a move being one turn of each player: the 150th turn ends the game. */
    @ParameterizedTest
    @CsvSource({"9, 75", "13, 125", "19, 225"})
    void itsYourTurnMoveCap(int size, int cap) {
        Position p = new Position(RulePresets.byId("itsyourturn"), size);
        // Black fills the board row by row from the top (one chain that keeps liberties in the row below
        // until the cap), White passes: never two passes in a row, so only the cap can end the game.
        for (int turn = 1; turn < 2 * cap; turn++) {
            Color c = p.toMove();
            MoveResult r = c == BLACK ? p.play(c, Point.ofIndex(turn / 2, size)) : p.pass(c);
            assertThat(r.legal()).as("turn %d: %s", turn, r.message()).isTrue();
        }
        assertThat(p.phase()).isEqualTo(Phase.PLAYING);
        Color last = p.toMove();
        MoveResult r = p.pass(last);
        assertThat(r.legal()).isTrue();
        assertThat(p.moveNumber()).isEqualTo(2 * cap);
        assertThat(p.phase()).isEqualTo(Phase.ENDED);
        assertThat(p.endReason()).isEqualTo(EndReason.MOVE_CAP);
        assertThat(p.snapshot().count(BLACK)).isEqualTo(cap);
        MoveResult after = p.play(p.toMove(), new Point(size - 1, size - 1));
        assertThat(after.reason()).isEqualTo(IllegalMoveReason.MOVE_CAP_REACHED);
        assertThat(after.message()).contains(String.valueOf(cap));
    }

    @Test
    void noMoveCapOutsideItsYourTurn() {
        assertThat(RulePresets.byId("japanese").moveCapTurns(19)).isZero();
        assertThat(RulePresets.byId("itsyourturn").moveCapTurns(19)).isEqualTo(450);
    }

    @ParameterizedTest
    @CsvSource({"capture-go, 1", "capture-go:3, 3"})
    void captureGoEndsWhenTheGoalIsReached(String id, int goal) {
        Position p = Boards.padded(id, BLACK, 9,
                ".O.O.O.",
                "OX.X.X.",
                ".O.O.O.");
        Point[] takes = {Point.fromSgf("cb"), Point.fromSgf("eb"), Point.fromSgf("gb")};
        Point[] whiteAway = {Point.fromSgf("ii"), Point.fromSgf("hi"), Point.fromSgf("gi")};
        Point[] blackAway = {Point.fromSgf("ih"), Point.fromSgf("hh"), Point.fromSgf("gh")};
        p.play(BLACK, blackAway[0]);
        for (int i = 0; i < 3; i++) {
            MoveResult r = p.play(WHITE, takes[i]);
            assertThat(r.legal()).as(r.message()).isTrue();
            assertThat(p.prisoners(WHITE)).isEqualTo(i + 1);
            if (i + 1 == goal) {
                assertThat(p.phase()).isEqualTo(Phase.ENDED);
                assertThat(p.endReason()).isEqualTo(EndReason.CAPTURE_GOAL);
                assertThat(p.captureWinner()).isEqualTo(WHITE);
                assertThat(p.play(BLACK, blackAway[1]).reason()).isEqualTo(IllegalMoveReason.GAME_OVER);
                return;
            }
            assertThat(p.phase()).isEqualTo(Phase.PLAYING);
            assertThat(p.captureWinner()).isNull();
            p.play(BLACK, blackAway[i + 1]);
        }
        throw new AssertionError("goal " + goal + " never reached");
    }
}
