package org.openkifu.game.rules;

/**
 * Random keys for Zobrist hashing. The generator is seeded with a constant so a position has the same
 * hash in every run and on every node: hashes may be stored, logged and compared across processes.
 */
final class Zobrist {

    /** Keys per padded board index (see {@link Board}), enough for the largest board. */
    static final int CELLS = (Point.MAX_SIZE + 2) * (Point.MAX_SIZE + 2);
    private static final long SEED = 0x4F70656E4B696675L; // "OpenKifu"

    /** Indexed by stone colour (1 black, 2 white) times CELLS plus padded index. */
    static final long[] STONE = new long[3 * CELLS];
    /** Mixed into {@link Position#hash()} when White is to move: what makes a hash "situational". */
    static final long WHITE_TO_MOVE;

    static {
        long state = SEED;
        for (int i = CELLS; i < STONE.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            STONE[i] = mix(state);
        }
        state += 0x9E3779B97F4A7C15L;
        WHITE_TO_MOVE = mix(state);
    }

    private Zobrist() {
    }

    /** SplitMix64's finaliser: cheap, well distributed, and fully specified, so keys never change. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static long key(int stone, int paddedIndex) {
        return STONE[stone * CELLS + paddedIndex];
    }
}
