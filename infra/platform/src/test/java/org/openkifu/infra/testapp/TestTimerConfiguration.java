package org.openkifu.infra.testapp;

import java.time.Duration;

import com.mongodb.client.MongoClient;
import org.openkifu.infra.schedule.StoreLeases;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The {@link TestTimer}, only where a test asks for it ({@code openkifu.test.timer.enabled=true}). */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = "openkifu.test.timer.enabled", havingValue = "true")
public class TestTimerConfiguration {

    @Bean
    TestTimer testTimer(MongoClient mongoClient, StoreLeases leases,
            @Value("${openkifu.mongo.database:openkifu}") String database,
            @Value("${openkifu.test.timer.poll:100ms}") Duration poll) {
        return new TestTimer(mongoClient.getDatabase(database), leases.nodeId(), poll);
    }
}
