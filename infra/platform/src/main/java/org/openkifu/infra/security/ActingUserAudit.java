package org.openkifu.infra.security;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.messaging.MessageDispatchInterceptor;
import org.axonframework.messaging.correlation.CorrelationDataProvider;
import org.axonframework.messaging.correlation.MessageOriginProvider;
import org.axonframework.messaging.correlation.SimpleCorrelationDataProvider;
import org.openkifu.infra.web.ActingUserResolver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/**
 * The audit trail: every command carries the acting user in its metadata ({@value #ACTING_USER}), and Axon copies it
 * into the metadata of every event the command causes. The user is the authenticated account of the request that
 * sent the command. A command sent outside any request (timers, background imports, requests from other contexts over
 * Kafka) keeps an {@value #ACTING_USER} its sender put in the metadata, else gets the user a game command names
 * (e.g. {@code system:clock}), else {@value #SYSTEM}. A command naming another user than the authenticated one is
 * refused before it reaches its aggregate: nobody acts for anyone else. Which user a command names, each context
 * says with a {@link CommandActor} bean.
 */
@Configuration(proxyBeanMethods = false)
public class ActingUserAudit implements MessageDispatchInterceptor<CommandMessage<?>> {

    public static final String ACTING_USER = "actingUser";
    public static final String SYSTEM = "system";

    @Bean
    static CorrelationDataProvider actingUserCorrelation() {
        return new SimpleCorrelationDataProvider(ACTING_USER);
    }

    /** Axon's default provider (correlation and trace ids) steps aside once any provider bean exists: keep it. */
    @Bean
    static CorrelationDataProvider messageOriginProvider() {
        return new MessageOriginProvider();
    }

    private final List<CommandActor> actors;

    ActingUserAudit(CommandBus commandBus, List<CommandActor> actors) {
        this.actors = List.copyOf(actors);
        commandBus.registerDispatchInterceptor(this);
    }

    private Optional<String> namedActor(Object command) {
        for (CommandActor actor : actors) {
            Optional<String> named = actor.actingUserOf(command);
            if (named.isPresent()) {
                return named;
            }
        }
        return Optional.empty();
    }

    @Override
    public BiFunction<Integer, CommandMessage<?>, CommandMessage<?>> handle(
            List<? extends CommandMessage<?>> messages) {
        return (index, command) -> {
            String user = ActingUserResolver.authenticatedUser();
            Optional<String> named = namedActor(command.getPayload());
            if (user != null && named.isPresent() && !user.equals(named.get())) {
                throw new SecurityProblem(HttpStatus.FORBIDDEN, "ACTING_FOR_ANOTHER_USER",
                        "you (" + user + ") cannot send a command in the name of " + named.get());
            }
            if (user != null) {
                return command.andMetaData(java.util.Map.of(ACTING_USER, user));
            }
            if (command.getMetaData().containsKey(ACTING_USER)) {
                return command;
            }
            // server code acting outside a request (a timer, a background import, a request from another context):
            // the user its command names, which only server code could have chosen
            String actor = named.filter(name -> !name.isBlank()).orElse(SYSTEM);
            return command.andMetaData(java.util.Map.of(ACTING_USER, actor));
        };
    }
}
