package org.openkifu.infra.eventstore;

import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.SerializationException;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.UnknownSerializedType;
import org.axonframework.serialization.json.JacksonSerializer;

/**
 * Axon's {@link JacksonSerializer} reading stored payloads with one {@link ObjectReader} per class, made once, and
 * the class of a stored type name looked up once. Axon's own serializer, for every event a processor handles,
 * resolves the class by name ({@code TypeFactory.findClass}), builds a new reader ({@code ObjectMapper.readerFor}) and
 * copies the stored JSON text to UTF-8 bytes before parsing them; a library rebuild spent about 5 % of its processor
 * thread on those three (docs/library.md, "Rebuild speed"), and every other processor pays the same per event.
 *
 * <p>What is read is what Axon's serializer reads: the same {@code ObjectMapper} (its modules and settings, e.g. the
 * metadata deserializer), the same class for a name (a name Axon does not know is not cached and goes to Axon, which
 * gives an {@link UnknownSerializedType}), and the JSON text parsed as it is stored (a {@code String}) rather than as
 * its UTF-8 bytes, which is the same JSON. Anything else (empty types, {@code JsonNode} content from an upcaster,
 * other representations) goes to Axon's serializer unchanged. Tested against Axon's path for every stored event
 * type ({@code ReaderCachingSerializerTest}, and the game context's {@code EventReadPathTest}).
 *
 * <p>Metadata that is a flat object of strings (all of ours) is read by {@link FlatMetaData} without Jackson; any
 * other metadata as Axon reads it.
 *
 * <p>Readers are made from the mapper's configuration at first use: the mapper must be configured before events are
 * read, as Spring configures it before the serializer bean exists.
 */
public final class ReaderCachingSerializer extends ForwardingSerializer {

    private final JacksonSerializer jackson;
    private final Map<String, Class<?>> classes = new ConcurrentHashMap<>();
    private final Map<Class<?>, ObjectReader> readers = new ConcurrentHashMap<>();

    private ReaderCachingSerializer(JacksonSerializer jackson) {
        super(jackson);
        this.jackson = jackson;
    }

    /**
     * Axon's plain {@link JacksonSerializer} wrapped; any other serializer (a subclass may resolve names its own way)
     * as it is.
     */
    public static Serializer wrap(Serializer serializer) {
        return serializer != null && serializer.getClass() == JacksonSerializer.class
                ? new ReaderCachingSerializer((JacksonSerializer) serializer) : serializer;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <S, T> T deserialize(SerializedObject<S> serialized) {
        Object data = serialized.getData();
        SerializedType type = serialized.getType();
        if (!(data instanceof String) && !(data instanceof byte[]) || SerializedType.emptyType().equals(type)) {
            return jackson.deserialize(serialized);
        }
        Class<?> known = knownClass(type);
        if (known == null) {
            return jackson.deserialize(serialized);
        }
        if (known == MetaData.class && data instanceof String json) {
            MetaData flat = FlatMetaData.read(json);
            if (flat != null) {
                return (T) flat;
            }
        }
        ObjectReader reader = readers.computeIfAbsent(known, c -> jackson.getObjectMapper().readerFor(c));
        try {
            return (T) (data instanceof String json ? reader.readValue(json) : reader.readValue((byte[]) data));
        } catch (IOException e) {
            throw new SerializationException("Error while deserializing object", e);
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Class classForType(SerializedType type) {
        Class<?> known = knownClass(type);
        return known != null ? known : jackson.classForType(type);
    }

    /** The class Axon resolves the type's name to (it looks at the name only); null when it does not know it. */
    private Class<?> knownClass(SerializedType type) {
        Class<?> cached = classes.get(type.getName());
        if (cached != null) {
            return cached;
        }
        Class<?> resolved = jackson.classForType(type);
        if (resolved == null || UnknownSerializedType.class.isAssignableFrom(resolved) || resolved == Void.class) {
            return null;
        }
        classes.put(type.getName(), resolved);
        return resolved;
    }
}
