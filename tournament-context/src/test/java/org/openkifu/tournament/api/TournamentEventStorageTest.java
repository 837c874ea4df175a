package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.application.TournamentAggregate;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.application.TwoGameMatchAggregate;
import org.openkifu.tournament.domain.DirectorCommands;
import org.openkifu.tournament.domain.EventTypes;
import org.openkifu.tournament.domain.ResultKind;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentScript;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.WorkedExample;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand;
import org.openkifu.tournament.domain.match.TwoGameMatchDecider;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;
import org.openkifu.tournament.domain.match.TwoGameMatchEvolver;
import org.openkifu.tournament.domain.match.TwoGameMatchState;
import org.openkifu.tournament.domain.match.TwoGameMatchTerms;
import org.axonframework.serialization.Serializer;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;

/**
 * Every kind of tournament and two-game match event is stored by the running event store (the application's one
 * Axon configuration and serializer) and loaded back equal, and the service folds the stored stream to the state the
 * decisions left.
 */
class TournamentEventStorageTest extends TournamentApiTestSupport {

    private static final Instant AT = Instant.parse("2026-05-02T10:00:00Z");

    @Autowired
    EventStore eventStore;
    @Autowired
    TournamentCommands service;
    @Autowired
    @Qualifier("eventSerializer")
    Serializer eventSerializer;

    @Test
    void everyEventTypeStoresAndLoadsEqual() {
        Set<Class<?>> seen = new HashSet<>();

        TournamentScript swiss = TournamentScript.create(TournamentSettings.swiss(2))
                .run(new TournamentCommand.ChangeSettings(TournamentScript.ID, TournamentScript.ORGANIZER,
                        TournamentSettings.swiss(2).withTimeControl(TimeControl.japanese(30, 5, 30))))
                .run(new TournamentCommand.OpenRegistration(TournamentScript.ID, TournamentScript.ORGANIZER));
        for (var p : TournamentScript.field(5)) {
            swiss.run(new TournamentCommand.AddPlayer(TournamentScript.ID, TournamentScript.ORGANIZER, p));
        }
        swiss.run(new TournamentCommand.RemovePlayer(TournamentScript.ID, TournamentScript.ORGANIZER, "p5"))
                .run(new TournamentCommand.MarkAbsent(TournamentScript.ID, TournamentScript.ORGANIZER, "p4", 2))
                .run(new TournamentCommand.CancelAbsence(TournamentScript.ID, TournamentScript.ORGANIZER, "p4", 2))
                .run(new TournamentCommand.MarkAbsent(TournamentScript.ID, TournamentScript.ORGANIZER, "p4", 2))
                .run(new DirectorCommands.EditPlayer(TournamentScript.ID, TournamentScript.ORGANIZER, "p1", null, "DE", null))
                .start(1)
                .run(new DirectorCommands.PauseTournament(TournamentScript.ID, TournamentScript.ORGANIZER, "tea"))
                .run(new DirectorCommands.EnterResult(TournamentScript.ID, TournamentScript.ORGANIZER, 1, 2, 1,
                        ResultKind.BOTH_LOSE, "both came late"))
                .run(new DirectorCommands.ResumeTournament(TournamentScript.ID, TournamentScript.ORGANIZER))
                .playRound((black, white) -> black);
        var slot = swiss.slot(1, 1, 1);
        swiss.run(new TournamentCommand.CorrectGameResult(TournamentScript.ID, "game-context",
                        swiss.finished(slot, slot.whiteUserId(), FinishReason.TIMEOUT, null)))
                .run(new TournamentCommand.RemovePlayer(TournamentScript.ID, TournamentScript.ORGANIZER, "p3"))
                .start(2).playRound((black, white) -> white);
        assertThat(swiss.state().status().name()).isEqualTo("FINISHED");
        storeAndLoad(TournamentAggregate.TYPE, TournamentScript.ID, swiss.events(), seen);
        storeAndLoad(TournamentAggregate.TYPE, "wx", WorkedExample.events(), seen);
        assertThat(service.state(TournamentScript.ID)).isEqualTo(swiss.state());

        // draft rounds: a stream stored in the middle of a draft folds back to the same draft (as after a restart)
        TournamentScript drafting = draftRound();
        assertThat(drafting.state().draft()).isNotNull();
        storeAndLoad(TournamentAggregate.TYPE, "draft-1", drafting.events(), seen);
        assertThat(service.state("draft-1")).isEqualTo(drafting.state());
        drafting.run(new TournamentCommand.PublishDraftRound(TournamentScript.ID, TournamentScript.ORGANIZER, 1))
                .playRound((black, white) -> black)
                .run(new TournamentCommand.PairDraftRound(TournamentScript.ID, TournamentScript.ORGANIZER, 2, true))
                .run(new TournamentCommand.DiscardDraftRound(TournamentScript.ID, TournamentScript.ORGANIZER, 2));
        storeAndLoad(TournamentAggregate.TYPE, "draft-2", drafting.events(), seen);
        assertThat(service.state("draft-2")).isEqualTo(drafting.state());

        TwoGameMatchTerms terms = new TwoGameMatchTerms(9, "japanese", 6.5, TimeControl.NONE, true);
        List<TwoGameMatchEvent> match = decide(List.of(
                new TwoGameMatchCommand.InviteToTwoGameMatch("m-1", "ann", null, "ben", null, terms),
                new TwoGameMatchCommand.AcceptTwoGameMatch("m-1", "ben")));
        TwoGameMatchState playing = TwoGameMatchEvolver.fold(match);
        List<TwoGameMatchEvent> all = new ArrayList<>(match);
        for (var g : playing.games()) {
            all.addAll(decide(all, new TwoGameMatchCommand.RecordMatchGameResult("m-1", "game-context",
                    finished(g, g.blackUserId()))));
        }
        var g1 = playing.games().get(0);
        all.addAll(decide(all, new TwoGameMatchCommand.CorrectMatchGameResult("m-1", "game-context",
                finished(g1, g1.whiteUserId()))));
        storeAndLoad(TwoGameMatchAggregate.TYPE, "m-1", all, seen);
        List<TwoGameMatchEvent> declined = decide(List.of(
                new TwoGameMatchCommand.InviteToTwoGameMatch("m-2", "ann", null, "ben", null, terms),
                new TwoGameMatchCommand.DeclineTwoGameMatch("m-2", "ben")));
        storeAndLoad(TwoGameMatchAggregate.TYPE, "m-2", declined, seen);
        assertThat(service.matchState("m-1")).isEqualTo(TwoGameMatchEvolver.fold(all));

        assertThat(seen).as("every event type of the catalogue").containsExactlyInAnyOrderElementsOf(EventTypes.all().values());
    }

