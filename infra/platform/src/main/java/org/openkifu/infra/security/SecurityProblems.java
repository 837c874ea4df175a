package org.openkifu.infra.security;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/** {@link SecurityProblem}s as problem+json, ahead of the general {@code ApiProblems} (which catches everything). */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
public class SecurityProblems {

    @ExceptionHandler(SecurityProblem.class)
    ResponseEntity<ProblemDetail> problem(SecurityProblem e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(e.status(), e.getMessage());
        problem.setTitle(e.status().getReasonPhrase());
        problem.setProperty("code", e.code());
        ResponseEntity.BodyBuilder response = ResponseEntity.status(e.status())
                .contentType(MediaType.APPLICATION_PROBLEM_JSON);
        if (e instanceof TokenController.Throttled throttled) {
            response.header("Retry-After", Long.toString(throttled.seconds));
        }
        return response.body(problem);
    }
}
