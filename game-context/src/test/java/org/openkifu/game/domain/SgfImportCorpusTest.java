package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.domain.GameEvent.GameCreated;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.GameImported;
import org.openkifu.game.domain.GameEvent.Passed;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.rules.Color;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfException;
import org.openkifu.game.sgf.SgfFiles;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.game.sgf.SgfReplay;

/**
 * Every record of the Little Go corpus through the import: what imports is recorded exactly as the same moves
 * sent one by one as live commands would be, and ends on the record's position; what cannot be a game is
 * refused with the SGF or engine code and the move number.
 */
class SgfImportCorpusTest {

    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");
    private static final String USER = "analyst";

    /** Corpus files a game on this server cannot represent, and why (they read and replay fine). */
    private static final Map<String, String> NOT_GAMES = Map.of(
            "9x9/non-alternating-play.sgf", SgfImport.NOT_ALTERNATING,
            "9x9/setup-variations.sgf", SgfImport.SETUP_UNSUPPORTED,
            "9x9/illegal-board-setup-test.sgf", SgfImport.SETUP_UNSUPPORTED,
            "9x9/gameinfo.sgf", SgfImport.SETUP_UNSUPPORTED,
            "9x9/node-tree-view.sgf", SgfImport.SETUP_UNSUPPORTED);

    static List<GameEvent> importFile(byte[] bytes, String name) {
        return GameDecider.decide(new ImportGame(GameIds.forImport(USER, bytes), USER, bytes, name), null, NOW);
    }

    @TestFactory
    Stream<DynamicTest> importedMovesAreTheLiveGamesEvents() {
        return SgfFiles.all().stream()
                .filter(p -> !SgfFiles.name(p).startsWith("Illegal games/") && !SgfFiles.name(p).startsWith("sgfc/"))
                .map(p -> DynamicTest.dynamicTest(SgfFiles.name(p), () -> check(p)));
    }

    private static void check(Path file) throws IOException {
        String name = SgfFiles.name(file);
        byte[] bytes = Files.readAllBytes(file);
        if (NOT_GAMES.containsKey(name)) {
            ImportRejected e = catchThrowableOfType(ImportRejected.class, () -> importFile(bytes, name));
            assertThat(e).as(name).isNotNull();
            assertThat(e.code()).isEqualTo(NOT_GAMES.get(name));
            return;
        }
        List<GameEvent> imported = importFile(bytes, name);
        GameState state = GameEvolver.fold(imported);
        Replay replay = SgfReplay.replay(SgfReader.read(bytes).firstGame());

        assertThat(imported.get(0)).isInstanceOf(GameCreated.class);
        assertThat(((GameCreated) imported.get(0)).origin())
                .isEqualTo(new Origin(Origin.Kind.IMPORTED, "sha256:" + GameIds.sha256(bytes)));
        assertThat(imported.get(1)).isInstanceOf(GameImported.class);
        assertThat(state.status()).isEqualTo(GameState.Status.ENDED);
        assertThat(state.moveCount()).isEqualTo(replay.moves().size());
        assertThat(state.position().snapshot()).as("final board").isEqualTo(replay.board());
        assertThat(state.position().prisoners(Color.BLACK)).isEqualTo(replay.position().prisoners(Color.BLACK));

        // The same game played live: creation as imported, then one command per move.
        int firstMove = firstMoveIndex(imported);
        List<GameEvent> live = new ArrayList<>(imported.subList(0, firstMove));
        GameState s = GameEvolver.fold(live);
        for (Replay.ReplayedMove move : replay.moves()) {
            if (s.status() == GameState.Status.MARKING) {
                s = run(live, s, new GameCommand.ResumePlay(s.gameId(), s.userOf(s.position().toMove())));
            }
            String by = s.userOf(move.color());
            s = run(live, s, move.point() == null ? new GameCommand.Pass(s.gameId(), by)
                    : new GameCommand.PlayStone(s.gameId(), by, move.point()));
        }
        GameResult result = state.result();
        if (s.status() != GameState.Status.ENDED && result.reason() == GameResult.Reason.RESIGNATION) {
            run(live, s, new GameCommand.Resign(s.gameId(), s.userOf(result.winner().opposite())));
        }
        if (s.status() == GameState.Status.ENDED || result.reason() == GameResult.Reason.RESIGNATION) {
            assertThat(imported).as(name + ": every event as a live game").isEqualTo(live);
        } else {
            // an ending no command gives (score from the record, time, unknown): everything up to it
            assertThat(imported.subList(0, imported.size() - 1)).as(name).isEqualTo(live);
            assertThat(imported.get(imported.size() - 1)).isInstanceOf(GameEnded.class);
        }
    }

