package org.openkifu.game.domain;

import java.time.Instant;
import org.openkifu.game.rules.Ruleset;

/** What was agreed when the game was created; never changes afterwards. */
public record GameSetup(String gameId, String createdBy, Player owner, Player opponent, GameType gameType,
                        int handicap, RulesChoice rules, int size, double komi, TimeControl timeControl,
                        boolean takeBackAllowed, boolean rated, Origin origin, Instant createdAt) {

    /** The preset with the capture goal and the effective komi applied. */
    public Ruleset ruleset() {
        return rules.resolve().withKomi(komi);
    }

    public boolean isPlayer(String userId) {
        return userId != null && (userId.equals(owner.userId()) || userId.equals(opponent.userId()));
    }

    public String otherPlayer(String userId) {
        return userId.equals(owner.userId()) ? opponent.userId() : owner.userId();
    }
}
