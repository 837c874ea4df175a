package org.openkifu.ladder.domain;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An immutable list of events that grows by {@link #append} in constant time. States keep their own history so a
 * correction can re-fold it; copying a ladder's whole history on every event would make loading a ladder quadratic.
 * Each log is a prefix of a shared buffer; appending to a log that is not the buffer's longest prefix (an old state
 * evolving again) copies its prefix first, so no state ever sees another's events.
 */
public final class EventLog<E> extends AbstractList<E> implements RandomAccess {

    private final ArrayList<E> buffer;
    private final int size;

    private EventLog(ArrayList<E> buffer, int size) {
        this.buffer = buffer;
        this.size = size;
    }

    public static <E> EventLog<E> empty() {
        return new EventLog<>(new ArrayList<>(), 0);
    }

    public static <E> EventLog<E> of(List<? extends E> events) {
        return new EventLog<>(new ArrayList<>(events), events.size());
    }

    public EventLog<E> append(E event) {
        synchronized (buffer) {
            if (buffer.size() == size) {
                buffer.add(event);
                return new EventLog<>(buffer, size + 1);
            }
        }
        ArrayList<E> copy = new ArrayList<>(buffer.subList(0, size));
        copy.add(event);
        return new EventLog<>(copy, size + 1);
    }

    @Override
    public E get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return buffer.get(index);
    }

    @Override
    public int size() {
        return size;
    }
}
