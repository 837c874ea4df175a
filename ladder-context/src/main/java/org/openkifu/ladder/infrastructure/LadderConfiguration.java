package org.openkifu.ladder.infrastructure;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.serialization.RevisionResolver;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.eventstore.EventSerializerDecorator;
import org.openkifu.infra.projection.ProjectionProgress;
import org.openkifu.infra.security.Accounts;
import org.openkifu.infra.security.ApiAccessRules;
import org.openkifu.infra.security.CommandActor;
import org.openkifu.infra.security.Role;
import org.openkifu.ladder.application.LadderCommandTargetResolver;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.application.LadderEventRevisionResolver;
import org.openkifu.ladder.application.LadderEventSerializer;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand;
import org.openkifu.ladder.domain.waitingroom.OfferCommand;
import org.openkifu.ladder.infrastructure.reads.AccountRanks;
import org.openkifu.ladder.infrastructure.reads.PlayerProjection;
import org.openkifu.ladder.infrastructure.reads.PlayerStore;
import org.openkifu.ladder.infrastructure.reads.StandingsProjection;
import org.openkifu.ladder.infrastructure.reads.StandingsStore;
import org.openkifu.ladder.infrastructure.reads.WaitingRoomProjection;
import org.openkifu.ladder.infrastructure.reads.WaitingRoomStore;
import org.openkifu.ladder.infrastructure.requests.GameRequestLinks;
import org.openkifu.ladder.infrastructure.requests.GameRequestsPublication;
import org.openkifu.ladder.infrastructure.requests.GameResponsesHandler;
import org.openkifu.ladder.infrastructure.results.GameResultsHandler;
import org.openkifu.ladder.infrastructure.results.PlayerRecording;
import org.openkifu.ladder.infrastructure.timers.LadderSweep;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;

