package org.openkifu.ladder.application;

import org.axonframework.serialization.Converter;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.SimpleSerializedType;
import org.openkifu.ladder.domain.EventTypes;

/**
 * Stores and reads the ladder context's events under their stable names ("ChallengeIssued", revision "1") instead of
 * Java class names; everything else passes through to the wrapped serializer unchanged. Upcasters therefore match on
 * the stable name and the schema version. Infra wraps its event serializer in this.
 */
public class LadderEventSerializer implements Serializer {

    private final Serializer delegate;

    public LadderEventSerializer(Serializer delegate) {
        this.delegate = delegate;
    }

    @Override
    public <T> SerializedObject<T> serialize(Object object, Class<T> expectedRepresentation) {
        SerializedObject<T> serialized = delegate.serialize(object, expectedRepresentation);
        if (object == null || !EventTypes.all().containsValue(object.getClass())) {
            return serialized;
        }
        return new SimpleSerializedObject<>(serialized.getData(), serialized.getContentType(), typeForClass(object.getClass()));
    }

    @Override
    public <T> boolean canSerializeTo(Class<T> expectedRepresentation) {
        return delegate.canSerializeTo(expectedRepresentation);
    }

    @Override
    public <S, T> T deserialize(SerializedObject<S> serialized) {
        SerializedType type = serialized.getType();
        if (!EventTypes.all().containsKey(type.getName())) {
            return delegate.deserialize(serialized);
        }
        SerializedType byClass = new SimpleSerializedType(EventTypes.classOf(type.getName()).getName(), type.getRevision());
        return delegate.deserialize(new SimpleSerializedObject<>(serialized.getData(), serialized.getContentType(), byClass));
    }

    @Override
    public Class classForType(SerializedType type) {
        return EventTypes.all().containsKey(type.getName()) ? EventTypes.classOf(type.getName()) : delegate.classForType(type);
    }

    @Override
    public SerializedType typeForClass(Class type) {
        if (type != null && EventTypes.all().containsValue(type)) {
            return new SimpleSerializedType(EventTypes.nameOf(type), Integer.toString(EventTypes.schemaVersionOf(type)));
        }
        return delegate.typeForClass(type);
    }

    @Override
    public Converter getConverter() {
        return delegate.getConverter();
    }
}
