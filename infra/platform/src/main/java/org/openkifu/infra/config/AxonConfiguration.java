package org.openkifu.infra.config;

import java.util.concurrent.ThreadPoolExecutor;

import org.axonframework.config.ConfigurerModule;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.axonframework.messaging.timeout.AxonTaskJanitor;
import org.axonframework.modelling.command.AnnotationCommandTargetResolver;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

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

    /**
     * Processors without their own {@code axon.eventhandling.processors.<name>.*} settings get
     * {@code openkifu.eventhandling.segments} segments (default 1; applies when a processor's tokens are first
     * created) and {@code openkifu.eventhandling.threads} threads per node (default: as many as segments, so one
     * node can carry every segment when the others are gone). docs/operations.md, "Several nodes".
     */
    @Bean
    ConfigurerModule openKifuEventProcessing(@Value("${openkifu.eventhandling.segments:1}") int segments,
            @Value("${openkifu.eventhandling.threads:0}") int threads) {
        if (segments < 1 || threads < 0) {
            throw new IllegalArgumentException("openkifu.eventhandling.segments must be >= 1 and threads >= 0");
        }
        int perNode = threads == 0 ? segments : threads;
        return configurer -> configurer.eventProcessing(processing -> processing
                .usingTrackingEventProcessors()
                .registerTrackingEventProcessorConfiguration(c -> TrackingEventProcessorConfiguration
                        .forParallelProcessing(perNode).andInitialSegmentsCount(segments))
                .registerDefaultListenerInvocationErrorHandler(c -> PropagatingErrorHandler.instance())
                .registerDefaultErrorHandler(c -> PropagatingErrorHandler.instance()));
    }

    /**
     * The command routing of aggregates that name no resolver of their own (Axon's annotations). Each context names
     * its own resolver on its aggregates, so a node running any subset of the contexts has exactly one default.
     */
    @Bean
    @Primary
    CommandTargetResolver defaultCommandTargetResolver() {
        return AnnotationCommandTargetResolver.builder().build();
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
