package org.openkifu.game.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

class GameInfoTest {

    @ParameterizedTest
    @CsvSource({
            "B+3.5, SCORE, BLACK, 3.5, B+3.5",
            "W+R, RESIGNATION, WHITE, 0, W+R",
            "W+Resign, RESIGNATION, WHITE, 0, W+R",
            "B+T, TIME, BLACK, 0, B+T",
            "B+F, FORFEIT, BLACK, 0, B+F",
            "W+, WIN, WHITE, 0, W+",
            "B+4, SCORE, BLACK, 4, B+4",
            "0, DRAW, , 0, 0",
            "Draw, DRAW, , 0, 0",
            "Void, VOID, , 0, Void",
            "?, UNKNOWN, , 0, ?",
    })
    void parsesAndWritesResults(String text, SgfResult.Kind kind, Color winner, double margin, String written) {
        SgfResult r = SgfResult.parse(text);
        assertThat(r.kind()).isEqualTo(kind);
        assertThat(r.winner()).isEqualTo(winner);
        assertThat(r.margin()).isEqualTo(margin);
        assertThat(r.toSgf()).isEqualTo(written);
        assertThat(SgfResult.parse(r.toSgf())).isEqualTo(r);
    }

    @ParameterizedTest
    @CsvSource({"black wins", "B+abc", "B+-2", "X+R"})
    void rejectsResultsThatAreNot(String text) {
        assertThatThrownBy(() -> SgfResult.parse(text))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo("SGF_RESULT_INVALID"));
    }

    @Test
    void readsTheGameInfoOfLittleGosGameinfoFile() throws Exception {
        SgfCollection c = SgfReader.read(SgfFiles.file("9x9/gameinfo.sgf"));
        GameInfo info = GameInfo.of(c.firstGame());
        assertThat(info.size()).isEqualTo(9);
        assertThat(info.komi()).isEqualTo(0.5);
        assertThat(info.handicap()).isEqualTo(2);
        assertThat(info.result()).isEqualTo(SgfResult.byScore(Color.WHITE, 17.5));
        assertThat(info.rules()).isEqualTo("AGA");
        assertThat(info.blackRank()).isEqualTo("25k?");
        assertThat(info.whiteRank()).isEqualTo("7d*");
        assertThat(info.blackPlayer()).isEqualTo("A very long black player name (PB property)");
        assertThat(info.timeLimitSeconds()).isEqualTo(142.7);
        assertThat(info.date()).isEqualTo("2019-02-28,2020-02-29,2021-01-10,11,12,02-03");
        // the other variations are alternative results
        List<String> results = c.firstGame().children().stream()
                .map(v -> GameInfo.ofPath(List.of(c.firstGame(), v)).result().toSgf()).toList();
        assertThat(results).containsExactly("W+17.5", "W+R", "W+T", "W+F", "0", "Void", "?");
    }

    @Test
    void rectangularAndOversizedBoardsAreRefusedClearly() {
        assertThatThrownBy(() -> GameInfo.of(SgfReader.read("(;SZ[19:13])").firstGame()))
                .isInstanceOfSatisfying(SgfException.class, e -> {
                    assertThat(e.code()).isEqualTo("SGF_SIZE_UNSUPPORTED");
                    assertThat(e.getMessage()).contains("rectangular");
                });
        assertThat(GameInfo.of(SgfReader.read("(;SZ[13:13])").firstGame()).size()).isEqualTo(13);
        assertThatThrownBy(() -> GameInfo.of(SgfReader.read("(;SZ[26])").firstGame()))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo("SGF_SIZE_UNSUPPORTED"));
        assertThatThrownBy(() -> GameInfo.of(SgfReader.read("(;KM[five])").firstGame()))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo("SGF_VALUE_INVALID"));
        assertThatThrownBy(() -> GameInfo.of(SgfReader.read("(;GM[2])").firstGame()))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo("SGF_GAME_UNSUPPORTED"));
        assertThat(GameInfo.of(SgfReader.read("(;FF[4])").firstGame()).size()).isEqualTo(19);
        GameInfo oddResult = GameInfo.of(SgfReader.read("(;RE[black wins by 5])").firstGame());
        assertThat(oddResult.result()).isNull();
        assertThat(oddResult.resultText()).isEqualTo("black wins by 5");
    }

    @Test
    void pointsListsAndPasses() {
        assertThat(SgfPoints.list(List.of("aa:cb", "ee"), 9)).containsExactly(
                new Point(0, 0), new Point(1, 0), new Point(2, 0), new Point(0, 1), new Point(1, 1), new Point(2, 1), new Point(4, 4));
        assertThat(SgfPoints.move("", 19)).isNull();
        assertThat(SgfPoints.move("tt", 19)).isNull();
        assertThat(SgfPoints.move("tt", 25)).isEqualTo(new Point(19, 19));
        assertThatThrownBy(() -> SgfPoints.point("jj", 9))
                .isInstanceOfSatisfying(SgfException.class, e -> assertThat(e.code()).isEqualTo("SGF_POINT_INVALID"));
    }

    @Test
    void builderWritesAGameThatReadsBack() {
        String sgf = GameRecordBuilder.board(19)
                .komi(0.5).handicap(2, List.of(new Point(3, 15), new Point(15, 3)))
                .rules("Japanese").players("Lee [1]", "Hong").ranks("9p", "5d")
                .date("2003-04-23").event("KAT cup", "2").time(3600, "5x30 byo-yomi")
                .result(SgfResult.byResignation(Color.BLACK))
                .play(Color.WHITE, new Point(16, 16)).moveComment("a: b]")
                .pass(Color.BLACK)
                .toSgf();
        SgfNode root = SgfReader.read(sgf).firstGame();
        GameInfo info = GameInfo.of(root);
        assertThat(info.size()).isEqualTo(19);
        assertThat(info.komi()).isEqualTo(0.5);
        assertThat(info.handicap()).isEqualTo(2);
        assertThat(info.rules()).isEqualTo("Japanese");
        assertThat(info.blackPlayer()).isEqualTo("Lee [1]");
        assertThat(info.whiteRank()).isEqualTo("5d");
        assertThat(info.event()).isEqualTo("KAT cup");
        assertThat(info.round()).isEqualTo("2");
        assertThat(info.timeLimitSeconds()).isEqualTo(3600.0);
        assertThat(info.overtime()).isEqualTo("5x30 byo-yomi");
        assertThat(info.result()).isEqualTo(SgfResult.byResignation(Color.BLACK));
        assertThat(root.values("AB")).containsExactly("dp", "pd");
        assertThat(root.value("PL")).isEqualTo("W");
        SgfNode first = root.next();
        assertThat(SgfMove.of(first, 19)).isEqualTo(new SgfMove(Color.WHITE, new Point(16, 16)));
        assertThat(SgfText.text(first.value("C"))).isEqualTo("a: b]");
        assertThat(SgfMove.of(first.next(), 19)).isEqualTo(SgfMove.pass(Color.BLACK));
        assertThat(first.next().value("B")).isEmpty();
    }
}
