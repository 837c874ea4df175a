package org.openkifu.ladder.application;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.EventTypes;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.LadderScript;
import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.player.PlayerDecider;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PlayerEvolver;
import org.openkifu.ladder.domain.rating.RatingPeriods;
import org.openkifu.ladder.domain.player.PlayerState;
import org.openkifu.ladder.domain.player.RatingSnapshot;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand;
import org.openkifu.ladder.domain.waitingroom.MatchPoolState;
import org.openkifu.ladder.domain.waitingroom.MatchPools;
import org.openkifu.ladder.domain.waitingroom.OfferCommand;
import org.openkifu.ladder.domain.waitingroom.OfferState;
import org.openkifu.ladder.domain.waitingroom.Offers;

/**
 * The serializer set-up infra must use for the ladder context: Axon's JacksonSerializer with java.time support and
 * the schema-version revisions, wrapped in {@link LadderEventSerializer} so events are stored by their stable names.
 * Every event type of the catalogue is produced by a real decision here and must round-trip.
 */
class EventSerializationTest {

    private static LadderEventSerializer serializer() {
        ObjectMapper mapper = new ObjectMapper().registerModule(new JavaTimeModule());
        return new LadderEventSerializer(JacksonSerializer.builder().objectMapper(mapper)
                .revisionResolver(new LadderEventRevisionResolver()).build());
    }

    @Test
    void everyEventIsStoredUnderItsStableNameAndVersionAndReadBack() {
        List<Object> events = everyKindOfEvent();
        Set<Class<?>> covered = new HashSet<>();
        LadderEventSerializer serializer = serializer();
        for (Object event : events) {
            SerializedObject<String> data = serializer.serialize(event, String.class);
            assertThat(data.getType().getName()).isEqualTo(EventTypes.nameOf(event.getClass()));
            assertThat(data.getType().getRevision()).isEqualTo("1");
            assertThat(data.getData()).doesNotContain("org.openkifu");
            Object back = serializer.deserialize(data);
            assertThat(back).isEqualTo(event);
            assertThat(serializer.classForType(data.getType())).isEqualTo(event.getClass());
            covered.add(event.getClass());
        }
        assertThat(covered).containsExactlyInAnyOrderElementsOf(EventTypes.all().values());
    }

    /** Events stored before the fair-play fields existed read with the documented defaults. */
    @Test
    void eventsStoredBeforeTheFairPlayFieldsReadWithTheirDefaults() throws Exception {
        LadderEventSerializer serializer = serializer();
        ObjectMapper mapper = new ObjectMapper();
        LadderEvent.LadderSettingsChanged changed = new LadderEvent.LadderSettingsChanged(LadderScript.LADDER,
                "orga", LadderSettings.defaults().withFairPlay(20, 5, 14), Instant.parse("2026-06-01T12:00:00Z"));
        SerializedObject<String> data = serializer.serialize(changed, String.class);
        com.fasterxml.jackson.databind.node.ObjectNode json = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(data.getData());
        ((com.fasterxml.jackson.databind.node.ObjectNode) json.get("settings")).remove(List.of("minMoves", "pairGamesLimit", "pairWindowDays"));
        LadderEvent.LadderSettingsChanged old = (LadderEvent.LadderSettingsChanged) serializer.deserialize(
                new SimpleSerializedObject<>(mapper.writeValueAsString(json), String.class, data.getType()));
        assertThat(old.settings()).isEqualTo(LadderSettings.defaults());
        assertThat(old.settings().fairPlay()).isEqualTo(org.openkifu.ladder.domain.FairPlay.DEFAULTS);

        PlayerEvent.GameRecorded recorded = new PlayerEvent.GameRecorded("ann", "g1", "bob", Rank.parse("5k"),
                Rank.parse("5k"), GameType.HO_SUN, 0, true, org.openkifu.ladder.domain.Outcome.WIN,
                FinishedGame.Reason.RESIGNATION, RatingPeriods.INITIAL, null, Instant.parse("2026-06-01T12:00:00Z"),
                Instant.parse("2026-06-01T12:00:01Z"), 4, 9);
        SerializedObject<String> game = serializer.serialize(recorded, String.class);
        com.fasterxml.jackson.databind.node.ObjectNode gameJson = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(game.getData());
        gameJson.remove(List.of("moves", "size"));
        PlayerEvent.GameRecorded before = (PlayerEvent.GameRecorded) serializer.deserialize(
                new SimpleSerializedObject<>(mapper.writeValueAsString(gameJson), String.class, game.getType()));
        assertThat(before.moves()).isNull();
        assertThat(before.beforeFairPlay()).as("exempt from the rule, so an old record re-folds as it was").isTrue();
    }

    /** A challenge stored before issue 21 has no ladderName: it reads as null, and its request names no event. */
    @Test
    void aChallengeStoredBeforeTheLadderNameReadsWithoutIt() throws Exception {
        LadderEventSerializer serializer = serializer();
        ObjectMapper mapper = new ObjectMapper();
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        LadderEvent.ChallengeIssued issued = (LadderEvent.ChallengeIssued) s.run(LadderScript.issue("c1", "p3", "p1")).get(0);
        assertThat(issued.ladderName()).isEqualTo("19x19 ladder");
        SerializedObject<String> data = serializer.serialize(issued, String.class);
        com.fasterxml.jackson.databind.node.ObjectNode json = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(data.getData());
        json.remove("ladderName");
        LadderEvent.ChallengeIssued old = (LadderEvent.ChallengeIssued) serializer.deserialize(
                new SimpleSerializedObject<>(mapper.writeValueAsString(json), String.class, data.getType()));
        assertThat(old.ladderName()).isNull();
        assertThat(old.requestId()).isEqualTo(issued.requestId());
    }

