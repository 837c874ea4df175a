package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;

class EventTypesTest {

    private static List<Class<?>> everyEventType() {
        List<Class<?>> types = new ArrayList<>();
        collect(TournamentEvent.class, types);
        collect(TwoGameMatchEvent.class, types);
        return types;
    }

    /** Records only: a sealed sub-interface (the director's desk's events) is walked, not listed. */
    private static void collect(Class<?> sealed, List<Class<?>> into) {
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            if (c.isInterface()) {
                collect(c, into);
            } else {
                into.add(c);
            }
        }
    }

    @Test
    void everyEventHasAStableNameThatIsItsSimpleNameTodayAndAVersion() {
        List<Class<?>> types = everyEventType();
        assertThat(types).hasSize(35); // 22 + 9 draft-round events + 4 of the director's desk
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
