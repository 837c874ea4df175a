package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

class AppendOnlyListTest {

    @Test
    void eachAppendLeavesTheListItExtendsAsItWas() {
        AppendOnlyList<Integer> list = AppendOnlyList.of();
        List<AppendOnlyList<Integer>> states = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            states.add(list);
            list = list.plus(i);
        }
        for (int n = 0; n < states.size(); n++) {
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                expected.add(i);
            }
            assertThat(states.get(n)).containsExactlyElementsOf(expected);
        }
        assertThat(list).hasSize(100).endsWith(99);
    }

    @Test
    void anOlderListExtendedAgainGetsItsOwnCopy() {
        AppendOnlyList<String> base = AppendOnlyList.copyOf(List.of("a", "b"));
        AppendOnlyList<String> first = base.plus("c");
        AppendOnlyList<String> second = base.plus("x");
        AppendOnlyList<String> firstLonger = first.plus("d");

        assertThat(base).containsExactly("a", "b");
        assertThat(first).containsExactly("a", "b", "c");
        assertThat(second).containsExactly("a", "b", "x");
        assertThat(firstLonger).containsExactly("a", "b", "c", "d");
        assertThat(second.plus("y")).containsExactly("a", "b", "x", "y");
        assertThat(first).containsExactly("a", "b", "c");
    }

    @Test
    void equalsAndHashesLikeAnyListWithTheSameElements() {
        AppendOnlyList<String> list = AppendOnlyList.<String>of().plus("a").plus("b");
        assertThat(list).isEqualTo(List.of("a", "b")).hasSameHashCodeAs(List.of("a", "b"));
        assertThat(List.of("a", "b")).isEqualTo(list);
        assertThat(AppendOnlyList.copyOf(list)).isSameAs(list);
    }

    @Test
    void refusesNullsAndChanges() {
        AppendOnlyList<String> list = AppendOnlyList.copyOf(List.of("a"));
        assertThatThrownBy(() -> list.plus(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> AppendOnlyList.copyOf(java.util.Arrays.asList("a", null)))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> list.add("b")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> list.set(0, "b")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> list.remove(0)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> list.get(1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(list).containsExactly("a");
    }

    @Test
    void threadsExtendingTheSameListEachGetTheirOwnElementAtTheEnd() throws Exception {
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int round = 0; round < 200; round++) {
                // a fresh list each round: only its first extension can claim the shared slot
                AppendOnlyList<Integer> base = AppendOnlyList.<Integer>of().plus(-1);
                CountDownLatch start = new CountDownLatch(1);
                List<Future<AppendOnlyList<Integer>>> results = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int element = t;
                    results.add(pool.submit(() -> {
                        start.await();
                        return base.plus(element);
                    }));
                }
                start.countDown();
                for (int t = 0; t < threads; t++) {
                    assertThat(results.get(t).get()).containsExactly(-1, t);
                }
                assertThat(base).containsExactly(-1);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
