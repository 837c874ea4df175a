package org.openkifu.ladder.web;

import java.util.Set;

import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.openkifu.infra.web.ApiProblems;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * The ladder context's refusals as problem+json, with the domain's stable code and its sentence for people
 * (docs/ladder.md, "Refusal codes"; the platform's {@link ApiProblems} answers everything else). Limited to the
 * ladder context's controllers.
 */
@RestControllerAdvice(basePackages = "org.openkifu.ladder")
@Order(Ordered.HIGHEST_PRECEDENCE)
public class LadderProblems {

    private static final Set<String> BAD_REQUESTS = Set.of(LadderRuleViolation.INVALID_COMMAND,
            LadderRuleViolation.INVALID_RANK, LadderRuleViolation.INVALID_SETTINGS, LadderRuleViolation.INVALID_VACATION);

    private static final Set<String> FORBIDDEN = Set.of(LadderRuleViolation.NOT_AN_ORGANIZER,
            LadderRuleViolation.NOT_AN_ADMIN, LadderRuleViolation.NOT_YOUR_CHALLENGE, LadderRuleViolation.NOT_YOUR_OFFER);

    private static final Set<String> NOT_FOUND = Set.of(LadderRuleViolation.LADDER_NOT_FOUND,
            LadderRuleViolation.CHALLENGE_NOT_FOUND, LadderRuleViolation.OFFER_NOT_FOUND,
            LadderRuleViolation.MATCH_REQUEST_NOT_FOUND, LadderRuleViolation.GAME_NOT_RECORDED, "PLAYER_NOT_FOUND");

    /** The request can never succeed as sent (as opposed to a conflict with the current state: 409). */
    private static final Set<String> UNPROCESSABLE = Set.of(LadderRuleViolation.CANNOT_CHALLENGE_SELF,
            LadderRuleViolation.OWN_OFFER, LadderRuleViolation.RANK_OUT_OF_RANGE, LadderRuleViolation.WRONG_POOL,
            LadderRuleViolation.GAME_MISMATCH, LadderRuleViolation.NOT_IN_GAME, LadderRuleViolation.DECLINE_NOT_ALLOWED);

    private final ApiProblems platform = new ApiProblems();

    /** Everything else depends on the ladder's state now (ranges, limits, waits, membership): 409. */
    static HttpStatus statusOf(String code) {
        if (BAD_REQUESTS.contains(code)) {
            return HttpStatus.BAD_REQUEST;
        }
        if (FORBIDDEN.contains(code)) {
            return HttpStatus.FORBIDDEN;
        }
        if (NOT_FOUND.contains(code)) {
            return HttpStatus.NOT_FOUND;
        }
        return UNPROCESSABLE.contains(code) ? HttpStatus.UNPROCESSABLE_CONTENT : HttpStatus.CONFLICT;
    }

    @ExceptionHandler(LadderRuleViolation.class)
    ResponseEntity<Object> rule(LadderRuleViolation e) {
        return ApiProblems.problem(statusOf(e.code()), e.code(), e.getMessage());
    }

    /** A command for an aggregate that does not exist: which one, from its stream id's prefix. */
    @ExceptionHandler(AggregateNotFoundException.class)
    ResponseEntity<Object> notFound(AggregateNotFoundException e) {
        String id = e.getAggregateIdentifier() == null ? "" : String.valueOf(e.getAggregateIdentifier());
        int colon = id.indexOf(':');
        String kind = colon < 0 ? "" : id.substring(0, colon);
        String name = colon < 0 ? id : id.substring(colon + 1);
        return switch (kind) {
            case "ladder" -> ApiProblems.problem(HttpStatus.NOT_FOUND, LadderRuleViolation.LADDER_NOT_FOUND,
                    "there is no ladder " + name);
            case "offer" -> ApiProblems.problem(HttpStatus.NOT_FOUND, LadderRuleViolation.OFFER_NOT_FOUND,
                    "there is no offer " + name);
            case "pool" -> ApiProblems.problem(HttpStatus.NOT_FOUND, LadderRuleViolation.MATCH_REQUEST_NOT_FOUND,
                    "there is no such match request");
            default -> ApiProblems.problem(HttpStatus.NOT_FOUND, "NOT_FOUND", "there is nothing with the id " + name);
        };
    }

    @ExceptionHandler({ConcurrencyException.class, AggregateStreamCreationException.class})
    ResponseEntity<Object> concurrent(Exception e) {
        return ApiProblems.problem(HttpStatus.CONFLICT, "CONCURRENT_MODIFICATION",
                "it changed while this request was handled; reload it and try again");
    }

    @ExceptionHandler(CommandExecutionException.class)
    ResponseEntity<Object> command(CommandExecutionException e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof LadderRuleViolation v) {
                return rule(v);
            }
            if (cause instanceof AggregateNotFoundException n) {
                return notFound(n);
            }
            if (cause instanceof ConcurrencyException || cause instanceof AggregateStreamCreationException) {
                return concurrent((Exception) cause);
            }
        }
        return platform.command(e);
    }
}
