package org.openkifu.game.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.MoveResult;
import org.openkifu.game.rules.Phase;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.ScoringMethod;
import org.openkifu.game.scoring.GameScorer.DeadStones;

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
        ScoreResult result = GameScorer.score(setUp("tromp-taylor"), DeadStones.BY_RULES);
        assertThat(result.method()).isEqualTo(ScoringMethod.AREA);
        assertThat(result.ownership().deadStones()).isEmpty();
        // The white stone makes Black's side dame: Black has only its 9 stones.
        assertThat(result.black().total()).isEqualTo(9);
    }

    @Test
    void chineseRemovesTheHopelessStoneBeforeCounting() {
        ScoreResult result = GameScorer.score(setUp("chinese"), DeadStones.BY_RULES);
        assertThat(result.ownership().deadStones()).containsExactly(new Point(1, 2));
        assertThat(result.black().total()).isEqualTo(45);
        assertThat(result.white().total()).isEqualTo(36 + 7.5);
        assertThat(result.sgfResult()).isEqualTo("B+1.5");
    }

    @Test
    void itsYourTurnUsesTerritoryAndItsOwnKomi() {
        ScoreResult result = GameScorer.score(setUp("itsyourturn"), DeadStones.BY_RULES);
        assertThat(result.method()).isEqualTo(ScoringMethod.TERRITORY);
        assertThat(result.white().komi()).isEqualTo(3.5);
        // Black: 36 controlled points; White: 27 - 1 dead stone + 3.5
        assertThat(result.sgfResult()).isEqualTo("B+6.5");
    }

    @Test
    void markedDeadStonesAreUsedAsGiven() {
        ScoreResult result = GameScorer.score(setUp("japanese"), DeadStones.agreed(Set.of()));
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

    // ---------------------------------------------------------------- whole games through the entry point

    private static final List<Point> BLACK_WALL_AND_CAPTURE = points(4, 0, 4, 1, 1, 0, 0, 1, 2, 1, 1, 2, 4, 2, 4, 3, 4, 4,
            4, 5, 4, 6, 4, 7, 4, 8);
    private static List<Point> whiteWallAnd(Point... extra) {
        List<Point> moves = new ArrayList<>(points(5, 0, 5, 1, 1, 1));
        moves.addAll(List.of(extra));
        moves.addAll(points(5, 2, 5, 3, 5, 4, 5, 5, 5, 6, 5, 7, 5, 8));
        return moves;
    }

    private static List<Point> points(int... xy) {
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) {
            points.add(new Point(xy[i], xy[i + 1]));
        }
        return points;
    }

    /**
     * Black walls off column E and captures a white stone on B8 (White plays it third), White walls off column F;
     * each side plays its moves in turn and passes when it has none left, then both pass until the game stops.
     */
    private static Position play(Position game, List<Point> black, List<Point> white) {
        int b = 0;
        int w = 0;
        while (game.phase() == Phase.PLAYING) {
            Color c = game.toMove();
            List<Point> own = c == Color.BLACK ? black : white;
            int next = c == Color.BLACK ? b++ : w++;
            MoveResult r = next < own.size() ? game.play(c, own.get(next)) : game.pass(c);
            assertThat(r.legal()).as(r.message()).isTrue();
        }
        return game;
    }

    @Test
    void itsYourTurnCountsTerritoryLessOwnCapturedAndOwnDeadStones() {
        // an even game; White's C3 is left in Black's area and agreed dead
        Position game = play(new Position(RulePresets.byId("itsyourturn"), 9), BLACK_WALL_AND_CAPTURE,
                whiteWallAnd(new Point(2, 6)));
        ScoreResult r = GameScorer.score(game, DeadStones.agreed(List.of(new Point(2, 6))));
        // Black: 31 empty points + C3's point = 32, nothing captured or dead
        assertThat(r.black()).isEqualTo(new SideScore(32, 13, 0, 0, 0, 32));
        // White: 27 points - B8 captured - C3 dead + komi 3.5
        assertThat(r.white()).isEqualTo(new SideScore(27, 9, 1, 1, 3.5, 28.5));
        assertThat(r.sgfResult()).isEqualTo("B+3.5");
    }

    @Test
    void agaAreaCountingEqualsTerritoryCountingWithPassStonesAndCompensation() {
        // AGA's design: White passes last, each pass hands a prisoner over, and under area counting White gets a point
        // per handicap stone after the first; then area and territory counting give the same margin.
        for (int handicap : new int[] {0, 2, 3, 4}) {
            Position game = new Position(RulePresets.byId("aga"), 9);
            List<Point> dead = new ArrayList<>();
            if (handicap > 0) {
                game.placeHandicap(handicap).stream().filter(h -> h.x() > 4).forEach(dead::add); // dead on White's side
            }
            play(game, BLACK_WALL_AND_CAPTURE, whiteWallAnd());
            assertThat(game.passes(Color.WHITE)).as("White passed last").isGreaterThan(0);
            ScoreResult area = GameScorer.score(game, DeadStones.agreed(dead));
            assertThat(area.method()).isEqualTo(ScoringMethod.AREA);
            assertThat(area.white().komi()).isEqualTo(game.komi() + Math.max(0, handicap - 1));
            assertThat(area.white().stonesLost()).isEqualTo(1 + game.passes(Color.WHITE));
            assertThat(area.black().stonesLost()).isEqualTo(game.passes(Color.BLACK));

            ScoreResult territory = Scorer.score(game.snapshot(), Set.copyOf(dead), ScoringMethod.TERRITORY, game.komi(),
                    GameScorer.prisoners(game));
            assertThat(area.sgfResult()).as(handicap + " stones").isEqualTo(territory.sgfResult());
        }
    }

    @Test
    void chineseCompensationIsOnePointPerStoneAndNoPassStones() {
        Position game = new Position(RulePresets.byId("chinese"), 9);
        game.placeHandicap(List.of(new Point(2, 2), new Point(2, 6), new Point(6, 6)));
        play(game, BLACK_WALL_AND_CAPTURE, whiteWallAnd());
        ScoreResult r = GameScorer.score(game, DeadStones.agreed(List.of(new Point(6, 6))));
        assertThat(r.white().komi()).isEqualTo(0.5 + 3);
        assertThat(r.white().stonesLost()).isEqualTo(1);
        assertThat(r.black().total()).isEqualTo(45);
        assertThat(r.white().total()).isEqualTo(36 + 3.5);
    }

    @Test
    void byRulesRemovesNothingUnderAreaRulesThatEndAtTwoPassesAndEstimatesOtherwise() {
        assertThat(GameScorer.removesNone(RulePresets.byId("tromp-taylor"))).isTrue();
        assertThat(GameScorer.removesNone(RulePresets.byId("capture-go"))).isTrue();
        assertThat(GameScorer.removesNone(RulePresets.byId("itsyourturn"))).isFalse();
        assertThat(GameScorer.removesNone(RulePresets.byId("chinese"))).isFalse();
        // the analyst's estimate ignores the rules
        assertThat(GameScorer.score(setUp("tromp-taylor"), DeadStones.ESTIMATED).ownership().deadStones())
                .containsExactly(new Point(1, 2));
    }
}
