package org.openkifu.ladder.web;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.openkifu.infra.security.Account;
import org.openkifu.infra.security.Accounts;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.player.PlayerState;
import org.openkifu.ladder.infrastructure.reads.PlayerStore;
import org.springframework.stereotype.Component;

/**
 * A player's rank and rating as the ladder context knows them right now: the player's record (folded from its
 * events, so a promotion counts at once), or, before the first recorded game, the rank the player declared for the
 * account. What joins, challenges, offers and match requests are sent with.
 */
@Component
class PlayerFacts {

    private final LadderHistory history;
    private final Accounts accounts;
    private final PlayerStore players;

    PlayerFacts(LadderHistory history, Accounts accounts, PlayerStore players) {
        this.history = history;
        this.accounts = accounts;
        this.players = players;
    }

    /** Null: unranked (no record with a rank, and no account rank the ladder can read). */
    Rank rankOf(String user) {
        Optional<PlayerState> record = history.player(user);
        if (record.isPresent() && record.get().rank() != null) {
            return record.get().rank();
        }
        return accountRank(user);
    }

    Rank accountRank(String user) {
        try {
            return accounts.find(user).map(Account::rank).map(Rank::parseOrNull).orElse(null);
        } catch (LadderRuleViolation e) {
            return null;
        }
    }

    boolean hasAccount(String user) {
        return accounts.find(user).isPresent();
    }

    /** The player's rating now, or null before any rated game. */
    Double ratingOf(String user) {
        return history.player(user).filter(s -> s.lastRatedAt() != null).map(s -> s.rating().rating()).orElse(null);
    }

    /** A player's rank and rating as lists show them. */
    /** {@code points} null: no rank in the record; {@code rating}, {@code deviation} null: not rated yet. */
    record Current(String rank, Double rating, Integer points, Double deviation) {
    }

    /**
     * Rank and rating of many players at once, from the records' projection (one query), or the account's rank for
     * a player without a record yet.
     */
    Map<String, Current> current(Collection<String> users) {
        Map<String, PlayerStore.PlayerRow> rows = players.players(users);
        Map<String, Current> current = new HashMap<>();
        for (String user : users) {
            PlayerStore.PlayerRow row = rows.get(user);
            if (row != null && row.rank() != null) {
                current.put(user, new Current(row.rank(), row.lastRatedAt() == null ? null : row.rating(), row.points(),
                        row.lastRatedAt() == null ? null : row.deviation()));
            } else {
                Rank rank = accountRank(user);
                boolean rated = row != null && row.lastRatedAt() != null;
                current.put(user, new Current(rank == null ? null : rank.toString(), rated ? row.rating() : null,
                        null, rated ? row.deviation() : null));
            }
        }
        return current;
    }

    /** The ratings of these players as the records' projection has them (rated players only). */
    Map<String, Double> ratings(Collection<String> users) {
        Map<String, Double> ratings = new HashMap<>();
        players.players(users).forEach((user, row) -> {
            if (row.lastRatedAt() != null) {
                ratings.put(user, row.rating());
            }
        });
        return ratings;
    }
}
