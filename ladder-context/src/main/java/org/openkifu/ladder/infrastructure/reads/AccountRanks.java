package org.openkifu.ladder.infrastructure.reads;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.openkifu.infra.security.Accounts;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The account's rank is the ladder context's: whenever a player's rank is set, changes by promotion points or is
 * re-derived by a correction, the account shows it ({@code /api/me}, every page, the ranks a new game is created
 * with). Tracking processor {@value #NAME}; not rebuildable through the API, since a replay would walk every account
 * through its old ranks on the way to the current one (it ends at the right rank, but players would see it).
 */
@ProcessingGroup(AccountRanks.NAME)
public class AccountRanks {

    public static final String NAME = "ladder-account-ranks";

    private static final Logger LOG = LoggerFactory.getLogger(AccountRanks.class);

    private final Accounts accounts;

    public AccountRanks(Accounts accounts) {
        this.accounts = accounts;
    }

    @EventHandler
    public void on(PlayerEvent.RankSet event) {
        set(event.userId(), event.rank());
    }

    @EventHandler
    public void on(PlayerEvent.RankChanged event) {
        set(event.userId(), event.to());
    }

    @EventHandler
    public void on(PlayerEvent.RecordRederived event) {
        set(event.userId(), event.rank());
    }

    private void set(String userId, Rank rank) {
        if (rank != null && accounts.setRank(userId, rank.toString())) {
            LOG.debug("{}: {} is {} now", NAME, userId, rank);
        }
    }
}
