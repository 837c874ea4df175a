package org.openkifu.ladder.application;

import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.hamcrest.CustomTypeSafeMatcher;
import org.hamcrest.Matcher;
import org.openkifu.infra.platform.MutableClock;
import org.openkifu.ladder.domain.LadderRuleViolation;

/** The Axon fixtures with the context's routing and a hand-set clock. */
final class Fixtures {

    private Fixtures() {
    }

    static <T> AggregateTestFixture<T> fixture(Class<T> aggregate, Instant now) {
        AggregateTestFixture<T> fixture = new AggregateTestFixture<>(aggregate);
        fixture.registerCommandTargetResolver(new LadderCommandTargetResolver());
        fixture.registerInjectableResource(new MutableClock(now));
        return fixture;
    }

    static Matcher<Throwable> code(String expected) {
        return new CustomTypeSafeMatcher<>("a LadderRuleViolation with code " + expected) {
            @Override
            protected boolean matchesSafely(Throwable t) {
                return t instanceof LadderRuleViolation v && v.code().equals(expected);
            }
        };
    }
}
