package org.openkifu.infra.config;

import java.util.Optional;

import com.mongodb.ConnectionString;
import org.openkifu.infra.mongo.EmbeddedMongoServer;

/** Where this process reaches MongoDB; closing it stops the embedded server, if any. */
public final class MongoEndpoint implements AutoCloseable {

    private final ConnectionString connectionString;
    private final String database;
    private final EmbeddedMongoServer embedded;

    private MongoEndpoint(ConnectionString connectionString, String database, EmbeddedMongoServer embedded) {
        this.connectionString = connectionString;
        this.database = database;
        this.embedded = embedded;
    }

    static MongoEndpoint external(ConnectionString uri, String database) {
        return new MongoEndpoint(uri, database, null);
    }

    static MongoEndpoint embedded(EmbeddedMongoServer server, String database) {
        return new MongoEndpoint(new ConnectionString(server.connectionString()), database, server);
    }

    public ConnectionString connectionString() {
        return connectionString;
    }

    /** Hosts only: the URI may carry credentials, which must not reach logs or the health endpoint. */
    public String hosts() {
        return String.join(",", connectionString.getHosts());
    }

    public String database() {
        return database;
    }

    public boolean isEmbedded() {
        return embedded != null;
    }

    public Optional<EmbeddedMongoServer> embeddedServer() {
        return Optional.ofNullable(embedded);
    }

    @Override
    public void close() {
        if (embedded != null) {
            embedded.close();
        }
    }
}
