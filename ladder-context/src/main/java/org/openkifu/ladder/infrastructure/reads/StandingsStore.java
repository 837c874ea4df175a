package org.openkifu.ladder.infrastructure.reads;

import static org.openkifu.ladder.infrastructure.reads.Documents.date;
import static org.openkifu.ladder.infrastructure.reads.Documents.instant;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.openkifu.infra.projection.VersionedWrites;
import org.openkifu.infra.web.Paging;
import org.openkifu.ladder.domain.Challenge;
import org.openkifu.ladder.domain.LadderState;
import org.openkifu.ladder.domain.Member;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.infrastructure.reads.LadderViews.ChallengeRow;
import org.openkifu.ladder.infrastructure.reads.LadderViews.LadderRow;
import org.openkifu.ladder.infrastructure.reads.LadderViews.RungRow;

/**
 * The ladder context's collections of ladders: {@value #STANDINGS} (one document per ladder: its settings and rungs,
 * with the sequence number of the last event applied) and {@value #CHALLENGES} (one per challenge, with both players
 * in {@code players} for "a player's challenges"). Written only by {@link StandingsProjection}.
 */
public class StandingsStore {

    public static final String STANDINGS = "ladder_standings";
    public static final String CHALLENGES = "ladder_challenges";

    private final MongoCollection<Document> standings;
    private final MongoCollection<Document> challenges;
    // Never over a newer row: a node that lost the processor's segment while it worked cannot put one back.
    private final VersionedWrites versionedStandings;
    private final VersionedWrites versionedChallenges;

    public StandingsStore(MongoDatabase database) {
        this.standings = database.getCollection(STANDINGS);
        this.challenges = database.getCollection(CHALLENGES);
        this.versionedStandings = new VersionedWrites(standings, "version");
        this.versionedChallenges = new VersionedWrites(challenges, "version");
        challenges.createIndex(Indexes.ascending("players"));
        challenges.createIndex(Indexes.ascending("ladderId"));
        standings.createIndex(Indexes.ascending("createdBy"));
    }

    void write(LadderState s, long version) {
        List<Document> rungs = new ArrayList<>();
        for (int i = 0; i < s.rungs().size(); i++) {
            Member m = s.members().get(s.rungs().get(i));
            rungs.add(new Document("rung", i + 1).append("userId", m.userId()).append("rank", Documents.rank(m.rank()))
                    .append("joinedAt", date(m.joinedAt())).append("lastActiveAt", date(m.lastActiveAt()))
                    .append("vacationUntil", date(m.vacationUntil())));
        }
        Document doc = new Document("_id", s.ladderId()).append("name", s.name()).append("createdBy", s.createdBy())
                .append("size", s.size()).append("preset", s.preset())
                .append("timeControl", Documents.timeControl(s.timeControl())).append("rated", s.rated())
                .append("settings", Documents.settings(s.settings()))
                .append("createdAt", date(s.history().get(0).at())).append("players", s.rungs().size())
                .append("rungs", rungs).append("status", s.status().name()).append("version", version);
        versionedStandings.write(List.of(new VersionedWrites.Row(s.ladderId(), version, doc)));
    }

    void writeChallenge(LadderState s, Challenge c, long version) {
        Challenge.Result r = c.result();
        Document doc = new Document("_id", s.ladderId() + "/" + c.challengeId()).append("ladderId", s.ladderId())
                .append("challengeId", c.challengeId())
                .append("requestId", RequestIds.forChallenge(s.ladderId(), c.challengeId()))
                .append("players", List.of(c.challengerUserId(), c.defenderUserId()))
                .append("challengerUserId", c.challengerUserId()).append("defenderUserId", c.defenderUserId())
                .append("challengerRung", c.challengerRung()).append("defenderRung", c.defenderRung())
                .append("issuedAt", date(c.issuedAt())).append("status", c.status().name())
                .append("gameId", c.gameId())
                .append("winnerUserId", r == null ? null : r.winnerUserId())
                .append("reason", r == null ? null : r.reason().name())
                .append("counts", r == null ? null : r.counts())
                .append("endedAt", r == null ? null : date(r.endedAt()))
                .append("version", version);
        versionedChallenges.write(List.of(new VersionedWrites.Row(doc.getString("_id"), version, doc)));
    }

