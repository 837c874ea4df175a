package org.openkifu.game.infrastructure.publication;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;

import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.contract.ContractSchemas;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Parity;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.infra.kafka.EventEnvelope;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The producer's side of the game contract: every message the game context can send matches its published schema
 * (contracts/game/v1), carries stable type names and no Java class name, hides the nigiri parity, and the result
 * facts are right for each kind of ending.
 */
class PublishedContractTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void thePublishedTypeNamesAreTheContractsNames() {
        assertThat(PublishedGameEvents.typeNames()).containsExactlyInAnyOrder(
                "GameCreated", "GameImported", "NigiriParityChosen", "NigiriGuessed", "HandicapStonesPlaced",
                "StonePlaced", "StonesCaptured", "Passed", "Resigned", "TakeBackRequested", "TakeBackAccepted",
                "TakeBackDeclined", "MoveTakenBack", "ScoringStarted", "DeadStonesMarked", "ScoreAccepted",
                "PlayResumed", "ClockTimedOut", "GameAbandoned", "GameCancelled", "GameEnded", "ResultCorrected",
                "PlayerArrived");
        JsonNode schemaTypes = JSON.readTree(ContractSchemas.V1.resolve("GameEvent.envelope.schema.json").toFile())
                .path("properties").path("type").path("enum");
        List<String> inSchema = schemaTypes.valueStream().map(JsonNode::asString).toList();
        assertThat(inSchema).as("the schema lists every published type")
                .containsExactlyInAnyOrderElementsOf(PublishedGameEvents.typeNames());
    }

    @Test
    void everyEventOfGamesToEachEndingIsAValidEnvelopeWithoutClassNames() {
        for (Script game : gamesToEachEnding()) {
            long sequence = 0;
            for (GameEvent event : game.events()) {
                var stored = new GenericDomainEventMessage<>("Game", event.gameId(), sequence++, event);
                byte[] value = new GameEventsPublication().messagesFor(stored, OptionalLong.of(sequence)).get(0).value();
                JsonNode envelope = JSON.readTree(value);
                ContractSchemas.assertValid("GameEvent.envelope.schema.json", envelope);
                assertNoJavaNames(new String(value));
                assertThat(PublishedGameEvents.parse(envelope.path("type").asString(), envelope.path("payload")))
                        .as("the payload reads back into the same event")
                        .isEqualTo(event instanceof GameEvent.NigiriParityChosen c
                                ? new GameEvent.NigiriParityChosen(c.gameId(), c.chosenBy(), null, c.at()) : event);
            }
        }
    }

    @Test
    void theNigiriParityIsNeverOnKafkaAndOnlyShownByTheHistoryAfterTheGuess() {
        GameEvent.NigiriParityChosen chosen = new GameEvent.NigiriParityChosen(ID, ALICE, Parity.ODD, Games.T0);
        var stored = new GenericDomainEventMessage<>("Game", ID, 1, chosen);
        EventEnvelope envelope = EventEnvelope.parse(
                new GameEventsPublication().messagesFor(stored, OptionalLong.empty()).get(0).value());
        assertThat(envelope.payload().has("parity")).isFalse();
        assertThat(envelope.payload().path("chosenBy").asString()).isEqualTo(ALICE);
        assertThat(PublishedGameEvents.payloadOf(chosen, false).has("parity")).isFalse();
        assertThat(PublishedGameEvents.payloadOf(chosen, true).path("parity").asString()).isEqualTo("ODD");
    }

    @Test
    void resignation() {
        Script game = Script.of(Games.create().command()).play(ALICE, 2, 2).play(BOB, 6, 6).play(ALICE, 2, 6)
                .play(BOB, 6, 2).then(new GameCommand.Resign(ID, BOB));
        JsonNode finished = finished(game);
        assertResult(finished, "BLACK", ALICE, BOB, "RESIGNATION", null, "B+R");
        assertThat(finished.path("countsForRating").asBoolean()).isTrue();
        assertThat(finished.path("moves").asInt()).isEqualTo(4);
        assertThat(finished.path("black").path("userId").asString()).isEqualTo(ALICE);
        assertThat(finished.path("origin").path("kind").asString()).isEqualTo("FREE");
    }

    @Test
    void aGameResignedAtOnceCountsForNoRating() {
        JsonNode finished = finished(Script.of(Games.create().command()).play(ALICE, 2, 2)
                .then(new GameCommand.Resign(ID, BOB)));
        assertResult(finished, "BLACK", ALICE, BOB, "RESIGNATION", null, "B+R");
        assertThat(finished.path("rated").asBoolean()).isTrue();
        assertThat(finished.path("countsForRating").asBoolean()).as("fewer than 2 stones by each player").isFalse();
        assertThat(finished.path("countsForStanding").asBoolean()).as("fewer than 2 stones by each player").isFalse();
    }

    @Test
    void anUnratedGamePlayedOutCountsForTheLadderButNotForRating() {
        Script game = Script.of(Games.create().unrated().command()).play(ALICE, 2, 2).play(BOB, 6, 6)
                .play(ALICE, 2, 6).play(BOB, 6, 2).then(new GameCommand.Resign(ID, BOB));
        JsonNode finished = finished(game);
        assertThat(finished.path("rated").asBoolean()).isFalse();
        assertThat(finished.path("countsForRating").asBoolean()).isFalse();
        assertThat(finished.path("countsForStanding").asBoolean()).as("two stones each, decided by play").isTrue();
        JsonNode rated = finished(Script.of(Games.create().command()).play(ALICE, 2, 2).play(BOB, 6, 6)
                .play(ALICE, 2, 6).play(BOB, 6, 2).then(new GameCommand.Resign(ID, BOB)));
        assertThat(rated.path("countsForRating").asBoolean()).isTrue();
        assertThat(rated.path("countsForStanding").asBoolean()).isTrue();
    }

    @Test
    void automaticScoreGivesTheMarginAndAJigoHasNoWinner() {
        Script game = Script.of(Games.create().rules("itsyourturn").command()).play(ALICE, 2, 2).play(BOB, 6, 6)
                .play(ALICE, 2, 6).play(BOB, 6, 2).pass(ALICE).pass(BOB);
        JsonNode finished = finished(game);
        assertThat(finished.path("result").path("reason").asString()).isEqualTo("SCORE");
        double margin = finished.path("result").path("margin").asDouble();
        assertThat(margin).isPositive();
        assertThat(finished.path("result").path("sgf").asString()).endsWith("+" + stripped(margin));
    }

    @Test
    void timeout() {
        Script game = Script.of(Games.create().time(TimeControl.absolute(1)).command())
                .then(new GameCommand.ArriveAtGame(ID, BOB)).play(ALICE, 2, 2).after(Duration.ofMinutes(2)).then(new GameCommand.FlagTimeout(ID, "system:clock"));
        assertResult(finished(game), "BLACK", ALICE, BOB, "TIMEOUT", null, "B+T");
    }

    @Test
    void aTimedGameNobodyStartsIsCancelledAndCountsForNothing() {
        Script game = Script.of(Games.create().time(TimeControl.absolute(1)).command()).after(Duration.ofMinutes(20))
                .then(new GameCommand.FlagTimeout(ID, "system:clock"));
        JsonNode finished = finished(game);
        assertThat(finished.path("result").path("reason").asString()).isEqualTo("CANCELLED");
        assertThat(finished.path("result").path("winner").isNull()).isTrue();
        assertThat(finished.path("countsForRating").asBoolean()).isFalse();
        assertThat(finished.path("countsForStanding").asBoolean()).isFalse();
    }

    @Test
    void captureGoal() {
        Script game = Script.of(Games.create().rules("capture-go").command())
                .play(ALICE, 1, 0).play(BOB, 0, 0).play(ALICE, 0, 1);
        JsonNode finished = finished(game);
        assertResult(finished, "BLACK", ALICE, BOB, "CAPTURE_GOAL", null, finished.path("result").path("sgf").asString());
    }

    @Test
    void abandonmentAndACorrectionToVoid() {
        Script game = Script.of(Games.create().origin(new Origin(Origin.Kind.LADDER_CHALLENGE, "ladder:l1:challenge:7"))
                .command()).play(ALICE, 2, 2).then(new GameCommand.AbandonGame(ID, "admin", BOB, true, null));
        JsonNode finished = finished(game);
        assertResult(finished, "BLACK", ALICE, BOB, "ABANDONMENT", null, "B+F");
        assertThat(finished.path("origin").path("reference").asString()).isEqualTo("ladder:l1:challenge:7");

        String endedAt = finished.path("endedAt").asString();
        game.after(Duration.ofHours(3)).then(new GameCommand.CorrectResult(ID, "admin", true, null,
                GameResult.Reason.VOID, "both left"));
        GameEvent.ResultCorrected c = (GameEvent.ResultCorrected) last(game);
        byte[] value = JSON.writeValueAsBytes(GameResultMessages.corrected("m2", game.state(), c.previous(),
                c.corrected(), c.correctedBy(), c.note(), c.at(), GameResultsPublication.endedAt(game.events())));
        ContractSchemas.assertValid("GameResultCorrected.schema.json", value);
        JsonNode corrected = JSON.readTree(value);
        assertThat(corrected.path("previousResult").path("reason").asString()).isEqualTo("ABANDONMENT");
        assertThat(corrected.path("result").path("reason").asString()).isEqualTo("VOID");
        assertThat(corrected.path("result").path("winner").isNull()).isTrue();
        assertThat(corrected.path("countsForRating").asBoolean()).isFalse();
        assertThat(corrected.path("countsForStanding").asBoolean()).as("void counts for nothing").isFalse();
        assertThat(corrected.path("note").asString()).isEqualTo("both left");
        assertThat(corrected.path("endedAt").asString()).as("the game's end, not the correction's (added within v1)")
                .isEqualTo(endedAt).isNotEqualTo(corrected.path("correctedAt").asString());
    }

    @Test
    void thePublishedExamplesMatchTheSchemas() {
        ContractSchemas.assertValid("GameFinished.schema.json", ContractSchemas.example("GameFinished.json"));
        ContractSchemas.assertValid("GameFinished.schema.json",
                ContractSchemas.example("GameFinished-resignation.json"));
        ContractSchemas.assertValid("GameResultCorrected.schema.json",
                ContractSchemas.example("GameResultCorrected.json"));
        ContractSchemas.assertValid("GameEvent.envelope.schema.json",
                ContractSchemas.example("StonePlaced.envelope.json"));
        ContractSchemas.assertValid("CancelGame.schema.json", ContractSchemas.example("CancelGame.json"));
        ContractSchemas.assertValid("CancelGameAnswer.schema.json",
                ContractSchemas.example("CancelGameAnswer-cancelled.json"));
        ContractSchemas.assertValid("CancelGameAnswer.schema.json",
                ContractSchemas.example("CancelGameAnswer-refused.json"));
    }

    @Test
    void aGameCancelledOnRequestIsPublishedAsCancelledAndCountsForNothing() {
        Script game = Script.of(Games.create().origin(new Origin(Origin.Kind.LADDER_CHALLENGE, "ladder/l/challenge/c"))
                .command()).after(Duration.ofMinutes(3))
                .then(new GameCommand.CancelGame(ID, "system:game-requests", "ladder/l/challenge/c/cancel",
                        "CHALLENGE_DECLINED"));
        assertThat(game.events().get(1)).isInstanceOf(GameEvent.GameCancelled.class);
        JsonNode finished = finished(game);
        assertThat(finished.path("result").path("reason").asString()).isEqualTo("CANCELLED");
        assertThat(finished.path("result").path("winner").isNull()).isTrue();
        assertThat(finished.path("result").path("winnerUserId").isNull()).isTrue();
        assertThat(finished.path("result").path("sgf").asString()).isEqualTo("Void");
        assertThat(finished.path("countsForRating").asBoolean()).isFalse();
        assertThat(finished.path("moves").asInt()).isZero();
        assertThat(finished.path("origin").path("kind").asString()).isEqualTo("LADDER_CHALLENGE");
        assertThat(finished.path("endedAt").asString()).isEqualTo("2026-11-22T10:03:00Z");
    }

    @Test
    void theCancelAnswersTheHandlerWritesMatchTheirSchema() {
        java.time.Instant at = Games.T0.plusMillis(125);
        JsonNode cancelled = JSON.readTree(org.openkifu.game.infrastructure.requests.GameRequestHandler.toJson(
                new org.openkifu.game.infrastructure.requests.GameResponse.GameCancelled("r/cancel", "r", "g-1",
                        "CHALLENGE_DECLINED", at)));
        ContractSchemas.assertValid("CancelGameAnswer.schema.json", cancelled);
        assertThat(cancelled.path("cancelledAt").asString()).isEqualTo("2026-11-22T10:00:00.125Z");
        JsonNode refused = JSON.readTree(org.openkifu.game.infrastructure.requests.GameRequestHandler.toJson(
                new org.openkifu.game.infrastructure.requests.GameResponse.CancelRefused("r/cancel", null, null,
                        "MALFORMED_REQUEST", "gameRequestId is required")));
        ContractSchemas.assertValid("CancelGameAnswer.schema.json", refused);
        assertThat(refused.path("type").asString()).isEqualTo("CancelRefused");
    }

    @Test
    void theSchemasRefuseWhatTheyMustRefuse() {
        JsonNode finished = ContractSchemas.example("GameFinished.json");
        var missing = finished.deepCopy();
        ((tools.jackson.databind.node.ObjectNode) missing).remove("countsForRating");
        assertThat(ContractSchemas.errors("GameFinished.schema.json", missing)).isNotEmpty();
        var hidden = ContractSchemas.example("StonePlaced.envelope.json").deepCopy();
        ((tools.jackson.databind.node.ObjectNode) hidden).put("type", "NigiriParityChosen");
        ((tools.jackson.databind.node.ObjectNode) hidden.path("payload")).put("parity", "ODD");
        assertThat(ContractSchemas.errors("GameEvent.envelope.schema.json", hidden)).as("a published parity").isNotEmpty();
        var lowerReason = ContractSchemas.example("CancelGame.json").deepCopy();
        ((tools.jackson.databind.node.ObjectNode) lowerReason).put("reason", "declined");
        assertThat(ContractSchemas.errors("CancelGame.schema.json", lowerReason)).as("a reason is a code").isNotEmpty();
        var noGame = ContractSchemas.example("CancelGame.json").deepCopy();
        ((tools.jackson.databind.node.ObjectNode) noGame).remove("gameRequestId");
        assertThat(ContractSchemas.errors("CancelGame.schema.json", noGame)).as("which game").isNotEmpty();
        var freeGame = ContractSchemas.example("CancelGame.json").deepCopy();
        ((tools.jackson.databind.node.ObjectNode) freeGame.path("origin")).put("kind", "FREE");
        assertThat(ContractSchemas.errors("CancelGame.schema.json", freeGame)).as("a free game").isNotEmpty();
        var unknownCode = ContractSchemas.example("CancelGameAnswer-refused.json").deepCopy();
        ((tools.jackson.databind.node.ObjectNode) unknownCode).put("code", "NOPE");
        assertThat(ContractSchemas.errors("CancelGameAnswer.schema.json", unknownCode)).isNotEmpty();
    }

    /** One game per ending the live game knows (imports and corrections are covered above and over HTTP). */
    static List<Script> gamesToEachEnding() {
        return List.of(
                Script.of(Games.create().command()).play(ALICE, 2, 2).then(new GameCommand.Resign(ID, BOB)),
                Script.of(Games.create().rules("itsyourturn").command()).play(ALICE, 2, 2).pass(BOB).pass(ALICE),
                Script.of(Games.create().command()).play(ALICE, 2, 2).pass(BOB).pass(ALICE)
                        .then(new GameCommand.AcceptScore(ID, ALICE)).then(new GameCommand.AcceptScore(ID, BOB)),
                Script.of(Games.create().time(TimeControl.absolute(1)).command())
                        .then(new GameCommand.ArriveAtGame(ID, ALICE)).then(new GameCommand.ArriveAtGame(ID, BOB))
                        .after(Duration.ofMinutes(2)).then(new GameCommand.FlagTimeout(ID, "system:clock")),
                Script.of(Games.create().time(TimeControl.absolute(1)).command()).after(Duration.ofMinutes(20))
                        .then(new GameCommand.FlagTimeout(ID, "system:clock")),
                Script.of(Games.create().nigiri().command())
                        .then(new GameCommand.ChooseNigiriParity(ID, ALICE, Parity.EVEN))
                        .then(new GameCommand.GuessNigiri(ID, BOB, Parity.ODD)),
                Script.of(Games.create().takeBack().command()).play(ALICE, 2, 2)
                        .then(new GameCommand.RequestTakeBack(ID, ALICE)).then(new GameCommand.AcceptTakeBack(ID, BOB)),
                Script.of(Games.create().rules("capture-go").command())
                        .play(ALICE, 1, 0).play(BOB, 0, 0).play(ALICE, 0, 1),
                Script.of(Games.create().command()).then(new GameCommand.AbandonGame(ID, "admin", BOB, true, null)),
                Script.of(Games.create().command()).then(new GameCommand.CancelGame(ID, "system:game-requests",
                        "tournament/cup/r1/b1/cancel", "BOARD_DECIDED_WITHOUT_GAME")));
    }

    private static JsonNode finished(Script game) {
        GameEvent.GameEnded ended = (GameEvent.GameEnded) game.events().stream()
                .filter(GameEvent.GameEnded.class::isInstance).reduce((a, b) -> b).orElseThrow();
        byte[] value = JSON.writeValueAsBytes(GameResultMessages.finished("m1", game.state(), ended.at()));
        ContractSchemas.assertValid("GameFinished.schema.json", value);
        assertNoJavaNames(new String(value));
        JsonNode message = JSON.readTree(value);
        assertThat(message.path("endedAt").asString()).isEqualTo(ended.at().toString());
        return message;
    }

    private static GameEvent last(Script game) {
        return game.events().get(game.events().size() - 1);
    }

    private static void assertResult(JsonNode finished, String winner, String winnerId, String loserId, String reason,
            Double margin, String sgf) {
        JsonNode r = finished.path("result");
        assertThat(r.path("winner").asString()).isEqualTo(winner);
        assertThat(r.path("winnerUserId").asString()).isEqualTo(winnerId);
        assertThat(r.path("loserUserId").asString()).isEqualTo(loserId);
        assertThat(r.path("reason").asString()).isEqualTo(reason);
        if (margin == null) {
            assertThat(r.path("margin").isNull()).as("no margin for " + reason).isTrue();
        }
        assertThat(r.path("sgf").asString()).isEqualTo(sgf);
    }

    static void assertNoJavaNames(String json) {
        assertThat(json).doesNotContain("org.openkifu").doesNotContain("java.").doesNotContainPattern("\\$[A-Z]");
    }

    private static String stripped(double margin) {
        return java.math.BigDecimal.valueOf(margin).stripTrailingZeros().toPlainString();
    }
}
