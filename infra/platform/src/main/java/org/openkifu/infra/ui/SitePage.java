package org.openkifu.infra.ui;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a controller that renders the site's pages, so {@link SitePages} gives its templates who is signed in.
 * The API's {@code @RestController}s are {@code @Controller}s too; marking the pages instead keeps that per-request
 * work (two model attributes, the request's authorities read and sorted) off every API call, a move included.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface SitePage {
}
