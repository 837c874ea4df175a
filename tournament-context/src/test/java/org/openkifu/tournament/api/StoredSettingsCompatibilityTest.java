package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.ScoringRules;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.WorkedExample;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;

/**
 * Settings stored before the scoring rules and the new criteria existed still read, through the application's own
 * event serializer: no {@code scoring} gives OpenGotha's defaults; new settings round-trip with theirs.
 */
class StoredSettingsCompatibilityTest extends TournamentApiTestSupport {

    @Autowired
    @Qualifier("eventSerializer")
    Serializer eventSerializer;

    @Test
    void aStoredTournamentWithoutScoringReadsWithOpenGothasDefaults() {
        TournamentCreated created = (TournamentCreated) WorkedExample.events().get(0);
        SerializedObject<byte[]> stored = eventSerializer.serialize(created, byte[].class);
        String json = new String(stored.getData(), StandardCharsets.UTF_8);
        assertThat(json).contains("\"scoring\":{");
        String old = json.replaceAll(",\"scoring\":\\{[^}]*}", "");
        assertThat(old).doesNotContain("scoring").contains("\"tieBreakers\":[\"MMS\",\"SOS\",\"SOSOS\"]");
        TournamentCreated read = eventSerializer.deserialize(new SimpleSerializedObject<>(
                old.getBytes(StandardCharsets.UTF_8), byte[].class, stored.getType()));
        assertThat(read.settings().scoring()).isEqualTo(ScoringRules.OPENGOTHA);
        assertThat(read).isEqualTo(created);

        TournamentCreated changed = new TournamentCreated(created.tournamentId(), created.organizerId(),
                created.name(), created.location(), created.settings().withTieBreakers(List.of(TieBreaker.MMS,
                        TieBreaker.SOS_2, TieBreaker.CUSSW)).withScoring(ScoringRules.OPENGOTHA.withRoundDown(false)
                        .withUnplayedAsHalfInSos(true)), created.at());
        Object back = eventSerializer.deserialize(eventSerializer.serialize(changed, byte[].class));
        assertThat(back).isEqualTo(changed);
    }
}
