package org.openkifu.game.domain;

import java.util.Objects;

/**
 * A command the game refused. {@link #code()} is stable and machine-readable (the API turns it into
 * an RFC 9457 problem type); the message is a sentence for the player. A refused command changes
 * nothing: {@link GameDecider} throws before any event exists.
 *
 * <p>Illegal moves carry the rules engine's own codes ({@code MOVE_ILLEGAL_KO}, {@code POINT_OCCUPIED}...);
 * the constants below are the game's codes on top of those.
 */
public class GameRuleViolation extends RuntimeException {

    public static final String GAME_NOT_FOUND = "GAME_NOT_FOUND";
    public static final String GAME_ALREADY_EXISTS = "GAME_ALREADY_EXISTS";
    public static final String INVALID_COMMAND = "INVALID_COMMAND";
    public static final String INVALID_PLAYERS = "INVALID_PLAYERS";
    public static final String INVALID_RANK = "INVALID_RANK";
    public static final String INVALID_GAME_TYPE = "INVALID_GAME_TYPE";
    public static final String INVALID_HANDICAP = "INVALID_HANDICAP";
    public static final String INVALID_TIME_CONTROL = "INVALID_TIME_CONTROL";
    public static final String INVALID_KOMI = "INVALID_KOMI";
    public static final String NOT_A_PLAYER = "NOT_A_PLAYER";
    public static final String NOT_YOUR_TURN = "NOT_YOUR_TURN";
    public static final String NOT_AN_ADMIN = "NOT_AN_ADMIN";
    public static final String GAME_OVER = "GAME_OVER";
    public static final String GAME_NOT_OVER = "GAME_NOT_OVER";
    public static final String GAME_NOT_STARTED = "GAME_NOT_STARTED";
    public static final String NIGIRI_NOT_EXPECTED = "NIGIRI_NOT_EXPECTED";
    public static final String HANDICAP_NOT_EXPECTED = "HANDICAP_NOT_EXPECTED";
    public static final String MARKING_IN_PROGRESS = "MARKING_IN_PROGRESS";
    public static final String NOT_MARKING = "NOT_MARKING";
    public static final String DEAD_STONE_INVALID = "DEAD_STONE_INVALID";
    public static final String SCORE_ALREADY_ACCEPTED = "SCORE_ALREADY_ACCEPTED";
    public static final String TAKEBACK_NOT_ALLOWED = "TAKEBACK_NOT_ALLOWED";
    public static final String TAKEBACK_ALREADY_REQUESTED = "TAKEBACK_ALREADY_REQUESTED";
    public static final String TAKEBACK_NOT_REQUESTED = "TAKEBACK_NOT_REQUESTED";
    public static final String TAKEBACK_OWN_REQUEST = "TAKEBACK_OWN_REQUEST";
    public static final String NOTHING_TO_TAKE_BACK = "NOTHING_TO_TAKE_BACK";
    public static final String REPLAY_OUT_OF_RANGE = "REPLAY_OUT_OF_RANGE";
    /** An abandonment report without evidence the platform can check (docs/game.md, "Abandonment"). */
    public static final String ABANDONMENT_NOT_EVIDENT = "ABANDONMENT_NOT_EVIDENT";
    /** A cancel request for a game with moves: it is played to its end or resigned (docs/events.md, "CancelGame"). */
    public static final String GAME_HAS_MOVES = "GAME_HAS_MOVES";

    private final String code;

    public GameRuleViolation(String code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public String code() {
        return code;
    }
}
