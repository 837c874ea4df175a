package org.openkifu.ladder.domain;

import java.time.Instant;
import java.util.Objects;

/**
 * A command the ladder context refused. {@link #code()} is stable and machine-readable (the API will turn it into
 * a problem type); the message is a sentence for the player. A refused command changes nothing: every decider
 * throws before any event exists. The codes and when they are used: docs/ladder.md, "Refusal codes".
 */
public class LadderRuleViolation extends RuntimeException {

    // shared
    public static final String INVALID_COMMAND = "INVALID_COMMAND";
    public static final String INVALID_RANK = "INVALID_RANK";
    public static final String INVALID_SETTINGS = "INVALID_SETTINGS";
    public static final String NOT_AN_ADMIN = "NOT_AN_ADMIN";

    // ladders
    public static final String LADDER_NOT_FOUND = "LADDER_NOT_FOUND";
    public static final String LADDER_ALREADY_EXISTS = "LADDER_ALREADY_EXISTS";
    public static final String NOT_AN_ORGANIZER = "NOT_AN_ORGANIZER";
    public static final String LADDER_PAUSED = "LADDER_PAUSED";
    public static final String LADDER_ARCHIVED = "LADDER_ARCHIVED";
    public static final String NOT_A_MEMBER = "NOT_A_MEMBER";
    public static final String ALREADY_A_MEMBER = "ALREADY_A_MEMBER";
    public static final String NOT_YOUR_CHALLENGE = "NOT_YOUR_CHALLENGE";
    public static final String CANNOT_CHALLENGE_SELF = "CANNOT_CHALLENGE_SELF";
    public static final String CHALLENGE_OUT_OF_RANGE = "CHALLENGE_OUT_OF_RANGE";
    public static final String TOO_MANY_CHALLENGES = "TOO_MANY_CHALLENGES";
    public static final String TOO_MANY_INCOMING_CHALLENGES = "TOO_MANY_INCOMING_CHALLENGES";
    public static final String CHALLENGE_ALREADY_OPEN = "CHALLENGE_ALREADY_OPEN";
    public static final String CHALLENGE_ALREADY_EXISTS = "CHALLENGE_ALREADY_EXISTS";
    public static final String REMATCH_TOO_SOON = "REMATCH_TOO_SOON";
    public static final String PLAYER_ON_VACATION = "PLAYER_ON_VACATION";
    public static final String NOT_ON_VACATION = "NOT_ON_VACATION";
    public static final String INVALID_VACATION = "INVALID_VACATION";
    public static final String CHALLENGE_NOT_FOUND = "CHALLENGE_NOT_FOUND";
    public static final String CHALLENGE_CLOSED = "CHALLENGE_CLOSED";
    public static final String DECLINE_NOT_ALLOWED = "DECLINE_NOT_ALLOWED";
    public static final String GAME_MISMATCH = "GAME_MISMATCH";

    // player records
    public static final String RANK_ALREADY_SET = "RANK_ALREADY_SET";
    public static final String NOT_IN_GAME = "NOT_IN_GAME";
    public static final String GAME_NOT_RECORDED = "GAME_NOT_RECORDED";

    // waiting room
    public static final String OFFER_NOT_FOUND = "OFFER_NOT_FOUND";
    public static final String OFFER_ALREADY_EXISTS = "OFFER_ALREADY_EXISTS";
    public static final String OFFER_EXPIRED = "OFFER_EXPIRED";
    public static final String OFFER_CLOSED = "OFFER_CLOSED";
    public static final String OWN_OFFER = "OWN_OFFER";
    public static final String NOT_YOUR_OFFER = "NOT_YOUR_OFFER";
    public static final String RANK_OUT_OF_RANGE = "RANK_OUT_OF_RANGE";
    public static final String MATCH_REQUEST_NOT_FOUND = "MATCH_REQUEST_NOT_FOUND";
    public static final String MATCH_REQUEST_CLOSED = "MATCH_REQUEST_CLOSED";
    public static final String ALREADY_WAITING = "ALREADY_WAITING";
    public static final String WRONG_POOL = "WRONG_POOL";

    private final String code;
    private final Instant until;

    public LadderRuleViolation(String code, String message) {
        this(code, message, null);
    }

    private LadderRuleViolation(String code, String message, Instant until) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
        this.until = until;
    }

    public String code() {
        return code;
    }

    /**
     * When a refusal that only time lifts will be lifted (the end of a rematch wait or of a vacation), else null:
     * the page says "from" that date without parsing the sentence.
     */
    public Instant until() {
        return until;
    }

    LadderRuleViolation until(Instant instant) {
        return new LadderRuleViolation(code, getMessage(), instant);
    }

    public static LadderRuleViolation reject(String code, String message) {
        return new LadderRuleViolation(code, message);
    }
}
