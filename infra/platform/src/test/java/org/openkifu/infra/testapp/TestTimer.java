package org.openkifu.infra.testapp;

import java.time.Duration;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Updates;
import org.bson.Document;
import org.openkifu.infra.schedule.PeriodicSweep;

/**
 * A timer for the multi-node tests: every pass records one firing in {@value #FIRES} with a store-wide sequence
 * number, the node and the lease version it ran under, so a test can see who fired when and that two nodes never
 * fired in the same period.
 */
public class TestTimer extends PeriodicSweep {

    public static final String NAME = "test-timer";
    public static final String FIRES = "test_timer_fires";

    private final MongoCollection<Document> fires;
    private final MongoCollection<Document> sequence;
    private final String nodeId;

    public TestTimer(MongoDatabase database, String nodeId, Duration poll) {
        super(NAME, "openkifu.test.timer.poll", poll);
        this.fires = database.getCollection(FIRES);
        this.sequence = database.getCollection(FIRES + "_sequence");
        this.nodeId = nodeId;
    }

    @Override
    protected void sweep() {
        if (!running()) {
            return;
        }
        Document next = sequence.findOneAndUpdate(Filters.eq("_id", "fires"), Updates.inc("n", 1L),
                new FindOneAndUpdateOptions().upsert(true).returnDocument(ReturnDocument.AFTER));
        fires.insertOne(new Document("_id", next.getLong("n")).append("node", nodeId)
                .append("version", fencingVersion()).append("at", System.currentTimeMillis()));
    }
}
