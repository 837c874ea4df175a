package org.openkifu.game.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulePresets;

class DeadStoneToggleTest {

    private static final int SIZE = 9;

    @Test
    void aClickFlipsTheWholeChainAndOnlyIt() {
        Position p = new Position(RulePresets.byId("japanese"), SIZE);
        // a white chain C5-D5-D4, a white stone G7 apart, a black stone E5 touching the chain
        play(p, Color.BLACK, "E5");
        play(p, Color.WHITE, "C5");
        play(p, Color.BLACK, "A1");
        play(p, Color.WHITE, "D5");
        play(p, Color.BLACK, "A2");
        play(p, Color.WHITE, "D4");
        play(p, Color.BLACK, "A3");
        play(p, Color.WHITE, "G7");

        List<Point> dead = DeadStoneToggle.toggle(p, List.of(gtp("G7")), gtp("D4"));
        assertThat(dead).containsExactlyInAnyOrder(gtp("G7"), gtp("C5"), gtp("D5"), gtp("D4"));
        // partly marked: the click completes the chain
        assertThat(DeadStoneToggle.toggle(p, List.of(gtp("C5")), gtp("D5")))
                .containsExactlyInAnyOrder(gtp("C5"), gtp("D5"), gtp("D4"));
        assertThat(DeadStoneToggle.toggle(p, dead, gtp("C5"))).containsExactly(gtp("G7"));
        // a black neighbour is its own chain
        assertThat(DeadStoneToggle.toggle(p, List.of(), gtp("E5"))).containsExactly(gtp("E5"));
        // an empty point is passed on for the game to refuse
        assertThat(DeadStoneToggle.toggle(p, List.of(), gtp("J9"))).containsExactly(gtp("J9"));
    }

    private static void play(Position p, Color color, String point) {
        assertThat(p.play(color, gtp(point)).legal()).as(point).isTrue();
    }

    private static Point gtp(String text) {
        return Point.fromGtp(text, SIZE);
    }
}
