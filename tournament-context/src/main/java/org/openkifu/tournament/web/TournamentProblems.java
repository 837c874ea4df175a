package org.openkifu.tournament.web;

import java.util.Set;

import org.axonframework.commandhandling.CommandExecutionException;
import org.openkifu.infra.web.ApiProblems;
import org.openkifu.tournament.domain.EntryFields;
import org.openkifu.tournament.domain.TournamentViolation;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * The tournament context's refusals as problem+json with the domain's stable code and sentence (docs/api.md,
 * "Tournaments"). Limited to the tournament context's controllers; the platform's {@link ApiProblems} answers the
 * rest.
 */
@RestControllerAdvice(basePackages = "org.openkifu.tournament")
@Order(Ordered.HIGHEST_PRECEDENCE)
public class TournamentProblems {

    private static final Set<String> NOT_FOUND = Set.of(TournamentViolation.TOURNAMENT_NOT_FOUND,
            TournamentViolation.MATCH_NOT_FOUND, TournamentViolation.NOT_REGISTERED, TournamentViolation.ROUND_NOT_FOUND,
            TournamentViolation.BOARD_NOT_FOUND, TournamentViolation.GAME_NOT_FOUND, "DRAFT_NOT_FOUND");

    private static final Set<String> FORBIDDEN = Set.of(TournamentViolation.NOT_THE_ORGANIZER,
            TournamentViolation.NOT_THE_PLAYER, TournamentViolation.NOT_THE_INVITEE);

    /** The request can never be valid as sent: fix it and send it again. */
    private static final Set<String> BAD_REQUESTS = Set.of(TournamentViolation.INVALID_COMMAND,
            TournamentViolation.INVALID_SETTINGS, TournamentViolation.INVALID_RANK, EntryFields.FIELD_TOO_LONG,
            EntryFields.INVALID_CHARACTERS, EntryFields.INVALID_COUNTRY,
            TournamentViolation.INVALID_REASON, TournamentViolation.INVALID_GUEST);

    /** Understood, but the player does not qualify, or names nobody. */
    private static final Set<String> UNPROCESSABLE = Set.of(TournamentViolation.RANK_OUT_OF_RANGE,
            TournamentViolation.RATING_OUT_OF_RANGE, Players.UNKNOWN_PLAYER);

    private final ApiProblems platform = new ApiProblems();

    /** Everything else depends on the tournament's state (a round not finished, registration closed...): 409. */
    static HttpStatus statusOf(String code) {
        if (NOT_FOUND.contains(code)) {
            return HttpStatus.NOT_FOUND;
        }
        if (FORBIDDEN.contains(code)) {
            return HttpStatus.FORBIDDEN;
        }
        if (BAD_REQUESTS.contains(code)) {
            return HttpStatus.BAD_REQUEST;
        }
        if (UNPROCESSABLE.contains(code)) {
            return HttpStatus.UNPROCESSABLE_CONTENT;
        }
        return HttpStatus.CONFLICT;
    }

    @ExceptionHandler(TournamentViolation.class)
    ResponseEntity<Object> violation(TournamentViolation e) {
        return ApiProblems.problem(statusOf(e.code()), e.code(), e.getMessage());
    }

    @ExceptionHandler(CommandExecutionException.class)
    ResponseEntity<Object> command(CommandExecutionException e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof TournamentViolation v) {
                return violation(v);
            }
        }
        return platform.command(e);
    }
}
