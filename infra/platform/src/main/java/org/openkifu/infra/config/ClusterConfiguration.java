package org.openkifu.infra.config;

import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;

import com.mongodb.client.MongoClient;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.openkifu.infra.schedule.SegmentBalancer;
import org.openkifu.infra.schedule.StoreLeases;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * What lets identical nodes share one store: the node's id ({@code openkifu.node-id}, default host name and process
 * id), used as the owner of leases and of Axon's token claims, and the store leases that let exactly one node run
 * each timer ({@code openkifu.leases.ttl}, default 10 s; {@code openkifu.leases.renew}, default 3 s).
 * docs/operations.md, "Several nodes".
 */
@Configuration(proxyBeanMethods = false)
public class ClusterConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(ClusterConfiguration.class);

    /** This node's id: the setting, or host name and process id (unique among live nodes, new after a restart). */
    public static String nodeId(String configured) {
        if (configured != null && !configured.isBlank()) {
            return configured;
        }
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "unknown-host";
        }
        return host + "-" + ManagementFactory.getRuntimeMXBean().getPid();
    }

    @Bean(destroyMethod = "close")
    StoreLeases storeLeases(MongoClient mongoClient, @Value("${openkifu.mongo.database:openkifu}") String database,
            @Value("${openkifu.node-id:}") String nodeId, @Value("${openkifu.leases.ttl:10s}") Duration ttl,
            @Value("${openkifu.leases.renew:3s}") Duration renew) {
        String id = nodeId(nodeId);
        LOG.info("Node {}: timers run under store leases (expiry {}, renewed every {})", id, ttl, renew);
        return new StoreLeases(mongoClient.getDatabase(database), id, ttl, renew);
    }

    /**
     * Spreads the tracking processors' segments over the live nodes ({@code openkifu.eventhandling.balance}, default
     * true; looked at every {@code openkifu.eventhandling.balance-period}, default 5 s; a released segment is left
     * for {@code openkifu.eventhandling.release-for}, default 12 s, more than two of Axon's 5 s claim attempts).
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnProperty(name = "openkifu.eventhandling.balance", havingValue = "true", matchIfMissing = true)
    SegmentBalancer segmentBalancer(EventProcessingConfiguration processing, TokenStore tokenStore,
            MongoClient mongoClient, @Value("${openkifu.mongo.database:openkifu}") String database,
            StoreLeases leases, @Value("${openkifu.eventhandling.balance-period:5s}") Duration period,
            @Value("${openkifu.eventhandling.release-for:12s}") Duration releaseFor) {
        return new SegmentBalancer(processing, tokenStore, mongoClient.getDatabase(database), leases, period,
                releaseFor);
    }
}
