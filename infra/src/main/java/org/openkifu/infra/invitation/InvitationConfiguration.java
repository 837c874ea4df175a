package org.openkifu.infra.invitation;

import org.axonframework.modelling.command.CommandTargetResolver;
import org.openkifu.game.application.InvitationAggregate;
import org.openkifu.game.application.InvitationCommandTargetResolver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/** The Invitation aggregate (type {@code Invitation}), its routing, the service and the lobby's list of invitations. */
@Configuration(proxyBeanMethods = false)
@Import({InvitationAggregate.class, InvitationService.class, InvitationList.class})
public class InvitationConfiguration {

    /** Named on {@code @Aggregate(commandTargetResolver=...)} of {@link InvitationAggregate}. */
    @Bean
    CommandTargetResolver invitationCommandTargetResolver() {
        return new InvitationCommandTargetResolver();
    }
}
