package org.openkifu.tournament.domain;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The schema version of a tournament or two-game-match event, part of the public contract in docs/tournaments.md.
 * The tournament context's own annotation (it must not borrow the game context's): the Axon shell writes it as the
 * serialized revision, which upcasters key on when a schema changes.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SchemaVersion {
    int value();
}
