package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.hamcrest.CustomTypeSafeMatcher;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvent.GameCreated;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.ImportRejected;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.rules.Point;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfFiles;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.game.sgf.SgfReplay;

/** {@link ImportGame} through the Axon aggregate: a record becomes a game once, and an illegal one never. */
class ImportTest extends FixtureSupport {

    private static final String ANALYST = "analyst";

    private static byte[] corpus(String name) throws IOException {
        return Files.readAllBytes(SgfFiles.file(name));
    }

    private static ImportGame importing(byte[] sgf) {
        return new ImportGame(GameIds.forImport(ANALYST, sgf), ANALYST, sgf, "record.sgf");
    }

    @Test
    void aRecordBecomesAnEndedGameOnItsFinalPosition() throws IOException {
        byte[] sgf = corpus("Famous games/Ear-reddening game.sgf");
        Replay replay = SgfReplay.replay(SgfReader.read(sgf).firstGame());
        List<GameEvent> expected = GameDecider.decide(importing(sgf), null, Games.T0);
        none().when(importing(sgf))
                .expectSuccessfulHandlerExecution()
                .expectResultMessagePayload(true)
                .expectEvents(expected.toArray())
                .expectState(g -> {
                    GameState s = g.state();
                    assertThat(s.setup().origin()).isEqualTo(new Origin(Origin.Kind.IMPORTED, "sha256:" + GameIds.sha256(sgf)));
                    assertThat(s.status()).isEqualTo(GameState.Status.ENDED);
                    assertThat(s.moveCount()).isEqualTo(replay.moves().size());
                    assertThat(s.position().snapshot()).isEqualTo(replay.board());
                });
        assertThat(expected).filteredOn(e -> e instanceof StonePlaced).hasSize(replay.moves().size());
        assertThat(expected.get(expected.size() - 1)).isInstanceOf(GameEnded.class);
    }

    @Test
    void anIllegalRecordIsRefusedWithTheEngineCodeAndMoveNumberAndStoresNothing() throws IOException {
        byte[] sgf = corpus("Illegal games/illegal-move.sgf");
        none().when(importing(sgf))
                .expectException(new CustomTypeSafeMatcher<Throwable>("POINT_OCCUPIED at move 16") {
                    @Override
                    protected boolean matchesSafely(Throwable t) {
                        return t instanceof ImportRejected r && r.code().equals("POINT_OCCUPIED") && r.moveNumber() == 16;
                    }
                })
                .expectNoEvents();
    }

    @Test
    void malformedSgfIsRefusedWithItsSyntaxCode() {
        rejected(none().when(importing("(;GM[1]SZ[19];B[pd];W[dd]x;B[cc])".getBytes())), "SGF_SYNTAX");
    }

    @Test
    void importingTheSameFileAgainChangesNothing() throws IOException {
        byte[] sgf = corpus("Famous games/Lee's Broken Ladder Game.sgf");
        List<GameEvent> first = GameDecider.decide(importing(sgf), null, Games.T0);
        setUpFixture();
        fixture.given(first.toArray()).when(importing(sgf.clone()))
                .expectSuccessfulHandlerExecution()
                .expectResultMessagePayload(false)
                .expectNoEvents();
    }

    @Test
    void nobodyCanMoveInAnImportedGame() {
        byte[] sgf = "(;GM[1]SZ[9]PB[alice]PW[bob];B[ee];W[dd])".getBytes();
        List<GameEvent> imported = GameDecider.decide(importing(sgf), null, Games.T0);
        GameCreated created = (GameCreated) imported.get(0);
        assertThat(created.blackUserId()).isEqualTo("sgf:black:alice");
        setUpFixture();
        // "alice" the account is not "sgf:black:alice" the player named in the record, and the game is over anyway
        rejected(fixture.given(imported.toArray()).when(new PlayStone(created.gameId(), "alice", new Point(2, 2))),
                GameRuleViolation.NOT_A_PLAYER);
        setUpFixture();
        rejected(fixture.given(imported.toArray()).when(new PlayStone(created.gameId(), "sgf:black:alice", new Point(2, 2))),
                GameRuleViolation.GAME_OVER);
    }
}
