package org.openkifu.ladder.domain;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The stable, language-neutral name an event is published and stored under ("LadderCreated"). It is written here
 * and not taken from the class name so that moving or renaming a Java class never renames a stored or published
 * event; {@link EventTypes} maps names and classes both ways.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface EventType {
    String value();
}
