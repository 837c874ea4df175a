package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.quota.QuotaSettings;
import org.openkifu.infra.web.Paging;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The tournament list is read one page at a time (docs/api.md, "Paging") and an organizer creates a bounded number of
 * tournaments a day (docs/security.md, "Quotas").
 */
class TournamentListLimitsApiTest extends TournamentApiTestSupport {

    @Autowired
    QuotaSettings quotas;

    @Test
    void anOrganizerCreatesTheDailyShareThenIsRefusedWithRetryAfter() throws Exception {
        String org = organizer("quota-org");
        String other = organizer("quota-other");
        int before = quotas.getTournamentsPerDay();
        quotas.setTournamentsPerDay(3);
        try {
            for (int i = 1; i <= 3; i++) {
                ok(post("/api/tournaments", org, tournament("Daily " + i)));
            }
            HttpResponse<String> fourth = post("/api/tournaments", org, tournament("Daily 4"));
            assertProblem(fourth, 429, "QUOTA_EXCEEDED");
            long retryAfter = Long.parseLong(fourth.headers().firstValue("Retry-After").orElseThrow());
            assertThat(retryAfter).as("when the first of the three leaves the 24 hours").isBetween(86_000L, 86_400L);
            assertThat(ApiClient.json(fourth).path("quota").asString()).isEqualTo("tournaments-per-day");
            ok(post("/api/tournaments", other, tournament("Someone else's")));
        } finally {
            quotas.setTournamentsPerDay(before);
        }
        JsonNode mine = eventually("/api/tournaments?organizer=" + org, list -> list.size() == 3);
        for (JsonNode t : mine) {
            assertThat(t.path("name").asString()).as("the refused one was never created").isNotEqualTo("Daily 4");
        }
    }

    @Test
    void theListIsWalkedOnceNewestFirstWithABoundedLimit() throws Exception {
        String org = organizer("paging-org");
        List<String> created = new ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            created.add(ok(post("/api/tournaments", org, tournament("Paged " + i))).path("tournamentId").asString());
        }
        String filter = "/api/tournaments?organizer=" + org;
        eventually(filter, list -> list.size() == 7);
        assertProblem(api().get(filter + "&limit=201"), 400, "PARAMETER_INVALID");
        assertProblem(api().get(filter + "&cursor=%3F%3F"), 400, "CURSOR_INVALID");

        List<String> walked = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        JsonNode last = null;
        do {
            HttpResponse<String> r = api().get(filter + "&limit=3" + (cursor == null ? "" : "&cursor=" + cursor));
            JsonNode page = ok(r);
            assertThat(page.size()).isLessThanOrEqualTo(3);
            page.forEach(t -> walked.add(t.path("tournamentId").asString()));
            last = page.size() > 0 ? page.get(page.size() - 1) : last;
            cursor = r.headers().firstValue("X-Next-Cursor").orElse(null);
            pages++;
        } while (cursor != null);
        assertThat(pages).isEqualTo(3);
        List<String> newestFirst = new ArrayList<>(created);
        java.util.Collections.reverse(newestFirst);
        assertThat(walked).as("newest first, each once").containsExactlyElementsOf(newestFirst);

        String beyond = new Paging.Cursor(Instant.parse(last.path("createdAt").asString()).toEpochMilli(),
                last.path("tournamentId").asString()).encode();
        HttpResponse<String> past = api().get(filter + "&cursor=" + beyond);
        assertThat(ok(past).size()).as("past the end: an empty page").isZero();
        assertThat(past.headers().firstValue("X-Next-Cursor")).isEmpty();
        assertThat(ok(api().get(filter + "&status=draft")).size()).isEqualTo(7);
        assertThat(ok(api().get(filter + "&status=RUNNING")).size()).isZero();
    }

    private static String tournament(String name) {
        return "{\"name\":\"" + name + "\",\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":3}";
    }
}