    /** Round 1 of a five-player Swiss as a draft, with every kind of edit. */
    private static TournamentScript draftRound() {
        String id = TournamentScript.ID;
        String olga = TournamentScript.ORGANIZER;
        return TournamentScript.withPlayers(TournamentSettings.swiss(2), TournamentScript.field(5))
                .run(new TournamentCommand.PairDraftRound(id, olga, 1, false))
                .run(new TournamentCommand.PairDraftBoard(id, olga, 1, "p1", "p2", null))
                .run(new TournamentCommand.SwapDraftColours(id, olga, 1, 1))
                .run(new TournamentCommand.SetDraftHandicap(id, olga, 1, 1, 2))
                .run(new TournamentCommand.GiveDraftBye(id, olga, 1, "p5"))
                .run(new TournamentCommand.UnpairDraftBoards(id, olga, 1, List.of(1)))
                .run(new TournamentCommand.PairDraftRest(id, olga, 1));
    }

    private void storeAndLoad(String type, String id, List<?> events, Set<Class<?>> seen) {
        for (int i = 0; i < events.size(); i++) {
            eventStore.publish(new GenericDomainEventMessage<>(type, id, i, events.get(i)));
            seen.add(events.get(i).getClass());
            // stored under the stable name and the schema version, never the Java class name
            var stored = eventSerializer.serialize(events.get(i), byte[].class).getType();
            assertThat(stored.getName()).isEqualTo(EventTypes.nameOf(events.get(i).getClass()));
            assertThat(stored.getRevision()).isEqualTo("1");
        }
        List<Object> loaded = eventStore.readEvents(id, 0L).asStream().map(e -> (Object) e.getPayload()).toList();
        assertThat(loaded).isEqualTo(events);
    }

    private static List<TwoGameMatchEvent> decide(List<? extends TwoGameMatchCommand> commands) {
        List<TwoGameMatchEvent> events = new ArrayList<>();
        for (TwoGameMatchCommand c : commands) {
            events.addAll(decide(events, c));
        }
        return events;
    }

    private static List<TwoGameMatchEvent> decide(List<TwoGameMatchEvent> history, TwoGameMatchCommand c) {
        return TwoGameMatchDecider.decide(c, TwoGameMatchEvolver.fold(history), AT);
    }

    private static org.openkifu.tournament.domain.FinishedGame finished(TwoGameMatchState.Game g, String winner) {
        return new org.openkifu.tournament.domain.FinishedGame(g.gameId(), "TWO_GAME_MATCH", g.requestId(),
                g.blackUserId(), g.whiteUserId(), null, null, 9, 0, true, winner, FinishReason.RESIGNATION, null, 80, AT);
    }

}
