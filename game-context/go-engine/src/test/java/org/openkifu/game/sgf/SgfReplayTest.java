package org.openkifu.game.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.RulePresets;

class SgfReplayTest {

    private static Replay replay(String sgf) {
        return SgfReplay.replay(SgfReader.read(sgf).firstGame());
    }

    @Test
    void fixedHandicapStonesBecomeTheEnginesHandicapAndWhiteMovesFirst() {
        Replay r = replay("(;SZ[19]HA[2]AB[dp][pd]KM[0.5])");
        assertThat(r.handicap()).containsExactlyInAnyOrder(Point.fromSgf("dp"), Point.fromSgf("pd"));
        assertThat(r.position().handicap()).isEqualTo(2);
        assertThat(r.toMove()).isEqualTo(Color.WHITE);
        assertThat(r.position().komi()).isEqualTo(0.5);
    }

    @Test
    void handicapStonesBeyondThePatternAreSetupAndPlSetsThePlayer() {
        Replay r = SgfReplay.replay(SgfReader.read(
                "(;SZ[9]HA[3]AB[aa][ab][ac][cc][cd][ce]AW[ff]PL[B];AE[ab]AB[bb];PL[W];B[ha])").firstGame(),
                RulePresets.byId("chinese"), SgfReplay.DEFAULT_MAX_MOVES, false);
        assertThat(r.board().colorAt(Point.fromSgf("ab"))).isNull();
        assertThat(r.board().colorAt(Point.fromSgf("bb"))).isEqualTo(Color.BLACK);
        assertThat(r.board().count(Color.BLACK)).isEqualTo(7);
        // PL[W] was overridden by a black move: records are followed as written
        assertThat(r.moves()).singleElement().satisfies(m -> assertThat(m.color()).isEqualTo(Color.BLACK));
        assertThat(r.toMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void passesAsEmptyOrTtAndPlayAfterTwoPasses() {
        Replay r = replay("(;SZ[19];B[];W[tt];B[dd])");
        assertThat(r.moves()).extracting(Replay.ReplayedMove::point).containsExactly(null, null, Point.fromSgf("dd"));
        assertThat(replay("(;SZ[25];B[tt])").board().colorAt(new Point(19, 19))).isEqualTo(Color.BLACK);
    }

    @Test
    void capturesAreListedPerMove() {
        Replay r = replay("(;SZ[9];B[ab];W[aa];B[ba])");
        assertThat(r.moves().get(2).captured()).containsExactly(Point.fromSgf("aa"));
        assertThat(r.position().prisoners(Color.BLACK)).isEqualTo(1);
    }

    @Test
    void movesNeedNotAlternate() {
        Replay r = replay("(;SZ[9];B[aa];B[bb];W[cc];W[dd])");
        assertThat(r.board().count(Color.BLACK)).isEqualTo(2);
        assertThat(r.board().count(Color.WHITE)).isEqualTo(2);
        assertThat(r.toMove()).isEqualTo(Color.BLACK);
    }

    @Test
    void badPointsInMovesAreReportedWithTheMoveNumber() {
        assertThatThrownBy(() -> replay("(;SZ[9];B[aa];W[jj])"))
                .isInstanceOfSatisfying(SgfReplayException.class, e -> {
                    assertThat(e.code()).isEqualTo("OFF_BOARD");
                    assertThat(e.moveNumber()).isEqualTo(2);
                });
        assertThatThrownBy(() -> replay("(;SZ[9];B[a])"))
                .isInstanceOfSatisfying(SgfReplayException.class, e -> assertThat(e.code()).isEqualTo("SGF_POINT_INVALID"));
    }

    @Test
    void theMoveLimitIsAParameter() {
        assertThatThrownBy(() -> SgfReplay.replay(SgfReader.read("(;SZ[9];B[aa];W[bb];B[cc])").firstGame(), null, 2, false))
                .isInstanceOfSatisfying(SgfReplayException.class, e -> {
                    assertThat(e.code()).isEqualTo("TOO_MANY_MOVES");
                    assertThat(e.moveNumber()).isEqualTo(3);
                });
    }

    @Test
    void ruNamesThePresetAndUnknownRulesFallBackToTheDefault() {
        assertThat(replay("(;RU[Japanese])").rules().id()).isEqualTo("japanese");
        assertThat(replay("(;RU[AGA])").rules().id()).isEqualTo("aga");
        assertThat(replay("(;RU[Tromp Taylor])").rules().id()).isEqualTo("tromp-taylor");
        assertThat(replay("(;RU[house rules])").rules().id()).isEqualTo(SgfReplay.DEFAULT_PRESET);
    }

    @Test
    void engineMovesExportAndReplayToTheEnginesPosition() {
        java.util.List<org.openkifu.game.rules.Move> moves = java.util.List.of(
                org.openkifu.game.rules.Move.play(Color.BLACK, Point.fromSgf("cc")),
                org.openkifu.game.rules.Move.play(Color.WHITE, Point.fromSgf("cd")),
                org.openkifu.game.rules.Move.pass(Color.BLACK),
                org.openkifu.game.rules.Move.play(Color.WHITE, Point.fromSgf("dc")));
        org.openkifu.game.rules.Position played = org.openkifu.game.rules.Position.replay(RulePresets.byId("japanese"), 9, moves);
        String sgf = GameRecordBuilder.board(9).rules("Japanese").komi(6.5).moves(moves).toSgf();
        Replay r = replay(sgf);
        assertThat(r.rules().id()).isEqualTo("japanese");
        assertThat(r.board()).isEqualTo(played.snapshot());
        assertThat(r.toMove()).isEqualTo(played.toMove());
    }

    @Test
    void aBuiltRecordReplaysToTheSamePosition() {
        String sgf = GameRecordBuilder.board(9).komi(7).play(Color.BLACK, Point.fromSgf("ab")).play(Color.WHITE, Point.fromSgf("aa"))
                .play(Color.BLACK, Point.fromSgf("ba")).pass(Color.WHITE).toSgf();
        Replay r = replay(sgf);
        assertThat(r.moves()).hasSize(4);
        assertThat(r.position().prisoners(Color.BLACK)).isEqualTo(1);
        assertThat(r.position().komi()).isEqualTo(7.0);
    }
}
