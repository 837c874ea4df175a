package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.axonframework.test.aggregate.AggregateTestFixture;
import org.hamcrest.CustomTypeSafeMatcher;
import org.hamcrest.Matcher;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.domain.invitation.InvitationCommand;
import org.openkifu.game.domain.invitation.InvitationEvent;
import org.openkifu.game.domain.invitation.InvitationState;
import org.openkifu.game.domain.invitation.InvitationTerms;
import org.openkifu.game.domain.invitation.InvitationTerms.ColourChoice;
import org.openkifu.game.domain.invitation.Invitations;
import org.openkifu.infra.platform.MutableClock;

class InvitationAggregateTest {

    private static final String ID = "inv-1";
    private static final Instant T0 = Games.T0;
    private static final Player ALICE = new Player("alice", "3k");
    private static final Player BOB = new Player("bob", "2k");
    private static final InvitationTerms TERMS = new InvitationTerms(9, "japanese", 6.5, null, GameType.HO_SUN,
            TimeControl.japanese(10, 3, 30), true, false, ColourChoice.BLACK);
    private static final InvitationEvent.InvitationSent SENT = new InvitationEvent.InvitationSent(ID, ALICE, BOB, TERMS,
            "a quick one?", T0.plus(Duration.ofHours(2)), T0);

