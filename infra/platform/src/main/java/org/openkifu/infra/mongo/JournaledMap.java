package org.openkifu.infra.mongo;

import java.util.Map;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.type.DataType;
import org.h2.mvstore.type.ObjectDataType;

/**
 * An MVMap that writes every change it takes to the {@link WriteAheadLog}: the key and the value it holds afterwards
 * (none: removed), in the order the changes were applied. Every change of an MVMap goes through {@link #operate}
 * ({@code put}, {@code remove}, {@code putIfAbsent}, {@code replace} call it) or {@link #clear}; the two ways of
 * changing a map without them ({@code append}, {@code trimLast}) are refused, as nothing here uses them.
 *
 * <p>The map's {@link Kind} names its key and value types, so that recovery opens it as the server does.
 */
final class JournaledMap<K, V> extends MVMap<K, V> {

    /** The key and value types a map is opened with; the byte is what the log stores. */
    enum Kind {
        /** H2's default types: the collections' {@code meta.*} maps. */
        PLAIN(0),
        /** Documents by id: {@link BsonValueType} both. */
        DOCUMENTS(1),
        /** Index entries: {@link IndexKeyType} keys, {@link BsonValueType} values. */
        INDEX(2);

        final byte code;

        Kind(int code) {
            this.code = (byte) code;
        }

        static Kind of(byte code) {
            for (Kind kind : values()) {
                if (kind.code == code) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("unknown map kind " + code + " in the write-ahead log");
        }

        /** A plain builder with this kind's types, for recovery (which must not journal what it replays). */
        @SuppressWarnings({"unchecked", "rawtypes"})
        MVMap.Builder<Object, Object> plainBuilder() {
            MVMap.Builder builder = new MVMap.Builder<>();
            return builder.keyType(keyType()).valueType(valueType());
        }

        DataType<?> keyType() {
            return switch (this) {
                case PLAIN -> new ObjectDataType();
                case DOCUMENTS -> new BsonValueType();
                case INDEX -> new IndexKeyType();
            };
        }

        DataType<?> valueType() {
            return this == PLAIN ? new ObjectDataType() : new BsonValueType();
        }
    }

    private final WriteAheadLog log;
    private final Kind kind;
    /** The log's reference to this map in the log generation {@link #generation}; set by the log, under its lock. */
    int reference;
    long generation = -1;

    private JournaledMap(Map<String, Object> config, DataType<K> keyType, DataType<V> valueType, WriteAheadLog log,
            Kind kind) {
        super(config, keyType, valueType);
        this.log = log;
        this.kind = kind;
    }

    /** Opens maps of {@code kind} whose changes go to {@code log}. */
    static <K, V> MVMap.MapBuilder<MVMap<K, V>, K, V> builder(WriteAheadLog log, Kind kind) {
        return new Builder<>(log, kind);
    }

    Kind kind() {
        return kind;
    }

    /**
     * The decision of MVStore's compaction, which puts a value back unchanged to move its page: nothing to log, and
     * it runs beside commands, so logging what the map holds afterwards could put an older value after a newer one.
     */
    private static final Class<?> REWRITE = rewriteDecision();

    private static Class<?> rewriteDecision() {
        try {
            return Class.forName(MVMap.class.getName() + "$RewriteDecisionMaker");
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("H2's MVMap has no RewriteDecisionMaker: check JournaledMap against it", e);
        }
    }

    @Override
    public V operate(K key, V value, DecisionMaker<? super V> decisionMaker) {
        V previous = super.operate(key, value, decisionMaker);
        if (decisionMaker.getClass() == REWRITE) {
            return previous;
        }
        if (decisionMaker == DecisionMaker.PUT) {
            log.put(this, key, value);
        } else if (decisionMaker == DecisionMaker.REMOVE) {
            log.remove(this, key);
        } else {
            // putIfAbsent, replace, a conditional remove, the store's own page rewrites: what the map holds now
            V now = get(key);
            if (now == null) {
                log.remove(this, key);
            } else {
                log.put(this, key, now);
            }
        }
        return previous;
    }

    @Override
    public void clear() {
        super.clear();
        log.clear(this);
    }

    @Override
    public void append(K key, V value) {
        throw new UnsupportedOperationException("append is not journaled");
    }

    @Override
    public void trimLast() {
        throw new UnsupportedOperationException("trimLast is not journaled");
    }

    private static final class Builder<K, V> extends MVMap.BasicBuilder<MVMap<K, V>, K, V> {
        private final WriteAheadLog log;
        private final Kind kind;

        @SuppressWarnings("unchecked")
        Builder(WriteAheadLog log, Kind kind) {
            this.log = log;
            this.kind = kind;
            setKeyType((DataType<? super K>) kind.keyType());
            setValueType((DataType<? super V>) kind.valueType());
        }

        @Override
        @SuppressWarnings("unchecked")
        protected MVMap<K, V> create(Map<String, Object> config) {
            config.put("singleWriter", false);
            return new JournaledMap<>(config, (DataType<K>) config.get("key"), (DataType<V>) config.get("val"), log,
                    kind);
        }
    }
}
