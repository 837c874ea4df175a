package org.openkifu.game.domain;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An immutable list whose {@link #plus} shares its elements with the list it extends instead of copying them. A game's
 * state keeps its moves in one; with a copied list every move copied all the moves before it, so replaying a game
 * from its events cost the square of its length in copies and garbage in every context that replays it (the
 * aggregate, the relay, the deadlines; a 300-move import made ~90,000 element copies in each). Like a Go slice: the
 * lists of one game share a backing array with spare room; a list owns the first {@code size} slots, and the first
 * list to append at the end of the used slots claims the next one, any other (an older state extended again, as after
 * a take-back) copies. Elements are never written twice, so every list sees exactly its own.
 */
final class AppendOnlyList<E> extends AbstractList<E> implements RandomAccess {

    private static final AppendOnlyList<?> EMPTY = new AppendOnlyList<>(new Slots(new Object[0], 0), 0);

    /** A backing array and how many of its slots some list has claimed. */
    private static final class Slots {
        final Object[] items;
        final AtomicInteger claimed;

        Slots(Object[] items, int claimed) {
            this.items = items;
            this.claimed = new AtomicInteger(claimed);
        }
    }

    private final Slots slots;
    private final int size;

    private AppendOnlyList(Slots slots, int size) {
        this.slots = slots;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    static <E> AppendOnlyList<E> of() {
        return (AppendOnlyList<E>) EMPTY;
    }

    /** This list if it is one already, else an immutable copy; like {@link List#copyOf}, no null elements. */
    static <E> AppendOnlyList<E> copyOf(List<? extends E> list) {
        if (list instanceof AppendOnlyList<? extends E> shared) {
            @SuppressWarnings("unchecked")
            AppendOnlyList<E> same = (AppendOnlyList<E>) shared;
            return same;
        }
        Object[] items = list.toArray();
        for (Object item : items) {
            Objects.requireNonNull(item, "a null element");
        }
        return items.length == 0 ? of() : new AppendOnlyList<>(new Slots(items, items.length), items.length);
    }

    /** This list with {@code element} at the end; this list is unchanged. */
    AppendOnlyList<E> plus(E element) {
        Objects.requireNonNull(element, "a null element");
        Object[] items = slots.items;
        if (size < items.length && slots.claimed.compareAndSet(size, size + 1)) {
            items[size] = element;
            return new AppendOnlyList<>(slots, size + 1);
        }
        Object[] grown = new Object[Math.max(8, size * 2)];
        System.arraycopy(items, 0, grown, 0, size);
        grown[size] = element;
        return new AppendOnlyList<>(new Slots(grown, size + 1), size + 1);
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        Objects.checkIndex(index, size);
        return (E) slots.items[index];
    }

    @Override
    public int size() {
        return size;
    }
}
