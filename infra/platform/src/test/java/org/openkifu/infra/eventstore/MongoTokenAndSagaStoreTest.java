package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.UnableToClaimTokenException;
import org.axonframework.extensions.mongo.DefaultMongoTemplate;
import org.axonframework.extensions.mongo.eventhandling.saga.repository.MongoSagaStore;
import org.axonframework.extensions.mongo.eventsourcing.tokenstore.MongoTokenStore;
import org.axonframework.modelling.saga.AssociationValue;
import org.axonframework.modelling.saga.AssociationValuesImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** axon-mongo's token and saga stores on the embedded server, and everything surviving a restart. */
class MongoTokenAndSagaStoreTest {

    /** A saga's state as Jackson stores it. */
    public static class ChallengeSaga {
        private String challengeId;
        private int remindersSent;

        public ChallengeSaga() {
        }

        ChallengeSaga(String challengeId, int remindersSent) {
            this.challengeId = challengeId;
            this.remindersSent = remindersSent;
        }

        public String getChallengeId() {
            return challengeId;
        }

        public void setChallengeId(String challengeId) {
            this.challengeId = challengeId;
        }

        public int getRemindersSent() {
            return remindersSent;
        }

        public void setRemindersSent(int remindersSent) {
            this.remindersSent = remindersSent;
        }
    }

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();

    private MongoTokenStore tokenStore(String node) {
        return MongoTokenStore.builder().nodeId(node).claimTimeout(Duration.ofSeconds(10))
                .mongoTemplate(DefaultMongoTemplate.builder().mongoDatabase(mongo.database()).build())
                .serializer(TestEvents.serializer()).build();
    }

    private MongoSagaStore sagaStore() {
        return MongoSagaStore.builder()
                .mongoTemplate(DefaultMongoTemplate.builder().mongoDatabase(mongo.database()).build())
                .serializer(TestEvents.serializer()).build();
    }

    @Test
    void aClaimedSegmentCannotBeTakenByAnotherNodeUntilReleased() {
        MongoTokenStore nodeA = tokenStore("node-a");
        MongoTokenStore nodeB = tokenStore("node-b");
        nodeA.initializeTokenSegments("ladder-projection", 2);
        GapAwareTrackingToken token = GapAwareTrackingToken.newInstance(7, List.of(3L, 5L));

        nodeA.fetchToken("ladder-projection", 0);
        nodeA.storeToken(token, "ladder-projection", 0);
        assertThatThrownBy(() -> nodeB.fetchToken("ladder-projection", 0))
                .isInstanceOf(UnableToClaimTokenException.class);
        assertThat(nodeB.fetchToken("ladder-projection", 1)).isNull();

        nodeA.releaseClaim("ladder-projection", 0);
        assertThat(nodeB.fetchToken("ladder-projection", 0)).isEqualTo(token);
        assertThat(nodeB.fetchSegments("ladder-projection")).containsExactly(0, 1);
    }

    @Test
    void sagasAreFoundByAssociationUpdatedAndDeleted() {
        MongoSagaStore store = sagaStore();
        AssociationValue challenge = new AssociationValue("challengeId", "c-1");
        store.insertSaga(ChallengeSaga.class, "saga-1", new ChallengeSaga("c-1", 0), Set.of(challenge));
        store.insertSaga(ChallengeSaga.class, "saga-2", new ChallengeSaga("c-2", 0),
                Set.of(new AssociationValue("challengeId", "c-2")));

        assertThat(store.findSagas(ChallengeSaga.class, challenge)).containsExactly("saga-1");
        store.updateSaga(ChallengeSaga.class, "saga-1", new ChallengeSaga("c-1", 2),
                new AssociationValuesImpl(Set.of(challenge)));
        ChallengeSaga loaded = store.loadSaga(ChallengeSaga.class, "saga-1").saga();
        assertThat(loaded.getRemindersSent()).isEqualTo(2);

        store.deleteSaga(ChallengeSaga.class, "saga-1", Set.of(challenge));
        assertThat(store.findSagas(ChallengeSaga.class, challenge)).isEmpty();
        assertThat(store.loadSaga(ChallengeSaga.class, "saga-1")).isNull();
    }

    @Test
    void eventsSnapshotsTokensAndSagasSurviveARestart() {
        MongoEventStorageEngine engine = TestEvents.engineBuilder(mongo).build();
        engine.appendEvents(moves("game-1", 0, 2));
        engine.appendEvents(moves("game-1", 2, 3));
        engine.storeSnapshot(new org.axonframework.eventhandling.GenericDomainEventMessage<>("Game", "game-1", 3,
                new TestEvents.GameSnapshot("game-1", 4)));
        List<? extends TrackedEventMessage<?>> before = engine.readEvents(null, false).toList();
        TrackingToken processed = before.get(1).trackingToken();
        MongoTokenStore tokens = tokenStore("node-a");
        tokens.initializeTokenSegments("game-relay", 1);
        tokens.fetchToken("game-relay", 0);
        tokens.storeToken(processed, "game-relay", 0);
        tokens.releaseClaim("game-relay", 0);
        AssociationValue game = new AssociationValue("gameId", "game-1");
        sagaStore().insertSaga(ChallengeSaga.class, "saga-1", new ChallengeSaga("c-1", 1), Set.of(game));

        mongo.restart();

        MongoEventStorageEngine reopened = TestEvents.engineBuilder(mongo).build();
        assertThat(reopened.readEvents("game-1").asStream().map(e -> e.getIdentifier()))
                .containsExactlyElementsOf(before.stream().map(e -> e.getIdentifier()).toList());
        assertThat(reopened.readSnapshot("game-1")).hasValueSatisfying(s -> assertThat(s.getSequenceNumber()).isEqualTo(3));
        TrackingToken resumed = tokenStore("node-b").fetchToken("game-relay", 0);
        assertThat(resumed).isEqualTo(processed);
        assertThat(reopened.readEvents(resumed, false).map(e -> e.getIdentifier()))
                .containsExactlyElementsOf(before.subList(2, 5).stream().map(e -> e.getIdentifier()).toList());
        reopened.appendEvents(moves("game-2", 0, 1));
        // The first engine's last block may hold positions it never used (6, when the two commits shared a block
        // of 4): the reopened engine (a new node) takes a new block after it, and the head token sits on game-2.
        List<? extends TrackedEventMessage<?>> after = reopened.readEvents(resumed, false).toList();
        assertThat(after).hasSize(4);
        long game2 = ((GapAwareTrackingToken) after.get(3).trackingToken()).getIndex();
        assertThat(game2).isGreaterThanOrEqualTo(6);
        assertThat(((GapAwareTrackingToken) reopened.createHeadToken()).getIndex()).isEqualTo(game2);
        assertThat(sagaStore().findSagas(ChallengeSaga.class, game)).containsExactly("saga-1");
    }
}
