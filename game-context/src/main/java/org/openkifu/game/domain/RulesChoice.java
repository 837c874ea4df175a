package org.openkifu.game.domain;

import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.RulesException;
import org.openkifu.game.rules.Ruleset;

/**
 * The rule preset a game was created with and the overrides the players agreed on. Stored instead of
 * the resolved {@link Ruleset} so events stay small and a preset's id is the contract.
 *
 * @param komi        agreed komi, or null for the preset's value for this size and game type
 * @param captureGoal capture go only: stones to capture, or null for the preset's goal
 */
public record RulesChoice(String presetId, Double komi, Integer captureGoal) {

    public static RulesChoice preset(String presetId) {
        return new RulesChoice(presetId, null, null);
    }

    /**
     * The preset with the capture goal override (komi is applied by the game, which knows the type).
     *
     * @throws GameRuleViolation UNKNOWN_RULESET / INVALID_RULESET with the engine's message
     */
    public Ruleset resolve() {
        try {
            Ruleset rules = RulePresets.byId(presetId);
            if (captureGoal != null) {
                if (rules.captureGoal() == 0) {
                    throw new GameRuleViolation(RulesException.INVALID_RULESET,
                            "rule set '" + rules.id() + "' is not capture go: it takes no capture goal");
                }
                if (captureGoal < 1) {
                    throw new GameRuleViolation(RulesException.INVALID_RULESET, "the capture goal is 1 stone or more, not " + captureGoal);
                }
                rules = rules.withCaptureGoal(captureGoal);
            }
            if (komi != null && (komi.isNaN() || komi.isInfinite() || Math.abs(komi) > 150)) {
                throw new GameRuleViolation(GameRuleViolation.INVALID_KOMI, "komi must be a number between -150 and 150, not " + komi);
            }
            // half points only: a score is whole points, komi decides ties with its .5 or not at all
            if (komi != null && komi * 2 != Math.rint(komi * 2)) {
                throw new GameRuleViolation(GameRuleViolation.INVALID_KOMI, "komi is a multiple of 0.5 (e.g. 6.5 or 7), not " + komi);
            }
            return rules;
        } catch (RulesException e) {
            throw new GameRuleViolation(e.code(), e.getMessage());
        }
    }
}
