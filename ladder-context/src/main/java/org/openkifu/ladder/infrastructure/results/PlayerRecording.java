package org.openkifu.ladder.infrastructure.results;

import java.util.List;
import java.util.Optional;

import org.openkifu.infra.security.Account;
import org.openkifu.infra.security.Accounts;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.player.PlayerState;
import org.openkifu.ladder.domain.player.RatingSnapshot;

/**
 * A finished game in both players' records (rank, promotion points, rating). Only games that count for rating are
 * recorded (the game context's {@code countsForRating}: rated, decided by play, two stones each), so unrated free
 * games and imported records create no records. A record is created on first need, starting from the rank the player
 * declared for their account; the opponent's rating on the eve of the game is read from the opponent's record.
 */
public class PlayerRecording {

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
