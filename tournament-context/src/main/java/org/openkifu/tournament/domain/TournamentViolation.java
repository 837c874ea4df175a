package org.openkifu.tournament.domain;

import java.util.Objects;

/**
 * A command the tournament (or a two-game match) refused. {@link #code()} is stable and machine-readable (the API
 * will turn it into a problem type, the Kafka adapters log it); the message is a sentence for the person who asked.
 * A refused command changes nothing: the deciders throw before any event exists.
 */
public class TournamentViolation extends RuntimeException {

    public static final String INVALID_COMMAND = "INVALID_COMMAND";
    public static final String INVALID_SETTINGS = "INVALID_SETTINGS";
    public static final String INVALID_RANK = "INVALID_RANK";
    public static final String TOURNAMENT_NOT_FOUND = "TOURNAMENT_NOT_FOUND";
    public static final String TOURNAMENT_ALREADY_EXISTS = "TOURNAMENT_ALREADY_EXISTS";
    public static final String NOT_THE_ORGANIZER = "NOT_THE_ORGANIZER";
    public static final String NOT_THE_PLAYER = "NOT_THE_PLAYER";
    public static final String INVALID_STATE = "INVALID_STATE";
    public static final String REGISTRATION_CLOSED = "REGISTRATION_CLOSED";
    public static final String ALREADY_REGISTERED = "ALREADY_REGISTERED";
    public static final String NOT_REGISTERED = "NOT_REGISTERED";
    public static final String TOURNAMENT_FULL = "TOURNAMENT_FULL";
    public static final String RANK_OUT_OF_RANGE = "RANK_OUT_OF_RANGE";
    public static final String RATING_OUT_OF_RANGE = "RATING_OUT_OF_RANGE";
    public static final String NOT_ENOUGH_PLAYERS = "NOT_ENOUGH_PLAYERS";
    public static final String ROUND_NOT_FINISHED = "ROUND_NOT_FINISHED";
    public static final String ROUND_ALREADY_PAIRED = "ROUND_ALREADY_PAIRED";
    public static final String NO_MORE_ROUNDS = "NO_MORE_ROUNDS";
    public static final String UNKNOWN_GAME = "UNKNOWN_GAME";
    public static final String RESULT_MISMATCH = "RESULT_MISMATCH";
    public static final String RESULT_ALREADY_RECORDED = "RESULT_ALREADY_RECORDED";
    public static final String MATCH_NOT_FOUND = "MATCH_NOT_FOUND";
    public static final String MATCH_ALREADY_EXISTS = "MATCH_ALREADY_EXISTS";
    public static final String NOT_THE_INVITEE = "NOT_THE_INVITEE";
    // the director's desk (issue 17)
    public static final String TOURNAMENT_PAUSED = "TOURNAMENT_PAUSED";
    public static final String ROUND_NOT_FOUND = "ROUND_NOT_FOUND";
    public static final String BOARD_NOT_FOUND = "BOARD_NOT_FOUND";
    public static final String GAME_NOT_FOUND = "GAME_NOT_FOUND";
    public static final String RESULT_UNCHANGED = "RESULT_UNCHANGED";
    public static final String INVALID_REASON = "INVALID_REASON";
    public static final String INVALID_GUEST = "INVALID_GUEST";

    private final String code;

    public TournamentViolation(String code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public String code() {
        return code;
    }

    static TournamentViolation of(String code, String message) {
        return new TournamentViolation(code, message);
    }
}
