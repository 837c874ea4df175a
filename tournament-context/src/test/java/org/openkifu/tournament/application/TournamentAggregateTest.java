package org.openkifu.tournament.application;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.hamcrest.CustomTypeSafeMatcher;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.FinishedGame;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentEvent.RegistrationOpened;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.TournamentScript;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentViolation;

/** The Axon shell: commands reach the decider with the injected clock, events rebuild the state. */
class TournamentAggregateTest {

    private static final Instant NOW = Instant.parse("2026-05-02T10:00:00Z");
    private AggregateTestFixture<TournamentAggregate> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(TournamentAggregate.class);
        fixture.registerCommandTargetResolver(new TournamentCommandTargetResolver());
        fixture.registerInjectableResource(Clock.fixed(NOW, ZoneOffset.UTC));
    }

    @Test
    void createThenOpenRegistration() {
        TournamentSettings settings = TournamentSettings.swiss(3);
        fixture.givenNoPriorActivity()
                .when(new TournamentCommand.CreateTournament("t-1", "olga", "Cup", "NL, Ams", settings))
                .expectEvents(new TournamentCreated("t-1", "olga", "Cup", "NL, Ams", settings, NOW));
        setUp();
        fixture.given(new TournamentCreated("t-1", "olga", "Cup", "NL, Ams", settings, NOW))
                .when(new TournamentCommand.OpenRegistration("t-1", "olga"))
                .expectEvents(new RegistrationOpened("t-1", "olga", NOW))
                .expectState(t -> assertThat(t.state().status()).isEqualTo(TournamentState.Status.REGISTRATION_OPEN));
    }

    @Test
    void refusalsKeepTheirCodeAndStoreNothing() {
        fixture.given(new TournamentCreated("t-1", "olga", "Cup", "", TournamentSettings.swiss(3), NOW))
                .when(new TournamentCommand.Register("t-1", "ann", Entrant.of("ann", "1k")))
                .expectException(new CustomTypeSafeMatcher<Throwable>("REGISTRATION_CLOSED") {
                    @Override
                    protected boolean matchesSafely(Throwable t) {
                        return t instanceof TournamentViolation v && v.code().equals(TournamentViolation.REGISTRATION_CLOSED);
                    }
                })
                .expectNoEvents();
    }

    @Test
    void aRedeliveredGameResultChangesNothing() {
        TournamentScript script = TournamentScript.withPlayers(TournamentSettings.swiss(2), TournamentScript.field(4)).start(1);
        var slot = script.slot(1, 1, 1);
        FinishedGame won = script.finished(slot, slot.blackUserId(), FinishReason.RESIGNATION, null);
        script.run(new TournamentCommand.RecordGameResult(TournamentScript.ID, "game-context", won));
        List<TournamentEvent> history = script.events();
        fixture.given(history.toArray())
                .when(new TournamentCommand.RecordGameResult(TournamentScript.ID, "game-context", won))
                .expectSuccessfulHandlerExecution().expectNoEvents()
                .expectState(t -> assertThat(t.state().round(1).board(1).orElseThrow().games().get(0).result()
                        .winnerUserId()).isEqualTo(slot.blackUserId()));
    }
}
