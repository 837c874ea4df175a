package org.openkifu.ladder.application;

import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.openkifu.ladder.domain.LadderRuleViolation;

/**
 * Sends the ladder context's commands and waits until their events are stored. A refusal comes back as the domain's
 * {@link LadderRuleViolation} (unwrapped when the bus wrapped it), so callers and the web layer see one exception type.
 */
public class LadderCommands {

    /** The acting user of commands the ladder context sends on its own (results, answers, timers). */
    public static final String SYSTEM = "system:ladder";

    private final CommandGateway gateway;

    public LadderCommands(CommandGateway gateway) {
        this.gateway = gateway;
    }

    public void send(Object command) {
        try {
            gateway.sendAndWait(command);
        } catch (CommandExecutionException e) {
            for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
                if (cause instanceof LadderRuleViolation v) {
                    throw v;
                }
            }
            throw e;
        }
    }
}
