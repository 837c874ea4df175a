package org.openkifu.ladder.infrastructure.results;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.openkifu.infra.security.Account;
import org.openkifu.infra.security.Accounts;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.player.GameEntry;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.player.RatingChain;
import org.openkifu.ladder.domain.player.PlayerState;
import org.openkifu.ladder.domain.player.RatingSnapshot;

/**
 * A finished game in both players' records (rank, promotion points, rating). Only games that count for rating are
 * recorded (the game context's {@code countsForRating}: rated, decided by play, two stones each), so unrated free
 * games and imported records create no records. A record is created on first need, starting from the rank the player
 * declared for their account; the opponent's rating on the eve of the game is read from the opponent's record.
 */
public class PlayerRecording {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(PlayerRecording.class);
    /** Each round settles at least the earliest disagreeing game; this many is far beyond any real chain. */
    static final int MAX_ROUNDS = 10_000;

    private final LadderHistory history;
    private final LadderCommands commands;
    private final Accounts accounts;

    public PlayerRecording(LadderHistory history, LadderCommands commands, Accounts accounts) {
        this.history = history;
        this.commands = commands;
        this.accounts = accounts;
    }

    /** A result, or (with {@code correction}) a corrected result, for both players. Idempotent. */
    public void record(FinishedGame game, boolean correction) {
        recordBoth(game, correction);
        if (correction) {
            carryDownTheChain(game.gameId(), List.of(game.blackUserId(), game.whiteUserId()));
        }
    }

    /**
     * After a correction re-derived the two records, the later opponents of everyone whose rating changed were rated
     * against ratings that are no longer true: {@link RatingChain} says which, and the records are revised round by
     * round until none disagrees, so ratings equal a fresh fold of the corrected history (docs/ratings.md,
     * "Corrections"). The players concerned: the two, and transitively the opponents of their games that ended at or
     * after the corrected one. Idempotent: a repeated correction finds nothing to revise.
     */
    void carryDownTheChain(String gameId, List<String> players) {
        Instant from = players.stream().map(history::player).flatMap(Optional::stream)
                .map(s -> s.games().get(gameId)).filter(java.util.Objects::nonNull).map(GameEntry::endedAt)
                .findFirst().orElse(null);
        if (from == null) {
            return;
        }
        Set<String> involved = new LinkedHashSet<>(players);
        for (int round = 0; round < MAX_ROUNDS; round++) {
            Map<String, PlayerState> records = new LinkedHashMap<>();
            boolean widened = false;
            for (String user : List.copyOf(involved)) {
                Optional<PlayerState> record = history.player(user);
                if (record.isEmpty()) {
                    continue;
                }
                records.put(user, record.get());
                for (GameEntry g : record.get().games().values()) {
                    if (!g.endedAt().isBefore(from) && involved.add(g.opponentUserId())) {
                        widened = true;
                    }
                }
            }
            if (widened) {
                continue; // read the newly involved records before deciding anything
            }
            Map<String, Map<String, RatingSnapshot>> revisions = RatingChain.revisions(records);
            if (revisions.isEmpty()) {
                return;
            }
            revisions.forEach((user, opponents) -> commands.send(
                    new PlayerCommand.ReviseOpponentRatings(user, LadderCommands.SYSTEM, gameId, opponents)));
        }
        LOG.warn("the ratings after the correction of game {} did not settle in {} rounds", gameId, MAX_ROUNDS);
    }

    private void recordBoth(FinishedGame game, boolean correction) {
        if (!correction && !game.countsForRating()) {
            // recorded by neither player, and not to be: no record to read (every imported record and unrated game
            // used to fold both players' histories here, only to skip them)
            return;
        }
        for (String user : List.of(game.blackUserId(), game.whiteUserId())) {
            Optional<PlayerState> mine = history.player(user);
            boolean known = mine.isPresent() && mine.get().games().containsKey(game.gameId());
            if (known) {
                if (correction) {
                    commands.send(new PlayerCommand.CorrectGame(user, LadderCommands.SYSTEM, game));
                }
                continue;
            }
            if (!game.countsForRating()) {
                continue;
            }
            if (mine.isEmpty()) {
                startRecord(user);
            }
            RatingSnapshot opponent = history.player(game.opponentOf(user))
                    .map(s -> s.ratingBefore(game.gameId())).orElse(RatingSnapshot.UNRATED);
            commands.send(new PlayerCommand.RecordGame(user, LadderCommands.SYSTEM, game, opponent));
        }
    }

    /** The account's declared rank as the record's starting rank; a user without an account stays unranked. */
    private void startRecord(String user) {
        Rank rank;
        try {
            rank = accounts.find(user).map(Account::rank).map(Rank::parseOrNull).orElse(null);
        } catch (LadderRuleViolation e) {
            rank = null;
        }
        if (rank != null) {
            commands.send(new PlayerCommand.SetRank(user, LadderCommands.SYSTEM, true, rank));
        }
    }
}
