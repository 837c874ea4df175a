package org.openkifu.ladder.infrastructure;

import org.axonframework.modelling.command.CommandTargetResolver;
import org.openkifu.ladder.application.LadderCommandTargetResolver;
import org.openkifu.infra.security.ApiAccessRules;
import org.openkifu.infra.security.Role;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;

/** The ladder context's aggregates in the running application: how their commands find them. */
@Configuration(proxyBeanMethods = false)
public class LadderConfiguration {

    @Bean
    CommandTargetResolver ladderCommandTargetResolver() {
        return new LadderCommandTargetResolver();
    }

    /** Creating a ladder is for organizers and administrators (docs/ladder.md). */
    @Bean
    ApiAccessRules ladderAccessRules() {
        return api -> api.requestMatchers(HttpMethod.POST, "/api/ladders")
                .hasAnyRole(Role.ORGANIZER.name(), Role.ADMIN.name());
    }
}
