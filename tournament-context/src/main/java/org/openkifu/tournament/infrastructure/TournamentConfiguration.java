package org.openkifu.tournament.infrastructure;

import java.time.Clock;
import java.util.Optional;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.serialization.RevisionResolver;
import org.openkifu.infra.eventstore.EventSerializerDecorator;
import org.openkifu.infra.kafka.KafkaTopics;
import org.openkifu.infra.security.ApiAccessRules;
import org.openkifu.infra.security.CommandActor;
import org.openkifu.infra.security.Role;
import org.openkifu.tournament.application.TournamentCommandTargetResolver;
import org.openkifu.tournament.application.TournamentEventRevisionResolver;
import org.openkifu.tournament.application.TournamentEventSerializer;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.application.TwoGameMatchCommandTargetResolver;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;

/**
 * The tournament context's aggregates in the running application: how their commands find them, who they say is
 * acting, the service the web layer and the result consumer send through, the topics it needs, and its access rule.
 * Kafka adapters: {@link TournamentKafkaConfiguration}; read models: {@code reads.TournamentReadsConfiguration}.
 */
@Configuration(proxyBeanMethods = false)
public class TournamentConfiguration {

    @Bean
    @ConditionalOnMissingBean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    CommandTargetResolver tournamentCommandTargetResolver() {
        return new TournamentCommandTargetResolver();
    }

    @Bean
    CommandTargetResolver twoGameMatchCommandTargetResolver() {
        return new TwoGameMatchCommandTargetResolver();
    }

    /** Tournament events are stored with their {@code @SchemaVersion} as revision (the platform asks every context). */
    @Bean
    RevisionResolver tournamentRevisionResolver() {
        return new TournamentEventRevisionResolver();
    }

    /** ... and under their stable names; every other payload passes through unchanged. */
    @Bean
    EventSerializerDecorator tournamentEventNames() {
        return TournamentEventSerializer::new;
    }

    @Bean
    TournamentCommands tournamentService(CommandGateway commandGateway, EventStore eventStore) {
        return new TournamentCommands(commandGateway, eventStore);
    }

    /**
     * Which user a tournament or match command names, for the platform's check that nobody acts in another's name
     * (an organizer's request cannot start a round as somebody else) and for the audit of commands sent outside a
     * request (results: {@code system:game-results}).
     */
    @Bean
    CommandActor tournamentCommandActor() {
        return command -> {
            if (command instanceof TournamentCommand t) {
                return Optional.of(t.actingUserId() == null ? "" : t.actingUserId());
            }
            if (command instanceof TwoGameMatchCommand m) {
                return Optional.of(m.actingUserId() == null ? "" : m.actingUserId());
            }
            return Optional.empty();
        };
    }

    /** The game context's topics the tournament reads and writes (see {@link TournamentTopics#READ_AND_WRITTEN}). */
    @Bean
    KafkaTopics.Declared tournamentTopics() {
        return new KafkaTopics.Declared(TournamentTopics.READ_AND_WRITTEN);
    }

    /** Creating a tournament is for organizers and administrators (docs/tournaments.md). */
    @Bean
    ApiAccessRules tournamentAccessRules() {
        return api -> api.requestMatchers(HttpMethod.POST, "/api/tournaments")
                .hasAnyRole(Role.ORGANIZER.name(), Role.ADMIN.name());
    }
}
