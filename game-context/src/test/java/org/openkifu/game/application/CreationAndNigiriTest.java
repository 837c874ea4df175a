package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.create;
import static org.openkifu.game.domain.Games.p;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.ChooseNigiriParity;
import org.openkifu.game.domain.GameCommand.GuessNigiri;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlaceHandicapStones;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameEvent.GameCreated;
import org.openkifu.game.domain.GameEvent.HandicapStonesPlaced;
import org.openkifu.game.domain.GameEvent.NigiriGuessed;
import org.openkifu.game.domain.GameEvent.NigiriParityChosen;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Parity;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Handicap;
import org.openkifu.game.rules.RulesException;

class CreationAndNigiriTest extends FixtureSupport {

    @Test
    void fixedColoursStartTheGameAtOnce() {
        none()
                .when(create().command())
                .expectEvents(new GameCreated(ID, ALICE, Player.of(ALICE), Player.of(BOB), ALICE, BOB, GameType.HO_SUN, 0,
                        RulesChoice.preset("japanese"), 9, 6.5, TimeControl.NONE, false, true, Origin.FREE, T0))
                .expectState(g -> {
                    assertThat(g.state().status()).isEqualTo(GameState.Status.PLAYING);
                    assertThat(g.state().sideToMove()).isEqualTo(org.openkifu.game.rules.Color.BLACK);
                });
    }

    @Test
    void aRedeliveredCreationRequestChangesNothing() {
        Origin pairing = new Origin(Origin.Kind.TOURNAMENT_PAIRING, "cup-7/round-2/table-3");
        Script s = Script.of(create().origin(pairing).command());
        given(s).when(create().origin(pairing).command()).expectSuccessfulHandlerExecution().expectNoEvents();
    }

    @Test
    void aDifferentRequestForAnExistingIdIsRefused() {
        Script s = Script.of(create().command());
        rejected(given(s).when(create().origin(new Origin(Origin.Kind.LADDER_CHALLENGE, "ch-1")).command()),
                GameRuleViolation.GAME_ALREADY_EXISTS);
    }

    @Test
    void sameRanksMeanHoSunWithNigiri() {
        none()
                .when(create().ranks("3k", "3k").nigiri().rules("black-and-white").size(19).command())
                .expectEvents(new GameCreated(ID, ALICE, new Player(ALICE, "3k"), new Player(BOB, "3k"), null, null,
                        GameType.HO_SUN, 0, RulesChoice.preset("black-and-white"), 19, 6.5, TimeControl.NONE, false, true,
                        Origin.FREE, T0))
                .expectState(g -> assertThat(g.state().status()).isEqualTo(GameState.Status.AWAITING_NIGIRI_PARITY));
    }

    @Test
    void ranksOneOrTwoApartMeanJungSunStrongerTakesWhiteKomiHalf() {
        none()
                .when(create().ranks("1k", "2k").nigiri().rules("black-and-white").size(19).command())
                .expectEvents(new GameCreated(ID, ALICE, new Player(ALICE, "1k"), new Player(BOB, "2k"), BOB, ALICE,
                        GameType.JUNG_SUN, 0, RulesChoice.preset("black-and-white"), 19, 0.5, TimeControl.NONE, false, true,
                        Origin.FREE, T0));
    }

    @Test
    void fixedColoursWithAWeakerBlackTakeTheTypeFromTheRanks() {
        none()
                .when(create().ranks("2k", "1k").rules("black-and-white").size(19).command())
                .expectEvents(new GameCreated(ID, ALICE, new Player(ALICE, "2k"), new Player(BOB, "1k"), ALICE, BOB,
                        GameType.JUNG_SUN, 0, RulesChoice.preset("black-and-white"), 19, 0.5, TimeControl.NONE, false, true,
                        Origin.FREE, T0));
    }

    @Test
    void fixedColoursWithAStrongerBlackPlayAnEvenGame() {
        // the pairing gave Black to the 1k: no reverse komi, no stones for the stronger player
        none()
                .when(create().ranks("1k", "5k").rules("black-and-white").size(19).command())
                .expectEvents(new GameCreated(ID, ALICE, new Player(ALICE, "1k"), new Player(BOB, "5k"), ALICE, BOB,
                        GameType.HO_SUN, 0, RulesChoice.preset("black-and-white"), 19, 6.5, TimeControl.NONE, false, true,
                        Origin.FREE, T0));
    }

