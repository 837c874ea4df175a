package org.openkifu.ladder.infrastructure.reads;

import static org.openkifu.ladder.infrastructure.reads.Documents.date;
import static org.openkifu.ladder.infrastructure.reads.Documents.instant;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.openkifu.ladder.domain.TimeControl;

/**
 * The waiting room as read models: {@value #OFFERS} (one document per open offer, whatever became of it) and
 * {@value #MATCH_REQUESTS} (one per auto-match request). Every document keeps the sequence number of the last event of
 * its aggregate applied to it ({@code version}): an update only applies to a document that is older, so a redelivered
 * event changes nothing. Written only by {@link WaitingRoomProjection}.
 */
public class WaitingRoomStore {

    public static final String OFFERS = "ladder_offers";
    public static final String MATCH_REQUESTS = "ladder_match_requests";

    /** @param status OPEN, ACCEPTED, WITHDRAWN, EXPIRED; @param requestId the game request once accepted */
    public record OfferRow(String offerId, String postedBy, String rank, int size, String preset,
                           TimeControl timeControl, boolean rated, String lowestRank, String highestRank,
                           Instant postedAt, Instant expiresAt, String status, String acceptedBy, String requestId) {
    }

    /** @param status WAITING, MATCHED, CANCELLED, EXPIRED; @param gameRequestId the game request once matched */
    public record MatchRequestRow(String poolId, String requestId, String userId, String rank, int size, String preset,
                                  TimeControl timeControl, boolean rated, String lowestRank, String highestRank,
                                  Instant requestedAt, Instant expiresAt, String status, String partnerUserId,
                                  String gameRequestId) {
    }

    private final MongoCollection<Document> offers;
    private final MongoCollection<Document> requests;

    public WaitingRoomStore(MongoDatabase database) {
        this.offers = database.getCollection(OFFERS);
        this.requests = database.getCollection(MATCH_REQUESTS);
        offers.createIndex(Indexes.ascending("status"));
        requests.createIndex(Indexes.ascending("userId"));
    }

    /** Inserts the document of a new offer or request, unless an event of it was applied already. */
    void insert(boolean offer, String id, long version, Document doc) {
        MongoCollection<Document> collection = offer ? offers : requests;
        if (collection.find(Filters.eq("_id", id)).first() == null) {
            collection.insertOne(doc.append("_id", id).append("version", version));
        }
    }

    /** Applies {@code update} to the document if it has not seen {@code version} yet. */
    void update(boolean offer, String id, long version, Bson update) {
        (offer ? offers : requests).updateOne(Filters.and(Filters.eq("_id", id), Filters.lt("version", version)),
                Updates.combine(update, Updates.set("version", version)));
    }

    static Document game(String rank, int size, String preset, TimeControl tc, boolean rated, String lowest,
            String highest, Instant expiresAt) {
        return new Document("rank", rank).append("size", size).append("preset", preset)
                .append("timeControl", Documents.timeControl(tc)).append("rated", rated).append("lowestRank", lowest)
                .append("highestRank", highest).append("expiresAt", date(expiresAt));
    }

    long deleteAll() {
        return offers.deleteMany(new Document()).getDeletedCount() + requests.deleteMany(new Document()).getDeletedCount();
    }

    /** Open offers whose time is not over, oldest first. */
    public List<OfferRow> openOffers(Instant now, int limit) {
        return offers(Filters.and(Filters.eq("status", "OPEN"), Filters.gt("expiresAt", date(now))), limit, true);
    }

    /** Offers a player posted or accepted, newest first. */
    public List<OfferRow> offersOf(String userId, int limit) {
        return offers(Filters.or(Filters.eq("postedBy", userId), Filters.eq("acceptedBy", userId)), limit, false);
    }

    public Optional<OfferRow> offer(String offerId) {
        return offers(Filters.eq("_id", offerId), 1, true).stream().findFirst();
    }

    /** Offers still open here whose time is over: for the expiry sweep (the offer itself decides). */
    public List<String> offersExpiredBy(Instant now, int limit) {
        return offers(Filters.and(Filters.eq("status", "OPEN"), Filters.lte("expiresAt", date(now))), limit, true)
                .stream().map(OfferRow::offerId).toList();
    }

    /** A player's auto-match requests, newest first. */
    public List<MatchRequestRow> requestsOf(String userId, int limit) {
        return requests(Filters.eq("userId", userId), limit);
    }

    public Optional<MatchRequestRow> request(String requestId) {
        return requests(Filters.eq("requestId", requestId), 1).stream().findFirst();
    }

    /** Pools with a waiting request whose time is over: for the expiry sweep. */
    public List<String> poolsWithRequestsExpiredBy(Instant now, int limit) {
        return requests(Filters.and(Filters.eq("status", "WAITING"), Filters.lte("expiresAt", date(now))), limit)
                .stream().map(MatchRequestRow::poolId).distinct().toList();
    }

    /** Everybody waiting now, oldest first (the waiting room shows how many wait for what). */
    public List<MatchRequestRow> waiting(Instant now, int limit) {
        return requests(Filters.and(Filters.eq("status", "WAITING"), Filters.gt("expiresAt", date(now))), limit);
    }

    private List<OfferRow> offers(Bson filter, int limit, boolean oldestFirst) {
        List<OfferRow> rows = new ArrayList<>();
        for (Document d : offers.find(filter).sort(oldestFirst ? Sorts.ascending("postedAt") : Sorts.descending("postedAt"))
                .limit(limit)) {
            rows.add(new OfferRow(d.getString("_id"), d.getString("postedBy"), d.getString("rank"), d.getInteger("size"),
                    d.getString("preset"), Documents.timeControl(d.get("timeControl", Document.class)),
                    d.getBoolean("rated", false), d.getString("lowestRank"), d.getString("highestRank"),
                    instant(d, "postedAt"), instant(d, "expiresAt"), d.getString("status"), d.getString("acceptedBy"),
                    d.getString("requestId")));
        }
        return rows;
    }

    private List<MatchRequestRow> requests(Bson filter, int limit) {
        List<MatchRequestRow> rows = new ArrayList<>();
        for (Document d : requests.find(filter).sort(Sorts.descending("requestedAt")).limit(limit)) {
            rows.add(new MatchRequestRow(d.getString("poolId"), d.getString("requestId"), d.getString("userId"),
                    d.getString("rank"), d.getInteger("size"), d.getString("preset"),
                    Documents.timeControl(d.get("timeControl", Document.class)), d.getBoolean("rated", false),
                    d.getString("lowestRank"), d.getString("highestRank"), instant(d, "requestedAt"),
                    instant(d, "expiresAt"), d.getString("status"), d.getString("partnerUserId"),
                    d.getString("gameRequestId")));
        }
        return rows;
    }
}
