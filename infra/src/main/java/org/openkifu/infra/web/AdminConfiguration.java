package org.openkifu.infra.web;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
public class AdminConfiguration {

    /** The default {@link AdminCheck}: the configured list. Another AdminCheck bean replaces it. */
    @Bean
    @ConditionalOnMissingBean(AdminCheck.class)
    AdminCheck configuredAdmins(@Value("${openkifu.admins:}") String admins) {
        return new ConfiguredAdmins(admins);
    }
}
