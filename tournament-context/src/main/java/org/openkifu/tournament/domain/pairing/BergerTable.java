package org.openkifu.tournament.domain.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * Round-robin schedules as the standard (FIDE) Berger tables: players numbered 1..n (n even; an odd field adds a
 * dummy n whose opponent has a bye), n − 1 rounds, everybody meets everybody once.
 *
 * <p>In round r (1-based, m = n − 1) two players i, j &lt; n meet when i + j ≡ r + 1 (mod m); player n meets the x
 * with 2x ≡ r + 1 (mod m), listed second in odd rounds and first in even ones. The boards are listed as the tables
 * print them: player n's board first, then from x + 1 on, cyclically. The first-named takes Black (in chess the
 * first-named moves first; in go that is Black).
 */
public final class BergerTable {

    /** A board of the table: {@code first} takes Black. */
    public record Pairing(int first, int second) {
        public boolean involves(int player) {
            return first == player || second == player;
        }
    }

    private BergerTable() {
    }

    /** @param players the field; an odd field gets the dummy {@code players + 1} */
    public static List<List<Pairing>> rounds(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("a round robin needs two players at least");
        }
        int n = players % 2 == 0 ? players : players + 1;
        List<List<Pairing>> rounds = new ArrayList<>();
        for (int r = 1; r < n; r++) {
            rounds.add(round(n, r));
        }
        return rounds;
    }

    /** Round {@code r} (1..n−1) of the table for an even {@code n}. */
    public static List<Pairing> round(int n, int r) {
        int m = n - 1;
        int target = mod(r + 1, m);
        int x = mod(target * ((m + 1) / 2), m); // 2x ≡ r + 1 (mod m); (m + 1) / 2 is the inverse of 2
        List<Pairing> boards = new ArrayList<>();
        boards.add(r % 2 == 1 ? new Pairing(x, n) : new Pairing(n, x));
        for (int k = 1; k < n / 2; k++) {
            int a = mod(x + k, m);
            int b = mod(target - a, m);
            boards.add(new Pairing(a, b));
        }
        return boards;
    }

    /** Residue in 1..m (m instead of 0), the numbering the tables use. */
    private static int mod(int value, int m) {
        int v = ((value % m) + m) % m;
        return v == 0 ? m : v;
    }
}
