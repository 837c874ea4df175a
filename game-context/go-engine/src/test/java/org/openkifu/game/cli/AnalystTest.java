package org.openkifu.game.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.game.sgf.SgfFiles;

class AnalystTest {

    @TempDir
    Path dir;

    private record Run(int exit, List<String> lines, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Analyst.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        return new Run(exit, text.isEmpty() ? List.of() : List.of(text.split("\n")), err.toString(StandardCharsets.UTF_8));
    }

    private Path write(String name, String sgf) throws Exception {
        return Files.writeString(dir.resolve(name), sgf);
    }

    @Test
    void replayPrintsBoardPrisonersAndCapturesInGtpForm() throws Exception {
        // Black captures the white stone on A9 (SGF "aa") of a 9x9 board with B9
        Path game = write("capture.sgf", "(;SZ[9]KM[6.5];B[ab];W[aa];B[ba];W[ee])");
        Run r = run("replay", game.toString(), "--json");
        assertThat(r.exit()).isZero();
        assertThat(r.lines()).containsExactly("{\"file\":\"" + game + "\",\"size\":9,\"rules\":\"chinese\",\"komi\":6.5,"
                + "\"moves\":4,\"toMove\":\"B\",\"board\":[\".X.......\",\"X........\",\".........\",\".........\","
                + "\"....O....\",\".........\",\".........\",\".........\",\".........\"],"
                + "\"prisoners\":{\"black\":1,\"white\":0},\"captures\":[[],[],[\"A9\"],[]]}");
    }

    @Test
    void severalFilesGiveOneLineEachInOrderAndABadFileDoesNotStopTheOthers() throws Exception {
        Path good = write("good.sgf", "(;SZ[9];B[ee];W[])");
        Path illegal = write("illegal.sgf", "(;SZ[9];B[ee];W[ee])");
        Path broken = write("broken.sgf", "(;SZ[9]\n;B[ee");
        Run r = run("replay", "--json", good.toString(), illegal.toString(), broken.toString(), dir.resolve("missing.sgf").toString(), good.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.lines()).hasSize(5);
        assertThat(r.lines().get(0)).startsWith("{\"file\":\"" + good + "\",\"size\":9").contains("\"toMove\":\"B\"");
        assertThat(r.lines().get(1)).isEqualTo("{\"file\":\"" + illegal + "\",\"error\":{\"code\":\"POINT_OCCUPIED\",\"move\":2,"
                + "\"message\":\"move 2 (white E5) is illegal: There is already a stone on E5.\"}}");
        assertThat(r.lines().get(2)).contains("\"code\":\"SGF_SYNTAX\"", "\"move\":null", "\"line\":2", "\"column\":6");
        assertThat(r.lines().get(3)).contains("\"code\":\"FILE_NOT_FOUND\"");
        assertThat(r.lines().get(4)).isEqualTo(r.lines().get(0));
    }

    @Test
    void replaysTheFamousGamesToTheEnd() {
        Run r = run("replay", "--json", SgfFiles.file("Famous games/Lee's Broken Ladder Game.sgf").toString());
        assertThat(r.exit()).isZero();
        assertThat(r.lines()).singleElement().asString().contains("\"size\":19", "\"moves\":211", "\"toMove\":\"W\"");
    }

    @Test
    void rulesDecideAndUnknownRulesAreAUsageError() {
        String superko = SgfFiles.file("Illegal games/positional-superko.sgf").toString();
        assertThat(run("replay", "--json", "--rules", "japanese", superko).exit()).isZero();
        Run refused = run("replay", "--json", "--rules", "little-go", superko);
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.lines().get(0)).contains("\"code\":\"MOVE_ILLEGAL_SUPERKO\"", "\"move\":23");
        Run unknown = run("replay", "--json", "--rules", "klingon", superko);
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("klingon");
    }

    @Test
    void scoreCountsWithGivenDeadStones() throws Exception {
        // 5x5: Black walls off the left, White the right; a lone black stone at E1 is dead
        Path game = write("score.sgf", "(;SZ[5]KM[0.5]AB[ba][bb][bc][bd][be][ee]AW[ca][cb][cc][cd][ce])");
        Run r = run("score", "--json", "--rules", "chinese", "--dead", "E1", game.toString());
        assertThat(r.exit()).isZero();
        String line = r.lines().get(0);
        // area: Black 5 stones + 5 points = 10; White 5 stones + 10 points (E1 freed) + 0.5 = 15.5
        assertThat(line).contains("\"result\":\"W+5.5\"", "\"dead\":[\"E1\"]", "\"deadSource\":\"given\"",
                "\"black\":{\"territory\":5,\"stones\":5", "\"total\":15.5", "\"ownership\":[\"bXOww\"");
        assertThat(line).doesNotContain("captures");
    }

    @Test
    void scoreEstimatesDeadStonesWhenNoneAreGiven() throws Exception {
        Path game = write("score.sgf", "(;SZ[5]KM[0.5]AB[ba][bb][bc][bd][be][ee]AW[ca][cb][cc][cd][ce])");
        Run r = run("score", "--json", "--rules", "chinese", game.toString());
        assertThat(r.lines().get(0)).contains("\"deadSource\":\"estimated\"", "\"result\":");
    }

    @Test
    void scoreRefusesDeadPointsOffTheBoardPerFile() throws Exception {
        Path game = write("small.sgf", "(;SZ[5]AB[aa])");
        Run r = run("score", "--json", "--rules", "chinese", "--dead", "T19", game.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.lines().get(0)).contains("\"code\":\"DEAD_POINT_INVALID\"");
        assertThat(run("score", "--json", game.toString()).exit()).isEqualTo(2);
    }

    @Test
    void usageErrorsExplainThemselves() {
        assertThat(run().exit()).isEqualTo(2);
        Run unknown = run("frobnicate");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown command", "Usage:");
        assertThat(run("replay", "--bogus", "x.sgf").err()).contains("unknown option --bogus");
        assertThat(run("help").lines()).isNotEmpty();
    }

    @Test
    void textOutputSummarisesEachFile() throws Exception {
        Path game = write("t.sgf", "(;SZ[5];B[cc])");
        Run r = run("replay", game.toString());
        assertThat(r.lines().get(0)).isEqualTo(game + ": 5x5, chinese, 1 moves, W to move, prisoners taken by black 0 / by white 0");
        assertThat(r.lines()).hasSize(6).contains("  ..X..");
    }

    @Test
    void jsonEscapesWhatItMust() {
        assertThat(Json.object().put("s", "a\"b\\c\nd\u0001").put("n", 2.5).put("i", 3).put("z", null).toString())
                .isEqualTo("{\"s\":\"a\\\"b\\\\c\\nd\\u0001\",\"n\":2.5,\"i\":3,\"z\":null}");
    }
}