/**
 * The ladder context in the running application (docs/ladder.md, "Adapters"): how its commands find their aggregates
 * and name their actor, how its events are stored (stable names and schema versions, through the platform's seams),
 * the game requests it publishes, the two contract topics it reads, its projections and its timers.
 */
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

    /** Which user a ladder-context command names, for the platform's check that nobody acts in another's name. */
    @Bean
    CommandActor ladderCommandActor() {
        return command -> {
            if (command instanceof LadderCommand c) {
                return Optional.of(orEmpty(c.actingUserId()));
            }
            if (command instanceof PlayerCommand c) {
                return Optional.of(orEmpty(c.actingUserId()));
            }
            if (command instanceof OfferCommand c) {
                return Optional.of(orEmpty(c.actingUserId()));
            }
            if (command instanceof MatchPoolCommand c) {
                return Optional.of(orEmpty(c.actingUserId()));
            }
            return Optional.empty();
        };
    }

    private static String orEmpty(String user) {
        return user == null ? "" : user;
    }

    /** Ladder events are stored with their {@code @SchemaVersion} as revision (the platform asks every context). */
    @Bean
    RevisionResolver ladderRevisionResolver() {
        return new LadderEventRevisionResolver();
    }

    /** ... and under their stable names; every other payload passes through unchanged. */
    @Bean
    EventSerializerDecorator ladderEventNames() {
        return LadderEventSerializer::new;
    }

    @Bean
    LadderHistory ladderHistory(EventStore eventStore) {
        return new LadderHistory(eventStore);
    }

    @Bean
    LadderCommands ladderCommands(CommandGateway commandGateway) {
        return new LadderCommands(commandGateway);
    }

    @Bean
    GameRequestsPublication ladderGameRequestsPublication() {
        return new GameRequestsPublication();
    }

    private static MongoDatabase database(MongoClient client, OpenKifuProperties properties) {
        return client.getDatabase(properties.getMongo().getDatabase());
    }

    @Bean
    GameRequestLinks ladderGameRequestLinks(MongoClient client, OpenKifuProperties properties) {
        return new GameRequestLinks(database(client, properties));
    }

    @Bean
    GameResponsesHandler ladderGameResponses(GameRequestLinks links, LadderCommands commands, Clock clock,
            ContractConsumers consumers) {
        GameResponsesHandler handler = new GameResponsesHandler(links, commands, clock);
        consumers.register(GameResponsesHandler.NAME, LadderTopics.GAME_RESPONSES, handler,
                ContractConsumer.Dedupe.HANDLER);
        return handler;
    }

    @Bean
    PlayerRecording ladderPlayerRecording(LadderHistory history, LadderCommands commands, Accounts accounts) {
        return new PlayerRecording(history, commands, accounts);
    }

    @Bean
    GameResultsHandler ladderGameResults(LadderCommands commands, PlayerRecording players,
            ContractConsumers consumers) {
        GameResultsHandler handler = new GameResultsHandler(commands, players);
        consumers.register(GameResultsHandler.NAME, LadderTopics.GAME_RESULTS, handler,
                ContractConsumer.Dedupe.MESSAGE_ID);
        return handler;
    }

    @Bean
    StandingsStore ladderStandingsStore(MongoClient client, OpenKifuProperties properties) {
        return new StandingsStore(database(client, properties));
    }

    @Bean
    PlayerStore ladderPlayerStore(MongoClient client, OpenKifuProperties properties) {
        return new PlayerStore(database(client, properties));
    }

    @Bean
    WaitingRoomStore ladderWaitingRoomStore(MongoClient client, OpenKifuProperties properties) {
        return new WaitingRoomStore(database(client, properties));
    }

    private static ProjectionProgress progress(String name, long logEvery, EventStore eventStore, Clock clock) {
        return new ProjectionProgress(name, logEvery, () -> {
            TrackingToken head = eventStore.createHeadToken();
            return head == null ? 0 : head.position().orElse(0);
        }, clock);
    }

    /** Registering the progress makes the projection rebuildable through {@code POST /api/projections/{name}/rebuild}. */
    @Bean
    ProjectionProgress ladderStandingsProgress(EventStore eventStore, Clock clock,
            @Value("${openkifu.projections.log-every:1000}") long logEvery) {
        return progress(StandingsProjection.NAME, logEvery, eventStore, clock);
    }

    @Bean
    ProjectionProgress ladderPlayersProgress(EventStore eventStore, Clock clock,
            @Value("${openkifu.projections.log-every:1000}") long logEvery) {
        return progress(PlayerProjection.NAME, logEvery, eventStore, clock);
    }

    @Bean
    ProjectionProgress ladderWaitingRoomProgress(EventStore eventStore, Clock clock,
            @Value("${openkifu.projections.log-every:1000}") long logEvery) {
        return progress(WaitingRoomProjection.NAME, logEvery, eventStore, clock);
    }

    @Bean
    StandingsProjection ladderStandingsProjection(StandingsStore store, EventStore eventStore,
            ProjectionProgress ladderStandingsProgress) {
        return new StandingsProjection(store, eventStore, ladderStandingsProgress);
    }

    @Bean
    PlayerProjection ladderPlayerProjection(PlayerStore store, EventStore eventStore,
            ProjectionProgress ladderPlayersProgress) {
        return new PlayerProjection(store, eventStore, ladderPlayersProgress);
    }

    @Bean
    WaitingRoomProjection ladderWaitingRoomProjection(WaitingRoomStore store,
            ProjectionProgress ladderWaitingRoomProgress) {
        return new WaitingRoomProjection(store, ladderWaitingRoomProgress);
    }

    @Bean
    AccountRanks ladderAccountRanks(Accounts accounts) {
        return new AccountRanks(accounts);
    }

    @Bean
    LadderSweep ladderSweep(WaitingRoomStore waitingRoom, StandingsStore standings, LadderCommands commands,
            Clock clock, @Value("${openkifu.ladder.sweep-poll:30s}") Duration poll) {
        return new LadderSweep(waitingRoom, standings, commands, clock, poll);
    }
}
