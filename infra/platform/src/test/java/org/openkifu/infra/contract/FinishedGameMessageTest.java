package org.openkifu.infra.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/**
 * The consumer's side of {@code openkifu.game-results} for both reading contexts: the published examples read as
 * the facts they state (expectations copied from the example files), and the fields added within v1 get their
 * documented defaults when a message predates them.
 */
class FinishedGameMessageTest {

    @Test
    void aFinishedGameReadsAsItsFacts() {
        FinishedGameMessage m = FinishedGameMessage.parse(ContractSchemas.example("GameFinished.json")).orElseThrow();
        assertThat(m.correction()).isFalse();
        assertThat(m.gameId()).isEqualTo("0b8e0b5e-2f3a-3b6c-9d1e-5a7c9e1f2b3d");
        assertThat(m.originKind()).isEqualTo("LADDER_CHALLENGE");
        assertThat(m.originReference()).isEqualTo("ladder/9x9-open/challenge/17");
        assertThat(m.black()).isEqualTo(new FinishedGameMessage.Player("alice", "3k"));
        assertThat(m.white()).isEqualTo(new FinishedGameMessage.Player("bob", "3k"));
        assertThat(m.size()).isEqualTo(9);
        assertThat(m.preset()).isEqualTo("japanese");
        assertThat(m.handicap()).isZero();
        assertThat(m.gameType()).isEqualTo("HO_SUN");
        assertThat(m.rated()).isTrue();
        assertThat(m.countsForRating()).isTrue();
        assertThat(m.countsForStanding()).isTrue();
        assertThat(m.result()).isEqualTo(new FinishedGameMessage.Result("bob", "alice", "SCORE", 3.5));
        assertThat(m.moves()).isEqualTo(87);
        assertThat(m.endedAt()).isEqualTo(Instant.parse("2026-11-23T18:41:12.250Z"));
        assertThat(m.correctedAt()).isNull();
    }

    @Test
    void aCorrectionCarriesTheNewResultAndTheGamesEnd() {
        ObjectNode json = (ObjectNode) ContractSchemas.example("GameResultCorrected.json");
        FinishedGameMessage m = FinishedGameMessage.parse(json).orElseThrow();
        assertThat(m.correction()).isTrue();
        assertThat(m.result()).isEqualTo(new FinishedGameMessage.Result("alice", "bob", "RESIGNATION", null));
        assertThat(m.endedAt()).isEqualTo(Instant.parse("2026-11-23T18:41:12.250Z"));
        assertThat(m.correctedAt()).isEqualTo(Instant.parse("2026-11-24T09:15:00Z"));

        json.remove("endedAt");
        assertThat(FinishedGameMessage.parse(json).orElseThrow().endedAt())
                .as("a correction published before endedAt (added within v1): the correction's instant")
                .isEqualTo(Instant.parse("2026-11-24T09:15:00Z"));
    }

    @Test
    void countsForStandingOfAMessageBeforeTheFieldIsRatedAndCountsForRating() {
        ObjectNode json = (ObjectNode) ContractSchemas.example("GameFinished.json");
        json.remove("countsForStanding");
        assertThat(FinishedGameMessage.parse(json).orElseThrow().countsForStanding()).isTrue();
        json.put("rated", false).put("countsForRating", false);
        assertThat(FinishedGameMessage.parse(json).orElseThrow().countsForStanding()).isFalse();
        json.put("countsForStanding", true);
        assertThat(FinishedGameMessage.parse(json).orElseThrow().countsForStanding()).isTrue();
    }

    @Test
    void colourlessGamesUnknownFieldsAndOtherTypes() {
        ObjectNode json = (ObjectNode) ContractSchemas.example("GameFinished-resignation.json");
        json.put("aFieldOfALaterRevision", 1).putNull("black");
        FinishedGameMessage m = FinishedGameMessage.parse(json).orElseThrow();
        assertThat(m.black()).isNull();
        assertThat(m.white()).isNotNull();
        json.put("type", "GameAnnotated");
        assertThat(FinishedGameMessage.parse(json)).isEmpty();
        assertThat(FinishedGameMessage.typeOf(json)).isEqualTo("GameAnnotated");
    }
}
