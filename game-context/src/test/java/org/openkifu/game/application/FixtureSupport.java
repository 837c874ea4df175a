package org.openkifu.game.application;

import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.axonframework.test.aggregate.ResultValidator;
import org.axonframework.test.aggregate.TestExecutor;
import org.hamcrest.CustomTypeSafeMatcher;
import org.hamcrest.Matcher;
import org.junit.jupiter.api.BeforeEach;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.infra.platform.MutableClock;

/**
 * Shared set-up for the aggregate tests: the Axon fixture with the game's command routing and a clock
 * the tests move. "Given" histories are produced by running commands through the pure decider
 * ({@link Script}), so they are real histories, not hand-written ones.
 */
abstract class FixtureSupport {

    AggregateTestFixture<GameAggregate> fixture;
    MutableClock clock;

    @BeforeEach
    void setUpFixture() {
        fixture = new AggregateTestFixture<>(GameAggregate.class);
        fixture.registerCommandTargetResolver(new GameCommandTargetResolver());
        clock = new MutableClock(Games.T0);
        fixture.registerInjectableResource(clock);
    }

    /** Given the script's history, with the fixture's clock at the script's current instant. */
    TestExecutor<GameAggregate> given(Script script) {
        setUpFixture(); // a fixture runs one when(); each given() starts a fresh one
        clock.set(script.now());
        List<GameEvent> events = script.events();
        return fixture.given(events.toArray());
    }

    /** A fresh fixture with no history. */
    TestExecutor<GameAggregate> none() {
        setUpFixture();
        return fixture.givenNoPriorActivity();
    }

    static Matcher<Throwable> code(String expected) {
        return new CustomTypeSafeMatcher<>("a GameRuleViolation with code " + expected) {
            @Override
            protected boolean matchesSafely(Throwable t) {
                return t instanceof GameRuleViolation v && v.code().equals(expected);
            }
        };
    }

    static void rejected(ResultValidator<GameAggregate> result, String expectedCode) {
        result.expectException(code(expectedCode)).expectNoEvents();
    }
}
