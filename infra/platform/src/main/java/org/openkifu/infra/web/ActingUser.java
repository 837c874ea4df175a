package org.openkifu.infra.web;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the controller parameter that receives the id of the user acting in this request. Every endpoint that
 * changes something takes its user from here and from nowhere else, so that who may act is decided in one
 * place ({@link ActingUserResolver}) and every command and event names the same user.
 */
@Target(ElementType.PARAMETER)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface ActingUser {
}
