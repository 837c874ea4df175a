package org.openkifu.game.infrastructure.invitation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.bson.Document;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.domain.invitation.InvitationEvent;
import org.openkifu.game.domain.invitation.InvitationTerms;
import org.openkifu.infra.config.MongoEndpoint;
import org.openkifu.infra.web.Paging;

/**
 * The lobby's "my invitations in and out": one MongoDB document per invitation, kept by a tracking processor
 * ({@value #PROCESSING_GROUP}) from the invitation events, so it can be dropped and rebuilt from the log. Every
 * handler sets fields to what the event says, so a redelivered event changes nothing. It trails the commands by
 * the processor's latency; the invitation itself is always read from its events.
 */
@ProcessingGroup(InvitationList.PROCESSING_GROUP)
public class InvitationList {

    public static final String PROCESSING_GROUP = "invitation-list";
    static final String COLLECTION = "invitation_list";

    /**
     * One row of the lobby's lists. {@code status} is EXPIRED once an unanswered invitation's time is up.
     *
     * @param timeControl the kind (NONE, JAPANESE_BYOYOMI...); {@code time} the whole setting (null in rows written
     *                    before it was kept)
     * @param komi        the agreed komi, null for the rules' own
     */
    public record Row(String invitationId, String inviter, String invitee, int size, String rules, String colour,
                      String timeControl, String message, Instant sentAt, Instant expiresAt, String status,
                      String gameId, Double komi, TimeControl time) {
    }

    private final MongoCollection<Document> rows;

    public InvitationList(MongoClient client, MongoEndpoint endpoint) {
        this.rows = client.getDatabase(endpoint.database()).getCollection(COLLECTION);
        // a page filters on one of them: a real MongoDB and the embedded server both use these
        rows.createIndex(new Document("invitee", 1));
        rows.createIndex(new Document("inviter", 1));
    }

    @EventHandler
    void on(InvitationEvent.InvitationSent e) {
        InvitationTerms t = e.terms();
        Document row = new Document("_id", e.invitationId())
                .append("inviter", e.inviter().userId())
                .append("invitee", e.invitee().userId())
                .append("size", t.size())
                .append("rules", t.rules())
                .append("colour", t.inviterColour().name())
                .append("timeControl", t.timeControl().kind().name())
                .append("time", new Document("mainSeconds", t.timeControl().mainSeconds())
                        .append("periods", t.timeControl().periods())
                        .append("periodSeconds", t.timeControl().periodSeconds())
                        .append("stonesPerPeriod", t.timeControl().stonesPerPeriod())
                        .append("incrementSeconds", t.timeControl().incrementSeconds()))
                .append("komi", t.komi())
                .append("message", e.message())
                .append("sentAt", Date.from(e.at()))
                .append("expiresAt", Date.from(e.expiresAt()))
                .append("status", "PENDING")
                .append("gameId", null);
        rows.replaceOne(Filters.eq("_id", e.invitationId()), row, new ReplaceOptions().upsert(true));
    }

    @EventHandler
    void on(InvitationEvent.InvitationAccepted e) {
        rows.updateOne(Filters.eq("_id", e.invitationId()),
                Updates.combine(Updates.set("status", "ACCEPTED"), Updates.set("gameId", e.gameId())));
    }

    @EventHandler
    void on(InvitationEvent.InvitationDeclined e) {
        status(e.invitationId(), "DECLINED");
    }

    @EventHandler
    void on(InvitationEvent.InvitationWithdrawn e) {
        status(e.invitationId(), "WITHDRAWN");
    }

    @EventHandler
    void on(InvitationEvent.InvitationExpired e) {
        status(e.invitationId(), "EXPIRED");
    }

    /** One page of the invitations the user received, newest first, ties by id (docs/api.md, "Paging"). */
    public Paging.Page<Row> received(String user, Instant now, Paging.Request page) {
        return find("invitee", user, now, page);
    }

    /** One page of the invitations the user sent, newest first, ties by id. */
    public Paging.Page<Row> sent(String user, Instant now, Paging.Request page) {
        return find("inviter", user, now, page);
    }

    /**
     * Ids of invitations still PENDING here whose answer time has passed, soonest expired first: the candidates of
     * {@link InvitationExpirySweep} (the invitation's own events decide whether it really expires).
     */
    public List<String> pendingExpiredBy(Instant now, int limit) {
        List<String> ids = new ArrayList<>();
        for (Document d : rows.find(Filters.and(Filters.eq("status", "PENDING"), Filters.lte("expiresAt", Date.from(now))))
                .sort(Sorts.ascending("expiresAt")).limit(limit).projection(new Document("_id", 1))) {
            ids.add(d.getString("_id"));
        }
        return ids;
    }

    private static TimeControl time(String kind, Document t) {
        if (t == null) {
            return null;
        }
        return new TimeControl(TimeControl.Kind.valueOf(kind), number(t, "mainSeconds"), (int) number(t, "periods"),
                number(t, "periodSeconds"), (int) number(t, "stonesPerPeriod"), number(t, "incrementSeconds"));
    }

    private static long number(Document d, String key) {
        Object v = d.get(key);
        return v instanceof Number n ? n.longValue() : 0;
    }

    private void status(String invitationId, String status) {
        rows.updateOne(Filters.eq("_id", invitationId), Updates.set("status", status));
    }

    private Paging.Page<Row> find(String field, String user, Instant now, Paging.Request page) {
        return Paging.find(rows, Filters.eq(field, user), Paging.SortKey.newestFirst("sentAt"), page, d -> {
            Instant expiresAt = d.getDate("expiresAt").toInstant();
            String status = d.getString("status");
            if ("PENDING".equals(status) && !now.isBefore(expiresAt)) {
                status = "EXPIRED";
            }
            return new Row(d.getString("_id"), d.getString("inviter"), d.getString("invitee"), d.getInteger("size"),
                    d.getString("rules"), d.getString("colour"), d.getString("timeControl"), d.getString("message"),
                    d.getDate("sentAt").toInstant(), expiresAt, status, d.getString("gameId"), d.getDouble("komi"),
                    time(d.getString("timeControl"), d.get("time", Document.class)));
        });
    }
}
