package org.openkifu.tournament.domain.match;

import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentViolation;

/** What both games of a standalone two-game match are played with. Both games are even: each player takes Black once. */
public record TwoGameMatchTerms(int size, String rulePresetId, double komi, TimeControl timeControl, boolean rated) {

    public TwoGameMatchTerms validated() {
        if (size < 5 || size > 25 || rulePresetId == null || rulePresetId.isBlank() || timeControl == null
                || komi * 2 != Math.rint(komi * 2)) {
            throw new TournamentViolation(TournamentViolation.INVALID_SETTINGS,
                    "a two-game match needs a board size of 5 to 25, a rule preset, a time control and komi in halves");
        }
        timeControl.validated();
        return this;
    }
}
