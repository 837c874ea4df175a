package org.openkifu.ladder.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.infrastructure.results.FinishedGames;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The consumer's side of the game contract: the published examples of {@code openkifu.game-results}
 * ({@code contracts/game/v1/examples}) read as the ladder's own {@link FinishedGame}, and a message that grows within
 * its version (new fields, new enum values) is still read.
 */
class GameResultsContractTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    static JsonNode example(String name) throws IOException {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("contracts/game/v1/examples").resolve(name);
            if (Files.exists(candidate)) {
                return JSON.readTree(Files.readString(candidate));
            }
        }
        throw new IllegalStateException("contracts/game/v1/examples/" + name + " not found");
    }

    /** countsForStanding was added within v1: an older message without it reads as it meant then. */
    @Test
    void countsForStandingAndItsAbsenceInOlderMessages() throws IOException {
        ObjectNode message = (ObjectNode) example("GameFinished.json");
        assertThat(FinishedGames.parse(message).countsForStanding()).isTrue();
        message.put("rated", false).put("countsForRating", false).put("countsForStanding", true);
        FinishedGame unrated = FinishedGames.parse(message);
        assertThat(unrated.countsForRating()).isFalse();
        assertThat(unrated.counts()).as("an unrated game played out moves a ladder").isTrue();
        message.remove("countsForStanding");
        assertThat(FinishedGames.parse(message).counts()).as("unrated, before the field: it moved nobody then")
                .isFalse();
        message.put("rated", true).put("countsForRating", true);
        assertThat(FinishedGames.parse(message).counts()).as("rated: countsForRating says the same").isTrue();
        message.put("countsForRating", false);
        assertThat(FinishedGames.parse(message).counts()).isFalse();
    }

    @Test
    void theLadderGameOfTheExampleIsAChallengeOfItsLadder() throws IOException {
        FinishedGame g = FinishedGames.parse(example("GameFinished.json"));
        assertThat(g.originKind()).isEqualTo(FinishedGame.OriginKind.LADDER_CHALLENGE);
        assertThat(RequestIds.ladderIdOf(g.originReference())).isEqualTo("9x9-open");
        assertThat(RequestIds.challengeIdOf(g.originReference())).isEqualTo("17");
        assertThat(g.blackUserId()).isEqualTo("alice");
        assertThat(g.whiteRank()).isEqualTo(Rank.parse("3k"));
        assertThat(g.gameType()).isEqualTo(GameType.HO_SUN);
        assertThat(g.winnerUserId()).isEqualTo("bob");
        assertThat(g.reason()).isEqualTo(FinishedGame.Reason.SCORE);
        assertThat(g.margin()).isEqualTo(3.5);
        assertThat(g.counts()).isTrue();
        assertThat(g.outcomeFor("alice")).isEqualTo(Outcome.LOSS);
        assertThat(g.endedAt()).isEqualTo(Instant.parse("2026-11-23T18:41:12.250Z"));
    }

    @Test
    void aHandicapTournamentGameCountsButIsNotEven() throws IOException {
        FinishedGame g = FinishedGames.parse(example("GameFinished-resignation.json"));
        assertThat(g.originKind()).isEqualTo(FinishedGame.OriginKind.TOURNAMENT_PAIRING);
        assertThat(RequestIds.ladderIdOf(g.originReference())).isNull();
        assertThat(g.handicap()).isEqualTo(3);
        assertThat(g.even()).isFalse();
        assertThat(g.outcomeFor("carol")).isEqualTo(Outcome.WIN);
    }

    @Test
    void aCorrectionCarriesTheNewResultAndTheGamesEnd() throws IOException {
        JsonNode message = example("GameResultCorrected.json");
        FinishedGame g = FinishedGames.parse(message);
        assertThat(FinishedGames.typeOf(message)).isEqualTo(FinishedGames.CORRECTED);
        assertThat(g.winnerUserId()).isEqualTo("alice");
        assertThat(g.reason()).isEqualTo(FinishedGame.Reason.RESIGNATION);
        assertThat(g.endedAt()).as("endedAt, added within v1").isEqualTo(Instant.parse("2026-11-23T18:41:12.250Z"));
        ((ObjectNode) message).remove("endedAt");
        assertThat(FinishedGames.parse(message).endedAt()).as("a correction published before endedAt: its own time")
                .isEqualTo(Instant.parse("2026-11-24T09:15:00Z"));
    }

    @Test
    void valuesOfALaterVersionAreReadAsOtherAndUnreadableRanksAsUnranked() throws IOException {
        ObjectNode message = (ObjectNode) example("GameFinished.json");
        message.put("somethingNew", true);
        ((ObjectNode) message.get("origin")).put("kind", "CLUB_LEAGUE");
        ((ObjectNode) message.get("result")).put("reason", "ARBITER_DECISION");
        ((ObjectNode) message.get("black")).put("rank", "30k");
        message.put("gameType", "TEACHING");
        FinishedGame g = FinishedGames.parse(message);
        assertThat(g.originKind()).isEqualTo(FinishedGame.OriginKind.OTHER);
        assertThat(g.reason()).isEqualTo(FinishedGame.Reason.OTHER);
        assertThat(g.blackRank()).isNull();
        assertThat(g.gameType()).isNull();
        assertThat(g.outcomeFor("bob")).as("an unknown reason's winner still counts").isEqualTo(Outcome.WIN);
    }

    @Test
    void aGameWhoseColoursWereNeverDrawnCannotBeRecorded() throws IOException {
        ObjectNode message = (ObjectNode) example("GameFinished.json");
        message.putNull("black");
        message.putNull("white");
        assertThatThrownBy(() -> FinishedGames.parse(message)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0b8e");
    }
}
