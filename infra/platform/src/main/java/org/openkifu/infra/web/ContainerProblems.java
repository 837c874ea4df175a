package org.openkifu.infra.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import org.apache.catalina.Container;
import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.boot.autoconfigure.web.WebProperties;
import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.webmvc.autoconfigure.error.ErrorViewResolver;
import org.springframework.boot.webmvc.error.ErrorAttributes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatus;
import tools.jackson.databind.json.JsonMapper;

/**
 * problem+json for the errors Spring MVC's advice never sees, under /api (docs/security.md, "Errors of the
 * container"): what a filter throws (a URL Spring Security's firewall rejects), what Tomcat sends with
 * {@code sendError} inside the application ({@link ApiErrorController}, in place of Boot's HTML/JSON error page), and
 * what Tomcat refuses before any application sees the request, such as an encoded slash or {@code %2e%2e%2f} in the
 * path ({@link ProblemErrorReportValve}, in place of Tomcat's HTML report). Pages keep HTML error pages.
 */
@Configuration(proxyBeanMethods = false)
public class ContainerProblems {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Bean
    ApiErrorController apiErrorController(ErrorAttributes errorAttributes, WebProperties web,
            List<ErrorViewResolver> resolvers) {
        return new ApiErrorController(errorAttributes, web.getError(), resolvers);
    }

    /**
     * Boot puts a plain ErrorReportValve on the host (its own context customizer, when stack traces are off); this
     * one runs after it (lowest precedence) and puts the problem-writing one in its place.
     */
    @Bean
    ValveCustomizer problemErrorReportValve() {
        return new ValveCustomizer();
    }

    static final class ValveCustomizer implements WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory>,
            Ordered {

        @Override
        public void customize(ConfigurableTomcatWebServerFactory factory) {
            factory.addContextCustomizers(context -> replaceValve(context.getParent()));
        }

        @Override
        public int getOrder() {
            return Ordered.LOWEST_PRECEDENCE;
        }
    }

    private static void replaceValve(Container host) {
        for (Valve valve : host.getPipeline().getValves()) {
            if (valve instanceof ErrorReportValve && !(valve instanceof ProblemErrorReportValve)) {
                host.getPipeline().removeValve(valve);
            }
        }
        ProblemErrorReportValve valve = new ProblemErrorReportValve();
        valve.setShowReport(false);
        valve.setShowServerInfo(false);
        host.getPipeline().addValve(valve);
        if (host instanceof StandardHost standard) {
            standard.setErrorReportValveClass(ProblemErrorReportValve.class.getName()); // or start adds a plain one
        }
    }

    /** Whether a request URI (raw or decoded) is the API's: its errors are problem+json. */
    static boolean isApi(String uri) {
        return uri != null && (uri.equals("/api") || uri.startsWith("/api/"));
    }

    /** The stable code of an error the container produced, by its status. */
    static String code(int status) {
        return switch (status) {
            case 400 -> "BAD_REQUEST";
            case 401 -> "UNAUTHENTICATED";
            case 403 -> "FORBIDDEN";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 406 -> "NOT_ACCEPTABLE";
            case 408 -> "REQUEST_TIMEOUT";
            case 413 -> "REQUEST_TOO_LARGE";
            case 414 -> "URI_TOO_LONG";
            case 415 -> "UNSUPPORTED_MEDIA_TYPE";
            case 431 -> "HEADERS_TOO_LARGE";
            case 503 -> "UNAVAILABLE";
            default -> status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
        };
    }

    static String detail(int status) {
        return switch (status) {
            case 400 -> "the server could not read this request: a malformed or refused URL (an encoded slash, "
                    + "'..' or a bad percent-encoding in the path), header or encoding";
            case 404 -> "there is nothing at this address; see /swagger-ui.html for the API";
            case 405 -> "this address does not take this method";
            case 413 -> "the request is larger than this server accepts";
            case 414 -> "the request's address is longer than this server accepts";
            case 431 -> "the request's headers are larger than this server accepts";
            default -> status >= 500 ? "something went wrong on the server; the request may not have been applied"
                    : "the server refused this request";
        };
    }

    /** A problem document as ApiProblems writes them. */
    static Map<String, Object> problem(int status, String code, String detail, String instance) {
        HttpStatus known = HttpStatus.resolve(status);
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("type", "about:blank");
        problem.put("title", known == null ? "Error" : known.getReasonPhrase());
        problem.put("status", status);
        problem.put("detail", detail);
        if (instance != null) {
            problem.put("instance", instance);
        }
        problem.put("code", code);
        return problem;
    }

    static byte[] bytes(Map<String, Object> problem) {
        return JSON.writeValueAsBytes(problem);
    }

    /** The path of the request an error dispatch is about (the error page's own request is /error). */
    static String originalPath(HttpServletRequest request) {
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        return uri instanceof String s ? s : request.getRequestURI();
    }
}
