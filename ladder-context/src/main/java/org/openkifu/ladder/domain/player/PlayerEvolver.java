package org.openkifu.ladder.domain.player;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.ladder.domain.EventLog;
import org.openkifu.ladder.domain.FairPlay;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.player.PlayerEvent.GameRecorded;
import org.openkifu.ladder.domain.player.PlayerEvent.GameResultCorrected;
import org.openkifu.ladder.domain.player.PlayerEvent.RankSet;
import org.openkifu.ladder.domain.rating.Rating;
import org.openkifu.ladder.domain.rating.RatingPeriods;

/**
 * {@code evolve(state, event) -> state} for a player's record. Rank, promotion points and rating are derived from the
 * recorded games here; a {@link GameResultCorrected} re-folds the record's whole history with the corrected outcome
 * in place of the recorded one (the ladder's way too), so a correction gives exactly the record the corrected result
 * would have given as the original. The opponent ratings recorded with each game are kept as they were.
 */
public final class PlayerEvolver {

    private PlayerEvolver() {
    }

    public static PlayerState fold(List<? extends PlayerEvent> events) {
        PlayerState state = null;
        for (PlayerEvent e : events) {
            state = evolve(state, e);
        }
        return state;
    }

    public static PlayerState evolve(PlayerState state, PlayerEvent event) {
        EventLog<PlayerEvent> history = (state == null ? EventLog.<PlayerEvent>empty() : state.history()).append(event);
        if (event instanceof GameResultCorrected || event instanceof PlayerEvent.OpponentRatingsRevised) {
            Map<String, GameResultCorrected> corrections = new HashMap<>(state.corrections());
            if (event instanceof GameResultCorrected c) {
                corrections.put(c.gameId(), c);
            }
            Map<String, RatingSnapshot> revised = revisions(history);
            PlayerState refolded = null;
            for (PlayerEvent e : history) {
                refolded = step(refolded, e, corrections, revised);
            }
            return with(refolded, history, corrections);
        }
        // a revision only ever concerns games recorded before it, so a new event needs none
        return with(step(state, event, state == null ? Map.of() : state.corrections(), Map.of()), history,
                state == null ? Map.of() : state.corrections());
    }

    /** Rank and points move only in rated, even games between two ranked players, for a player with a rank. */
    public static boolean movesPoints(GameRecorded g, Outcome outcome, PromotionPoints current) {
        return movesRating(g, outcome) && g.ownRank() != null && g.opponentRank() != null && current.ranked();
    }

    /** Ratings move in rated, even games with a result that counts; handicap games are not rated (docs/ratings.md). */
    public static boolean movesRating(GameRecorded g, Outcome outcome) {
        return g.rated() && outcome != Outcome.NONE && g.handicap() == 0 && g.gameType() != null
                && g.gameType() != GameType.HANDICAP;
    }

    /**
     * Farming guard for promotion points (docs/ratings.md, "Fair play"): long enough for its board, and fewer than
     * the limit of games against the same opponent counted for points in the window before it. Games stored before
     * the rule are exempt from it and do not count towards the limit.
     */
    static boolean fairPlay(PlayerState s, GameRecorded e) {
        if (e.beforeFairPlay()) {
            return true;
        }
        FairPlay rule = FairPlay.DEFAULTS;
        if (!rule.longEnough(e.moves(), e.size())) {
            return false;
        }
        List<Instant> counted = new ArrayList<>();
        for (GameEntry g : s.games().values()) {
            if (g.countedForPoints() && g.fairPlayApplies() && g.opponentUserId().equals(e.opponentUserId())) {
                counted.add(g.endedAt());
            }
        }
        return rule.withinPairLimit(counted, e.endedAt());
    }

