package org.openkifu.infra.mongo;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.Missing;
import de.bwaldvogel.mongo.backend.Utils;
import de.bwaldvogel.mongo.backend.ValueComparator;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.MaxKey;
import de.bwaldvogel.mongo.bson.MinKey;
import org.h2.mvstore.MVMap;

/**
 * A non-unique single-field index, which stock mongo-java-server accepts but ignores (every query on such a field
 * scanned the whole collection: the game list and the deadline scheduler's read grew with the collection).
 *
 * <p>Kept in an MVStore map whose keys are {@code [value, position]} in MongoDB's value order ({@link IndexKeyType}),
 * so one value's documents, or a range of values, are one ordered walk of the map. An array field is indexed by
 * element (multikey), like MongoDB. A document without the field is not indexed: the index answers only equality,
 * {@code $in} and ranges ({@code $gt}, {@code $gte}, {@code $lt}, {@code $lte}) on non-null values, and for
 * anything else {@link #canHandle} says no and the query scans as before.
 *
 * <p>The positions it returns are a superset filter: the collection checks every document against the whole query
 * (other fields, type brackets) before returning it, so the answer is the same as a scan's.
 */
final class SecondaryIndex extends Index<Object> {

    private static final ValueComparator ORDER = ValueComparator.asc();
    private static final Set<String> OPERATORS = Set.of("$eq", "$in", "$gt", "$gte", "$lt", "$lte");

    private final String field;
    private final MVMap<KeyValue, Object> map;

    SecondaryIndex(MVMap<KeyValue, Object> map, String name, List<IndexKey> keys, boolean sparse) {
        super(name, keys, sparse);
        if (keys.size() != 1) {
            throw new IllegalArgumentException("a secondary index has one field, not " + keys);
        }
        this.field = keys.get(0).getKey();
        this.map = map;
    }

    /** Values of the field in the document: the elements of an array, nothing for a missing or null field. */
    private List<Object> values(Document document) {
        Object value = Utils.getSubdocumentValue(document, field);
        List<Object> values = new ArrayList<>();
        if (value instanceof Collection<?> elements) {
            for (Object element : elements) {
                if (!Missing.isNullOrMissing(element)) {
                    values.add(element);
                }
            }
        } else if (!Missing.isNullOrMissing(value)) {
            values.add(value);
        }
        return values;
    }

    private static Object positionOf(Document document) {
        return Utils.getSubdocumentValue(document, "_id");
    }

    @Override
    public Object getPosition(Document document) {
        return null; // not a unique index: it cannot name one document
    }

    /** Lets the collection go on when this index names no position for a removed document (see getPosition). */
    @Override
    protected boolean isSparse() {
        return true;
    }

    @Override
    public void checkAdd(Document document, MongoCollection<Object> collection) {
        // no constraint to check
    }

    @Override
    public void add(Document document, Object position, MongoCollection<Object> collection) {
        for (Object value : values(document)) {
            map.put(new KeyValue(value, position), Boolean.TRUE);
        }
    }

    @Override
    public Object remove(Document document) {
        Object position = positionOf(document);
        for (Object value : values(document)) {
            map.remove(new KeyValue(value, position));
        }
        return null;
    }

    @Override
    public void checkUpdate(Document oldDocument, Document newDocument, MongoCollection<Object> collection) {
        // no constraint to check
    }

    @Override
    public void updateInPlace(Document oldDocument, Document newDocument, Object position,
            MongoCollection<Object> collection) {
        List<Object> before = values(oldDocument);
        List<Object> after = values(newDocument);
        if (before.equals(after)) {
            return;
        }
        for (Object value : before) {
            map.remove(new KeyValue(value, position));
        }
        for (Object value : after) {
            map.put(new KeyValue(value, position), Boolean.TRUE);
        }
    }

    @Override
    public boolean canHandle(Document query) {
        Object condition = query.get(field);
        if (condition instanceof Document operators) {
            if (operators.isEmpty() || !OPERATORS.containsAll(operators.keySet())) {
                return false;
            }
            for (Map.Entry<String, Object> e : operators.entrySet()) {
                if (e.getKey().equals("$in")) {
                    if (!(e.getValue() instanceof Collection<?> values) || !values.stream().allMatch(SecondaryIndex::scalar)) {
                        return false;
                    }
                } else if (!scalar(e.getValue())) {
                    return false;
                }
            }
            return true;
        }
        return scalar(condition);
    }

    /** A value the index can look up: not null, not an array, not a sub-document, not a regular expression. */
    private static boolean scalar(Object value) {
        return !Missing.isNullOrMissing(value) && !(value instanceof Collection) && !(value instanceof Map)
                && !(value instanceof java.util.regex.Pattern)
                && !(value instanceof de.bwaldvogel.mongo.bson.BsonRegularExpression);
    }

    @Override
    public Iterable<Object> getPositions(Document query) {
        return positions(query);
    }

    /** The positions of documents whose field may match the query's condition on it, in index order, each once. */
    List<Object> positions(Document query) {
        Object condition = query.get(field);
        Set<Object> positions = new LinkedHashSet<>();
        if (!(condition instanceof Document operators)) {
            collectEqual(condition, positions);
            return new ArrayList<>(positions);
        }
        if (operators.containsKey("$eq")) {
            collectEqual(operators.get("$eq"), positions);
            return new ArrayList<>(positions);
        }
        if (operators.containsKey("$in")) {
            for (Object value : (Collection<?>) operators.get("$in")) {
                collectEqual(value, positions);
            }
            return new ArrayList<>(positions);
        }
        Object lower = operators.containsKey("$gte") ? operators.get("$gte") : operators.get("$gt");
        Object upper = operators.containsKey("$lte") ? operators.get("$lte") : operators.get("$lt");
        KeyValue from = lower == null ? null
                : new KeyValue(lower, operators.containsKey("$gte") ? MinKey.getInstance() : MaxKey.getInstance());
        Iterator<KeyValue> keys = map.keyIterator(from);
        while (keys.hasNext()) {
            KeyValue key = keys.next();
            if (upper != null) {
                int against = ORDER.compare(key.get(0), upper);
                if (against > 0 || against == 0 && !operators.containsKey("$lte")) {
                    break;
                }
            }
            positions.add(key.get(1));
        }
        return new ArrayList<>(positions);
    }

    private void collectEqual(Object value, Set<Object> positions) {
        Iterator<KeyValue> keys = map.keyIterator(new KeyValue(value, MinKey.getInstance()));
        while (keys.hasNext()) {
            KeyValue key = keys.next();
            if (ORDER.compare(key.get(0), value) != 0) {
                return;
            }
            positions.add(key.get(1));
        }
    }

    @Override
    public long getCount() {
        return map.sizeAsLong();
    }

    @Override
    public long getDataSize() {
        return getCount();
    }

    @Override
    public void drop() {
        map.clear();
    }
}
