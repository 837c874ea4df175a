package org.openkifu.tournament.infrastructure;

import org.axonframework.modelling.command.CommandTargetResolver;
import org.openkifu.tournament.application.TournamentCommandTargetResolver;
import org.openkifu.tournament.application.TwoGameMatchCommandTargetResolver;
import org.openkifu.infra.security.ApiAccessRules;
import org.openkifu.infra.security.Role;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;

/** The tournament context's aggregates in the running application: how their commands find them. */
@Configuration(proxyBeanMethods = false)
public class TournamentConfiguration {

    @Bean
    CommandTargetResolver tournamentCommandTargetResolver() {
        return new TournamentCommandTargetResolver();
    }

    @Bean
    CommandTargetResolver twoGameMatchCommandTargetResolver() {
        return new TwoGameMatchCommandTargetResolver();
    }

    /** Creating a tournament is for organizers and administrators (docs/tournaments.md). */
    @Bean
    ApiAccessRules tournamentAccessRules() {
        return api -> api.requestMatchers(HttpMethod.POST, "/api/tournaments")
                .hasAnyRole(Role.ORGANIZER.name(), Role.ADMIN.name());
    }
}