    @Test
    void ranksMoreThanTwoApartMeanHandicapPlacedForBlackWhiteFirst() {
        // 5k vs 2d is six stones apart; Black&White has a pattern for 6 on 19x19
        none()
                .when(create().ranks("5k", "2d").nigiri().rules("black-and-white").size(19).command())
                .expectEvents(new GameCreated(ID, ALICE, new Player(ALICE, "5k"), new Player(BOB, "2d"), ALICE, BOB,
                                GameType.HANDICAP, 6, RulesChoice.preset("black-and-white"), 19, 0.5, TimeControl.NONE, false,
                                true, Origin.FREE, T0),
                        new HandicapStonesPlaced(ID, Handicap.fixed(19, 6), T0))
                .expectState(g -> assertThat(g.state().sideToMove()).isEqualTo(org.openkifu.game.rules.Color.WHITE));
    }

    @Test
    void eightStonesApartUnderBlackAndWhiteGivesSevenStonesThereIsNoEightStonePattern() {
        none()
                .when(create().ranks("8k", "1d").nigiri().rules("black-and-white").size(19).command())
                .expectState(g -> assertThat(g.state().setup().handicap()).isEqualTo(7));
    }

    @Test
    void theAgreedHandicapOverridesTheDefaultButMustBeAllowed() {
        none()
                .when(create().ranks("8k", "1d").nigiri().rules("black-and-white").size(19).type(GameType.HANDICAP, 8).command())
                .expectException(code(GameRuleViolation.INVALID_HANDICAP))
                .expectExceptionMessage("rule set 'black-and-white' allows handicaps of [2, 3, 4, 5, 6, 7, 9, 13, 21, 25] stones, not 8");
    }

    @Test
    void freeHandicapWaitsForBlackToPlaceTheStones() {
        Script s = Script.of(create().rules("chinese").type(GameType.HANDICAP, 2).command());
        assertThat(s.state().status()).isEqualTo(GameState.Status.AWAITING_HANDICAP_STONES);
        rejected(given(s).when(new PlayStone(ID, BOB, p(4, 4))), GameRuleViolation.GAME_NOT_STARTED);
        rejected(given(s).when(new PlaceHandicapStones(ID, BOB, List.of(p(2, 2), p(6, 6)))), GameRuleViolation.NOT_YOUR_TURN);
        rejected(given(s).when(new PlaceHandicapStones(ID, ALICE, List.of(p(2, 2)))), GameRuleViolation.INVALID_HANDICAP);
        rejected(given(s).when(new PlaceHandicapStones(ID, ALICE, List.of(p(2, 2), p(2, 2)))), RulesException.HANDICAP_UNSUPPORTED);
        given(s).when(new PlaceHandicapStones(ID, ALICE, List.of(p(2, 2), p(6, 6))))
                .expectEvents(new HandicapStonesPlaced(ID, List.of(p(2, 2), p(6, 6)), T0))
                .expectState(g -> assertThat(g.state().sideToMove()).isEqualTo(org.openkifu.game.rules.Color.WHITE));
    }

    @Test
    void handicapStonesArePlacedOnlyOnce() {
        Script s = Script.of(create().type(GameType.HANDICAP, 4).command());
        rejected(given(s).when(new PlaceHandicapStones(ID, ALICE, List.of(p(2, 2), p(6, 6)))), GameRuleViolation.HANDICAP_NOT_EXPECTED);
    }

