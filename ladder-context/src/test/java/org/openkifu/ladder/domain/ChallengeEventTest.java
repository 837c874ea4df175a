package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Every ladder event about a challenge says which ({@link LadderEvent.ChallengeEvent#challengeId()}), so the
 * standings projection finds the challenge without a test per type: an event added with a challenge id but without
 * the interface fails here.
 */
class ChallengeEventTest {

    @Test
    void everyEventWithAChallengeIdIsAChallengeEvent() {
        List<String> withId = Arrays.stream(LadderEvent.class.getPermittedSubclasses())
                .filter(type -> type.isRecord() && Arrays.stream(type.getRecordComponents())
                        .anyMatch(c -> c.getName().equals("challengeId")))
                .map(Class::getSimpleName).sorted().toList();
        List<String> challengeEvents = Arrays.stream(LadderEvent.ChallengeEvent.class.getPermittedSubclasses())
                .map(Class::getSimpleName).sorted().toList();
        assertThat(challengeEvents).isEqualTo(withId).containsExactly("ChallengeCancelled", "ChallengeDeclined",
                "ChallengeGameCreated", "ChallengeGameRefused", "ChallengeIssued", "ChallengeResultCorrected",
                "ChallengeResultRecorded");
    }

    @Test
    void theAccessorIsTheRecordsChallengeId() {
        LadderEvent.ChallengeEvent declined = new LadderEvent.ChallengeDeclined("l1", "c7", "bob", Instant.EPOCH);
        assertThat(declined.challengeId()).isEqualTo("c7");
        assertThat(declined.ladderId()).isEqualTo("l1");
    }
}
