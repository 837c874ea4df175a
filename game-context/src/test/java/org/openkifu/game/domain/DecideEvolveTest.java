package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.p;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.AcceptTakeBack;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.RequestTakeBack;
import org.openkifu.game.rules.Color;

/** decide and evolve as plain functions, without Axon. */
class DecideEvolveTest {

    @Test
    void decideDoesNotTouchTheStateItIsGiven() {
        Games.Script s = Games.Script.of(Games.create().command()).play(ALICE, 4, 4);
        GameState before = s.state();
        GameState copy = GameEvolver.fold(s.events());
        List<GameEvent> events = GameDecider.decide(new PlayStone(ID, BOB, p(3, 3)), before, T0);
        assertThat(events).hasSize(1);
        assertThat(before).isEqualTo(copy);
        assertThat(before.moveCount()).isEqualTo(1);
    }

    @Test
    void decideNeedsAGameForEverythingButCreation() {
        assertThatThrownBy(() -> GameDecider.decide(new PlayStone(ID, ALICE, p(1, 1)), null, T0))
                .isInstanceOfSatisfying(GameRuleViolation.class, v -> assertThat(v.code()).isEqualTo(GameRuleViolation.GAME_NOT_FOUND));
        assertThatThrownBy(() -> GameDecider.decide(new PlayStone(" ", ALICE, p(1, 1)), null, T0))
                .isInstanceOfSatisfying(GameRuleViolation.class, v -> assertThat(v.code()).isEqualTo(GameRuleViolation.INVALID_COMMAND));
        assertThatThrownBy(() -> GameDecider.decide(Games.create().command(), null, null))
                .isInstanceOf(GameRuleViolation.class);
    }

    @Test
    void theTimeOfTheDecisionIsTheTimeOfTheEvents() {
        Instant later = T0.plusSeconds(3600);
        GameState s = GameEvolver.fold(GameDecider.decide(Games.create().command(), null, later));
        assertThat(s.setup().createdAt()).isEqualTo(later);
        GameState started = GameEvolver.evolve(s,
                GameDecider.decide(new GameCommand.ArriveAtGame(ID, Games.BOB), s, later.plusSeconds(5)).get(0));
        assertThat(started.startedAt()).isEqualTo(later.plusSeconds(5));
        assertThat(started.clock().since()).isEqualTo(later.plusSeconds(5));
    }

    @Test
    void takingBackAcrossAResumptionForgetsTheResumption() {
        Games.Script s = Games.Script.of(Games.create().takeBack().command()).play(ALICE, 4, 4).pass(BOB).pass(ALICE)
                .then(new GameCommand.ResumePlay(ID, BOB)).play(BOB, 2, 2);
        assertThat(s.state().resumedAt()).containsExactly(3);
        s.then(new RequestTakeBack(ID, ALICE)).then(new AcceptTakeBack(ID, BOB));
        // Alice's last move was the pass (move 3): moves 3 and 4 are undone, and with them the marking phase.
        assertThat(s.state().moveCount()).isEqualTo(2);
        assertThat(s.state().resumedAt()).isEmpty();
        assertThat(s.state().sideToMove()).isEqualTo(Color.BLACK);
        assertThat(s.state().position().phase()).isEqualTo(org.openkifu.game.rules.Phase.PLAYING);
    }
}
