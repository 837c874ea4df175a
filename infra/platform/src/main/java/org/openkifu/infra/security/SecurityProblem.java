package org.openkifu.infra.security;

import org.springframework.http.HttpStatus;

/** A refusal of the accounts and tokens API, answered as problem+json with a stable code ({@link SecurityProblems}). */
public class SecurityProblem extends RuntimeException {

    private final HttpStatus status;
    private final String code;

    public SecurityProblem(HttpStatus status, String code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    public HttpStatus status() {
        return status;
    }

    public String code() {
        return code;
    }

    static SecurityProblem badRequest(String code, String message) {
        return new SecurityProblem(HttpStatus.BAD_REQUEST, code, message);
    }

    static SecurityProblem unauthenticated(String message) {
        return new SecurityProblem(HttpStatus.UNAUTHORIZED, "UNAUTHENTICATED", message);
    }
}
