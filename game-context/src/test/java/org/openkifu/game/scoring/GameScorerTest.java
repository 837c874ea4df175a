package org.openkifu.game.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.ScoringMethod;

class GameScorerTest {

    /** Black owns the left, White the right; a lone white stone sits deep in Black's side. */
    private static final String[] BOARD = {
            "....XO...",
            "....XO...",
            ".O..XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO..."};

    private static Position setUp(String preset) {
        Position game = new Position(RulePresets.byId(preset), 9);
        BoardSnapshot board = BoardSnapshot.parse(BOARD);
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            Point p = Point.ofIndex(i, 9);
            if (board.colorAt(p) == Color.BLACK) {
                black.add(p);
            } else if (board.colorAt(p) == Color.WHITE) {
                white.add(p);
            }
        }
        game.setup(black, white, List.of());
        return game;
    }

    @Test
    void trompTaylorCountsThePositionAsItStands() {
        ScoreResult result = GameScorer.autoScore(setUp("tromp-taylor"));
        assertThat(result.method()).isEqualTo(ScoringMethod.AREA);
        assertThat(result.ownership().deadStones()).isEmpty();
        // The white stone makes Black's side dame: Black has only its 9 stones.
        assertThat(result.black().total()).isEqualTo(9);
    }

    @Test
    void chineseRemovesTheHopelessStoneBeforeCounting() {
        ScoreResult result = GameScorer.autoScore(setUp("chinese"));
        assertThat(result.ownership().deadStones()).containsExactly(new Point(1, 2));
        assertThat(result.black().total()).isEqualTo(45);
        assertThat(result.white().total()).isEqualTo(36 + 7.5);
        assertThat(result.sgfResult()).isEqualTo("B+1.5");
    }

    @Test
    void itsYourTurnUsesTerritoryAndItsOwnKomi() {
        ScoreResult result = GameScorer.autoScore(setUp("itsyourturn"));
        assertThat(result.method()).isEqualTo(ScoringMethod.TERRITORY);
        assertThat(result.white().komi()).isEqualTo(3.5);
        // Black: 36 controlled points; White: 27 - 1 dead stone + 3.5
        assertThat(result.sgfResult()).isEqualTo("B+6.5");
    }

    @Test
    void markedDeadStonesAreUsedAsGiven() {
        ScoreResult result = GameScorer.score(setUp("japanese"), Set.of());
        assertThat(result.black().territory()).isZero();
        assertThat(result.white().territory()).isEqualTo(27);
    }

    @Test
    void areaCountingGivesWhiteTheHandicapCompensation() {
        Position chinese = new Position(RulePresets.byId("chinese"), 19);
        chinese.placeHandicap(List.of(new Point(3, 3), new Point(15, 15), new Point(3, 15)));
        assertThat(GameScorer.komi(chinese)).isEqualTo(chinese.komi() + 3);

        Position japanese = new Position(RulePresets.byId("japanese"), 19);
        japanese.placeHandicap(3);
        assertThat(GameScorer.komi(japanese)).isEqualTo(japanese.komi());
    }

    @Test
    void agaPassStonesBecomePrisoners() {
        Position aga = new Position(RulePresets.byId("aga"), 9);
        aga.play(Color.BLACK, new Point(4, 4));
        aga.pass(Color.WHITE);
        aga.pass(Color.BLACK);
        aga.pass(Color.WHITE);
        assertThat(GameScorer.prisoners(aga)).isEqualTo(new Prisoners(2, 1));

        Position japanese = new Position(RulePresets.byId("japanese"), 9);
        japanese.pass(Color.BLACK);
        japanese.pass(Color.WHITE);
        assertThat(GameScorer.prisoners(japanese)).isEqualTo(Prisoners.NONE);
    }
}
