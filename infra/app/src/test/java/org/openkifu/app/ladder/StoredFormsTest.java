package org.openkifu.app.ladder;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.mongodb.client.MongoClient;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.openkifu.game.application.GameService;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.infra.testapp.TestApplication;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.TimeControl;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Two contexts, one event store: the game's events keep their stored form (the Java payload type, revision from the
 * game's {@code @SchemaVersion}), the ladder's are stored under their stable names with the ladder's schema version,
 * and both come back as their own records through the running store.
 */
@SpringBootTest(classes = TestApplication.class)
@ActiveProfiles("test")
class StoredFormsTest {

    @Autowired
    GameService games;
    @Autowired
    LadderCommands ladders;
    @Autowired
    EventStore eventStore;
    @Autowired
    MongoClient mongo;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-stored-forms");
        registry.add("openkifu.data-dir", dir::toString);
    }

    @Test
    void gameAndLadderEventsRoundTripEachInItsOwnStoredForm() {
        String gameId = GameIds.random();
        games.send(new GameCommand.CreateGame(gameId, "sf-ann", new Player("sf-ann", "3k"), new Player("sf-bob", "3k"),
                "sf-ann", "sf-bob", null, null, new RulesChoice("japanese", 6.5, null), 9,
                org.openkifu.game.domain.TimeControl.NONE, false, false, Origin.FREE));
        String ladderId = "stored-forms";
        ladders.send(new LadderCommand.CreateLadder(ladderId, "sf-org", true, "Stored forms", 9, "japanese",
                TimeControl.NONE, true, null));
        ladders.send(new LadderCommand.Join(ladderId, "sf-ann", null, null, null));

        List<Document> stored = new ArrayList<>();
        for (Document commit : mongo.getDatabase("openkifu").getCollection("events").find()) {
            stored.addAll(commit.getList("events", Document.class));
        }
        Document gameCreated = stored.stream().filter(e -> gameId.equals(e.getString("aggregateIdentifier")))
                .findFirst().orElseThrow();
        assertThat(gameCreated.getString("payloadType")).isEqualTo(GameEvent.GameCreated.class.getName());
        assertThat(gameCreated.getString("payloadRevision")).isEqualTo("1");
        List<Document> ladder = stored.stream()
                .filter(e -> StreamIds.ladder(ladderId).equals(e.getString("aggregateIdentifier"))).toList();
        assertThat(ladder).extracting(e -> e.getString("payloadType"))
                .containsExactly("LadderCreated", "LadderPlayerJoined", "LadderStandingsChanged");
        assertThat(ladder).allSatisfy(e -> assertThat(e.getString("payloadRevision")).isEqualTo("1"));
        assertThat(ladder.get(0).get("payload").toString()).doesNotContain("org.openkifu");

        List<Object> gameEvents = eventStore.readEvents(gameId, 0L).asStream().map(DomainEventMessage::getPayload)
                .map(Object.class::cast).toList();
        assertThat(gameEvents.get(0)).isInstanceOf(GameEvent.GameCreated.class);
        List<Object> ladderEvents = eventStore.readEvents(StreamIds.ladder(ladderId), 0L).asStream()
                .map(DomainEventMessage::getPayload).map(Object.class::cast).toList();
        assertThat(ladderEvents.get(0)).isInstanceOf(LadderEvent.LadderCreated.class);
        assertThat(((LadderEvent.PlayerJoined) ladderEvents.get(1)).userId()).isEqualTo("sf-ann");
        assertThat(games.state(gameId).setup().size()).isEqualTo(9);
    }
}
