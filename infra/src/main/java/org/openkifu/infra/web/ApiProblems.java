package org.openkifu.infra.web;

import java.util.Set;

import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.invitation.Invitations;
import org.openkifu.game.domain.ImportRejected;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.RulesException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.MissingRequestHeaderException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Every error as RFC 9457 {@code application/problem+json} with a stable {@code code} property and a sentence for
 * people in {@code detail}. Bad input is a 4xx; a 5xx means a bug or an outage and never carries a stack trace.
 */
@RestControllerAdvice
public class ApiProblems extends ResponseEntityExceptionHandler {

    private static final Logger LOG = LoggerFactory.getLogger(ApiProblems.class);

    /** Refusals that depend on the game's current state: the same request may succeed at another time. */
    private static final Set<String> CONFLICTS = Set.of(
            GameRuleViolation.NOT_YOUR_TURN, GameRuleViolation.GAME_OVER, GameRuleViolation.GAME_NOT_OVER,
            GameRuleViolation.GAME_NOT_STARTED, GameRuleViolation.GAME_ALREADY_EXISTS,
            GameRuleViolation.NIGIRI_NOT_EXPECTED, GameRuleViolation.HANDICAP_NOT_EXPECTED,
            GameRuleViolation.MARKING_IN_PROGRESS, GameRuleViolation.NOT_MARKING,
            GameRuleViolation.SCORE_ALREADY_ACCEPTED, GameRuleViolation.TAKEBACK_ALREADY_REQUESTED,
            GameRuleViolation.TAKEBACK_NOT_REQUESTED, GameRuleViolation.NOTHING_TO_TAKE_BACK,
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
            RulesException.BOARD_SIZE_UNSUPPORTED, RulesException.UNKNOWN_RULESET, RulesException.INVALID_RULESET,
            Invitations.INVALID_INVITATION);

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

    @ExceptionHandler(ApiException.class)
    ResponseEntity<Object> api(ApiException e) {
        return problem(e.status(), e.code(), e.getMessage());
    }

    @ExceptionHandler(GameRuleViolation.class)
    ResponseEntity<Object> rule(GameRuleViolation e) {
        ResponseEntity<Object> response = withHints(problem(statusOf(e.code()), e.code(), e.getMessage()), e.code());
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
        return withHints(problem(statusOf(e.code()), e.code(), e.getMessage()), e.code());
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
        return problem(HttpStatus.NOT_FOUND, GameRuleViolation.GAME_NOT_FOUND,
                "there is no game " + e.getAggregateIdentifier());
    }

    /**
     * Another command on the same game was stored first (in another process; in-process ones queue), or another
     * process created the same game at the same moment.
     */
    @ExceptionHandler({ConcurrencyException.class, AggregateStreamCreationException.class})
    ResponseEntity<Object> concurrent(Exception e) {
        return problem(HttpStatus.CONFLICT, "CONCURRENT_MODIFICATION",
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
        return unexpected(e);
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<Object> unexpected(Exception e) {
        LOG.error("Unexpected error in the API", e);
        return problem(HttpStatus.INTERNAL_SERVER_ERROR, "INTERNAL_ERROR",
                "something went wrong on the server; the request may not have been applied");
    }

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException e,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        return problem(HttpStatus.BAD_REQUEST, "MALFORMED_REQUEST_BODY", unreadable(e));
    }

    /** Every other Spring MVC error (unknown route, wrong method or media type, missing header...) gets a code too. */
    @Override
    protected ResponseEntity<Object> handleExceptionInternal(Exception e, Object body, HttpHeaders headers,
            HttpStatusCode status, WebRequest request) {
        String code;
        String detail = null;
        if (e instanceof MissingRequestHeaderException) {
            code = "HEADER_MISSING";
        } else if (e instanceof org.springframework.beans.TypeMismatchException) {
            code = "PARAMETER_INVALID";
        } else if (e instanceof org.springframework.web.servlet.resource.NoResourceFoundException) {
            code = "NOT_FOUND";
        } else if (e instanceof org.springframework.web.HttpRequestMethodNotSupportedException) {
            code = "METHOD_NOT_ALLOWED";
        } else if (e instanceof org.springframework.web.HttpMediaTypeNotSupportedException) {
            code = "UNSUPPORTED_MEDIA_TYPE";
        } else if (e instanceof org.springframework.web.HttpMediaTypeNotAcceptableException) {
            code = "NOT_ACCEPTABLE";
        } else if (e instanceof org.springframework.web.multipart.MaxUploadSizeExceededException) {
            code = "UPLOAD_TOO_LARGE";
            detail = "the upload is larger than the server accepts (see docs/api.md, SGF import limits)";
        } else if (e instanceof org.springframework.web.multipart.support.MissingServletRequestPartException) {
            code = "UPLOAD_EMPTY";
        } else {
            code = status.is4xxClientError() ? "BAD_REQUEST" : "INTERNAL_ERROR";
        }
        ProblemDetail problem = body instanceof ProblemDetail p ? p : ProblemDetail.forStatus(status);
        if (detail != null) {
            problem.setDetail(detail);
        }
        problem.setProperty("code", code);
        return ResponseEntity.status(status).headers(headers).contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(problem);
    }

    private static ResponseEntity<Object> problem(HttpStatus status, String code, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(status.getReasonPhrase());
        problem.setProperty("code", code);
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }

    /**
     * Where the body went wrong (field path, line and column), but not the parser's own message: that names Java
     * classes of the server, which are internals no client needs.
     */
    static String unreadable(HttpMessageNotReadableException e) {
        StringBuilder detail = new StringBuilder("the request body is missing or not valid JSON for this request");
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof tools.jackson.core.JacksonException json) {
                String path = json.getPath().stream()
                        .map(r -> r.getPropertyName() != null ? r.getPropertyName() : "[" + r.getIndex() + "]")
                        .reduce((a, b) -> b.startsWith("[") ? a + b : a + "." + b).orElse("");
                if (!path.isEmpty()) {
                    detail.append(" (field '").append(path).append("')");
                }
                if (json.getLocation() != null && json.getLocation().getLineNr() > 0) {
                    detail.append(" near line ").append(json.getLocation().getLineNr())
                            .append(", column ").append(json.getLocation().getColumnNr());
                }
                break;
            }
        }
        return detail.toString();
    }
}
