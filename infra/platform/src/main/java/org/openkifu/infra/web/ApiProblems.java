package org.openkifu.infra.web;

import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
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
 *
 * <p>This is the platform's advice, the last one asked: each context maps its own refusals (its domain exceptions,
 * its "not found") in an advice of its own with a higher precedence, limited to its controllers.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
public class ApiProblems extends ResponseEntityExceptionHandler {

    private static final Logger LOG = LoggerFactory.getLogger(ApiProblems.class);

    @ExceptionHandler(ApiException.class)
    public ResponseEntity<Object> api(ApiException e) {
        ResponseEntity<Object> response = problem(e.status(), e.code(), e.getMessage());
        if (response.getBody() instanceof ProblemDetail problem) {
            e.properties().forEach(problem::setProperty);
        }
        return response;
    }

    /** 429 with {@code Retry-After}: when the quota frees by itself (docs/security.md, "Quotas"). */
    @ExceptionHandler(org.openkifu.infra.quota.QuotaExceeded.class)
    public ResponseEntity<Object> quota(org.openkifu.infra.quota.QuotaExceeded e) {
        ResponseEntity<Object> response = api(e);
        return ResponseEntity.status(response.getStatusCode()).headers(response.getHeaders())
                .header(HttpHeaders.RETRY_AFTER, Long.toString(e.retryAfterSeconds())).body(response.getBody());
    }

    /** Contexts answer with their own code (GAME_NOT_FOUND, ...) in their advice; this is the fallback. */
    @ExceptionHandler(AggregateNotFoundException.class)
    ResponseEntity<Object> notFound(AggregateNotFoundException e) {
        return problem(HttpStatus.NOT_FOUND, "NOT_FOUND", "there is nothing with the id " + e.getAggregateIdentifier());
    }

    /**
     * Another command on the same game was stored first (in another process; in-process ones queue), or another
     * process created the same game at the same moment.
     */
    @ExceptionHandler({ConcurrencyException.class, AggregateStreamCreationException.class})
    public ResponseEntity<Object> concurrent(Exception e) {
        return problem(HttpStatus.CONFLICT, "CONCURRENT_MODIFICATION",
                "it changed while this request was handled; reload it and try again");
    }

    /** What a wrapped failure means when no context's advice claimed its cause. */
    @ExceptionHandler(CommandExecutionException.class)
    public ResponseEntity<Object> command(CommandExecutionException e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof org.openkifu.infra.quota.QuotaExceeded q) {
                return quota(q);
            }
            if (cause instanceof ApiException api) {
                return api(api);
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
    public ResponseEntity<Object> unexpected(Exception e) {
        LOG.error("Unexpected error in the API", e);
        return problem(HttpStatus.INTERNAL_SERVER_ERROR, "INTERNAL_ERROR",
                "something went wrong on the server; the request may not have been applied");
    }

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException e,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String detail = unreadable(e);
        return problem(HttpStatus.BAD_REQUEST, tooLong(e) ? "FIELD_TOO_LONG" : "MALFORMED_REQUEST_BODY", detail);
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

    /** A problem+json answer: the status, a stable {@code code} and a sentence for people. */
    public static ResponseEntity<Object> problem(HttpStatus status, String code, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(status.getReasonPhrase());
        problem.setProperty("code", code);
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }

    /**
     * What is wrong and where (field path, line and column), but not the parser's own message: that names Java classes
     * of the server, which are internals no client needs. The strict reading of {@link StrictJson} refuses more than
     * syntax errors, so the sentence says which rule the body broke.
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
                String reason = reason(json);
                if (reason != null) {
                    detail.append(": ").append(reason);
                }
                if (json.getLocation() != null && json.getLocation().getLineNr() > 0) {
                    detail.append(", near line ").append(json.getLocation().getLineNr())
                            .append(", column ").append(json.getLocation().getColumnNr());
                }
                break;
            }
        }
        return detail.toString();
    }

    /** A string over {@code openkifu.limits.text}: its own code, as for the fields with their own limits. */
    private static boolean tooLong(HttpMessageNotReadableException e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof tools.jackson.core.JacksonException json) {
                String message = json.getOriginalMessage();
                return message != null && message.startsWith(StrictJson.TOO_LONG);
            }
        }
        return false;
    }

    private static final java.util.regex.Pattern DUPLICATE = java.util.regex.Pattern.compile(
            "^Duplicate (?:Object property|field) [\"']([^\"']{1,64})[\"']");

    /** The rule a body broke, in words that name no server internals; null for plain syntax errors. */
    private static String reason(tools.jackson.core.JacksonException json) {
        String message = json.getOriginalMessage() == null ? "" : json.getOriginalMessage();
        java.util.regex.Matcher duplicate = DUPLICATE.matcher(message);
        if (duplicate.find()) {
            return "the field '" + duplicate.group(1) + "' appears twice; send each field once";
        }
        if (message.startsWith(StrictJson.CONTROL_CHARACTER) || message.startsWith(StrictJson.TOO_LONG)) {
            return message;
        }
        if (json instanceof tools.jackson.databind.exc.MismatchedInputException) {
            return "a value of the wrong kind (text is sent as a JSON string, whole numbers without a fraction, "
                    + "true/false and the named choices as they are documented)";
        }
        return null;
    }
}
