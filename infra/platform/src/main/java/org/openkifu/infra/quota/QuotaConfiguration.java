package org.openkifu.infra.quota;

import java.time.Clock;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(QuotaSettings.class)
public class QuotaConfiguration {

    @Bean
    Quotas quotas(QuotaSettings settings, Clock clock) {
        return new Quotas(settings, clock);
    }
}
