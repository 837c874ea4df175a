package org.openkifu.infra.config;

import java.nio.file.Path;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.openkifu.infra.mongo.EmbeddedMongoServer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * MongoDB for this process: the server in {@code MONGODB_URI}, or an embedded wire-protocol server persisting under
 * the data directory. Either way the application talks to it through the ordinary driver over TCP.
 *
 * <p>The {@link MongoClient} bean depends on the {@link MongoEndpoint} bean, so the client is closed before the
 * embedded server stops.
 */
@Configuration(proxyBeanMethods = false)
public class MongoConfiguration {

    private static final Logger log = LoggerFactory.getLogger(MongoConfiguration.class);

    @Bean(destroyMethod = "close")
    MongoEndpoint mongoEndpoint(OpenKifuProperties properties) {
        OpenKifuProperties.Mongo mongo = properties.getMongo();
        if (!mongo.getUri().isBlank()) {
            ConnectionString uri = new ConnectionString(mongo.getUri());
            log.info("MongoDB: external server {} database {} (embedded server not started)",
                    uri.getHosts(), mongo.getDatabase());
            return MongoEndpoint.external(uri, mongo.getDatabase());
        }
        Path dataDir = properties.getDataDir().resolve("mongo").toAbsolutePath().normalize();
        log.info("MongoDB: no MONGODB_URI, starting the embedded server with data in {}", dataDir);
        OpenKifuProperties.Embedded embedded = mongo.getEmbedded();
        EmbeddedMongoServer server = EmbeddedMongoServer.start(dataDir, embedded.getHost(), embedded.getPort(),
                embedded.isFsync(), embedded.getCacheMegabytes(), embedded.getConnectionThreads());
        return MongoEndpoint.embedded(server, mongo.getDatabase());
    }

    @Bean(destroyMethod = "close")
    MongoClient mongoClient(MongoEndpoint endpoint) {
        return MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(endpoint.connectionString())
                .applicationName("openkifu")
                .build());
    }

    @Bean
    ReadModelWrites readModelWrites(MongoEndpoint endpoint) {
        ReadModelWrites writes = ReadModelWrites.forStore(endpoint);
        log.info("MongoDB: tracking projections write their read models {}", writes);
        return writes;
    }

    @Bean
    MongoHealthIndicator mongoHealthIndicator(MongoClient mongoClient, MongoEndpoint endpoint) {
        return new MongoHealthIndicator(mongoClient, endpoint);
    }
}
