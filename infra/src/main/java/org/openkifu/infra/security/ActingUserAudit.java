package org.openkifu.infra.security;

import java.util.List;
import java.util.function.BiFunction;

import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.messaging.MessageDispatchInterceptor;
import org.axonframework.messaging.correlation.CorrelationDataProvider;
import org.axonframework.messaging.correlation.MessageOriginProvider;
import org.axonframework.messaging.correlation.SimpleCorrelationDataProvider;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.infra.web.ActingUserResolver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/**
 * The audit trail: every command carries the acting user in its metadata ({@value #ACTING_USER}), and Axon copies it
 * into the metadata of every event the command causes. The user is the authenticated account of the request that
 * sent the command. A command sent outside any request (timers, background imports, requests from other contexts over
 * Kafka) keeps an {@value #ACTING_USER} its sender put in the metadata, else gets the user a game command names
 * (e.g. {@code system:clock}), else {@value #SYSTEM}. A game command naming another user than the authenticated one is
 * refused before it reaches the game: nobody acts for anyone else.
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

    ActingUserAudit(CommandBus commandBus) {
        commandBus.registerDispatchInterceptor(this);
    }

    @Override
    public BiFunction<Integer, CommandMessage<?>, CommandMessage<?>> handle(
            List<? extends CommandMessage<?>> messages) {
        return (index, command) -> {
            String user = ActingUserResolver.authenticatedUser();
            if (user != null && command.getPayload() instanceof GameCommand game
                    && !user.equals(game.actingUserId())) {
                throw new SecurityProblem(HttpStatus.FORBIDDEN, "ACTING_FOR_ANOTHER_USER",
                        "you (" + user + ") cannot send a command in the name of " + game.actingUserId());
            }
            if (user != null) {
                return command.andMetaData(java.util.Map.of(ACTING_USER, user));
            }
            if (command.getMetaData().containsKey(ACTING_USER)) {
                return command;
            }
            // server code acting outside a request (a timer, a background import, a request from another context):
            // the user its command names, which only server code could have chosen
            String named = command.getPayload() instanceof GameCommand game && game.actingUserId() != null
                    && !game.actingUserId().isBlank() ? game.actingUserId() : SYSTEM;
            return command.andMetaData(java.util.Map.of(ACTING_USER, named));
        };
    }
}
