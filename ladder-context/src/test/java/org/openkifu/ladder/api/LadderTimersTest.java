package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;

import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.testapp.AdjustableClock;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.LadderEvent;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The inactivity rule without anyone asking: the timers find, in the projections, a player absent longer than the
 * ladder allows and send {@code RemoveInactive}; a player on vacation stays, and so does one in an open challenge.
 */
class LadderTimersTest extends LadderApiSupport {

    @Autowired
    AdjustableClock clock;
    @Autowired
    EventStore eventStore;

    @Test
    void aPlayerAbsentLongerThanTheLadderAllowsIsTakenOffByTheTimers() throws Exception {
        String org = organizer("ti-org");
        for (String p : new String[] {"ti-a", "ti-b", "ti-c", "ti-d", "ti-e"}) {
            player(p, "6k");
        }
        String ladder = ladder(org, "Short absences", "{\"inactivityDays\":3,\"maxVacationDays\":10}");
        join(ladder, "ti-a", "ti-b", "ti-c", "ti-d", "ti-e");
        String until = clock.instant().plus(Duration.ofDays(8)).toString();
        assertThat(api().post("/api/ladders/" + ladder + "/vacation", "ti-b", "{\"until\":\"" + until + "\"}")
                .statusCode()).isEqualTo(204);
        challenge(ladder, "ti-e", "ti-d");
        awaitStandings(ladder, "ti-a", "ti-b", "ti-c", "ti-d", "ti-e");

        clock.advance(Duration.ofDays(4));
        // a and c are gone; b is on vacation; d and e have an open challenge (a correspondence game may take months)
        awaitStandings(ladder, "ti-b", "ti-d", "ti-e");
        assertThat(eventStore.readEvents(StreamIds.ladder(ladder), 0L).asStream().map(e -> e.getPayload())
                .filter(LadderEvent.PlayerRemovedForInactivity.class::isInstance).count()).isEqualTo(2);
        await().atMost(WAIT).untilAsserted(() -> assertThat(json(api().get("/api/ladders/" + ladder)).path("players")
                .asInt()).isEqualTo(3));
    }
}
