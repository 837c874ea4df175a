package org.openkifu.game.infrastructure.invitation;

import org.openkifu.game.application.InvitationService;

import java.time.Clock;
import java.time.Duration;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.openkifu.game.application.InvitationAggregate;
import org.openkifu.game.application.InvitationCommandTargetResolver;
import org.openkifu.infra.eventstore.EventSerializerDecorator;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The Invitation aggregate (type {@code Invitation}), its routing, the service, the lobby's list of invitations and
 * the expiry sweep, and the stored names of the invitation events.
 */
@Configuration(proxyBeanMethods = false)
@Import({InvitationAggregate.class, InvitationService.class, InvitationList.class})
public class InvitationConfiguration {

    /** Expires unanswered invitations whose time is up, without anyone having to touch them (docs/api.md). */
    @Bean
    InvitationExpirySweep invitationExpirySweep(InvitationList invitationList, CommandGateway commandGateway,
            Clock clock, @Value("${openkifu.invitations.expiry-poll:30s}") Duration poll) {
        return new InvitationExpirySweep(invitationList, commandGateway, clock, poll);
    }

    /** Named on {@code @Aggregate(commandTargetResolver=...)} of {@link InvitationAggregate}. */
    @Bean
    CommandTargetResolver invitationCommandTargetResolver() {
        return new InvitationCommandTargetResolver();
    }

    /** Invitation events are stored under the names they had before their package moved ({@link InvitationEventNames}). */
    @Bean
    EventSerializerDecorator invitationEventNames() {
        return InvitationEventNames::decorate;
    }
}
