package org.openkifu.game.web;

import java.util.Set;

import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.ImportRejected;
import org.openkifu.game.domain.PointText;
import org.openkifu.game.domain.invitation.Invitations;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.RulesException;
import org.openkifu.infra.web.ApiProblems;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * The game context's refusals as problem+json (the platform's {@link ApiProblems} answers everything else): which
 * HTTP status each game code gets, and the hints a program can act on. Limited to the game context's controllers.
 */
@RestControllerAdvice(basePackages = "org.openkifu.game")
@Order(Ordered.HIGHEST_PRECEDENCE)
public class GameProblems {

    /** Refusals that depend on the game's current state: the same request may succeed at another time. */
    private static final Set<String> CONFLICTS = Set.of(
            GameRuleViolation.NOT_YOUR_TURN, GameRuleViolation.GAME_OVER, GameRuleViolation.GAME_NOT_OVER,
            GameRuleViolation.GAME_NOT_STARTED, GameRuleViolation.GAME_ALREADY_EXISTS,
            GameRuleViolation.NIGIRI_NOT_EXPECTED, GameRuleViolation.HANDICAP_NOT_EXPECTED,
            GameRuleViolation.MARKING_IN_PROGRESS, GameRuleViolation.NOT_MARKING,
            GameRuleViolation.SCORE_ALREADY_ACCEPTED, GameRuleViolation.TAKEBACK_ALREADY_REQUESTED,
            GameRuleViolation.TAKEBACK_NOT_REQUESTED, GameRuleViolation.NOTHING_TO_TAKE_BACK,
            GameRuleViolation.ABANDONMENT_NOT_EVIDENT, GameRuleViolation.GAME_HAS_MOVES,
            "MOVE_CAP_REACHED", Invitations.INVITATION_EXPIRED, Invitations.INVITATION_CLOSED,
            Invitations.INVITATION_ALREADY_EXISTS);

    private static final Set<String> FORBIDDEN = Set.of(GameRuleViolation.NOT_A_PLAYER,
            GameRuleViolation.NOT_AN_ADMIN, GameRuleViolation.TAKEBACK_OWN_REQUEST, Invitations.NOT_THE_INVITEE,
            Invitations.NOT_THE_INVITER);

    /** The file is not readable SGF at all (as opposed to a readable record the rules refuse: 422). */
    private static final Set<String> UNREADABLE_SGF = Set.of("SGF_SYNTAX", "SGF_ENCODING_UNSUPPORTED",
            "SGF_ENCODING_MULTIPLE", "SGF_ENCODING_DETECTION_FAILED", "SGF_ENCODING_INVALID", "IMPORT_MULTIPLE_GAMES");

    /**
     * The game's refusals of a request's settings or fields (creation, handicap points, a missing value): the
     * client sent something that can never be valid for this game, so they are 400s like the API's own checks.
     */
    private static final Set<String> BAD_REQUESTS = Set.of(GameRuleViolation.REPLAY_OUT_OF_RANGE,
            GameRuleViolation.INVALID_COMMAND, GameRuleViolation.INVALID_PLAYERS, GameRuleViolation.INVALID_RANK,
            GameRuleViolation.INVALID_GAME_TYPE, GameRuleViolation.INVALID_HANDICAP,
            GameRuleViolation.INVALID_TIME_CONTROL, GameRuleViolation.INVALID_KOMI,
            PointText.POINT_MISSING, PointText.POINT_INVALID, RulesException.BOARD_SIZE_UNSUPPORTED,
            RulesException.UNKNOWN_RULESET, RulesException.INVALID_RULESET,
            Invitations.INVALID_INVITATION);

    private final ApiProblems platform = new ApiProblems();

    static HttpStatus statusOf(String code) {
        if (UNREADABLE_SGF.contains(code)) {
            return HttpStatus.BAD_REQUEST;
        }
        if (GameRuleViolation.GAME_NOT_FOUND.equals(code) || Invitations.INVITATION_NOT_FOUND.equals(code)) {
            return HttpStatus.NOT_FOUND;
        }
        if (CONFLICTS.contains(code)) {
            return HttpStatus.CONFLICT;
        }
        if (FORBIDDEN.contains(code)) {
            return HttpStatus.FORBIDDEN;
        }
        if (BAD_REQUESTS.contains(code)) {
            return HttpStatus.BAD_REQUEST;
        }
        // the request was understood but the rules refuse it: illegal moves, invalid game settings
        return HttpStatus.UNPROCESSABLE_CONTENT;
    }

    @ExceptionHandler(GameRuleViolation.class)
    ResponseEntity<Object> rule(GameRuleViolation e) {
        ResponseEntity<Object> response = withHints(ApiProblems.problem(statusOf(e.code()), e.code(), e.getMessage()),
                e.code());
        if (e instanceof ImportRejected r && response.getBody() instanceof ProblemDetail problem) {
            // where in the record: the move (0 = the setup) and, for syntax errors, line and column
            if (r.moveNumber() != null) {
                problem.setProperty("moveNumber", r.moveNumber());
            }
            if (r.line() > 0) {
                problem.setProperty("line", r.line());
                problem.setProperty("column", r.column());
            }
        }
        return response;
    }

    @ExceptionHandler(RulesException.class)
    ResponseEntity<Object> rules(RulesException e) {
        return withHints(ApiProblems.problem(statusOf(e.code()), e.code(), e.getMessage()), e.code());
    }

    /** Refusals a program can correct by itself get the valid choices as a property. */
    private static ResponseEntity<Object> withHints(ResponseEntity<Object> response, String code) {
        if (RulesException.UNKNOWN_RULESET.equals(code) && response.getBody() instanceof ProblemDetail problem) {
            problem.setProperty("knownRulesets", RulePresets.ids());
        }
        return response;
    }

    @ExceptionHandler(AggregateNotFoundException.class)
    ResponseEntity<Object> notFound(AggregateNotFoundException e) {
        return ApiProblems.problem(HttpStatus.NOT_FOUND, GameRuleViolation.GAME_NOT_FOUND,
                "there is no game " + e.getAggregateIdentifier());
    }

    /**
     * Another command on the same game was stored first (in another process; in-process ones queue), or another
     * process created the same game at the same moment.
     */
    @ExceptionHandler({ConcurrencyException.class, AggregateStreamCreationException.class})
    ResponseEntity<Object> concurrent(Exception e) {
        return ApiProblems.problem(HttpStatus.CONFLICT, "CONCURRENT_MODIFICATION",
                "the game changed while this request was handled; reload it and try again");
    }

    @ExceptionHandler(CommandExecutionException.class)
    ResponseEntity<Object> command(CommandExecutionException e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof GameRuleViolation v) {
                return rule(v);
            }
            if (cause instanceof ConcurrencyException || cause instanceof AggregateStreamCreationException) {
                return concurrent((Exception) cause);
            }
            if (cause instanceof AggregateNotFoundException n) {
                return notFound(n);
            }
        }
        return platform.command(e);
    }
}