    private static GameState run(List<GameEvent> history, GameState s, GameCommand command) {
        List<GameEvent> events = GameDecider.decide(command, s, NOW);
        history.addAll(events);
        GameState next = s;
        for (GameEvent e : events) {
            next = GameEvolver.evolve(next, e);
        }
        return next;
    }

    private static int firstMoveIndex(List<GameEvent> events) {
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof StonePlaced || events.get(i) instanceof Passed) {
                return i;
            }
        }
        return events.size() - 1;
    }

    @ParameterizedTest
    @CsvSource({
            "illegal-move.sgf, POINT_OCCUPIED, 16",
            "suicide.sgf, MOVE_ILLEGAL_SUICIDE, 4",
            "setup-after-first-move.sgf, SETUP_AFTER_FIRST_MOVE, 1",
            "not-enough-handicap-stones.sgf, HANDICAP_STONES_MISSING, 0",
            "too-many-moves.sgf, TOO_MANY_MOVES, 1395",
    })
    void illegalRecordsAreRefusedWithTheCodeAndMove(String file, String code, int move) throws IOException {
        byte[] bytes = Files.readAllBytes(SgfFiles.file("Illegal games/" + file));
        ImportRejected e = catchThrowableOfType(ImportRejected.class, () -> importFile(bytes, file));
        assertThat(e).isNotNull();
        assertThat(e.code()).isEqualTo(code);
        assertThat(e.moveNumber()).isEqualTo(move);
        // the same verdict the analysts' replay gives
        assertThatThrownBy(() -> SgfReplay.replay(SgfReader.read(bytes).firstGame()))
                .isInstanceOfSatisfying(SgfException.class, r -> assertThat(r.code()).isEqualTo(code));
    }

    @Test
    void aSyntaxErrorCarriesLineAndColumn() {
        byte[] bytes = "(;GM[1]SZ[9]\n;B[ee]\n;W[dd]x;B[cc])".getBytes();
        ImportRejected e = catchThrowableOfType(ImportRejected.class, () -> importFile(bytes, "broken.sgf"));
        assertThat(e.code()).isEqualTo("SGF_SYNTAX");
        assertThat(e.line()).isEqualTo(3);
        assertThat(e.column()).isPositive();
        assertThat(e.moveNumber()).isNull();
    }

    @Test
    void theHeaderAndTheEndingComeFromTheRecord() throws IOException {
        byte[] bytes = Files.readAllBytes(SgfFiles.file("Famous games/Lee's Broken Ladder Game.sgf"));
        List<GameEvent> events = importFile(bytes, "lee.sgf");
        GameCreated created = (GameCreated) events.get(0);
        GameImported header = (GameImported) events.get(1);
        assertThat(created.blackUserId()).isEqualTo("sgf:black:" + header.record().blackName());
        assertThat(created.whiteUserId()).startsWith("sgf:white:");
        assertThat(created.createdBy()).isEqualTo(USER);
        assertThat(header.fileName()).isEqualTo("lee.sgf");
        assertThat(header.record().date()).isNotBlank();
        GameState state = GameEvolver.fold(events);
        assertThat(state.result().sgf()).isEqualTo(header.record().resultText().startsWith("B") ? "B+R" : "W+R");
        assertThat(state.result().reason()).isEqualTo(GameResult.Reason.RESIGNATION);
    }

    @Test
    void theSameFileByAnotherUserIsAnotherGame() {
        byte[] bytes = "(;GM[1]SZ[9];B[ee];W[dd])".getBytes();
        assertThat(GameIds.forImport("alice", bytes)).isEqualTo(GameIds.forImport("alice", bytes.clone()))
                .isNotEqualTo(GameIds.forImport("bob", bytes));
        assertThatThrownBy(() -> GameDecider.decide(new ImportGame(GameIds.forImport("bob", bytes), USER, bytes, null), null, NOW))
                .isInstanceOfSatisfying(GameRuleViolation.class, e -> assertThat(e.code()).isEqualTo(GameRuleViolation.INVALID_COMMAND));
    }

    @Test
    void aFileWithTwoGamesIsRefused() {
        byte[] bytes = "(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[dd])".getBytes();
        ImportRejected e = catchThrowableOfType(ImportRejected.class, () -> importFile(bytes, null));
        assertThat(e.code()).isEqualTo(SgfImport.MULTIPLE_GAMES);
    }

    @Test
    void aRecordWithoutAResultEndsAsUnknown() {
        byte[] bytes = "(;GM[1]SZ[9];B[ee];W[dd])".getBytes();
        GameState state = GameEvolver.fold(importFile(bytes, null));
        assertThat(state.result().reason()).isEqualTo(GameResult.Reason.UNKNOWN);
        assertThat(state.result().sgf()).isEqualTo("?");
        assertThat(state.blackUserId()).isEqualTo("sgf:black");
    }
}
