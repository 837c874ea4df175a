package org.openkifu.infra.eventstore;

import org.axonframework.serialization.Converter;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.Serializer;

/**
 * A serializer that hands every call to another; a subclass overrides what it changes (stable names, cached readers,
 * a test's watching). Axon has no such base class, and each wrapper wrote the six forwarding methods again.
 */
public abstract class ForwardingSerializer implements Serializer {

    private final Serializer delegate;

    protected ForwardingSerializer(Serializer delegate) {
        this.delegate = delegate;
    }

    /** The serializer calls are handed to. */
    protected final Serializer delegate() {
        return delegate;
    }

    @Override
    public <T> SerializedObject<T> serialize(Object object, Class<T> expectedRepresentation) {
        return delegate.serialize(object, expectedRepresentation);
    }

    @Override
    public <T> boolean canSerializeTo(Class<T> expectedRepresentation) {
        return delegate.canSerializeTo(expectedRepresentation);
    }

    @Override
    public <S, T> T deserialize(SerializedObject<S> serializedObject) {
        return delegate.deserialize(serializedObject);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Class classForType(SerializedType type) {
        return delegate.classForType(type);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public SerializedType typeForClass(Class type) {
        return delegate.typeForClass(type);
    }

    @Override
    public Converter getConverter() {
        return delegate.getConverter();
    }
}
