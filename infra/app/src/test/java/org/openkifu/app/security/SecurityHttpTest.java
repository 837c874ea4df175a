package org.openkifu.app.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** One running application (real HTTP, embedded Mongo and Kafka) shared by the security tests. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
public abstract class SecurityHttpTest {

    @DynamicPropertySource
    static void dataDir(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-security");
        registry.add("openkifu.data-dir", dir::toString);
    }

    @LocalServerPort
    protected int port;

    protected ApiClient api() {
        return new ApiClient(port);
    }

    static void assertProblem(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        assertThat(ApiClient.json(response).path("code").asString()).as(response.body()).isEqualTo(code);
    }

    /**
     * A game of {@code black} and {@code white} on 9x9 (both accounts registered first), created by the administrator:
     * players start games by invitation (docs/api.md, "Who may create a game").
     */
    static String newGame(ApiClient api, String black, String white) throws Exception {
        api.token(black);
        api.token(white);
        HttpResponse<String> created = api.post("/api/games", ApiClient.ADMIN, """
                {"black":{"userId":"%s"},"white":{"userId":"%s"},"size":9,"rules":"japanese"}"""
                .formatted(black, white));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return ApiClient.json(created).path("gameId").asString();
    }
}