    private AggregateTestFixture<InvitationAggregate> fixture;
    private MutableClock clock;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(InvitationAggregate.class);
        fixture.registerCommandTargetResolver(new InvitationCommandTargetResolver());
        clock = new MutableClock(T0);
        fixture.registerInjectableResource(clock);
    }

    @Test
    void anInvitationIsSentWithItsTermsMessageAndExpiry() {
        fixture.givenNoPriorActivity()
                .when(new InvitationCommand.Invite(ID, "alice", ALICE, BOB, TERMS, "  a quick one?  ", Duration.ofHours(2)))
                .expectEvents(SENT);
    }

    @Test
    void theDefaultValidityIsThreeDays() {
        fixture.givenNoPriorActivity()
                .when(new InvitationCommand.Invite(ID, "alice", ALICE, BOB, TERMS, null, null))
                .expectEvents(new InvitationEvent.InvitationSent(ID, ALICE, BOB, TERMS, null, T0.plus(Duration.ofDays(3)), T0));
    }

    @Test
    void invitationsWithBadTermsAreRefusedBeforeAnythingIsStored() {
        fixture.givenNoPriorActivity()
                .when(new InvitationCommand.Invite(ID, "alice", ALICE, ALICE, TERMS, null, null))
                .expectException(code(Invitations.INVALID_INVITATION)).expectNoEvents();
        setUp();
        fixture.givenNoPriorActivity()
                .when(new InvitationCommand.Invite(ID, "mallory", ALICE, BOB, TERMS, null, null))
                .expectException(code(Invitations.NOT_THE_INVITER)).expectNoEvents();
        setUp();
        fixture.givenNoPriorActivity()
                .when(new InvitationCommand.Invite(ID, "alice", ALICE, BOB, TERMS, "x".repeat(501), null))
                .expectException(code(Invitations.INVALID_INVITATION)).expectNoEvents();
        setUp();
        // the game's own checks run at invitation time
        fixture.givenNoPriorActivity()
                .when(new InvitationCommand.Invite(ID, "alice", ALICE, BOB,
                        new InvitationTerms(9, "no-such-rules", null, null, null, null, false, false, null), null, null))
                .expectException(code("UNKNOWN_RULESET")).expectNoEvents();
        setUp();
        fixture.givenNoPriorActivity()
                .when(new InvitationCommand.Invite(ID, "alice", ALICE, BOB,
                        new InvitationTerms(9, "japanese", null, null, null, TimeControl.absolute(100_000), false, false,
                                null), null, null))
                .expectException(code(GameRuleViolation.INVALID_TIME_CONTROL)).expectNoEvents();
    }

    @Test
    void theInviteeAcceptsAndTheAcceptanceNamesTheGameToStart() {
        clock.set(T0.plus(Duration.ofMinutes(30)));
        String gameId = Invitations.gameIdFor(ID);
        fixture.given(SENT)
                .when(new InvitationCommand.Accept(ID, "bob"))
                .expectEvents(new InvitationEvent.InvitationAccepted(ID, "bob", gameId, T0.plus(Duration.ofMinutes(30))));
    }

    @Test
    void acceptingTwiceIsANoOpSoTheGameCreationCanBeRetried() {
        fixture.given(SENT, new InvitationEvent.InvitationAccepted(ID, "bob", Invitations.gameIdFor(ID), T0))
                .when(new InvitationCommand.Accept(ID, "bob"))
                .expectSuccessfulHandlerExecution().expectNoEvents();
    }

    @Test
    void theCreatedGameHasTheInvitationsSettingsAndColours() {
        InvitationState accepted = Invitations.fold(List.of(SENT));
        var create = Invitations.createGame(accepted, "bob");
        assertThat(create.gameId()).isEqualTo(Invitations.gameIdFor(ID));
        assertThat(create.origin()).isEqualTo(new Origin(Origin.Kind.FREE, "invitation:" + ID));
        List<GameEvent> events = GameDecider.decide(create, null, T0);
        GameEvent.GameCreated created = (GameEvent.GameCreated) events.get(0);
        assertThat(created.blackUserId()).isEqualTo("alice");
        assertThat(created.whiteUserId()).isEqualTo("bob");
        assertThat(created.size()).isEqualTo(9);
        assertThat(created.komi()).isEqualTo(6.5);
        assertThat(created.takeBackAllowed()).isTrue();
        assertThat(created.timeControl()).isEqualTo(TimeControl.japanese(10, 3, 30));

        InvitationState nigiri = Invitations.fold(List.of(new InvitationEvent.InvitationSent(ID, ALICE, BOB,
                new InvitationTerms(19, "japanese", null, null, GameType.HO_SUN, null, false, false, ColourChoice.NIGIRI), null,
                T0.plusSeconds(60), T0)));
        GameEvent.GameCreated open = (GameEvent.GameCreated) GameDecider.decide(
                Invitations.createGame(nigiri, "bob"), null, T0).get(0);
        assertThat(open.blackUserId()).as("colours wait for the nigiri").isNull();
        assertThat(open.owner()).isEqualTo(ALICE);
    }

    @Test
    void onlyTheInviteeAcceptsOrDeclines() {
        fixture.given(SENT).when(new InvitationCommand.Accept(ID, "alice"))
                .expectException(code(Invitations.NOT_THE_INVITEE)).expectNoEvents();
        setUp();
        fixture.given(SENT).when(new InvitationCommand.Decline(ID, "carol"))
                .expectException(code(Invitations.NOT_THE_INVITEE)).expectNoEvents();
    }

    @Test
    void theInviteeDeclinesAndTheInvitationIsClosed() {
        fixture.given(SENT).when(new InvitationCommand.Decline(ID, "bob"))
                .expectEvents(new InvitationEvent.InvitationDeclined(ID, "bob", T0));
        setUp();
        fixture.given(SENT, new InvitationEvent.InvitationDeclined(ID, "bob", T0))
                .when(new InvitationCommand.Accept(ID, "bob"))
                .expectException(code(Invitations.INVITATION_CLOSED)).expectNoEvents();
    }

    @Test
    void acceptingAfterTheExpiryIsRefused() {
        clock.set(T0.plus(Duration.ofHours(2)));
        fixture.given(SENT).when(new InvitationCommand.Accept(ID, "bob"))
                .expectException(code(Invitations.INVITATION_EXPIRED)).expectNoEvents();
    }

    @Test
    void expiryIsRecordedOnlyOnceTheTimeHasPassed() {
        clock.set(T0.plus(Duration.ofMinutes(119)));
        fixture.given(SENT).when(new InvitationCommand.Expire(ID, "janitor"))
                .expectSuccessfulHandlerExecution().expectNoEvents();
        setUp();
        clock.set(T0.plus(Duration.ofHours(3)));
        fixture.given(SENT).when(new InvitationCommand.Expire(ID, "janitor"))
                .expectEvents(new InvitationEvent.InvitationExpired(ID, T0.plus(Duration.ofHours(3))));
    }

    @Test
    void theInviterMayWithdrawButNotTheInvitee() {
        fixture.given(SENT).when(new InvitationCommand.Withdraw(ID, "alice"))
                .expectEvents(new InvitationEvent.InvitationWithdrawn(ID, "alice", T0));
        setUp();
        fixture.given(SENT).when(new InvitationCommand.Withdraw(ID, "bob"))
                .expectException(code(Invitations.NOT_THE_INVITER)).expectNoEvents();
        setUp();
        fixture.given(SENT, new InvitationEvent.InvitationWithdrawn(ID, "alice", T0))
                .when(new InvitationCommand.Accept(ID, "bob"))
                .expectException(code(Invitations.INVITATION_CLOSED)).expectNoEvents();
    }

    private static Matcher<Throwable> code(String expected) {
        return new CustomTypeSafeMatcher<>("a GameRuleViolation with code " + expected) {
            @Override
            protected boolean matchesSafely(Throwable t) {
                return t instanceof GameRuleViolation v && v.code().equals(expected);
            }
        };
    }
}
