package org.openkifu.tournament.domain.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * Standard knock-out seeding: in a bracket of size 2^k, seed 1 meets seed 2^k, seed 2 meets 2^k − 1, and the top two
 * seeds can only meet in the final, the top four only in the semi-finals, and so on. Seeds above the field are
 * missing, so their opponents (the top seeds) get byes.
 */
public final class EliminationSeeding {

    private EliminationSeeding() {
    }

    /** The smallest power of two holding {@code players}. */
    public static int bracketSize(int players) {
        int size = 1;
        while (size < players) {
            size *= 2;
        }
        return Math.max(size, 2);
    }

    /**
     * Seeds in bracket order, top line first; consecutive pairs meet in round 1. Size 8: 1 8 4 5 2 7 3 6. Each doubling
     * puts every seed s next to its mirror (2·size + 1 − s).
     */
    public static List<Integer> positions(int size) {
        if (size < 2 || Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("a bracket has a power-of-two size, not " + size);
        }
        List<Integer> order = List.of(1, 2);
        while (order.size() < size) {
            int mirror = order.size() * 2 + 1;
            List<Integer> next = new ArrayList<>();
            for (int s : order) {
                next.add(s);
                next.add(mirror - s);
            }
            order = next;
        }
        return order;
    }
}
