package org.openkifu.infra.security;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes problem+json from servlet filters (authentication, CSRF, throttling, size caps), which run before Spring
 * MVC's exception handlers: same shape and {@code code} property as {@code ApiProblems}.
 */
final class ProblemWriter {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ProblemWriter() {
    }

    static void write(HttpServletRequest request, HttpServletResponse response, HttpStatus status, String code,
            String detail) throws IOException {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("type", "about:blank");
        problem.put("title", status.getReasonPhrase());
        problem.put("status", status.value());
        problem.put("detail", detail);
        problem.put("instance", request.getRequestURI());
        problem.put("code", code);
        response.setStatus(status.value());
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        // no charset parameter: JSON is UTF-8 (RFC 8259), and clients compare the media type as ApiProblems sends it
        byte[] body = JSON.writeValueAsBytes(problem);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
        response.getOutputStream().flush();
    }
}
