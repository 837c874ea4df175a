package org.openkifu.tournament.application;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.hamcrest.CustomTypeSafeMatcher;
import org.hamcrest.Matcher;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.FinishedGame;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentIds;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.AcceptTwoGameMatch;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.CorrectMatchGameResult;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.DeclineTwoGameMatch;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.InviteToTwoGameMatch;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.RecordMatchGameResult;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameRequested;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameResultCorrected;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameResultRecorded;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchAccepted;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchDecided;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchDeclined;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchProposed;
import org.openkifu.tournament.domain.match.TwoGameMatchTerms;

class TwoGameMatchAggregateTest {

    private static final Instant T0 = Instant.parse("2026-06-01T12:00:00Z");
    private static final String ID = "m-1";
    private static final Rank ANN_RANK = Rank.parse("2k");
    private static final Rank BEN_RANK = Rank.parse("3k");
    private static final TwoGameMatchTerms TERMS = new TwoGameMatchTerms(19, "japanese", 6.5,
            TimeControl.correspondence(3), true);
    private static final TwoGameMatchProposed PROPOSED = new TwoGameMatchProposed(ID, "ann", ANN_RANK, "ben", BEN_RANK,
            TERMS, T0);
    private static final String R1 = "two-game-match/m-1/game-1";
    private static final String R2 = "two-game-match/m-1/game-2";
    private static final MatchGameRequested GAME1 = new MatchGameRequested(ID, 1, R1,
            TournamentIds.gameId(TournamentIds.TWO_GAME_MATCH, R1), "ben", "ann", BEN_RANK, ANN_RANK, 19, "japanese", 6.5,
            TimeControl.correspondence(3), true, T0, "Two-game match ann vs ben");
    private static final MatchGameRequested GAME2 = new MatchGameRequested(ID, 2, R2,
            TournamentIds.gameId(TournamentIds.TWO_GAME_MATCH, R2), "ann", "ben", ANN_RANK, BEN_RANK, 19, "japanese", 6.5,
            TimeControl.correspondence(3), true, T0, "Two-game match ann vs ben");

    private AggregateTestFixture<TwoGameMatchAggregate> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(TwoGameMatchAggregate.class);
        fixture.registerCommandTargetResolver(new TwoGameMatchCommandTargetResolver());
        fixture.registerInjectableResource(Clock.fixed(T0, ZoneOffset.UTC));
    }

    private static Matcher<Throwable> code(String expected) {
        return new CustomTypeSafeMatcher<>("a TournamentViolation with code " + expected) {
            @Override
            protected boolean matchesSafely(Throwable t) {
                return t instanceof TournamentViolation v && v.code().equals(expected);
            }
        };
    }

    private static FinishedGame finished(MatchGameRequested g, String winner, FinishReason reason, Double margin) {
        return new FinishedGame(g.gameId(), TournamentIds.TWO_GAME_MATCH, g.requestId(), g.blackUserId(), g.whiteUserId(),
                null, null, 19, 0, true, winner, reason, margin, 150, T0);
    }

    @Test
    void anInvitationIsProposedAndAcceptingRequestsBothGamesEachPlayerTakingBlackOnce() {
        fixture.givenNoPriorActivity()
                .when(new InviteToTwoGameMatch(ID, "ann", ANN_RANK, "ben", BEN_RANK, TERMS))
                .expectEvents(PROPOSED);
        setUp();
        fixture.given(PROPOSED).when(new AcceptTwoGameMatch(ID, "ben"))
                .expectEvents(new TwoGameMatchAccepted(ID, "ben", T0), GAME1, GAME2);
    }

    @Test
    void onlyTheInviteeAnswersAndADeclinedMatchCannotBeAccepted() {
        fixture.given(PROPOSED).when(new AcceptTwoGameMatch(ID, "ann"))
                .expectException(code(TournamentViolation.NOT_THE_INVITEE)).expectNoEvents();
        setUp();
        fixture.given(PROPOSED).when(new DeclineTwoGameMatch(ID, "ben"))
                .expectEvents(new TwoGameMatchDeclined(ID, "ben", T0));
        setUp();
        fixture.given(PROPOSED, new TwoGameMatchDeclined(ID, "ben", T0)).when(new AcceptTwoGameMatch(ID, "ben"))
                .expectException(code(TournamentViolation.INVALID_STATE)).expectNoEvents();
        setUp();
        fixture.givenNoPriorActivity().when(new InviteToTwoGameMatch(ID, "ann", ANN_RANK, "ann", ANN_RANK, TERMS))
                .expectException(code(TournamentViolation.INVALID_COMMAND)).expectNoEvents();
    }

    @Test
    void oneAllIsALevelMatch() {
        GameOutcome annWins = GameOutcome.of(GAME1.gameId(), "ann", FinishReason.RESIGNATION, null);
        fixture.given(PROPOSED, new TwoGameMatchAccepted(ID, "ben", T0), GAME1, GAME2,
                        new MatchGameResultRecorded(ID, 1, annWins, T0))
                .when(new RecordMatchGameResult(ID, "game-context", finished(GAME2, "ben", FinishReason.SCORE, 4.5)))
                .expectEvents(new MatchGameResultRecorded(ID, 2, GameOutcome.of(GAME2.gameId(), "ben", FinishReason.SCORE,
                        4.5), T0), new TwoGameMatchDecided(ID, 1.0, 1.0, null, T0));
    }

    @Test
    void twoNilAndTheSameResultTwiceChangesNothing() {
        GameOutcome annWins = GameOutcome.of(GAME1.gameId(), "ann", FinishReason.RESIGNATION, null);
        GameOutcome annWinsAgain = GameOutcome.of(GAME2.gameId(), "ann", FinishReason.TIMEOUT, null);
        fixture.given(PROPOSED, new TwoGameMatchAccepted(ID, "ben", T0), GAME1, GAME2,
                        new MatchGameResultRecorded(ID, 1, annWins, T0), new MatchGameResultRecorded(ID, 2, annWinsAgain, T0),
                        new TwoGameMatchDecided(ID, 2.0, 0.0, "ann", T0))
                .when(new RecordMatchGameResult(ID, "game-context", finished(GAME2, "ann", FinishReason.TIMEOUT, null)))
                .expectSuccessfulHandlerExecution().expectNoEvents()
                .expectState(m -> assertThat(m.state().winnerUserId()).isEqualTo("ann"));
    }

    @Test
    void aCorrectionChangesTheMatchResult() {
        GameOutcome annWins = GameOutcome.of(GAME1.gameId(), "ann", FinishReason.RESIGNATION, null);
        GameOutcome annWins2 = GameOutcome.of(GAME2.gameId(), "ann", FinishReason.RESIGNATION, null);
        GameOutcome benWins2 = GameOutcome.of(GAME2.gameId(), "ben", FinishReason.RESIGNATION, null);
        fixture.given(PROPOSED, new TwoGameMatchAccepted(ID, "ben", T0), GAME1, GAME2,
                        new MatchGameResultRecorded(ID, 1, annWins, T0), new MatchGameResultRecorded(ID, 2, annWins2, T0),
                        new TwoGameMatchDecided(ID, 2.0, 0.0, "ann", T0))
                .when(new CorrectMatchGameResult(ID, "game-context", finished(GAME2, "ben", FinishReason.RESIGNATION, null)))
                .expectEvents(new MatchGameResultCorrected(ID, 2, annWins2, benWins2, T0),
                        new TwoGameMatchDecided(ID, 1.0, 1.0, null, T0));
    }
}
