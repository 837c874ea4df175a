package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.openkifu.ladder.api.LadderChallengeApiTest.problem;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.testapp.AdjustableClock;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The organizer's controls over HTTP (settings, pause, resume, archive), the viewer's verdict on every standings row,
 * and the monthly snapshot and hall of fame endpoints' edges (their computation: LadderMonthsTest).
 */
class LadderOrganizerApiTest extends LadderApiSupport {

    @Autowired
    AdjustableClock clock;

    HttpResponse<String> put(String path, String user, String body) throws Exception {
        return api().send(HttpRequest.newBuilder(api().uri(path)).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body)), user);
    }

    /** userId -> the row's "challenge" verdict, as {@code user} sees the standings (null user: signed out). */
    Map<String, JsonNode> verdicts(String ladder, String user) throws Exception {
        Map<String, JsonNode> out = new HashMap<>();
        json(api().get("/api/ladders/" + ladder + "/standings", user)).path("rungs")
                .forEach(r -> out.put(r.path("userId").asString(), r.path("challenge")));
        return out;
    }

    @Test
    void theOrganizerChangesSettingsPausesResumesAndArchivesAndEachRowSaysWhetherTheViewerMayChallenge()
            throws Exception {
        String org = organizer("or-org");
        for (String p : new String[] {"or-a", "or-b", "or-c", "or-d"}) {
            player(p, "3k");
        }
        String ladder = ladder(org, "Organized", "{}");
        String base = "/api/ladders/" + ladder;
        join(ladder, "or-a", "or-b", "or-c");

        problem(put(base + "/settings", "or-a", "{\"rangeUp\":1}"), 403, "NOT_AN_ORGANIZER");
        problem(put(base + "/settings", org, "{\"rangeUp\":0,\"rangeUpPercent\":0}"), 400, "INVALID_SETTINGS");
        problem(put(base + "/settings", org, "{\"declinePolicy\":\"SOMETIMES\"}"), 400, "INVALID_SETTINGS");
        JsonNode changed = json(put(base + "/settings", org, "{\"rangeUp\":1,\"rangeUpPercent\":0,\"rematchWaitDays\":3}"));
        assertThat(changed.path("settings").path("rangeUp").asInt()).isEqualTo(1);
        assertThat(changed.path("settings").path("rematchWaitDays").asInt()).isEqualTo(3);
        // a setting left out keeps the ladder's value, not the default
        changed = json(put(base + "/settings", org, "{\"maxOutgoingChallenges\":2}"));
        assertThat(changed.path("settings").path("rangeUp").asInt()).isEqualTo(1);
        assertThat(changed.path("settings").path("maxOutgoingChallenges").asInt()).isEqualTo(2);
        assertThat(changed.path("status").asString()).isEqualTo("ACTIVE");

        // or-c at rung 3 reaches one place up: or-b yes, or-a out of range; no verdict on one's own row
        Map<String, JsonNode> seen = verdicts(ladder, "or-c");
        assertThat(seen.get("or-b").path("allowed").asBoolean()).isTrue();
        assertThat(seen.get("or-a").path("allowed").asBoolean()).isFalse();
        assertThat(seen.get("or-a").path("code").asString()).isEqualTo("CHALLENGE_OUT_OF_RANGE");
        assertThat(seen.get("or-a").path("reason").asString()).contains("1 places above");
        assertThat(seen.get("or-c").isNull() || seen.get("or-c").isMissingNode()).isTrue();
        assertThat(verdicts(ladder, null).values()).as("signed out: no verdicts")
                .allMatch(v -> v.isNull() || v.isMissingNode());
        assertThat(verdicts(ladder, "or-d").get("or-a").path("code").asString()).as("not on the ladder")
                .isEqualTo("NOT_A_MEMBER");

        problem(api().post(base + "/pause", "or-a", ""), 403, "NOT_AN_ORGANIZER");
        assertThat(json(api().post(base + "/pause", org, "")).path("status").asString()).isEqualTo("PAUSED");
        assertThat(verdicts(ladder, "or-c").get("or-b").path("code").asString()).isEqualTo("LADDER_PAUSED");
        problem(api().post(base + "/challenges", "or-c", "{\"defender\":\"or-b\"}"), 409, "LADDER_PAUSED");
        assertThat(json(api().post(base + "/resume", org, "")).path("status").asString()).isEqualTo("ACTIVE");

        JsonNode issued = challenge(ladder, "or-c", "or-b");
        Instant issuedAt = Instant.parse(issued.path("issuedAt").asString());
        finishChallenge(issued, "or-b", "RESIGNATION", true);
        await().atMost(WAIT).until(() -> challengeOf(ladder, issued.path("challengeId").asString())
                .path("status").asString().equals("FINISHED"));
        JsonNode wait = verdicts(ladder, "or-c").get("or-b");
        assertThat(wait.path("code").asString()).isEqualTo("REMATCH_TOO_SOON");
        assertThat(Instant.parse(wait.path("until").asString())).as("three days after the challenge was issued")
                .isEqualTo(issuedAt.plus(Duration.ofDays(3)));
        // the challengeable list is the same decision
        JsonNode list = json(api().get(base + "/challengeable", "or-c"));
        list.forEach(c -> {
            if (c.path("userId").asString().equals("or-b")) {
                assertThat(c.path("code").asString()).isEqualTo("REMATCH_TOO_SOON");
                assertThat(c.path("until").asString()).isEqualTo(wait.path("until").asString());
            }
        });

        problem(api().post(base + "/archive", "or-b", ""), 403, "NOT_AN_ORGANIZER");
        assertThat(json(api().post(base + "/archive", org, "")).path("status").asString()).isEqualTo("ARCHIVED");
        problem(api().post(base + "/members", "or-d", ""), 409, "LADDER_ARCHIVED");
        problem(put(base + "/settings", org, "{\"rangeUp\":2}"), 409, "LADDER_ARCHIVED");
        problem(api().post(base + "/pause", org, ""), 409, "LADDER_ARCHIVED");
        assertThat(verdicts(ladder, "or-a").get("or-b").path("code").asString()).isEqualTo("LADDER_ARCHIVED");
        await().atMost(WAIT).until(() -> json(api().get(base)).path("status").asString().equals("ARCHIVED"));
        awaitStandings(ladder, "or-a", "or-b", "or-c");
    }

    @Test
    void snapshotsAreForMonthsThatAreOver() throws Exception {
        String org = organizer("os-org");
        player("os-a", "3k");
        String ladder = ladder(org, "Monthly", "{}");
        join(ladder, "os-a");
        String base = "/api/ladders/" + ladder;
        YearMonth now = YearMonth.from(clock.instant().atZone(ZoneOffset.UTC));

        problem(api().get(base + "/snapshots?month=" + now), 400, "MONTH_NOT_OVER");
        problem(api().get(base + "/snapshots?month=October"), 400, "INVALID_MONTH");
        problem(api().get("/api/ladders/no-such-ladder/snapshots"), 404, "LADDER_NOT_FOUND");
        JsonNode last = json(api().get(base + "/snapshots"));
        assertThat(last.path("month").asString()).as("the last month that is over").isEqualTo(now.minusMonths(1).toString());
        assertThat(last.path("rungs").size()).as("the ladder was created this month").isZero();
        assertThat(Instant.parse(last.path("endsAt").asString()))
                .isEqualTo(now.atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC));

        problem(api().get(base + "/hall-of-fame?top=11"), 400, "INVALID_TOP");
        JsonNode fame = json(api().get(base + "/hall-of-fame"));
        assertThat(fame.path("top").asInt()).isEqualTo(3);
        assertThat(fame.path("months").size()).as("no month of this ladder is over yet").isZero();
        assertThat(fame.path("holders").size()).isZero();
    }
}
