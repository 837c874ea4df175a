package org.openkifu.infra.kafka;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Messages the relay could not publish and set aside so the stream goes on: too large for the broker, refused by it
 * for good, or not translatable. Stored in {@value #COLLECTION} (one document per message id, so a retried batch
 * does not count one twice), logged, counted, and listed for administrators ({@code GET /api/admin/dead-letters}).
 */
public class DeadLetters {

    public static final String COLLECTION = "dead_letters";
    /** How much of the value is kept for diagnosis (it may be what made the message unpublishable). */
    static final int HEAD_CHARS = 512;

    private static final Logger LOG = LoggerFactory.getLogger(DeadLetters.class);

    private final MongoCollection<Document> collection;
    private final AtomicLong setAsideSinceStart = new AtomicLong();

    /**
     * @param bytes the value's size; {@code head} its first characters as text
     */
    public record DeadLetter(String messageId, String topic, String key, String type, String eventId,
                             Long globalIndex, int bytes, String reason, Instant storedAt, String head) {
    }

    public DeadLetters(MongoDatabase database) {
        this.collection = database.getCollection(COLLECTION);
    }

    public void setAside(DeadLetter letter) {
        String id = letter.messageId() != null ? letter.messageId() : letter.eventId() + "/" + letter.topic();
        Document d = new Document("_id", id)
                .append("topic", letter.topic()).append("key", letter.key()).append("type", letter.type())
                .append("eventId", letter.eventId()).append("globalIndex", letter.globalIndex())
                .append("bytes", letter.bytes()).append("reason", letter.reason())
                .append("storedAt", Date.from(letter.storedAt())).append("head", letter.head());
        collection.replaceOne(Filters.eq("_id", id), d, new ReplaceOptions().upsert(true));
        setAsideSinceStart.incrementAndGet();
        LOG.error("Dead letter: {} {} for {} (key {}, event {}, global index {}, {} bytes) set aside: {}",
                letter.type(), letter.messageId(), letter.topic(), letter.key(), letter.eventId(),
                letter.globalIndex(), letter.bytes(), letter.reason());
    }

    public long count() {
        return collection.countDocuments();
    }

    public long setAsideSinceStart() {
        return setAsideSinceStart.get();
    }

    /** The newest first. */
    public List<DeadLetter> latest(int limit) {
        List<DeadLetter> letters = new ArrayList<>();
        for (Document d : collection.find().sort(Sorts.descending("storedAt")).limit(limit)) {
            letters.add(new DeadLetter(d.getString("_id"), d.getString("topic"), d.getString("key"),
                    d.getString("type"), d.getString("eventId"), d.getLong("globalIndex"), d.getInteger("bytes", 0),
                    d.getString("reason"), d.getDate("storedAt").toInstant(), d.getString("head")));
        }
        return letters;
    }

    static String head(byte[] value) {
        if (value == null) {
            return null;
        }
        String text = new String(value, 0, Math.min(value.length, HEAD_CHARS * 4), java.nio.charset.StandardCharsets.UTF_8);
        return text.length() > HEAD_CHARS ? text.substring(0, HEAD_CHARS) : text;
    }
}
