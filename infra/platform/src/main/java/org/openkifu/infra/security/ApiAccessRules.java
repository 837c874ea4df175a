package org.openkifu.infra.security;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AuthorizeHttpRequestsConfigurer;

/**
 * A context's own access rules for its part of {@code /api/**} (e.g. "creating a tournament needs the organizer
 * role"), added to the API's filter chain before the platform's defaults (GETs public, every other request needs an
 * account). The platform thereby knows no context's paths.
 */
@FunctionalInterface
public interface ApiAccessRules {

    void configure(AuthorizeHttpRequestsConfigurer<HttpSecurity>.AuthorizationManagerRequestMatcherRegistry api);
}
