package org.openkifu.tournament.api;

import org.axonframework.modelling.command.AnnotationCommandTargetResolver;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/**
 * The default command routing for aggregates that name no resolver of their own: in the platform's test application
 * that is its {@code Counter}. The assembled application gets it from the game context (its {@code @Primary}
 * resolver); the tournament context's tests run without the game context, and the tournament's two named resolvers
 * would otherwise leave Axon two candidates for the default.
 */
@Configuration(proxyBeanMethods = false)
class CounterRouting {

    @Bean
    @Primary
    CommandTargetResolver defaultCommandTargetResolver() {
        return AnnotationCommandTargetResolver.builder().build();
    }
}
