package org.openkifu.infra.web;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.boot.autoconfigure.web.ErrorProperties;
import org.springframework.boot.webmvc.autoconfigure.error.BasicErrorController;
import org.springframework.boot.webmvc.autoconfigure.error.ErrorViewResolver;
import org.springframework.boot.webmvc.error.ErrorAttributes;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.servlet.ModelAndView;

/**
 * Boot's error page (/error, where Tomcat forwards a {@code sendError} or an exception no handler caught), except
 * that an error of an /api request is problem+json with a stable code whatever the client accepts: a browser that
 * opens an API address gets the same document as a program. Pages keep Boot's HTML error page.
 */
@io.swagger.v3.oas.annotations.Hidden // not an endpoint of the API (springdoc hides Boot's own by its class)
public class ApiErrorController extends BasicErrorController {

    ApiErrorController(ErrorAttributes errorAttributes, ErrorProperties properties, List<ErrorViewResolver> resolvers) {
        super(errorAttributes, properties, resolvers);
    }

    @Override
    public ModelAndView errorHtml(HttpServletRequest request, HttpServletResponse response) {
        if (!ContainerProblems.isApi(ContainerProblems.originalPath(request))) {
            return super.errorHtml(request, response);
        }
        int status = getStatus(request).value();
        byte[] body = ContainerProblems.bytes(problem(request, status));
        response.setStatus(status);
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        response.setContentLength(body.length);
        try {
            response.getOutputStream().write(body);
        } catch (IOException e) {
            // the client went away; nothing to answer
        }
        return null; // handled
    }

    @Override
    public ResponseEntity<Map<String, Object>> error(HttpServletRequest request) {
        if (!ContainerProblems.isApi(ContainerProblems.originalPath(request))) {
            return super.error(request);
        }
        int status = getStatus(request).value();
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(problem(request, status));
    }

    private static Map<String, Object> problem(HttpServletRequest request, int status) {
        String code = ContainerProblems.code(status);
        String detail = ContainerProblems.detail(status);
        Object exception = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        if (status >= 500 && exception instanceof Throwable t) {
            org.slf4j.LoggerFactory.getLogger(ApiErrorController.class).error("Unexpected error in the API", t);
        }
        return ContainerProblems.problem(status, code, detail, ContainerProblems.originalPath(request));
    }
}
