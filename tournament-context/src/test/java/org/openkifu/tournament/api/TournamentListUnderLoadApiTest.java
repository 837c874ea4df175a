package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.quota.QuotaSettings;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The tournament list stays available while an organizer floods creation: 20 readers page through it concurrently
 * (every answer 200, at most one page), the flood is cut at the daily quota. The 200 ms target with 3 MiB
 * names needs the request size limits as well (another change) and a machine not shared with other builds: on the
 * shared 2-core build machine the median read took 587 ms and the slowest 1.9 s, so no latency is asserted here.
 */
class TournamentListUnderLoadApiTest extends TournamentApiTestSupport {

    @Autowired
    QuotaSettings quotas;

    @Test
    void twentyReadersGetPagesWhileAnOrganizerFloodsCreation() throws Exception {
        String org = organizer("flood-org");
        int before = quotas.getTournamentsPerDay();
        quotas.setTournamentsPerDay(5);
        ExecutorService readers = Executors.newFixedThreadPool(20);
        AtomicBoolean flooding = new AtomicBoolean(true);
        List<Long> millis = Collections.synchronizedList(new ArrayList<>());
        List<String> failures = Collections.synchronizedList(new ArrayList<>());
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                running.add(readers.submit(() -> {
                    ApiClient client = api();
                    do {
                        long start = System.nanoTime();
                        HttpResponse<String> r = client.get("/api/tournaments");
                        millis.add((System.nanoTime() - start) / 1_000_000);
                        if (r.statusCode() != 200 || ApiClient.json(r).size() > 50) {
                            failures.add(r.statusCode() + " " + r.body().substring(0, Math.min(200, r.body().length())));
                        }
                    } while (flooding.get());
                    return null;
                }));
            }
            int created = 0;
            int refused = 0;
            for (int i = 0; i < 30; i++) {
                HttpResponse<String> r = post("/api/tournaments", org,
                        "{\"name\":\"Flood " + i + "\",\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":3}");
                if (r.statusCode() == 201) {
                    created++;
                } else {
                    assertProblem(r, 429, "QUOTA_EXCEEDED");
                    refused++;
                }
            }
            flooding.set(false);
            for (Future<?> f : running) {
                f.get(60, TimeUnit.SECONDS);
            }
            assertThat(created).isEqualTo(5);
            assertThat(refused).isEqualTo(25);
        } finally {
            flooding.set(false);
            readers.shutdownNow();
            quotas.setTournamentsPerDay(before);
        }
        assertThat(failures).as("every read answered a page").isEmpty();
        assertThat(millis).as("the readers read all along").hasSizeGreaterThanOrEqualTo(20);
    }
}
