package org.openkifu.app;

import org.axonframework.modelling.command.CommandTargetResolver;
import org.openkifu.ladder.application.LadderCommandTargetResolver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The bean the ladder context's four aggregates name as their command target resolver. ladder-context has no Spring
 * wiring of its own yet, and without this bean the assembled application does not start ("A component required a
 * bean named 'ladderCommandTargetResolver'"). Remove it when ladder-context registers the resolver itself.
 */
@Configuration(proxyBeanMethods = false)
class LadderAssembly {

    @Bean
    CommandTargetResolver ladderCommandTargetResolver() {
        return new LadderCommandTargetResolver();
    }
}
