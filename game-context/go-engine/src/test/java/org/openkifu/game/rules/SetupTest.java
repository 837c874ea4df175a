package org.openkifu.game.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import java.util.List;
import org.junit.jupiter.api.Test;

class SetupTest {

    private static List<Point> pts(String... sgf) {
        return java.util.Arrays.stream(sgf).map(Point::fromSgf).toList();
    }

    /** Little Go's Illegal games/illegal-setup.sgf: AB[aa][ab] AW[ac][ba][bb] leaves black without liberties. */
    @Test
    void setupWithoutLibertiesIsRefusedAndChangesNothing() {
        Position p = new Position(RulePresets.byId("japanese"), 19);
        long hash = p.hash();
        assertThatThrownBy(() -> p.setup(pts("aa", "ab"), pts("ac", "ba", "bb"), List.of()))
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.code()).isEqualTo("ILLEGAL_SETUP"))
                .hasMessageContaining("black stones without liberties: [aa, ab]");
        assertThat(p.hash()).isEqualTo(hash);
        assertThat(p.snapshot().count(BLACK) + p.snapshot().count(WHITE)).isZero();
    }

    @Test
    void setupAddsAndClearsStonesWithoutCapturing() {
        Position p = new Position(RulePresets.byId("chinese"), 9);
        p.setup(pts("aa", "cc"), pts("ab", "dd"), List.of());
        assertThat(p.colorAt(Point.fromSgf("aa"))).isEqualTo(BLACK);
        p.setup(List.of(), pts("ee"), pts("cc"));
        assertThat(p.colorAt(Point.fromSgf("cc"))).isNull();
        assertThat(p.colorAt(Point.fromSgf("ee"))).isEqualTo(WHITE);
        assertThat(p.liberties(Point.fromSgf("aa"))).isEqualTo(1);
        assertThat(p.prisoners(BLACK) + p.prisoners(WHITE)).isZero();
        assertThat(p.boardHash()).isEqualTo(p.boardHashFromScratch());
    }

    @Test
    void setupThatWouldCaptureIsIllegal() {
        Position p = new Position(RulePresets.byId("chinese"), 9);
        p.setup(pts("aa"), pts("ab"), List.of());
        assertThatThrownBy(() -> p.setup(List.of(), pts("ba"), List.of()))
                .hasMessageContaining("black stones without liberties: [aa]");
        assertThat(p.colorAt(Point.fromSgf("ba"))).isNull();
        assertThat(p.boardHash()).isEqualTo(p.boardHashFromScratch());
    }

    @Test
    void setupValidation() {
        Position p = new Position(RulePresets.byId("chinese"), 9);
        assertThatThrownBy(() -> p.setup(pts("aa"), pts("aa"), List.of())).hasMessageContaining("more than once");
        assertThatThrownBy(() -> p.setup(pts("jj"), List.of(), List.of()))
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.code()).isEqualTo("OFF_BOARD"));
    }

    @Test
    void playsAfterSetupSeeTheSetupChains() {
        Position p = new Position(RulePresets.byId("chinese"), 9);
        p.setup(pts("ba", "ab"), pts("ca", "bb", "ac"), List.of());
        p.setToMove(WHITE);
        // ba and ab each have aa as their last liberty: White's aa takes both, one stone each
        MoveResult r = p.play(WHITE, Point.fromSgf("aa"));
        assertThat(r.captured()).map(Point::toSgf).containsExactlyInAnyOrder("ba", "ab");
        assertThat(r.koPoint()).isNull();
        assertThat(p.moveNumber()).isEqualTo(1);
    }
}
