package org.openkifu.infra.web;

import java.io.IOException;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;

/**
 * Tomcat's error report for what it refuses before the application sees it (an encoded slash, a path that climbs
 * above the root, a bad percent-encoding): problem+json for /api addresses instead of Tomcat's HTML page, with no
 * server name or version, and Tomcat's (server-info-free) HTML for the rest.
 */
public class ProblemErrorReportValve extends ErrorReportValve {

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !ContainerProblems.isApi(rawPath(request))) {
            super.report(request, response, throwable);
            return;
        }
        byte[] body = ContainerProblems.bytes(ContainerProblems.problem(status, ContainerProblems.code(status),
                ContainerProblems.detail(status), null));
        try {
            response.setContentType("application/problem+json");
            response.setCharacterEncoding("UTF-8");
            java.io.Writer writer = response.getReporter(); // what the HTML report writes through, null if taken
            if (writer != null) {
                writer.write(new String(body, java.nio.charset.StandardCharsets.UTF_8));
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException e) {
            // the client went away, or the response was already taken: nothing more to say
        }
    }

    /** The path as the client sent it: a refused request may have no decoded one. */
    private static String rawPath(Request request) {
        String uri = request.getRequestURI();
        if (uri == null && request.getCoyoteRequest() != null) {
            uri = request.getCoyoteRequest().requestURI().toString();
        }
        return uri;
    }
}
