package org.openkifu.ladder.domain.player;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Ratings as a pure fold of results across records (docs/ratings.md, "Corrections"). Each record rates its games
 * against the opponent's rating on the eve of the game as that opponent's record gives it
 * ({@link PlayerState#ratingBefore}). After a correction re-derived two records, the opponents of their later games
 * were rated against ratings that are no longer true, and so on down the chain. {@link #revisions} says, for each
 * record, which games' opponent ratings disagree with the opponent's record now; applying them
 * ({@link PlayerCommand.ReviseOpponentRatings}) and asking again until nothing disagrees gives every record exactly
 * what a fresh fold of the corrected history gives: a game's ratings depend only on earlier games, so each round
 * fixes at least the earliest disagreeing game for good.
 */
public final class RatingChain {

    private RatingChain() {
    }

    /**
     * For each record that needs it, the opponent ratings (by game id) it should have rated its games against. Only
     * games whose opponent's record is among {@code records} are checked; the others keep their recorded rating.
     */
    public static Map<String, Map<String, RatingSnapshot>> revisions(Map<String, PlayerState> records) {
        Map<String, Map<String, RatingSnapshot>> revisions = new TreeMap<>();
        for (PlayerState player : records.values()) {
            Map<String, RatingSnapshot> recorded = PlayerEvolver.opponentRatings(player);
            Map<String, RatingSnapshot> wrong = new HashMap<>();
            for (GameEntry game : player.games().values()) {
                PlayerState opponent = records.get(game.opponentUserId());
                if (!game.rated() || opponent == null || !opponent.games().containsKey(game.gameId())) {
                    continue;
                }
                RatingSnapshot truth = opponent.ratingBefore(game.gameId());
                if (!truth.equals(recorded.get(game.gameId()))) {
                    wrong.put(game.gameId(), truth);
                }
            }
            if (!wrong.isEmpty()) {
                revisions.put(player.userId(), wrong);
            }
        }
        return revisions;
    }
}
