package org.openkifu.infra.security;

import java.util.Optional;

/**
 * A context's answer to "who does this command say is acting?". The platform asks every such bean, so it can refuse
 * a command sent in another user's name and record the named user for commands sent outside a request, without
 * knowing any context's command types.
 */
@FunctionalInterface
public interface CommandActor {

    /** The user the command names as acting, or empty when the command is not one of this context's. */
    Optional<String> actingUserOf(Object command);
}
