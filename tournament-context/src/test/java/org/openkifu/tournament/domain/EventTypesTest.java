package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;

class EventTypesTest {

    private static List<Class<?>> everyEventType() {
        List<Class<?>> types = new ArrayList<>(List.of(TournamentEvent.class.getPermittedSubclasses()));
        types.addAll(List.of(TwoGameMatchEvent.class.getPermittedSubclasses()));
        return types;
    }

    @Test
    void everyEventHasAStableNameThatIsItsSimpleNameTodayAndAVersion() {
        List<Class<?>> types = everyEventType();
        assertThat(types).hasSize(31); // 22 + 9 draft-round events
        for (Class<?> type : types) {
            String name = EventTypes.nameOf(type);
            assertThat(name).isEqualTo(type.getSimpleName()).matches("[A-Z][A-Za-z]+");
            assertThat(EventTypes.typeOf(name)).contains(type);
            assertThat(TournamentEvent.schemaVersionOf(type)).isEqualTo(1);
        }
        assertThat(EventTypes.all()).hasSize(types.size());
    }

    @Test
    void theNamesDoNotDependOnJavaClassNames() {
        Map<String, Class<?>> all = EventTypes.all();
        assertThat(all.keySet()).noneMatch(n -> n.contains(".") || n.contains("$"));
        assertThat(all).containsEntry("RoundPaired", TournamentEvent.RoundPaired.class)
                .containsEntry("TwoGameMatchDecided", TwoGameMatchEvent.TwoGameMatchDecided.class);
        assertThat(EventTypes.typeOf("SomethingFromTheFuture")).isEmpty();
    }
}
