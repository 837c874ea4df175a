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
import org.openkifu.infra.web.Paging;
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
        offers.createIndex(Indexes.ascending("postedBy"));
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

    /**
     * One page of the open offers whose time is not over, newest first (then by id): a new offer always comes on the
     * first page, whoever posted many before it (docs/api.md, "Waiting room").
     */
    public Paging.Page<OfferRow> openOffers(Instant now, Paging.Request page) {
        return Paging.find(offers, Filters.and(Filters.eq("status", "OPEN"), Filters.gt("expiresAt", date(now))),
                Paging.SortKey.newestFirst("postedAt"), page, WaitingRoomStore::offerRow);
    }

    /** One page of the offers a player posted or accepted, newest first. */
    public Paging.Page<OfferRow> offersOf(String userId, Paging.Request page) {
        return Paging.find(offers, Filters.or(Filters.eq("postedBy", userId), Filters.eq("acceptedBy", userId)),
                Paging.SortKey.newestFirst("postedAt"), page, WaitingRoomStore::offerRow);
    }

    /** When each of a player's open offers expires (for the open-offers quota), at most {@code limit}. */
    public List<Instant> openOfferExpiriesOf(String userId, Instant now, int limit) {
        List<Instant> times = new ArrayList<>();
        for (Document d : offers.find(Filters.and(Filters.eq("postedBy", userId), Filters.eq("status", "OPEN"),
                Filters.gt("expiresAt", date(now)))).projection(new Document("expiresAt", 1)).limit(limit)) {
            times.add(instant(d, "expiresAt"));
        }
        return times;
    }

    /** When each of a player's waiting auto-match requests expires (for the waiting-requests quota). */
    public List<Instant> waitingExpiriesOf(String userId, Instant now, int limit) {
        List<Instant> times = new ArrayList<>();
        for (Document d : requests.find(Filters.and(Filters.eq("userId", userId), Filters.eq("status", "WAITING"),
                Filters.gt("expiresAt", date(now)))).projection(new Document("expiresAt", 1)).limit(limit)) {
            times.add(instant(d, "expiresAt"));
        }
        return times;
    }

    /** Which of these offers (or, {@code offer} false, auto-match requests) this read model holds, in any state. */
    public java.util.Set<String> known(boolean offer, java.util.Collection<String> ids) {
        java.util.Set<String> found = new java.util.HashSet<>();
        for (Document d : (offer ? offers : requests).find(Filters.in(offer ? "_id" : "requestId", ids))
                .projection(new Document(offer ? "_id" : "requestId", 1))) {
            found.add(d.getString(offer ? "_id" : "requestId"));
        }
        return found;
    }

    public Optional<OfferRow> offer(String offerId) {
        return offers(Filters.eq("_id", offerId), 1, true).stream().findFirst();
    }

    /** Offers still open here whose time is over: for the expiry sweep (the offer itself decides). */
    public List<String> offersExpiredBy(Instant now, int limit) {
        return offers(Filters.and(Filters.eq("status", "OPEN"), Filters.lte("expiresAt", date(now))), limit, true)
                .stream().map(OfferRow::offerId).toList();
    }

    /** One page of a player's auto-match requests, newest first (then by id). */
    public Paging.Page<MatchRequestRow> requestsOf(String userId, Paging.Request page) {
        return Paging.find(requests, Filters.eq("userId", userId), Paging.SortKey.newestFirst("requestedAt"), page,
                WaitingRoomStore::requestRow);
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
            rows.add(offerRow(d));
        }
        return rows;
    }

    private static OfferRow offerRow(Document d) {
        return new OfferRow(d.getString("_id"), d.getString("postedBy"), d.getString("rank"), d.getInteger("size"),
                d.getString("preset"), Documents.timeControl(d.get("timeControl", Document.class)),
                d.getBoolean("rated", false), d.getString("lowestRank"), d.getString("highestRank"),
                instant(d, "postedAt"), instant(d, "expiresAt"), d.getString("status"), d.getString("acceptedBy"),
                d.getString("requestId"));
    }

    private List<MatchRequestRow> requests(Bson filter, int limit) {
        List<MatchRequestRow> rows = new ArrayList<>();
        for (Document d : requests.find(filter).sort(Sorts.descending("requestedAt")).limit(limit)) {
            rows.add(requestRow(d));
        }
        return rows;
    }

    private static MatchRequestRow requestRow(Document d) {
        return new MatchRequestRow(d.getString("poolId"), d.getString("requestId"), d.getString("userId"),
                d.getString("rank"), d.getInteger("size"), d.getString("preset"),
                Documents.timeControl(d.get("timeControl", Document.class)), d.getBoolean("rated", false),
                d.getString("lowestRank"), d.getString("highestRank"), instant(d, "requestedAt"),
                instant(d, "expiresAt"), d.getString("status"), d.getString("partnerUserId"),
                d.getString("gameRequestId"));
    }
}
