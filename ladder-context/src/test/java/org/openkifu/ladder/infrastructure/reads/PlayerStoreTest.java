package org.openkifu.ladder.infrastructure.reads;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PlayerEvolver;
import org.openkifu.ladder.domain.player.PlayerState;

/** A player's row on the embedded MongoDB server: never written back over a newer one. */
class PlayerStoreTest {

    private static final Instant T0 = Instant.parse("2026-11-29T08:00:00Z");

    private final MongoServerFixture mongo = new MongoServerFixture();
    private final PlayerStore store = new PlayerStore(mongo.database());

    PlayerStoreTest() throws IOException {
    }

    @AfterEach
    void close() throws IOException {
        mongo.close();
    }

    @Test
    void aNodeThatLostTheSegmentCannotPutBackAnOlderRank() {
        PlayerState fiveKyu = PlayerEvolver.fold(List.of(rankSet("5k", 0)));
        PlayerState twoKyu = PlayerEvolver.fold(List.of(rankSet("5k", 0), rankSet("2k", 1)));
        store.write(twoKyu, "5k", 1); // the node that holds the segment now

        store.write(fiveKyu, "5k", 0); // a node paused past its claim, woken with the event before

        assertThat(store.player("kim").orElseThrow().rank()).isEqualTo("2k");
        assertThat(store.player("kim").orElseThrow().version()).isEqualTo(1);
        store.write(twoKyu, "5k", 1); // the same version again, after a redelivery: written, the same row
        assertThat(store.player("kim").orElseThrow().rank()).isEqualTo("2k");
    }

    private static PlayerEvent rankSet(String rank, int minutes) {
        return new PlayerEvent.RankSet("kim", Rank.parse(rank), "admin", T0.plusSeconds(60L * minutes));
    }
}
