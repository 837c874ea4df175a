package org.openkifu.tournament.domain.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openkifu.tournament.domain.pairing.BergerTable.Pairing;

class BergerTableTest {

    /** The published tables, board by board, first-named first. */
    private static List<List<String>> table(int n) {
        return BergerTable.rounds(n).stream()
                .map(r -> r.stream().map(p -> p.first() + "-" + p.second()).toList()).toList();
    }

    @Test
    void fourPlayers() {
        assertThat(table(4)).containsExactly(
                List.of("1-4", "2-3"),
                List.of("4-3", "1-2"),
                List.of("2-4", "3-1"));
    }

    @Test
    void sixPlayers() {
        assertThat(table(6)).containsExactly(
                List.of("1-6", "2-5", "3-4"),
                List.of("6-4", "5-3", "1-2"),
                List.of("2-6", "3-1", "4-5"),
                List.of("6-5", "1-4", "2-3"),
                List.of("3-6", "4-2", "5-1"));
    }

    @Test
    void eightPlayers() {
        assertThat(table(8)).containsExactly(
                List.of("1-8", "2-7", "3-6", "4-5"),
                List.of("8-5", "6-4", "7-3", "1-2"),
                List.of("2-8", "3-1", "4-7", "5-6"),
                List.of("8-6", "7-5", "1-4", "2-3"),
                List.of("3-8", "4-2", "5-1", "6-7"),
                List.of("8-7", "1-6", "2-5", "3-4"),
                List.of("4-8", "5-3", "6-2", "7-1"));
    }

    @Test
    void anOddFieldMeetsTheDummyOnceEach() {
        List<List<Pairing>> rounds = BergerTable.rounds(5);
        assertThat(rounds).hasSize(5);
        Set<Integer> byes = new HashSet<>();
        rounds.forEach(r -> r.stream().filter(p -> p.involves(6))
                .forEach(p -> byes.add(p.first() == 6 ? p.second() : p.first())));
        assertThat(byes).containsExactlyInAnyOrder(1, 2, 3, 4, 5);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 7, 10, 13, 16, 20})
    void everybodyMeetsEverybodyExactlyOnceWithBalancedColours(int players) {
        int n = players % 2 == 0 ? players : players + 1;
        Set<Set<Integer>> met = new HashSet<>();
        int[] blacks = new int[n + 1];
        for (List<Pairing> round : BergerTable.rounds(players)) {
            assertThat(round).hasSize(n / 2);
            Set<Integer> seen = new HashSet<>();
            for (Pairing p : round) {
                assertThat(seen.add(p.first()) && seen.add(p.second())).isTrue();
                assertThat(met.add(Set.of(p.first(), p.second()))).as("pair %s met twice", p).isTrue();
                blacks[p.first()]++;
            }
        }
        assertThat(met).hasSize(n * (n - 1) / 2);
        IntStream.rangeClosed(1, n).forEach(i -> assertThat(Math.abs(2 * blacks[i] - (n - 1))).isLessThanOrEqualTo(1));
    }
}
