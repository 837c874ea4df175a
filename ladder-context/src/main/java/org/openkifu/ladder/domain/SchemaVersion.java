package org.openkifu.ladder.domain;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The schema version of a ladder-context event, part of the public contract in docs/ladder.md. The ladder context
 * keeps its own annotation (it does not share code with the game context); the Axon shell writes the number as the
 * serialized revision ({@code LadderEventRevisionResolver}), which upcasters key on when a schema changes.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SchemaVersion {
    int value();
}
