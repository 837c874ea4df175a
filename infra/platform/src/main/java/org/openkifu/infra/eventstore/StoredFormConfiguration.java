package org.openkifu.infra.eventstore;

import java.util.List;

import org.axonframework.serialization.RevisionResolver;
import org.axonframework.serialization.Serializer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/**
 * How payloads are written to the one event store when every context stores its own events there: the revision comes
 * from whichever context's {@link RevisionResolver} claims the class ({@link CompositeRevisionResolver}, the resolver
 * Axon's serializers are built with), and the event serializer is wrapped in every context's
 * {@link EventSerializerDecorator}. Contexts contribute beans; the platform names none of them. Under them all, Axon's
 * Jackson serializer reads with one reader per class ({@link ReaderCachingSerializer}).
 */
@Configuration(proxyBeanMethods = false)
public class StoredFormConfiguration {

    /** The bean Axon's Spring Boot starter defines for events (and this platform's event store reads). */
    static final String EVENT_SERIALIZER = "eventSerializer";

    @Bean
    @Primary
    RevisionResolver storedFormRevisionResolver(ObjectProvider<RevisionResolver> all) {
        return new CompositeRevisionResolver(() -> all.orderedStream().toList());
    }

    /** Static: a post-processor is created before other beans; the decorators are looked up only when it applies. */
    @Bean
    static BeanPostProcessor eventSerializerDecorators(ObjectProvider<EventSerializerDecorator> decorators) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                // only the event serializer is looked at; asking for the decorators for any other bean would create
                // them while they are being created
                return EVENT_SERIALIZER.equals(beanName)
                        ? decorate(bean, beanName, decorators.orderedStream().toList()) : bean;
            }
        };
    }

    static Object decorate(Object bean, String beanName, List<EventSerializerDecorator> decorators) {
        if (!EVENT_SERIALIZER.equals(beanName) || !(bean instanceof Serializer serializer)) {
            return bean;
        }
        // innermost, so the contexts' decorators (stable names) hand it class names as before
        Serializer decorated = ReaderCachingSerializer.wrap(serializer);
        for (EventSerializerDecorator decorator : decorators) {
            decorated = decorator.decorate(decorated);
        }
        return decorated;
    }
}
