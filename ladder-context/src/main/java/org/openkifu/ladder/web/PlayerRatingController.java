package org.openkifu.ladder.web;

import java.time.Instant;
import java.util.List;

import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.player.PromotionPoints;
import org.openkifu.ladder.domain.rating.RatingPeriods;
import org.openkifu.ladder.infrastructure.reads.PlayerStore;
import org.openkifu.ladder.infrastructure.reads.PlayerStore.HistoryRow;
import org.openkifu.ladder.infrastructure.reads.PlayerStore.PlayerRow;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * A player's rank, promotion points and Glicko-2 rating, with their history game by game (docs/api.md, "Ratings"):
 * the player page draws its chart from it. Public, like every read.
 */
@RestController
public class PlayerRatingController {

    /**
     * @param rank      the rank now (18k..9p), null for a player without one
     * @param startRank the rank the record started from (the account's declared rank)
     * @param history   every recorded game, oldest first, with where the player stood after it
     */
    record RatingView(String userId, String rank, int points, double rating, double deviation, double volatility,
                      Instant lastRatedAt, int games, int wins, int losses, int draws, String startRank,
                      List<HistoryView> history) {
    }

    record HistoryView(String gameId, Instant endedAt, String opponentUserId, String outcome, String reason,
                       boolean rated, boolean countedForPoints, String rank, int points, double rating,
                       double deviation) {
    }

    private final PlayerStore store;
    private final PlayerFacts players;

    public PlayerRatingController(PlayerStore store, PlayerFacts players) {
        this.store = store;
        this.players = players;
    }

    @GetMapping("/api/players/{user}/rating")
    public RatingView rating(@PathVariable String user) {
        PlayerRow row = store.player(user).orElse(null);
        if (row == null) {
            if (!players.hasAccount(user)) {
                throw LadderRuleViolation.reject("PLAYER_NOT_FOUND", "there is no player " + user);
            }
            // no rated game yet: the declared rank and Glicko-2's starting rating
            Rank rank = players.accountRank(user);
            String shown = rank == null ? null : rank.toString();
            return new RatingView(user, shown, PromotionPoints.START, RatingPeriods.INITIAL.rating(),
                    RatingPeriods.INITIAL.deviation(), RatingPeriods.INITIAL.volatility(), null, 0, 0, 0, 0, shown,
                    List.of());
        }
        List<HistoryView> history = store.history(user).stream().map(PlayerRatingController::view).toList();
        return new RatingView(user, row.rank(), row.points(), row.rating(), row.deviation(), row.volatility(),
                row.lastRatedAt(), row.games(), row.wins(), row.losses(), row.draws(), row.startRank(), history);
    }

    private static HistoryView view(HistoryRow h) {
        return new HistoryView(h.gameId(), h.endedAt(), h.opponentUserId(), h.outcome(), h.reason(), h.rated(),
                h.countedForPoints(), h.rankAfter(), h.pointsAfter(), h.ratingAfter(), h.deviationAfter());
    }
}