    @Test
    void creationRejectsBadInputWithStableCodes() {
        rejected(none().when(create().players(Player.of(ALICE), Player.of(ALICE)).colours(ALICE, ALICE).command()),
                GameRuleViolation.INVALID_PLAYERS);
        rejected(none().when(create().colours(ALICE, "mallory").command()), GameRuleViolation.INVALID_PLAYERS);
        rejected(none().when(create().ranks("19k", "3k").command()), GameRuleViolation.INVALID_RANK);
        rejected(none().when(create().rules("go-moku").command()), RulesException.UNKNOWN_RULESET);
        rejected(none().when(create().rules("itsyourturn").size(11).command()), RulesException.BOARD_SIZE_UNSUPPORTED);
        rejected(none().when(create().rules(new RulesChoice("japanese", null, 3)).command()), RulesException.INVALID_RULESET);
        rejected(none().when(create().time(TimeControl.japanese(30, 7, 30)).command()), GameRuleViolation.INVALID_TIME_CONTROL);
        rejected(none().when(create().time(TimeControl.japanese(721, 3, 30)).command()), GameRuleViolation.INVALID_TIME_CONTROL);
        rejected(none().when(create().time(TimeControl.japanese(30, 3, 61)).command()), GameRuleViolation.INVALID_TIME_CONTROL);
        rejected(none().when(create().nigiri().type(GameType.JUNG_SUN, null).command()), GameRuleViolation.INVALID_GAME_TYPE);
        rejected(none().when(create().type(GameType.HO_SUN, 3).command()), GameRuleViolation.INVALID_HANDICAP);
        rejected(none().when(create().origin(new Origin(Origin.Kind.FREE, null)).rules((RulesChoice) null).command()),
                GameRuleViolation.INVALID_COMMAND);
    }

    // ---------------------------------------------------------------- nigiri

    private static Script awaitingNigiri() {
        return Script.of(create().ranks("3k", "3k").nigiri().rules("black-and-white").size(19).command());
    }

    @Test
    void theOwnerPicksTheParity() {
        given(awaitingNigiri()).when(new ChooseNigiriParity(ID, ALICE, Parity.ODD))
                .expectEvents(new NigiriParityChosen(ID, ALICE, Parity.ODD, T0));
        rejected(given(awaitingNigiri()).when(new ChooseNigiriParity(ID, BOB, Parity.ODD)), GameRuleViolation.NOT_YOUR_TURN);
        rejected(given(awaitingNigiri()).when(new GuessNigiri(ID, BOB, Parity.ODD)), GameRuleViolation.NIGIRI_NOT_EXPECTED);
        rejected(given(awaitingNigiri()).when(new PlayStone(ID, ALICE, p(3, 3))), GameRuleViolation.GAME_NOT_STARTED);
        rejected(given(awaitingNigiri()).when(new ChooseNigiriParity(ID, ALICE, null)), GameRuleViolation.INVALID_COMMAND);
    }

    @Test
    void aRightGuessTakesBlack() {
        Script s = awaitingNigiri().then(new ChooseNigiriParity(ID, ALICE, Parity.ODD));
        given(s).when(new GuessNigiri(ID, BOB, Parity.ODD))
                .expectEvents(new NigiriGuessed(ID, BOB, Parity.ODD, true, BOB, ALICE, T0))
                .expectState(g -> assertThat(g.state().colorOf(BOB)).isEqualTo(org.openkifu.game.rules.Color.BLACK));
    }

    @Test
    void aWrongGuessLeavesBlackToTheOwner() {
        Script s = awaitingNigiri().then(new ChooseNigiriParity(ID, ALICE, Parity.ODD));
        given(s).when(new GuessNigiri(ID, BOB, Parity.EVEN))
                .expectEvents(new NigiriGuessed(ID, BOB, Parity.EVEN, false, ALICE, BOB, T0));
        rejected(given(s).when(new GuessNigiri(ID, ALICE, Parity.EVEN)), GameRuleViolation.NOT_YOUR_TURN);
        rejected(given(s).when(new ChooseNigiriParity(ID, ALICE, Parity.EVEN)), GameRuleViolation.NIGIRI_NOT_EXPECTED);
    }

    @Test
    void afterNigiriBlackMovesFirst() {
        Script s = awaitingNigiri().then(new ChooseNigiriParity(ID, ALICE, Parity.EVEN)).then(new GuessNigiri(ID, BOB, Parity.EVEN));
        rejected(given(s).when(new Pass(ID, ALICE)), GameRuleViolation.NOT_YOUR_TURN);
        given(s).when(new PlayStone(ID, BOB, p(15, 3))).expectEvents(new StonePlaced(ID, 1, org.openkifu.game.rules.Color.BLACK, p(15, 3), BOB, T0));
    }
}
