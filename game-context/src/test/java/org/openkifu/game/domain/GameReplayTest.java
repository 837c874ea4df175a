package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.p;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.AcceptTakeBack;
import org.openkifu.game.domain.GameCommand.RequestTakeBack;
import org.openkifu.game.rules.Color;

class GameReplayTest {

    @Test
    void positionAtEachMoveWithPrisonersKoAndClocks() {
        Games.Script s = Games.Script.of(Games.create().time(TimeControl.absolute(10)).command()).arrived()
                .after(Duration.ofSeconds(30)).play(ALICE, 1, 0).after(Duration.ofSeconds(5)).play(BOB, 0, 0)
                .after(Duration.ofSeconds(10)).play(ALICE, 0, 1).play(BOB, 8, 8);
        List<GameEvent> events = s.events();

        GameReplay.Frame start = GameReplay.at(events, 0);
        assertThat(start.board().count(Color.BLACK) + start.board().count(Color.WHITE)).isZero();
        assertThat(start.toMove()).isEqualTo(Color.BLACK);
        assertThat(start.lastMove()).isNull();

        GameReplay.Frame two = GameReplay.at(events, 2);
        assertThat(two.board().rows().get(0)).startsWith("OX.");
        assertThat(two.toMove()).isEqualTo(Color.BLACK);
        assertThat(two.clock().side(Color.BLACK).mainMillis()).isEqualTo(570_000);
        assertThat(two.clock().side(Color.WHITE).mainMillis()).isEqualTo(595_000);

        GameReplay.Frame three = GameReplay.at(events, 3);
        assertThat(three.board().colorAt(p(0, 0))).isNull();
        assertThat(three.capturedByBlack()).isEqualTo(1);
        assertThat(three.lastMove()).isEqualTo(new PlayedMove(Color.BLACK, p(0, 1)));
        assertThat(three.clock().side(Color.BLACK).mainMillis()).isEqualTo(560_000);
    }

    @Test
    void afterATakeBackMoveNIsTheMoveOfTheFinalLine() {
        Games.Script s = Games.Script.of(Games.create().takeBack().command()).play(ALICE, 4, 4).play(BOB, 2, 2)
                .then(new RequestTakeBack(ID, BOB)).then(new AcceptTakeBack(ID, ALICE)).play(BOB, 6, 6);
        GameReplay.Frame two = GameReplay.at(s.events(), 2);
        assertThat(two.lastMove()).isEqualTo(new PlayedMove(Color.WHITE, p(6, 6)));
        assertThat(two.board().colorAt(p(2, 2))).isNull();
    }

    @Test
    void movesBeyondTheGameAreRefused() {
        Games.Script s = Games.Script.of(Games.create().command()).play(ALICE, 4, 4);
        assertThatThrownBy(() -> GameReplay.at(s.events(), 2)).isInstanceOfSatisfying(GameRuleViolation.class,
                v -> assertThat(v.code()).isEqualTo(GameRuleViolation.REPLAY_OUT_OF_RANGE));
        assertThatThrownBy(() -> GameReplay.at(List.of(), 0)).isInstanceOfSatisfying(GameRuleViolation.class,
                v -> assertThat(v.code()).isEqualTo(GameRuleViolation.GAME_NOT_FOUND));
    }
}
