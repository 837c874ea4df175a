package org.openkifu.tournament.infrastructure.reads;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.WorkedExample;

/** The tournament views on the embedded MongoDB server: a document is never written back over a newer one. */
class TournamentReadStoreTest {

    private final MongoServerFixture mongo = new MongoServerFixture();
    private final TournamentReadStore store = new TournamentReadStore(mongo.database());

    TournamentReadStoreTest() throws IOException {
    }

    @AfterEach
    void close() throws IOException {
        mongo.close();
    }

    @Test
    void aNodeThatLostTheSegmentCannotPutBackOlderStandingsOrAnOlderSummary() {
        List<TournamentEvent> all = WorkedExample.events();
        int last = all.size() - 1;
        List<TournamentEvent> earlier = all.subList(0, firstRoundResult(all) + 1);
        String id = all.get(0).tournamentId();

        // the node that holds the segment now writes the finished tournament
        assertThat(save(all, last)).isTrue();
        // a node paused past its claim, woken with the first result: its documents are older
        assertThat(save(earlier, earlier.size() - 1)).as("refused: the store holds a later version").isFalse();

        var summary = store.find(TournamentReadStore.SUMMARIES, id, TournamentDocuments.Summary.class).orElseThrow();
        assertThat(summary.status()).isEqualTo("FINISHED");
        assertThat(summary.version()).isEqualTo(last);
        var standings = store.find(TournamentReadStore.STANDINGS, id, TournamentDocuments.Standings.class).orElseThrow();
        assertThat(standings).isEqualTo(TournamentDocuments.standings(all).orElseThrow());
        assertThat(save(all, last)).as("the same version again, after a redelivery: written").isTrue();
    }

    @Test
    void anOlderDocumentIsReplacedByANewerOne() {
        List<TournamentEvent> all = WorkedExample.events();
        List<TournamentEvent> earlier = all.subList(0, firstRoundResult(all) + 1);
        String id = all.get(0).tournamentId();
        assertThat(save(earlier, earlier.size() - 1)).isTrue();
        assertThat(store.find(TournamentReadStore.SUMMARIES, id, TournamentDocuments.Summary.class).orElseThrow()
                .status()).isNotEqualTo("FINISHED");

        assertThat(save(all, all.size() - 1)).isTrue();

        assertThat(store.find(TournamentReadStore.SUMMARIES, id, TournamentDocuments.Summary.class).orElseThrow()
                .status()).isEqualTo("FINISHED");
    }

    @Test
    void aDocumentStoredBeforeVersionsIsReplaced() {
        List<TournamentEvent> all = WorkedExample.events();
        String id = all.get(0).tournamentId();
        // as written before 2026-11-29: the view's JSON under its id, with no _version
        org.bson.Document old = org.bson.Document.parse(TournamentReadStore.json(TournamentDocuments.summary(
                all.subList(0, 1), 0)));
        old.put("_id", id);
        mongo.database().getCollection(TournamentReadStore.SUMMARIES).insertOne(old);

        assertThat(save(all, all.size() - 1)).isTrue();

        assertThat(store.find(TournamentReadStore.SUMMARIES, id, TournamentDocuments.Summary.class).orElseThrow()
                .status()).isEqualTo("FINISHED");
    }

    /** Saves the summary and the standings as the projection does after the event at {@code version}. */
    private boolean save(List<TournamentEvent> events, long version) {
        String id = events.get(0).tournamentId();
        boolean summary = store.save(TournamentReadStore.SUMMARIES, id,
                TournamentReadStore.json(TournamentDocuments.summary(events, version)), version);
        boolean standings = store.save(TournamentReadStore.STANDINGS, id,
                TournamentReadStore.json(TournamentDocuments.standings(events).orElseThrow()), version);
        assertThat(standings).as("both documents of one state go the same way").isEqualTo(summary);
        return summary;
    }

    private static int firstRoundResult(List<TournamentEvent> events) {
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof TournamentEvent.GameResultRecorded) {
                return i;
            }
        }
        throw new AssertionError("the worked example has results");
    }
}
