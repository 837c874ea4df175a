package org.openkifu.infra.contract;

import java.util.ArrayList;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.mongodb.MongoBulkWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.InsertManyOptions;
import com.mongodb.client.model.Updates;
import com.mongodb.client.model.UpdateOptions;
import org.bson.Document;

/**
 * The ids of the messages each consumer has handled ({@value #PROCESSED}), so a redelivered message is dropped before
 * its handler sees it; and each consumer's generation ({@value #CONSUMERS}): a rebuild starts a new generation, which
 * reads the topic from the start under a new consumer group. Lookups are by {@code _id} only (the one index every
 * MongoDB, the embedded one included, uses).
 */
class ProcessedMessages {

    static final String PROCESSED = "contract_processed";
    static final String CONSUMERS = "contract_consumers";

    private final MongoCollection<Document> processed;
    private final MongoCollection<Document> consumers;

    ProcessedMessages(MongoDatabase database) {
        this.processed = database.getCollection(PROCESSED);
        this.consumers = database.getCollection(CONSUMERS);
    }

    /** The ids among {@code messageIds} that {@code consumer} has already handled. */
    Set<String> seen(String consumer, List<String> messageIds) {
        List<String> keys = messageIds.stream().map(id -> key(consumer, id)).toList();
        Set<String> seen = new HashSet<>();
        for (Document d : processed.find(Filters.in("_id", keys))) {
            seen.add(d.getString("_id").substring(consumer.length() + 1));
        }
        return seen;
    }

    void remember(String consumer, List<String> messageIds) {
        if (messageIds.isEmpty()) {
            return;
        }
        List<Document> docs = new ArrayList<>();
        messageIds.forEach(id -> docs.add(new Document("_id", key(consumer, id)).append("consumer", consumer)));
        try {
            processed.insertMany(docs, new InsertManyOptions().ordered(false));
        } catch (MongoBulkWriteException e) {
            // ids remembered by an earlier attempt of the same batch: nothing else can collide on _id
            if (e.getWriteErrors().stream().anyMatch(w -> w.getCode() != 11000)) {
                throw e;
            }
        }
    }

    void forget(String consumer) {
        processed.deleteMany(Filters.eq("consumer", consumer));
    }

    int generation(String consumer) {
        Document d = consumers.find(Filters.eq("_id", consumer)).first();
        return d == null ? 0 : d.getInteger("generation", 0);
    }

    int nextGeneration(String consumer) {
        consumers.updateOne(Filters.eq("_id", consumer), Updates.inc("generation", 1),
                new UpdateOptions().upsert(true));
        return generation(consumer);
    }

    /**
     * A journaled write (the database's own write concern) to the consumer's document: once it returns, every write
     * made before it is durable too, the unjournaled ones of the consumer's handler included (commits keep the order
     * of the writes; a MongoDB journal flush covers every earlier write).
     */
    void barrier(String consumer) {
        consumers.updateOne(Filters.eq("_id", consumer), Updates.set("durableAt", new Date()),
                new UpdateOptions().upsert(true));
    }

    private static String key(String consumer, String messageId) {
        return consumer + ":" + messageId;
    }
}
