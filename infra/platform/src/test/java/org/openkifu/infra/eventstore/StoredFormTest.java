package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.axonframework.serialization.Revision;
import org.axonframework.serialization.RevisionResolver;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;

/**
 * Several contexts storing their events in one store: each context's revision resolver answers for its own classes,
 * the rest keep {@code @Revision}; the event serializer bean (and only it) is wrapped in the contexts' decorators.
 */
class StoredFormTest {

    record Mine(String id) {
    }

    record Theirs(String id) {
    }

    @Revision("7")
    record Annotated(String id) {
    }

    private static RevisionResolver only(Class<?> type, String revision) {
        return t -> t == type ? revision : null;
    }

    @Test
    void theFirstContextThatClaimsAClassGivesItsRevisionAndUnclaimedClassesKeepTheirAnnotation() {
        CompositeRevisionResolver composite = new CompositeRevisionResolver(
                () -> List.of(only(Mine.class, "2"), only(Theirs.class, "5"), only(Mine.class, "9")));
        assertThat(composite.revisionOf(Mine.class)).isEqualTo("2");
        assertThat(composite.revisionOf(Theirs.class)).isEqualTo("5");
        assertThat(composite.revisionOf(Annotated.class)).isEqualTo("7");
        assertThat(composite.revisionOf(String.class)).isNull();
    }

    @Test
    void theCompositeIgnoresItselfAmongTheResolversItIsGiven() {
        CompositeRevisionResolver[] self = new CompositeRevisionResolver[1];
        self[0] = new CompositeRevisionResolver(() -> List.of(self[0], only(Mine.class, "3")));
        assertThat(self[0].revisionOf(Mine.class)).isEqualTo("3");
    }

    /** Stores {@link Mine} under the name "MineV" and passes everything else through. */
    static final class Renaming extends ForwardingSerializer {

        Renaming(Serializer delegate) {
            super(delegate);
        }

        @Override
        public <T> SerializedObject<T> serialize(Object object, Class<T> expectedRepresentation) {
            SerializedObject<T> s = super.serialize(object, expectedRepresentation);
            return object instanceof Mine ? new SimpleSerializedObject<>(s.getData(), s.getContentType(), typeForClass(Mine.class)) : s;
        }

        @Override
        public <S, T> T deserialize(SerializedObject<S> serialized) {
            if (!"MineV".equals(serialized.getType().getName())) {
                return super.deserialize(serialized);
            }
            return super.deserialize(new SimpleSerializedObject<>(serialized.getData(), serialized.getContentType(),
                    new SimpleSerializedType(Mine.class.getName(), serialized.getType().getRevision())));
        }

        @Override
        public Class classForType(SerializedType type) {
            return "MineV".equals(type.getName()) ? Mine.class : super.classForType(type);
        }

        @Override
        public SerializedType typeForClass(Class type) {
            return type == Mine.class ? new SimpleSerializedType("MineV", null) : super.typeForClass(type);
        }
    }

    @Test
    void onlyTheEventSerializerBeanIsDecoratedAndOthersPayloadsKeepTheirStoredForm() {
        Serializer plain = JacksonSerializer.defaultSerializer();
        List<EventSerializerDecorator> decorators = List.of(Renaming::new);
        assertThat(StoredFormConfiguration.decorate(plain, "serializer", decorators)).isSameAs(plain);
        assertThat(StoredFormConfiguration.decorate("not a serializer", "eventSerializer", decorators))
                .isEqualTo("not a serializer");

        Serializer events = (Serializer) StoredFormConfiguration.decorate(plain, "eventSerializer", decorators);
        // Axon's serializer reads with cached readers under the contexts' decorators (ReaderCachingSerializerTest)
        assertThat(((Renaming) events).delegate()).isInstanceOf(ReaderCachingSerializer.class);
        SerializedObject<String> mine = events.serialize(new Mine("a"), String.class);
        assertThat(mine.getType().getName()).isEqualTo("MineV");
        assertThat((Object) events.deserialize(mine)).isEqualTo(new Mine("a"));
        SerializedObject<String> theirs = events.serialize(new Theirs("b"), String.class);
        assertThat(theirs.getType().getName()).isEqualTo(Theirs.class.getName());
        assertThat(theirs.getData()).isEqualTo(plain.serialize(new Theirs("b"), String.class).getData());
        assertThat((Object) events.deserialize(theirs)).isEqualTo(new Theirs("b"));
    }
}
