package org.openkifu.infra.kafka;

import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.DescribeClusterOptions;
import org.apache.kafka.clients.admin.DescribeClusterResult;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;

/** UP when the cluster answers a describe-cluster request within three seconds. */
public class KafkaHealthIndicator extends AbstractHealthIndicator {

    private final Admin admin;
    private final KafkaEndpoint endpoint;

    public KafkaHealthIndicator(Admin admin, KafkaEndpoint endpoint) {
        super("Kafka health check failed");
        this.admin = admin;
        this.endpoint = endpoint;
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) throws Exception {
        DescribeClusterResult cluster = admin.describeCluster(new DescribeClusterOptions().timeoutMs(3000));
        builder.withDetail("embedded", endpoint.isEmbedded())
                .withDetail("bootstrapServers", endpoint.bootstrapServers());
        endpoint.embeddedBroker().ifPresent(b -> builder.withDetail("dataDir", b.dataDir().toAbsolutePath().toString()));
        builder.withDetail("clusterId", cluster.clusterId().get(3, TimeUnit.SECONDS))
                .withDetail("brokers", cluster.nodes().get(3, TimeUnit.SECONDS).size())
                .up();
    }
}
