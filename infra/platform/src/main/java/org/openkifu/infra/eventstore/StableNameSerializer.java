package org.openkifu.infra.eventstore;

import java.util.HashMap;
import java.util.Map;
import java.util.function.ToIntFunction;

import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.SimpleSerializedType;

/**
 * Stores and reads one context's events under their stable names ("ChallengeIssued", revision "1") instead of Java
 * class names, so a class can be renamed or moved without touching stored data and upcasters match on the name and
 * the schema version. Every other payload passes through to the wrapped serializer unchanged, which is what lets
 * several contexts wrap the one event serializer in turn ({@link EventSerializerDecorator}).
 */
public class StableNameSerializer extends ForwardingSerializer {

    private final Map<String, Class<?>> byName;
    private final Map<Class<?>, String> byClass = new HashMap<>();
    private final ToIntFunction<Class<?>> schemaVersion;

    /**
     * @param names the context's catalogue: stable name to event class, one to one
     * @param schemaVersion the schema version of one of those classes, stored as the revision
     */
    public StableNameSerializer(Serializer delegate, Map<String, Class<?>> names, ToIntFunction<Class<?>> schemaVersion) {
        super(delegate);
        this.byName = Map.copyOf(names);
        names.forEach((name, type) -> {
            if (byClass.put(type, name) != null) {
                throw new IllegalArgumentException(type.getName() + " has two stable names");
            }
        });
        this.schemaVersion = schemaVersion;
    }

    @Override
    public <T> SerializedObject<T> serialize(Object object, Class<T> expectedRepresentation) {
        SerializedObject<T> serialized = delegate().serialize(object, expectedRepresentation);
        if (object == null || !byClass.containsKey(object.getClass())) {
            return serialized;
        }
        return new SimpleSerializedObject<>(serialized.getData(), serialized.getContentType(), typeForClass(object.getClass()));
    }

    @Override
    public <S, T> T deserialize(SerializedObject<S> serialized) {
        SerializedType type = serialized.getType();
        Class<?> named = byName.get(type.getName());
        if (named == null) {
            return delegate().deserialize(serialized);
        }
        SerializedType asClass = new SimpleSerializedType(named.getName(), type.getRevision());
        return delegate().deserialize(new SimpleSerializedObject<>(serialized.getData(), serialized.getContentType(), asClass));
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Class classForType(SerializedType type) {
        Class<?> named = byName.get(type.getName());
        return named != null ? named : delegate().classForType(type);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public SerializedType typeForClass(Class type) {
        String name = type == null ? null : byClass.get(type);
        if (name != null) {
            return new SimpleSerializedType(name, Integer.toString(schemaVersion.applyAsInt(type)));
        }
        return delegate().typeForClass(type);
    }
}
