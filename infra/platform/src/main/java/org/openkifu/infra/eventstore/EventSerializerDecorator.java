package org.openkifu.infra.eventstore;

import org.axonframework.serialization.Serializer;

/**
 * A context's say in how its events are stored: it wraps the application's one event serializer (Axon's
 * {@code eventSerializer} bean) in its own, e.g. to store its events under stable type names instead of Java class
 * names. A decorator must pass every payload that is not its context's through unchanged, so another context's stored
 * form (and existing data) stays exactly as it was. Applied in bean order by {@link StoredFormConfiguration}.
 */
@FunctionalInterface
public interface EventSerializerDecorator {

    Serializer decorate(Serializer eventSerializer);
}
