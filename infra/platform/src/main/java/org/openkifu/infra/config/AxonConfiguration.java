package org.openkifu.infra.config;

import java.util.concurrent.ThreadPoolExecutor;

import org.axonframework.config.ConfigurerModule;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.axonframework.messaging.timeout.AxonTaskJanitor;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Axon without Axon Server: tracking processors whose handler errors propagate (so the batch rolls back and is
 * retried from the stored token, instead of Axon's default of logging the error and moving on, which would skip
 * the event for good in a projection or the Kafka relay).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(OpenKifuProperties.class)
public class AxonConfiguration {

    static {
        releaseJanitorThread();
    }

    @Bean
    ConfigurerModule openKifuEventProcessing() {
        return configurer -> configurer.eventProcessing(processing -> processing
                .usingTrackingEventProcessors()
                .registerDefaultListenerInvocationErrorHandler(c -> PropagatingErrorHandler.instance())
                .registerDefaultErrorHandler(c -> PropagatingErrorHandler.instance()));
    }

    /**
     * Axon's handler-timeout scheduler is a static executor whose one thread is not a daemon and never ends, so the
     * JVM would outlive the application context. Shutting the executor down would break a second context in the
     * same JVM; letting its idle thread time out ends it (10 ms after the last scheduled task is gone) and a new
     * one is started on demand.
     */
    static void releaseJanitorThread() {
        if (AxonTaskJanitor.INSTANCE instanceof ThreadPoolExecutor executor) {
            executor.allowCoreThreadTimeOut(true);
        }
    }
}