    @Test
    void otherPayloadsPassThroughUnchanged() {
        LadderEventSerializer serializer = serializer();
        SerializedObject<String> data = serializer.serialize("plain", String.class);
        assertThat(data.getType().getName()).isEqualTo(String.class.getName());
        assertThat((Object) serializer.deserialize(data)).isEqualTo("plain");
    }

    private static List<Object> everyKindOfEvent() {
        List<Object> all = new ArrayList<>();
        LadderScript s = LadderScript.withPlayers(6, LadderSettings.defaults().withDeclinePolicy(LadderSettings.DeclinePolicy.ALWAYS));
        s.run(new LadderCommand.ChangeSettings(LadderScript.LADDER, "orga", true,
                LadderSettings.defaults().withDeclinePolicy(LadderSettings.DeclinePolicy.ALWAYS).withTimeLossDrop(1)));
        s.run(new LadderCommand.StartVacation(LadderScript.LADDER, "p6", s.now().plus(Duration.ofDays(2))));
        s.run(new LadderCommand.EndVacation(LadderScript.LADDER, "p6"));
        String won = s.challenge("p5", "p2");
        s.win(won, "p5");
        s.correct(won, "p2", FinishedGame.Reason.TIMEOUT);
        s.run(LadderScript.issue("refused", "p4", "p3"));
        s.run(new LadderCommand.RecordGameRefusal(LadderScript.LADDER, "refused", "games", "BOARD_SIZE_UNSUPPORTED", "no"));
        s.run(new LadderCommand.DeclineChallenge(LadderScript.LADDER, s.challenge("p4", "p3"), "p3"));
        s.challenge("p6", "p1");
        s.run(new LadderCommand.Leave(LadderScript.LADDER, "p1"));
        s.after(Duration.ofDays(100));
        s.run(new LadderCommand.RemoveInactive(LadderScript.LADDER, "scheduler"));
        s.run(new LadderCommand.PauseLadder(LadderScript.LADDER, "orga", true));
        s.run(new LadderCommand.ResumeLadder(LadderScript.LADDER, "orga", true));
        s.run(new LadderCommand.ArchiveLadder(LadderScript.LADDER, "orga", true));
        all.addAll(s.events());

        Instant t = Instant.parse("2026-06-01T12:00:00Z");
        PlayerState record = null;
        List<PlayerCommand> playerCommands = new ArrayList<>();
        playerCommands.add(new PlayerCommand.SetRank("ann", "ann", false, Rank.parse("5k")));
        List<FinishedGame> games = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            games.add(new FinishedGame("g" + i, FinishedGame.OriginKind.FREE, null, "ann", "bob", Rank.parse("5k"), Rank.parse("4k"),
                    19, "japanese", 0, GameType.JUNG_SUN, true, true, "ann", FinishedGame.Reason.RESIGNATION, null, 200,
                    t.plus(Duration.ofDays(3L * i)))); // three days apart: each counts for points (fair play)
            playerCommands.add(new PlayerCommand.RecordGame("ann", "x", games.get(i), RatingSnapshot.UNRATED));
        }
        playerCommands.add(new PlayerCommand.CorrectGame("ann", "x", games.get(0).withResult("bob", FinishedGame.Reason.SCORE, 2.5)));
        playerCommands.add(new PlayerCommand.ReviseOpponentRatings("ann", "x", "g0", java.util.Map.of("g1",
                new RatingSnapshot(new org.openkifu.ladder.domain.rating.Rating(1600, 80, 0.06), t))));
        for (PlayerCommand c : playerCommands) {
            for (var e : PlayerDecider.decide(c, record, t)) {
                record = PlayerEvolver.evolve(record, e);
                all.add(e);
            }
        }

        GameSettings settings = new GameSettings(9, "japanese", TimeControl.absolute(10), true);
        OfferState offer = null;
        for (OfferCommand c : List.of(new OfferCommand.PostOffer("o1", "ann", null, settings, null, null),
                new OfferCommand.AcceptOffer("o1", "bob", null))) {
            for (var e : Offers.decide(c, offer, t)) {
                offer = Offers.evolve(offer, e);
                all.add(e);
            }
        }
        OfferState other = null;
        for (var e : Offers.decide(new OfferCommand.PostOffer("o2", "ann", null, settings, null, null), null, t)) {
            other = Offers.evolve(other, e);
            all.add(e);
        }
        all.addAll(Offers.decide(new OfferCommand.WithdrawOffer("o2", "ann"), other, t));
        all.addAll(Offers.decide(new OfferCommand.ExpireOffer("o2", "sweep"), other, t.plus(Duration.ofDays(2))));

        String pool = MatchPools.poolIdFor(settings);
        MatchPoolState state = null;
        List<MatchPoolCommand> poolCommands = List.of(
                new MatchPoolCommand.RequestMatch(pool, "r1", "ann", Rank.parse("1d"), settings, RankRange.ANY, null),
                new MatchPoolCommand.RequestMatch(pool, "r2", "bob", Rank.parse("1d"), settings, RankRange.ANY, null),
                new MatchPoolCommand.RequestMatch(pool, "r3", "cid", Rank.parse("1d"), settings, RankRange.ANY, null),
                new MatchPoolCommand.CancelMatchRequest(pool, "r3", "cid"),
                new MatchPoolCommand.RequestMatch(pool, "r4", "dee", null, settings, new RankRange(Rank.parse("9d"), null), null));
        for (MatchPoolCommand c : poolCommands) {
            for (var e : MatchPools.decide(c, state, t)) {
                state = MatchPools.evolve(state, e);
                all.add(e);
            }
        }
        all.addAll(MatchPools.decide(new MatchPoolCommand.ExpireMatchRequests(pool, "sweep"), state, t.plus(Duration.ofDays(1))));
        return all;
    }
}