    long deleteAll() {
        challenges.deleteMany(new Document());
        return standings.deleteMany(new Document()).getDeletedCount();
    }

    /** One page of the ladders, newest first (then by id). */
    public Paging.Page<LadderRow> ladders(Paging.Request page) {
        return Paging.find(standings, new Document(), Paging.SortKey.newestFirst("createdAt"), page, StandingsStore::row);
    }

    /** When this organizer created ladders since then (for the ladders-per-day quota), at most {@code limit}. */
    public List<java.time.Instant> laddersCreatedBy(String userId, java.time.Instant since, int limit) {
        List<java.time.Instant> times = new ArrayList<>();
        for (Document d : standings.find(Filters.and(Filters.eq("createdBy", userId), Filters.gt("createdAt", date(since))))
                .projection(new Document("createdAt", 1)).limit(limit)) {
            times.add(instant(d, "createdAt"));
        }
        return times;
    }

    /** Which of these ladders this read model holds. */
    public java.util.Set<String> knownLadders(java.util.Collection<String> ids) {
        java.util.Set<String> found = new java.util.HashSet<>();
        standings.find(Filters.in("_id", ids)).projection(new Document("_id", 1)).forEach(d -> found.add(d.getString("_id")));
        return found;
    }

    public Optional<LadderRow> ladder(String ladderId) {
        return Optional.ofNullable(standings.find(Filters.eq("_id", ladderId)).first()).map(StandingsStore::row);
    }

    /**
     * One page of a ladder's challenges, newest first (then by id); {@code open}: null for all, true for open ones,
     * false for closed ones.
     */
    public Paging.Page<ChallengeRow> challenges(String ladderId, Boolean open, Paging.Request page) {
        return find(Filters.eq("ladderId", ladderId), open, page);
    }

    /** One page of a player's challenges on every ladder, newest first. */
    public Paging.Page<ChallengeRow> challengesOf(String userId, Boolean open, Paging.Request page) {
        return find(Filters.eq("players", userId), open, page);
    }

    private Paging.Page<ChallengeRow> find(Bson filter, Boolean open, Paging.Request page) {
        Bson status = open == null ? filter : open ? Filters.and(filter, Filters.in("status", "REQUESTED", "PLAYING"))
                : Filters.and(filter, Filters.nin("status", "REQUESTED", "PLAYING"));
        return Paging.find(challenges, status, Paging.SortKey.newestFirst("issuedAt"), page, d -> new ChallengeRow(
                d.getString("ladderId"), d.getString("challengeId"), d.getString("requestId"),
                d.getString("challengerUserId"), d.getString("defenderUserId"), d.getInteger("challengerRung"),
                d.getInteger("defenderRung"), instant(d, "issuedAt"), d.getString("status"), d.getString("gameId"),
                d.getString("winnerUserId"), d.getString("reason"), d.getBoolean("counts"), instant(d, "endedAt")));
    }

    private static LadderRow row(Document d) {
        List<RungRow> rungs = new ArrayList<>();
        for (Document r : d.getList("rungs", Document.class, List.of())) {
            rungs.add(new RungRow(r.getInteger("rung"), r.getString("userId"), r.getString("rank"),
                    instant(r, "joinedAt"), instant(r, "lastActiveAt"), instant(r, "vacationUntil")));
        }
        return new LadderRow(d.getString("_id"), d.getString("name"), d.getString("createdBy"), d.getInteger("size"),
                d.getString("preset"), Documents.timeControl(d.get("timeControl", Document.class)),
                d.getBoolean("rated", false), Documents.settings(d.get("settings", Document.class)),
                instant(d, "createdAt"), rungs, Documents.number(d, "version"), d.getString("status"));
    }
}
