package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.api.LadderChallengeApiTest.problem;

import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.UUID;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.application.LadderAggregate;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.TimeControl;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Issue 19: a ladder stored before its terms were checked against the game context's published terms (its
 * {@code LadderCreated} written straight into the event store, as the older version stored it) refuses every challenge
 * with 409 LADDER_TERMS_UNPLAYABLE and the game context's own sentence, and nothing changes: no event, no game
 * request. Members still join, and the ladder's "whom may I challenge" says the same. A ladder with good terms still
 * takes challenges.
 */
class StoredLadderTermsApiTest extends LadderApiSupport {

    @Autowired
    EventStore eventStore;

    @Test
    void aChallengeOnAStoredLadderWithRefusedTermsIsRefusedAndChangesNothing() throws Exception {
        player("st-a", "1d");
        player("st-b", "2d");
        String gomoku = oldLadder("gomoku", 19, TimeControl.NONE);
        String endless = oldLadder("japanese", 19, new TimeControl(TimeControl.Kind.ABSOLUTE, 1_000_000_000_000L, 0, 0, 0, 0));
        String tiny = oldLadder("itsyourturn", 7, TimeControl.NONE);
        // the game context's sentences, hand-copied from its published terms
        check(gomoku, "unknown rule set 'gomoku'");
        check(endless, "main time is 1 to 720 minutes, not 1000000000000 s");
        check(tiny, "rule set 'itsyourturn' does not play on 7x7; allowed sizes: [9, 13, 19]");

        String org = organizer("st-org");
        player("st-org", "3d");
        String good = ladder(org, "Good terms", "null");
        join(good, "st-a", "st-b");
        HttpResponse<String> fine = api().post("/api/ladders/" + good + "/challenges", "st-b", "{\"defender\":\"st-a\"}");
        assertThat(fine.statusCode()).as(fine.body()).isEqualTo(201);
    }

    private void check(String ladderId, String gameSentence) throws Exception {
        join(ladderId, "st-a", "st-b");
        long events = events(ladderId);

        HttpResponse<String> refused = api().post("/api/ladders/" + ladderId + "/challenges", "st-b",
                "{\"defender\":\"st-a\"}");
        problem(refused, 409, "LADDER_TERMS_UNPLAYABLE");
        assertThat(json(refused).path("detail").asString()).as(refused.body()).contains("(" + gameSentence);

        assertThat(events(ladderId)).as("no event stored").isEqualTo(events);
        assertThat(gameRequests.received).as("no game requested").noneMatch(r -> r.toString().contains(ladderId));
        JsonNode whom = json(api().get("/api/ladders/" + ladderId + "/challengeable", "st-b"));
        assertThat(whom).singleElement().satisfies(m -> {
            assertThat(m.path("userId").asString()).isEqualTo("st-a");
            assertThat(m.path("challengeable").asBoolean()).isFalse();
            assertThat(m.path("code").asString()).isEqualTo("LADDER_TERMS_UNPLAYABLE");
        });
    }

    /** A ladder as the version before the checks stored it: its creation event alone, never through the edge. */
    private String oldLadder(String preset, int size, TimeControl clock) {
        String id = "old-terms-" + UUID.randomUUID();
        eventStore.publish(new GenericDomainEventMessage<>(LadderAggregate.TYPE, StreamIds.ladder(id), 0,
                new LadderEvent.LadderCreated(id, "Old " + preset, "st-old-org", size, preset, clock, true,
                        LadderSettings.defaults(), Instant.now())));
        return id;
    }

    private long events(String ladderId) {
        return eventStore.readEvents(StreamIds.ladder(ladderId), 0L).asStream().count();
    }
}
