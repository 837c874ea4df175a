package org.openkifu.game.api;

import org.openkifu.infra.platform.ApiClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.invitation.InvitationCommand;
import org.openkifu.game.domain.invitation.InvitationEvent;
import org.openkifu.game.infrastructure.invitation.InvitationExpirySweep;
import org.openkifu.infra.testapp.AdjustableClock;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/** Invitations over real HTTP: invite, the lobby lists, accept starts the game, decline, withdraw, refusals. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class InvitationApiTest {

    @DynamicPropertySource
    static void dataDir(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-invitations");
        registry.add("openkifu.data-dir", dir::toString);
        registry.add("openkifu.invitations.expiry-poll", () -> "200ms");
    }

    @Autowired
    AdjustableClock clock;
    @Autowired
    EventStore eventStore;
    @Autowired
    CommandGateway commands;

    @LocalServerPort
    int port;

    private ApiClient api() {
        return new ApiClient(port);
    }

    /** Only accounts can be invited: these are the players of the tests below. */
    @BeforeEach
    void accounts() {
        for (String user : List.of("alice", "bob", "carol", "dave", "erin", "gina", "hank")) {
            api().token(user);
        }
    }

    @Test
    void anAcceptedInvitationStartsTheGameWithItsSettings() throws Exception {
        String body = """
                {"invitee":"bob","inviterRank":"3k","inviteeRank":"3k","size":9,"rules":"japanese","komi":5.5,
                 "gameType":"HO_SUN","colour":"WHITE","takeBackAllowed":true,"message":"fancy a game?",
                 "timeControl":{"kind":"ABSOLUTE","mainSeconds":600}}""";
        String key = UUID.randomUUID().toString();
        HttpResponse<String> created = api().post("/api/invitations", "alice", body, key);
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String id = ApiClient.json(created).path("invitationId").asString();
        assertThat(ApiClient.json(api().post("/api/invitations", "alice", body, key)).path("invitationId").asString())
                .as("same key, same invitation").isEqualTo(id);

        JsonNode view = ApiClient.json(api().get("/api/invitations/" + id));
        assertThat(view.path("status").asString()).isEqualTo("PENDING");
        assertThat(view.path("message").asString()).isEqualTo("fancy a game?");
        assertThat(view.path("terms").path("size").asInt()).isEqualTo(9);
        assertThat(Instant.parse(view.path("expiresAt").asString()))
                .isAfter(Instant.parse(view.path("sentAt").asString()).plus(Duration.ofDays(3)).minusSeconds(1));

        JsonNode inbox = waitForRow("bob", "in", id);
        assertThat(inbox.path("inviter").asString()).isEqualTo("alice");
        assertThat(waitForRow("alice", "out", id).path("status").asString()).isEqualTo("PENDING");

        assertProblem(api().post("/api/invitations/" + id + "/accept", "alice", ""), 403, "NOT_THE_INVITEE");
        assertProblem(api().post("/api/invitations/" + id + "/withdraw", "bob", ""), 403, "NOT_THE_INVITER");
        assertProblem(api().post("/api/invitations/" + id + "/accept", null, ""), 401, "UNAUTHENTICATED");

        HttpResponse<String> accepted = api().post("/api/invitations/" + id + "/accept", "bob", "");
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(200);
        String gameId = ApiClient.json(accepted).path("gameId").asString();
        JsonNode game = ApiClient.json(api().get("/api/games/" + gameId));
        assertThat(game.path("black").path("userId").asString()).isEqualTo("bob");
        assertThat(game.path("white").path("userId").asString()).isEqualTo("alice");
        assertThat(game.path("komi").asDouble()).isEqualTo(5.5);
        assertThat(game.path("status").asString()).isEqualTo("PLAYING");
        // bob accepted, so he has seen it; alice may be away: no clock runs until she opens the game
        assertThat(game.path("start").path("arrived")).extracting(JsonNode::asString).containsExactly("bob");
        assertThat(game.path("start").path("awaited")).extracting(JsonNode::asString).containsExactly("alice");
        assertThat(game.path("start").path("cancelAt").isNull()).isFalse();
        assertThat(ApiClient.json(api().get("/api/games/" + gameId + "/clock")).path("running").isNull()).isTrue();
        // every page of alice's tells her, with the link (the notices follow the events within moments)
        await().atMost(Duration.ofSeconds(20)).until(() -> notices("alice").contains("/games/" + gameId));
        JsonNode notice = ApiClient.json(api().get("/api/me/notices", "alice")).path("notices").get(0);
        assertThat(notice.path("text").asString()).startsWith("bob accepted your invitation");
        assertThat(notice.path("link").asString()).isEqualTo("/games/" + gameId);
        assertThat(notices("bob")).doesNotContain(gameId);
        assertThat(api().post("/api/games/" + gameId + "/presence", "alice", "").statusCode()).isEqualTo(204);
        await().atMost(Duration.ofSeconds(20)).until(() -> !notices("alice").contains(gameId));
        JsonNode started = ApiClient.json(api().get("/api/games/" + gameId));
        assertThat(started.path("start").path("awaited")).isEmpty();
        assertThat(started.path("start").path("startedAt").isNull()).isFalse();
        assertThat(started.path("start").path("cancelAt").isNull()).isTrue();
        assertThat(ApiClient.json(api().get("/api/games/" + gameId + "/clock")).path("running").asString())
                .as("Black's clock, from the moment both were there").isEqualTo("BLACK");
        assertThat(ApiClient.json(api().post("/api/invitations/" + id + "/accept", "bob", "")).path("gameId").asString())
                .as("accepting again names the same game").isEqualTo(gameId);
        assertProblem(api().post("/api/invitations/" + id + "/decline", "bob", ""), 409, "INVITATION_CLOSED");
        waitForStatus("alice", "out", id, "ACCEPTED");
    }

    @Test
    void declinedAndWithdrawnInvitationsCannotBeAccepted() throws Exception {
        String declined = invite("carol", "dave");
        assertThat(api().post("/api/invitations/" + declined + "/decline", "dave", "").statusCode()).isEqualTo(200);
        assertProblem(api().post("/api/invitations/" + declined + "/accept", "dave", ""), 409, "INVITATION_CLOSED");
        waitForStatus("dave", "in", declined, "DECLINED");

        String withdrawn = invite("carol", "erin");
        JsonNode after = ApiClient.json(api().post("/api/invitations/" + withdrawn + "/withdraw", "carol", ""));
        assertThat(after.path("status").asString()).isEqualTo("WITHDRAWN");
        assertProblem(api().post("/api/invitations/" + withdrawn + "/accept", "erin", ""), 409, "INVITATION_CLOSED");
    }

    @Test
    void badInvitationsAreRefusedWithPreciseCodes() throws Exception {
        assertProblem(api().post("/api/invitations", "alice", "{\"invitee\":\"alice\",\"size\":9}"), 400,
                "INVALID_INVITATION");
        assertProblem(api().post("/api/invitations", "alice", "{\"size\":9}"), 400, "PLAYER_MISSING");
        assertProblem(api().post("/api/invitations", "alice", "{\"invitee\":\"bob\",\"size\":9,\"rules\":\"nope\"}"),
                400, "UNKNOWN_RULESET");
        assertProblem(api().post("/api/invitations", "alice", "{\"invitee\":\"bob\",\"size\":27,\"rules\":\"japanese\"}"),
                400, "BOARD_SIZE_UNSUPPORTED");
        assertProblem(api().post("/api/invitations", "alice", "{\"invitee\":\"bob\",\"validForMinutes\":0}"), 400,
                "INVALID_INVITATION");
        for (String overflow : new String[] {"4611686018427387904", "9223372036854775807", "43201"}) {
            HttpResponse<String> refused = api().post("/api/invitations", "alice",
                    "{\"invitee\":\"bob\",\"validForMinutes\":" + overflow + "}");
            assertProblem(refused, 400, "INVALID_INVITATION");
            assertThat(ApiClient.json(refused).path("detail").asString())
                    .isEqualTo("validForMinutes is 1 to 43200 (30 days), not " + overflow);
        }
        assertProblem(api().get("/api/invitations/nope"), 404, "INVITATION_NOT_FOUND");
        // text out of the platform's bounds, refused before the directory is asked (docs/security.md, "Limits")
        assertProblem(api().post("/api/invitations", "alice", "{\"invitee\":\"" + "b".repeat(65) + "\"}"), 400,
                "FIELD_TOO_LONG");
        assertProblem(api().post("/api/invitations", "alice", "{\"invitee\":\"bob\\nsmith\"}"), 422,
                "UNKNOWN_PLAYER");
        assertProblem(api().post("/api/invitations", "alice", "{\"invitee\":\"bob\",\"size\":9,\"message\":\""
                + "m".repeat(2001) + "\"}"), 400, "FIELD_TOO_LONG");
        assertProblem(api().get("/api/invitations/" + "i".repeat(300)), 400, "FIELD_TOO_LONG");

        // only accounts can be invited: a typo gets the near name, a stranger nothing
        HttpResponse<String> typo = api().post("/api/invitations", "alice", "{\"invitee\":\"hnak\",\"size\":9}");
        assertProblem(typo, 422, "UNKNOWN_PLAYER");
        assertThat(ApiClient.json(typo).path("suggestion").asString()).isEqualTo("hank");
        assertThat(ApiClient.json(typo).path("detail").asString()).contains("did you mean 'hank'");
        HttpResponse<String> stranger = api().post("/api/invitations", "alice",
                "{\"invitee\":\"zz-nobody-zz\",\"size\":9}");
        assertProblem(stranger, 422, "UNKNOWN_PLAYER");
        assertThat(ApiClient.json(stranger).has("suggestion")).isFalse();
        // the registered spelling is what the invitation records
        HttpResponse<String> capitalised = api().post("/api/invitations", "alice", "{\"invitee\":\"HANK\",\"size\":9}");
        assertThat(capitalised.statusCode()).as(capitalised.body()).isEqualTo(201);
        String invitationId = ApiClient.json(capitalised).path("invitationId").asString();
        assertThat(ApiClient.json(api().get("/api/invitations/" + invitationId)).path("invitee").path("userId").asString())
                .isEqualTo("hank");
        assertProblem(api().get("/api/invitations?box=sideways", "alice"), 400, "PARAMETER_INVALID");
    }

    /** Nobody answers: the sweep records the expiry once, the lists show it, a longer invitation stays open. */
    @Test
    void anUnansweredInvitationExpiresByItselfOnce() throws Exception {
        String soon = invite("gina", "hank", ",\"validForMinutes\":60");
        String later = invite("gina", "hank", ",\"validForMinutes\":1440");
        waitForStatus("hank", "in", soon, "PENDING");
        waitForStatus("gina", "out", later, "PENDING");
        assertThat(expiredEvents(soon)).isEmpty();

        clock.advance(Duration.ofMinutes(61));
        await("InvitationExpired stored by the sweep").atMost(Duration.ofSeconds(20))
                .until(() -> !expiredEvents(soon).isEmpty());
        waitForStatus("hank", "in", soon, "EXPIRED");
        waitForStatus("gina", "out", soon, "EXPIRED");
        assertThat(expiredEvents(soon).get(0).getMetaData().get("actingUser"))
                .isEqualTo(InvitationExpirySweep.ACTING_USER);
        assertProblem(api().post("/api/invitations/" + soon + "/accept", "hank", ""), 409, "INVITATION_EXPIRED");

        // what further sweeps would do, sent here rather than waited for: Expire again, by the sweep's acting user
        for (int i = 0; i < 3; i++) {
            commands.sendAndWait(GenericCommandMessage.asCommandMessage(
                    new InvitationCommand.Expire(soon, InvitationExpirySweep.ACTING_USER))
                    .andMetaData(Map.of("actingUser", InvitationExpirySweep.ACTING_USER)));
        }
        assertThat(expiredEvents(soon)).as("expired once, however often the sweep runs").hasSize(1);
        assertThat(expiredEvents(later)).isEmpty();
        assertThat(waitForStatus("hank", "in", later, "PENDING")).isNotNull();
    }

    private List<? extends DomainEventMessage<?>> expiredEvents(String invitationId) {
        return eventStore.readEvents(invitationId).asStream()
                .filter(e -> e.getPayload() instanceof InvitationEvent.InvitationExpired).toList();
    }

    private String notices(String user) throws Exception {
        HttpResponse<String> response = api().get("/api/me/notices", user);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }

    private String invite(String from, String to) throws Exception {
        return invite(from, to, "");
    }

    private String invite(String from, String to, String moreFields) throws Exception {
        HttpResponse<String> created = api().post("/api/invitations", from,
                "{\"invitee\":\"" + to + "\",\"size\":13,\"rules\":\"japanese\"" + moreFields + "}");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return ApiClient.json(created).path("invitationId").asString();
    }

    private JsonNode waitForRow(String user, String box, String id) throws Exception {
        return waitForStatus(user, box, id, null);
    }

    /** The lists are a tracking projection: they catch up within moments. */
    private JsonNode waitForStatus(String user, String box, String id, String status) throws Exception {
        return await("invitation " + id + " in " + user + "'s " + box + " box").atMost(Duration.ofSeconds(20))
                .until(() -> row(user, box, id, status), Objects::nonNull);
    }

    private JsonNode row(String user, String box, String id, String status) throws Exception {
        for (JsonNode row : ApiClient.json(api().get("/api/invitations?box=" + box, user))) {
            if (row.path("invitationId").asString().equals(id)
                    && (status == null || status.equals(row.path("status").asString()))) {
                return row;
            }
        }
        return null;
    }

    private static void assertProblem(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(ApiClient.json(response).path("code").asString()).isEqualTo(code);
    }
}
