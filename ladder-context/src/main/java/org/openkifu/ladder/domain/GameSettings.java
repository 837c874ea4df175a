package org.openkifu.ladder.domain;

/** The game an offer or a match request asks for; two requests are compatible only with equal settings. */
public record GameSettings(int size, String preset, TimeControl timeControl, boolean rated) {

    public static final int MIN_SIZE = 5;
    public static final int MAX_SIZE = 25;

    public GameSettings {
        timeControl = timeControl == null ? TimeControl.NONE : timeControl;
    }

    /** @throws LadderRuleViolation INVALID_SETTINGS */
    public GameSettings validated() {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS,
                    "boards have " + MIN_SIZE + " to " + MAX_SIZE + " lines, not " + size);
        }
        if (preset == null || preset.isBlank()) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS, "a rule preset is required, e.g. japanese");
        }
        timeControl.validated();
        return this;
    }
}
