package org.openkifu.infra.config;

import com.mongodb.client.MongoClient;
import org.bson.Document;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;

/** UP when the database answers {@code ping}. */
public class MongoHealthIndicator extends AbstractHealthIndicator {

    private final MongoClient client;
    private final MongoEndpoint endpoint;

    public MongoHealthIndicator(MongoClient client, MongoEndpoint endpoint) {
        super("MongoDB health check failed");
        this.client = client;
        this.endpoint = endpoint;
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) {
        builder.withDetail("embedded", endpoint.isEmbedded())
                .withDetail("hosts", endpoint.hosts())
                .withDetail("database", endpoint.database());
        endpoint.embeddedServer().ifPresent(s -> builder.withDetail("dataFile", s.dataFile().toString()));
        Document answer = client.getDatabase(endpoint.database()).runCommand(new Document("ping", 1));
        builder.withDetail("ping", answer.get("ok")).up();
    }
}
