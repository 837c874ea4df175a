package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.p;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.game.cli.Analyst;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.rules.Point;
import org.openkifu.game.scoring.GameScorer;
import org.openkifu.game.scoring.GameScorer.DeadStones;
import org.openkifu.game.scoring.ScoreResult;

/**
 * One finished handicap game, counted three ways: by the live game (the decider's {@code GameEnded}), by the analyst
 * CLI ({@code kifu score} on the game's record) and by the scorer's entry point on the game's final position. All
 * three must give the same totals: they are one scorer ({@link GameScorer#score}).
 *
 * <p>The game, on 9x9: Black's two handicap stones, then White walls off column F and Black column E, both top to
 * bottom (White first). Black owns columns A-E (45 points), White F-J (36); one handicap stone stands alone on White's
 * side and is dead.
 */
public class SameScoreEverywhereTest {

    @TempDir
    Path dir;

    private record Counted(String result, double blackTotal, double whiteTotal, double whiteKomi) {
    }

    /** Plays the walls and the passes through the decider; returns the script (events, state). */
    public static Games.Script play(String preset, List<Point> freeHandicap, int whitePasses) {
        Games.Script game = Games.Script.of(Games.create().rules(preset).type(GameType.HANDICAP, 2).command());
        if (!freeHandicap.isEmpty()) {
            game.then(new GameCommand.PlaceHandicapStones(ID, ALICE, freeHandicap));
        }
        for (int y = 0; y < 9; y++) {
            game.play(BOB, 5, y).play(ALICE, 4, y);
        }
        game.pass(BOB).pass(ALICE);
        if (whitePasses == 2) {
            game.pass(BOB); // AGA: White passes last
        }
        return game;
    }

    private static String record(Games.Script game, String ru) {
        GameState s = game.state();
        StringBuilder sgf = new StringBuilder("(;GM[1]FF[4]SZ[9]RU[" + ru + "]KM[" + s.setup().komi() + "]HA[2]AB");
        s.handicapPoints().forEach(h -> sgf.append('[').append(h.toSgf()).append(']'));
        for (PlayedMove m : s.moves()) {
            sgf.append(';').append(m.color().sgf()).append('[').append(m.point() == null ? "" : m.point().toSgf()).append(']');
        }
        return sgf.append(')').toString();
    }

    private Counted cli(String sgf, String preset, String dead) throws Exception {
        Path file = Files.writeString(dir.resolve(preset + ".sgf"), sgf);
        List<String> args = new ArrayList<>(List.of("score", "--json", "--rules", preset, file.toString()));
        if (dead != null) {
            args.addAll(List.of("--dead", dead));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = Analyst.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        String line = out.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(line).isZero();
        List<Double> totals = numbers(line, "total");
        List<Double> komi = numbers(line, "komi"); // the record's komi first, then Black's and White's in the score
        Matcher result = Pattern.compile("\"result\":\"([^\"]+)\"").matcher(line);
        assertThat(result.find()).isTrue();
        return new Counted(result.group(1), totals.get(0), totals.get(1), komi.get(2));
    }

    private static List<Double> numbers(String json, String key) {
        List<Double> found = new ArrayList<>();
        Matcher m = Pattern.compile("\"" + key + "\":(-?[0-9.]+)").matcher(json);
        while (m.find()) {
            found.add(Double.parseDouble(m.group(1)));
        }
        return found;
    }

    private static Counted live(GameState ended) {
        assertThat(ended.status()).isEqualTo(GameState.Status.ENDED);
        ScoreBreakdown score = ended.result().score();
        return new Counted(ended.result().sgf(), score.black().total(), score.white().total(), score.white().komi());
    }

    private static Counted entryPoint(GameState game, DeadStones dead) {
        ScoreResult r = GameScorer.score(game.position(), dead);
        return new Counted(r.sgfResult(), r.black().total(), r.white().total(), r.white().komi());
    }

    @Test
    void chineseGivesWhiteOnePointPerHandicapStoneEverywhere() throws Exception {
        Games.Script game = play("chinese", List.of(p(2, 2), p(6, 6)), 1);
        String sgf = record(game, "Chinese");
        game.then(new GameCommand.MarkDeadStones(ID, ALICE, List.of(p(6, 6)))).then(new GameCommand.AcceptScore(ID, ALICE))
                .then(new GameCommand.AcceptScore(ID, BOB));

        // Black 45 points; White 36 + komi 0.5 + 2 (one point per handicap stone)
        Counted expected = new Counted("B+6.5", 45, 38.5, 2.5);
        assertThat(live(game.state())).isEqualTo(expected);
        assertThat(cli(sgf, "chinese", "G3")).isEqualTo(expected);
        assertThat(entryPoint(game.state(), DeadStones.agreed(List.of(p(6, 6))))).isEqualTo(expected);
    }

    @Test
    void agaGivesWhiteOnePointPerHandicapStoneAfterTheFirstEverywhere() throws Exception {
        Games.Script game = play("aga", List.of(), 2);
        assertThat(game.state().handicapPoints()).containsExactly(p(2, 6), p(6, 2));
        String sgf = record(game, "AGA");
        game.then(new GameCommand.MarkDeadStones(ID, BOB, List.of(p(6, 2)))).then(new GameCommand.AcceptScore(ID, BOB))
                .then(new GameCommand.AcceptScore(ID, ALICE));

        // Black 45; White 36 + komi 0.5 + 1 (handicap stones after the first)
        Counted expected = new Counted("B+7.5", 45, 37.5, 1.5);
        assertThat(live(game.state())).isEqualTo(expected);
        assertThat(cli(sgf, "aga", "G7")).isEqualTo(expected);
        assertThat(entryPoint(game.state(), DeadStones.agreed(List.of(p(6, 2))))).isEqualTo(expected);
        // the three passes are pass stones: two for Black (White passed twice), one for White
        ScoreBreakdown score = game.state().result().score();
        assertThat(score.white().stonesLost()).isEqualTo(2);
        assertThat(score.black().stonesLost()).isEqualTo(1);
    }

    @Test
    void itsYourTurnScoresAutomaticallyTheSameLiveImportedAndInTheCli() throws Exception {
        Games.Script game = play("itsyourturn", List.of(), 1);
        GameState ended = game.state();
        // two passes end the game at once; the estimator finds the lone handicap stone dead
        assertThat(ended.result().score().deadStones()).containsExactly(p(6, 2));
        // territory - own stones captured - own dead stones: Black 35 - 0 - 1 (its dead handicap stone);
        // White 27 (the dead stone's point included) - 0 - 0 + komi 3.5
        Counted expected = new Counted("B+3.5", 34, 30.5, 3.5);
        assertThat(live(ended)).isEqualTo(expected);
        String sgf = record(game, "itsyourturn");
        assertThat(cli(sgf, "itsyourturn", null)).isEqualTo(expected);
        assertThat(entryPoint(ended, DeadStones.BY_RULES)).isEqualTo(expected);

        byte[] bytes = sgf.getBytes(StandardCharsets.UTF_8);
        GameState imported = GameEvolver.fold(GameDecider.decide(
                new ImportGame(GameIds.forImport(ALICE, bytes), ALICE, bytes, null), null, Games.T0));
        assertThat(live(imported)).isEqualTo(expected);
        assertThat(imported.result().score()).isEqualTo(ended.result().score());
    }
}
