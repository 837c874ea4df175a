package org.openkifu.infra.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;

/** Which nodes run the relay: every context hosted, and not switched off. */
class RelayConditionTest {

    @Configuration
    static class Relayed {
        @Bean
        @Conditional(RelayCondition.class)
        String relay() {
            return "relay";
        }
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner().withUserConfiguration(Relayed.class);

    @Test
    void aNodeWithEveryContextRelays() {
        runner.run(context -> assertThat(context).hasBean("relay"));
        runner.withPropertyValues("openkifu.contexts=tournament,game,ladder")
                .run(context -> assertThat(context).hasBean("relay"));
    }

    @Test
    void aNodeWithSomeContextsNeverRelaysEvenWhenAskedTo() {
        runner.withPropertyValues("openkifu.contexts=ladder,tournament")
                .run(context -> assertThat(context).doesNotHaveBean("relay"));
        runner.withPropertyValues("openkifu.contexts=game", "openkifu.kafka.relay.enabled=true")
                .run(context -> assertThat(context).doesNotHaveBean("relay"));
    }

    @Test
    void theRelayCanBeSwitchedOffOnAFullNode() {
        runner.withPropertyValues("openkifu.kafka.relay.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean("relay"));
    }
}
