package org.openkifu.infra.security;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import org.bson.Document;

/**
 * One number in the store that every node's security caches watch: each change that can make a cached token or account
 * wrong (a revocation, a role, password or rank change) adds one to it, after the change itself is stored. A node
 * reads the number at most once per cache period and, when it moved, forgets every token and account it had read
 * ({@link ExpiringCache}). So a node reads one document per period instead of each active player's token and account
 * (100 players: 100 pairs of reads every 2 s before), and a change still counts everywhere within the period.
 */
final class SecurityChanges {

    static final String COLLECTION = "security_changes";
    private static final String ID = "all";

    private final MongoCollection<Document> changes;

    SecurityChanges(MongoDatabase database) {
        this.changes = database.getCollection(COLLECTION);
    }

    /** Tells every node's caches that something they may hold changed (call after storing the change). */
    void changed() {
        changes.updateOne(Filters.eq("_id", ID), Updates.inc("count", 1L), new UpdateOptions().upsert(true));
    }

    /** How many changes were counted so far (0 before the first). */
    long count() {
        Document d = changes.find(Filters.eq("_id", ID)).first();
        return d == null ? 0 : ((Number) d.get("count")).longValue();
    }
}
