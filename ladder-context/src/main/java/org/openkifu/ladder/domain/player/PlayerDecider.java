package org.openkifu.ladder.domain.player;

import static org.openkifu.ladder.domain.LadderRuleViolation.reject;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.player.PlayerCommand.CorrectGame;
import org.openkifu.ladder.domain.player.PlayerCommand.RecordGame;
import org.openkifu.ladder.domain.player.PlayerCommand.SetRank;
import org.openkifu.ladder.domain.player.PlayerEvent.GameRecorded;
import org.openkifu.ladder.domain.player.PlayerEvent.GameResultCorrected;
import org.openkifu.ladder.domain.player.PlayerEvent.PromotionPointsChanged;
import org.openkifu.ladder.domain.player.PlayerEvent.RankChanged;
import org.openkifu.ladder.domain.player.PlayerEvent.RankSet;
import org.openkifu.ladder.domain.player.PlayerEvent.RatingChanged;
import org.openkifu.ladder.domain.player.PlayerEvent.RecordRederived;

/**
 * {@code decide(command, state, now) -> events} for a player's record: pure. {@code state} is null for a player the
 * record has not heard of (a guest at 1500/350/0.06). The derived events are the evolver's own answer to the facts,
 * so they cannot disagree with the state.
 */
public final class PlayerDecider {

    private PlayerDecider() {
    }

    public static List<PlayerEvent> decide(PlayerCommand command, PlayerState state, Instant now) {
        if (command == null || now == null || blank(command.userId()) || blank(command.actingUserId())) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "a player command needs the player, the acting user and the time");
        }
        // One case per command, no default: a new command type that is not handled here does not compile.
        return switch (command) {
            case SetRank c -> setRank(c, state, now);
            case RecordGame c -> record(c, state, now);
            case CorrectGame c -> correct(c, state, now);
            case PlayerCommand.ReviseOpponentRatings c -> revise(c, state, now);
        };
    }

    private static List<PlayerEvent> setRank(SetRank c, PlayerState s, Instant now) {
        if (c.rank() == null) {
            throw reject(LadderRuleViolation.INVALID_RANK, "a rank is required, e.g. 5k, 1d or 3p");
        }
        if (!c.admin()) {
            if (!c.actingUserId().equals(c.userId())) {
                throw reject(LadderRuleViolation.NOT_AN_ADMIN, "only an administrator can set another player's rank");
            }
            if (s != null && s.rank() != null) {
                throw reject(LadderRuleViolation.RANK_ALREADY_SET, "your rank is " + s.rank()
                        + "; it changes through promotion points, or an administrator sets it");
            }
        }
        return List.of(new RankSet(c.userId(), c.rank(), c.actingUserId(), now));
    }

    private static List<PlayerEvent> record(RecordGame c, PlayerState s, Instant now) {
        FinishedGame g = requireGame(c.game(), c.userId());
        if (s != null && s.games().containsKey(g.gameId())) {
            return List.of(); // the same game delivered again
        }
        RatingSnapshot opponent = c.opponent() == null ? RatingSnapshot.UNRATED : c.opponent();
        GameRecorded fact = new GameRecorded(c.userId(), g.gameId(), g.opponentOf(c.userId()), g.rankOf(c.userId()),
                g.rankOf(g.opponentOf(c.userId())), g.gameType(), g.handicap(), g.rated(), g.outcomeFor(c.userId()),
                g.reason(), opponent.rating(), opponent.lastRatedAt(), g.endedAt(), now, g.moves(), g.size());
        PlayerState after = PlayerEvolver.evolve(s, fact);
        GameEntry entry = after.games().get(g.gameId());
        List<PlayerEvent> events = new ArrayList<>(List.of(fact));
        if (!entry.pointsBefore().equals(entry.pointsAfter())) {
            events.add(new PromotionPointsChanged(c.userId(), g.gameId(), entry.pointsAfter().rank(),
                    entry.pointsBefore().points(), entry.pointsAfter().points(), now));
            if (!entry.pointsBefore().rank().equals(entry.pointsAfter().rank())) {
                events.add(new RankChanged(c.userId(), g.gameId(), entry.pointsBefore().rank(), entry.pointsAfter().rank(), now));
            }
        }
        if (entry.rated()) {
            events.add(new RatingChanged(c.userId(), g.gameId(), entry.ratingBefore(), entry.ratingAfter(), now));
        }
        return events;
    }

    private static List<PlayerEvent> correct(CorrectGame c, PlayerState s, Instant now) {
        FinishedGame g = requireGame(c.game(), c.userId());
        if (s == null || !s.games().containsKey(g.gameId())) {
            throw reject(LadderRuleViolation.GAME_NOT_RECORDED, "game " + g.gameId() + " is not in " + c.userId()
                    + "'s record; its result must be recorded before it can be corrected");
        }
        GameEntry entry = s.games().get(g.gameId());
        Outcome outcome = g.outcomeFor(c.userId());
        if (entry.outcome() == outcome && entry.reason() == g.reason()) {
            return List.of(); // the record already has this result
        }
        GameResultCorrected fact = new GameResultCorrected(c.userId(), g.gameId(), outcome, g.reason(), now);
        PlayerState after = PlayerEvolver.evolve(s, fact);
        return List.of(fact, new RecordRederived(c.userId(), g.gameId(), after.rank(), after.points().points(),
                after.rating(), now));
    }

    private static List<PlayerEvent> revise(PlayerCommand.ReviseOpponentRatings c, PlayerState s, Instant now) {
        if (c.opponents() == null || s == null) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "revised opponent ratings need the player's record");
        }
        java.util.Map<String, RatingSnapshot> recorded = PlayerEvolver.opponentRatings(s);
        List<PlayerEvent.OpponentRating> changed = new ArrayList<>();
        for (var e : new java.util.TreeMap<>(c.opponents()).entrySet()) {
            if (!recorded.containsKey(e.getKey())) {
                throw reject(LadderRuleViolation.GAME_NOT_RECORDED, "game " + e.getKey() + " is not in "
                        + c.userId() + "'s record");
            }
            if (!recorded.get(e.getKey()).equals(e.getValue())) {
                changed.add(new PlayerEvent.OpponentRating(e.getKey(), e.getValue().rating(), e.getValue().lastRatedAt()));
            }
        }
        if (changed.isEmpty()) {
            return List.of();
        }
        PlayerEvent.OpponentRatingsRevised fact = new PlayerEvent.OpponentRatingsRevised(c.userId(), c.causeGameId(),
                changed, now);
        PlayerState after = PlayerEvolver.evolve(s, fact);
        return List.of(fact, new RecordRederived(c.userId(), c.causeGameId(), after.rank(), after.points().points(),
                after.rating(), now));
    }

    private static FinishedGame requireGame(FinishedGame g, String userId) {
        if (g == null) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "the finished game is required");
        }
        if (!g.isPlayer(userId)) {
            throw reject(LadderRuleViolation.NOT_IN_GAME, userId + " did not play game " + g.gameId());
        }
        return g;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
