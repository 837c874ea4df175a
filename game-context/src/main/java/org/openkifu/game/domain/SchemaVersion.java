package org.openkifu.game.domain;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The schema version of an event record, part of the public contract in docs/events.md. A plain
 * annotation so the domain stays framework-free; the Axon shell turns it into the serialized
 * revision ({@code GameEventRevisionResolver}), which upcasters key on when a schema changes.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SchemaVersion {
    int value();
}
