package org.openkifu.app.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.kafka.KafkaEventRelay;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/** A node started with openkifu.contexts=ladder,tournament runs those two and nothing of the game context. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "openkifu.contexts=ladder,tournament")
@ActiveProfiles("test")
class ContextSubsetNodeTest {

    @DynamicPropertySource
    static void dataDir(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-subset");
        registry.add("openkifu.data-dir", dir::toString);
    }

    @LocalServerPort
    int port;

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    @Autowired
    ApplicationContext context;

    @Test
    void noGameEndpointNoGameBeanButLadderAndTournamentEndpoints() throws Exception {
        List<String> patterns = new ArrayList<>();
        for (RequestMappingInfo info : mappings.getHandlerMethods().keySet()) {
            patterns.addAll(info.getPatternValues());
        }
        assertThat(patterns).noneMatch(p -> p.startsWith("/api/games"));
        assertThat(patterns).anyMatch(p -> p.startsWith("/api/ladders"));
        assertThat(patterns).anyMatch(p -> p.startsWith("/api/tournaments"));
        List<String> gameBeans = Arrays.stream(context.getBeanDefinitionNames())
                .map(name -> context.getType(name))
                .filter(type -> type != null && type.getName().startsWith("org.openkifu.game."))
                .map(Class::getName).toList();
        assertThat(gameBeans).as("beans of the game context").isEmpty();
        // it would carry only the ladder's and tournament's publications and move the shared token past game events
        assertThat(context.getBeanNamesForType(KafkaEventRelay.class)).as("relay on a partial node").isEmpty();

        ApiClient api = new ApiClient(port);
        HttpResponse<String> games = api.get("/api/games", ApiClient.ADMIN);
        assertThat(games.statusCode()).as(games.body()).isEqualTo(404);
        HttpResponse<String> ladders = api.get("/api/ladders", ApiClient.ADMIN);
        assertThat(ladders.statusCode()).as(ladders.body()).isEqualTo(200);
    }
}
