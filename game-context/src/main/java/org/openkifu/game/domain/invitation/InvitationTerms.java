package org.openkifu.game.domain.invitation;

import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.TimeControl;

/**
 * The game an invitation proposes: what {@code CreateGame} will receive when the invitee accepts.
 *
 * @param rules          a rule preset id (docs/rules-engine.md)
 * @param komi           null: the preset's komi for this size and handicap
 * @param handicap       stones, null for none / the rank difference (HANDICAP games)
 * @param gameType       null: chosen from the ranks, as for any game
 * @param inviterColour  which colour the inviter takes; NIGIRI leaves it to the nigiri (Ho-sun)
 */
public record InvitationTerms(int size, String rules, Double komi, Integer handicap, GameType gameType,
                              TimeControl timeControl, boolean takeBackAllowed, boolean rated,
                              ColourChoice inviterColour) {

    public enum ColourChoice {
        BLACK,
        WHITE,
        NIGIRI
    }

    public InvitationTerms {
        if (rules == null || rules.isBlank()) {
            rules = "japanese";
        }
        if (timeControl == null) {
            timeControl = TimeControl.NONE;
        }
        if (inviterColour == null) {
            inviterColour = ColourChoice.NIGIRI;
        }
    }
}
