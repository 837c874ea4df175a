package org.openkifu.ladder.infrastructure.reads;

import static org.openkifu.ladder.infrastructure.reads.Documents.date;
import static org.openkifu.ladder.infrastructure.reads.Documents.instant;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.openkifu.infra.projection.VersionedWrites;
import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.player.GameEntry;
import org.openkifu.ladder.domain.player.PlayerState;

/**
 * The players' records as read models: {@value #PLAYERS} (one document per player: rank, promotion points, rating now)
 * and {@value #HISTORY} (one per player and recorded game: what the game did to rank, points and rating, for the
 * history chart). Written only by {@link PlayerProjection}.
 */
public class PlayerStore {

    public static final String PLAYERS = "ladder_players";
    public static final String HISTORY = "ladder_player_history";

    /** A player now. {@code rank} null: no rank (a guest). */
    public record PlayerRow(String userId, String rank, int points, double rating, double deviation, double volatility,
                            Instant lastRatedAt, int games, int wins, int losses, int draws, String startRank,
                            long version) {
    }

    /** One recorded game, and where the player stood after it. */
    public record HistoryRow(String gameId, String opponentUserId, String outcome, String reason, boolean rated,
                             boolean countedForPoints, Instant endedAt, String rankAfter, int pointsAfter,
                             double ratingAfter, double deviationAfter, int order) {
    }

    private final MongoCollection<Document> players;
    private final MongoCollection<Document> history;
    // Never over a newer row: a node that lost the processor's segment while it worked cannot put one back.
    private final VersionedWrites versionedPlayers;

    public PlayerStore(MongoDatabase database) {
        this.players = database.getCollection(PLAYERS);
        this.versionedPlayers = new VersionedWrites(players, "version");
        this.history = database.getCollection(HISTORY);
        history.createIndex(Indexes.ascending("userId"));
    }

    void write(PlayerState s, String startRank, long version) {
        int wins = 0;
        int losses = 0;
        int draws = 0;
        for (GameEntry g : s.games().values()) {
            wins += g.outcome() == Outcome.WIN ? 1 : 0;
            losses += g.outcome() == Outcome.LOSS ? 1 : 0;
            draws += g.outcome() == Outcome.DRAW ? 1 : 0;
        }
        Document doc = new Document("_id", s.userId()).append("rank", Documents.rank(s.rank()))
                .append("points", s.points().points()).append("rating", s.rating().rating())
                .append("deviation", s.rating().deviation()).append("volatility", s.rating().volatility())
                .append("lastRatedAt", date(s.lastRatedAt())).append("games", s.games().size())
                .append("wins", wins).append("losses", losses).append("draws", draws)
                .append("startRank", startRank).append("version", version);
        versionedPlayers.write(List.of(new VersionedWrites.Row(s.userId(), version, doc)));
    }

    /** The history lines of these games (all of the player's when a correction re-derived them). */
    void writeHistory(PlayerState s, Collection<String> gameIds) {
        List<String> order = new ArrayList<>(s.games().keySet());
        for (String gameId : gameIds) {
            GameEntry g = s.games().get(gameId);
            Document doc = new Document("_id", s.userId() + "/" + gameId).append("userId", s.userId())
                    .append("gameId", gameId).append("opponentUserId", g.opponentUserId())
                    .append("outcome", g.outcome().name()).append("reason", g.reason().name())
                    .append("rated", g.rated()).append("countedForPoints", g.countedForPoints())
                    .append("endedAt", date(g.endedAt())).append("rankAfter", Documents.rank(g.pointsAfter().rank()))
                    .append("pointsAfter", g.pointsAfter().points()).append("ratingAfter", g.ratingAfter().rating())
                    .append("deviationAfter", g.ratingAfter().deviation()).append("order", order.indexOf(gameId));
            history.replaceOne(Filters.eq("_id", doc.getString("_id")), doc, new ReplaceOptions().upsert(true));
        }
    }

    long deleteAll() {
        history.deleteMany(new Document());
        return players.deleteMany(new Document()).getDeletedCount();
    }

    public Optional<PlayerRow> player(String userId) {
        return Optional.ofNullable(players.find(Filters.eq("_id", userId)).first()).map(PlayerStore::row);
    }

    /** The records of these players, by user id (missing: no record yet). */
    public Map<String, PlayerRow> players(Collection<String> userIds) {
        Map<String, PlayerRow> found = new HashMap<>();
        if (!userIds.isEmpty()) {
            for (Document d : players.find(Filters.in("_id", userIds))) {
                found.put(d.getString("_id"), row(d));
            }
        }
        return found;
    }

    /** Every recorded game of the player, in the order the record took them. */
    public List<HistoryRow> history(String userId) {
        List<HistoryRow> rows = new ArrayList<>();
        for (Document d : history.find(Filters.eq("userId", userId)).sort(Sorts.ascending("order"))) {
            rows.add(new HistoryRow(d.getString("gameId"), d.getString("opponentUserId"), d.getString("outcome"),
                    d.getString("reason"), d.getBoolean("rated", false), d.getBoolean("countedForPoints", false),
                    instant(d, "endedAt"), d.getString("rankAfter"), d.getInteger("pointsAfter"),
                    Documents.decimal(d, "ratingAfter"), Documents.decimal(d, "deviationAfter"),
                    d.getInteger("order")));
        }
        return rows;
    }

    private static PlayerRow row(Document d) {
        return new PlayerRow(d.getString("_id"), d.getString("rank"), d.getInteger("points"),
                Documents.decimal(d, "rating"), Documents.decimal(d, "deviation"), Documents.decimal(d, "volatility"),
                instant(d, "lastRatedAt"), d.getInteger("games"), d.getInteger("wins"), d.getInteger("losses"),
                d.getInteger("draws"), d.getString("startRank"), Documents.number(d, "version"));
    }
}
