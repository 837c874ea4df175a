package org.openkifu.infra.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.openkifu.infra.mongo.EmbeddedMongoServer;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Everything OpenKifu itself reads from the environment ({@code openkifu.*}). The short environment variables
 * ({@code OPENKIFU_DATA_DIR}, {@code KAFKA_BOOTSTRAP_SERVERS}, {@code MONGODB_URI}) are mapped onto these in
 * {@code application.properties}. See docs/operations.md for the table.
 */
@ConfigurationProperties("openkifu")
public class OpenKifuProperties {

    /** Root of everything the embedded servers write: {@code kafka/} and {@code mongo/} below it. */
    private Path dataDir = Path.of("data");
    private final Kafka kafka = new Kafka();
    private final Mongo mongo = new Mongo();

    public Path getDataDir() {
        return dataDir;
    }

    public void setDataDir(Path dataDir) {
        this.dataDir = dataDir;
    }

    public Kafka getKafka() {
        return kafka;
    }

    public Mongo getMongo() {
        return mongo;
    }

    public static class Kafka {
        /** External brokers; empty starts the embedded broker. */
        private String bootstrapServers = "";
        private final Embedded embedded = new Embedded(9092, 9093);
        private final Topics topics = new Topics();
        private final Relay relay = new Relay();

        public String getBootstrapServers() {
            return bootstrapServers;
        }

        public void setBootstrapServers(String bootstrapServers) {
            this.bootstrapServers = bootstrapServers;
        }

        public Embedded getEmbedded() {
            return embedded;
        }

        public Topics getTopics() {
            return topics;
        }

        public Relay getRelay() {
            return relay;
        }
    }

    public static class Embedded {
        /** Client port of the embedded server; 0 picks a free port. */
        private int port;
        /** KRaft controller port (Kafka only); 0 picks a free port. */
        private int controllerPort;
        private String host = "127.0.0.1";
        /** Mongo only: force every acknowledged write to the device (survives power loss, not only a crash). */
        private boolean fsync = true;
        /** Mongo only: megabytes of the store's page cache (pages read or written stay decoded in memory). */
        private int cacheMegabytes = EmbeddedMongoServer.DEFAULT_CACHE_MEGABYTES;
        /** Mongo only: threads serving the client connections (a connection waiting for the disk holds one). */
        private int connectionThreads = EmbeddedMongoServer.DEFAULT_CONNECTION_THREADS;

        Embedded(int port, int controllerPort) {
            this.port = port;
            this.controllerPort = controllerPort;
        }

        public int getPort() {
            return port;
        }

        public void setPort(int port) {
            this.port = port;
        }

        public int getControllerPort() {
            return controllerPort;
        }

        public void setControllerPort(int controllerPort) {
            this.controllerPort = controllerPort;
        }

        public String getHost() {
            return host;
        }

        public void setHost(String host) {
            this.host = host;
        }

        public boolean isFsync() {
            return fsync;
        }

        public void setFsync(boolean fsync) {
            this.fsync = fsync;
        }

        public int getCacheMegabytes() {
            return cacheMegabytes;
        }

        public void setCacheMegabytes(int cacheMegabytes) {
            if (cacheMegabytes < 1) {
                throw new IllegalArgumentException("openkifu.mongo.embedded.cache-megabytes must be at least 1, was "
                        + cacheMegabytes);
            }
            this.cacheMegabytes = cacheMegabytes;
        }

        public int getConnectionThreads() {
            return connectionThreads;
        }

        public void setConnectionThreads(int connectionThreads) {
            if (connectionThreads < 1) {
                throw new IllegalArgumentException(
                        "openkifu.mongo.embedded.connection-threads must be at least 1, was " + connectionThreads);
            }
            this.connectionThreads = connectionThreads;
        }
    }

    public static class Topics {
        /** Partitions of each OpenKifu topic when it is created (existing topics are left as they are). */
        private int partitions = 6;
        /** Replication factor at creation; 0 uses the broker's default.replication.factor. */
        private short replicationFactor = 0;

        public int getPartitions() {
            return partitions;
        }

        public void setPartitions(int partitions) {
            this.partitions = partitions;
        }

        public short getReplicationFactor() {
            return replicationFactor;
        }

        public void setReplicationFactor(short replicationFactor) {
            this.replicationFactor = replicationFactor;
        }
    }

    public static class Relay {
        /** Run the kafka-relay processor in this process; a node without every context never does ({@code RelayCondition}). */
        private boolean enabled = true;
        /**
         * Largest message (value and key) the relay sends; larger ones become dead letters. Below the broker's
         * {@code message.max.bytes} and the producer's {@code max.request.size} (both about 1 MiB by default).
         */
        private int maxMessageBytes = 1_000_000;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public int getMaxMessageBytes() {
            return maxMessageBytes;
        }

        public void setMaxMessageBytes(int maxMessageBytes) {
            this.maxMessageBytes = maxMessageBytes;
        }
    }

    public static class Mongo {
        /** External MongoDB; empty starts the embedded server. */
        private String uri = "";
        /** Database name when the URI names none (and for the embedded server). */
        private String database = "openkifu";
        private final Embedded embedded = new Embedded(27017, 0);

        public String getUri() {
            return uri;
        }

        public void setUri(String uri) {
            this.uri = uri;
        }

        public String getDatabase() {
            return database;
        }

        public void setDatabase(String database) {
            this.database = database;
        }

        public Embedded getEmbedded() {
            return embedded;
        }
    }
}
