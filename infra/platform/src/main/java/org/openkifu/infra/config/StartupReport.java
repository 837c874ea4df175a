package org.openkifu.infra.config;

import org.openkifu.infra.kafka.KafkaEndpoint;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.stereotype.Component;

/** One line at start-up saying which servers this process started itself and where their data lives. */
@Component
class StartupReport implements ApplicationListener<ApplicationReadyEvent> {

    private static final Logger log = LoggerFactory.getLogger(StartupReport.class);

    private final ObjectProvider<KafkaEndpoint> kafka;
    private final ObjectProvider<MongoEndpoint> mongo;
    private final OpenKifuProperties properties;

    StartupReport(ObjectProvider<KafkaEndpoint> kafka, ObjectProvider<MongoEndpoint> mongo,
            OpenKifuProperties properties) {
        this.kafka = kafka;
        this.mongo = mongo;
        this.properties = properties;
    }

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        KafkaEndpoint k = kafka.getIfAvailable();
        MongoEndpoint m = mongo.getIfAvailable();
        log.info("OpenKifu ready in {} ms. Kafka: {}. MongoDB: {}. Data directory: {}",
                event.getTimeTaken().toMillis(),
                k == null ? "not configured" : (k.isEmbedded() ? "embedded at " : "external at ") + k.bootstrapServers(),
                m == null ? "not configured"
                        : (m.isEmbedded() ? "embedded at " : "external at ") + m.hosts() + "/" + m.database(),
                (k != null && k.isEmbedded()) || (m != null && m.isEmbedded())
                        ? properties.getDataDir().toAbsolutePath().normalize()
                        : "not used (nothing embedded)");
    }
}
