package org.openkifu.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.openkifu.app.security.SecurityHttpTest;
import org.openkifu.infra.platform.ApiClient;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import tools.jackson.databind.JsonNode;

/** /v3/api-docs describes every /api endpoint the application maps, so a new endpoint cannot be left out. */
class OpenApiDocsTest extends SecurityHttpTest {

    private HttpResponse<String> get(String path) throws Exception {
        return api().get(path);
    }

    private static JsonNode json(HttpResponse<String> response) {
        return ApiClient.json(response);
    }

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    @Test
    void everyApiEndpointIsInTheOpenApiDescription() throws Exception {
        HttpResponse<String> response = get("/v3/api-docs");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode docs = json(response);
        assertThat(docs.path("openapi").asString()).startsWith("3.");
        JsonNode paths = docs.path("paths");

        List<String> endpoints = new ArrayList<>();
        for (RequestMappingInfo info : mappings.getHandlerMethods().keySet()) {
            for (String pattern : info.getPatternValues()) {
                if (!pattern.startsWith("/api/")) {
                    continue;
                }
                assertThat(info.getMethodsCondition().getMethods()).as(pattern + " names its HTTP method").isNotEmpty();
                for (RequestMethod method : info.getMethodsCondition().getMethods()) {
                    String endpoint = method + " " + pattern;
                    endpoints.add(endpoint);
                    assertThat(paths.path(pattern).has(method.name().toLowerCase(Locale.ROOT)))
                            .as(endpoint + " in /v3/api-docs").isTrue();
                }
            }
        }
        assertThat(endpoints).as("the endpoints this test checks").contains(
                "POST /api/games", "POST /api/games/{id}/moves", "POST /api/games/{id}/nigiri/parity",
                "POST /api/games/{id}/dead-stones/toggle", "POST /api/games/{id}/result-correction");
        assertThat(endpoints).hasSizeGreaterThanOrEqualTo(20);
    }

    @Test
    void theActingUserIsNotARequestParameter() throws Exception {
        JsonNode move = json(get("/v3/api-docs")).path("paths").path("/api/games/{id}/moves").path("post");
        List<String> parameters = new ArrayList<>();
        move.path("parameters").forEach(p -> parameters.add(p.path("name").asString()));
        assertThat(parameters).containsExactly("id");
        assertThat(move.path("requestBody").path("content").has("application/json")).isTrue();
        JsonNode bearer = json(get("/v3/api-docs")).path("components").path("securitySchemes").path("bearer");
        assertThat(bearer.path("scheme").asString()).as("the acting user comes from a bearer token").isEqualTo("bearer");
    }

    @Test
    void swaggerUiIsServedFromTheJarAndCallsNoOtherHost() throws Exception {
        HttpResponse<String> page = get("/swagger-ui/index.html");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("swagger-ui-bundle.js").doesNotContain("http://").doesNotContain("https://");
        HttpResponse<String> initializer = get("/swagger-ui/swagger-initializer.js");
        assertThat(initializer.statusCode()).isEqualTo(200);
        assertThat(initializer.body()).doesNotContain("petstore").contains("/v3/api-docs/swagger-config");
        JsonNode config = json(get("/v3/api-docs/swagger-config"));
        assertThat(config.path("url").isMissingNode() || config.path("url").asString().startsWith("/")).isTrue();
        assertThat(config.path("configUrl").asString()).isEqualTo("/v3/api-docs/swagger-config");
        assertThat(config.path("validatorUrl").asString()).isEqualTo("none");
        assertThat(get("/swagger-ui/swagger-ui-bundle.js").statusCode()).isEqualTo(200);
    }
}