    /** The latest revised opponent rating of each revised game, from the record's history. */
    static Map<String, RatingSnapshot> revisions(Iterable<PlayerEvent> history) {
        Map<String, RatingSnapshot> revised = new HashMap<>();
        for (PlayerEvent e : history) {
            if (e instanceof PlayerEvent.OpponentRatingsRevised r) {
                r.revised().forEach(o -> revised.put(o.gameId(), new RatingSnapshot(o.rating(), o.lastRatedAt())));
            }
        }
        return revised;
    }

    /** The opponent rating each recorded game is rated against now: as recorded, or as last revised. */
    public static Map<String, RatingSnapshot> opponentRatings(PlayerState s) {
        Map<String, RatingSnapshot> ratings = new LinkedHashMap<>();
        for (PlayerEvent e : s.history()) {
            if (e instanceof GameRecorded g && !ratings.containsKey(g.gameId())) {
                ratings.put(g.gameId(), new RatingSnapshot(g.opponentRating(), g.opponentLastRatedAt()));
            }
        }
        ratings.putAll(revisions(s.history()));
        return ratings;
    }

    private static PlayerState step(PlayerState s, PlayerEvent event, Map<String, GameResultCorrected> corrections,
            Map<String, RatingSnapshot> revised) {
        if (s == null) {
            s = new PlayerState(event.userId(), PromotionPoints.guest(), RatingPeriods.INITIAL, null, Map.of(),
                    EventLog.empty(), Map.of());
        }
        // One case per event, no default: a new event type that is not handled here does not compile.
        return switch (event) {
            case RankSet e -> new PlayerState(s.userId(), PromotionPoints.startingAt(e.rank()), s.rating(),
                    s.lastRatedAt(), s.games(), s.history(), s.corrections());
            case GameRecorded e -> recorded(s, e, corrections, revised);
            case GameResultCorrected _ -> s; // applied through the corrections map while re-folding
            case PlayerEvent.OpponentRatingsRevised _ -> s; // applied through the revised ratings while re-folding
            // derived summaries: they report what a game or a correction changed, which the fold derives itself
            case PlayerEvent.PromotionPointsChanged _, PlayerEvent.RankChanged _, PlayerEvent.RatingChanged _,
                 PlayerEvent.RecordRederived _ -> s;
        };
    }

    private static PlayerState recorded(PlayerState s, GameRecorded e, Map<String, GameResultCorrected> corrections,
            Map<String, RatingSnapshot> revised) {
        GameResultCorrected correction = corrections.get(e.gameId());
        Outcome outcome = correction == null ? e.outcome() : correction.outcome();
        boolean points = movesPoints(e, outcome, s.points()) && fairPlay(s, e);
        boolean rated = movesRating(e, outcome);
        PromotionPoints pointsAfter = points ? s.points().after(outcome) : s.points();
        RatingSnapshot opponent = revised.getOrDefault(e.gameId(),
                new RatingSnapshot(e.opponentRating(), e.opponentLastRatedAt()));
        Rating ratingAfter = rated ? RatingPeriods.afterGame(s.rating(), s.lastRatedAt(), opponent.rating(),
                opponent.lastRatedAt(), outcome.score(), e.endedAt()) : s.rating();
        Instant lastRatedAt = rated && (s.lastRatedAt() == null || e.endedAt().isAfter(s.lastRatedAt()))
                ? e.endedAt() : s.lastRatedAt();
        Map<String, GameEntry> games = new LinkedHashMap<>(s.games());
        games.put(e.gameId(), new GameEntry(e.gameId(), e.opponentUserId(), outcome,
                correction == null ? e.reason() : correction.reason(), points, rated, s.points(), pointsAfter,
                s.rating(), ratingAfter, s.lastRatedAt(), e.endedAt(), !e.beforeFairPlay()));
        return new PlayerState(s.userId(), pointsAfter, ratingAfter, lastRatedAt, games, s.history(), s.corrections());
    }

    private static PlayerState with(PlayerState s, EventLog<PlayerEvent> history, Map<String, GameResultCorrected> corrections) {
        return new PlayerState(s.userId(), s.points(), s.rating(), s.lastRatedAt(), s.games(), history, corrections);
    }
}
