package org.openkifu.game.scoring;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;

/**
 * Who every point of a counted board belongs to, and which stones were removed as dead: the
 * picture ItsYourTurn shows after its automatic count, and what an analyst checks a result against.
 */
public final class Ownership {

    private static final Owner[] OWNERS = Owner.values();

    private final BoardSnapshot board;
    private final byte[] owner;
    private final boolean[] dead;

    Ownership(BoardSnapshot board, byte[] owner, boolean[] dead) {
        this.board = board;
        this.owner = owner;
        this.dead = dead;
    }

    public int size() {
        return board.size();
    }

    /** The position as it was handed in, dead stones still on it. */
    public BoardSnapshot board() {
        return board;
    }

    public Owner owner(Point p) {
        return OWNERS[owner[index(p)]];
    }

    public boolean isDead(Point p) {
        return dead[index(p)];
    }

    /** Dead stones in row-major order (top row first). */
    public Set<Point> deadStones() {
        Set<Point> points = new LinkedHashSet<>();
        for (int i = 0; i < dead.length; i++) {
            if (dead[i]) {
                points.add(Point.ofIndex(i, board.size()));
            }
        }
        return Collections.unmodifiableSet(points);
    }

    /** How many points (stones included) each owner has. */
    public Map<Owner, Integer> counts() {
        Map<Owner, Integer> counts = new EnumMap<>(Owner.class);
        for (Owner o : OWNERS) {
            counts.put(o, 0);
        }
        for (byte o : owner) {
            counts.merge(OWNERS[o], 1, Integer::sum);
        }
        return counts;
    }

    /**
     * Top row first. Stones: X / O alive, x / o dead. Empty points: b Black's, w White's,
     * . neutral (dame), s seki.
     */
    public List<String> rows() {
        int size = board.size();
        List<String> rows = new ArrayList<>(size);
        for (int y = 0; y < size; y++) {
            StringBuilder row = new StringBuilder(size);
            for (int x = 0; x < size; x++) {
                int i = y * size + x;
                byte cell = board.cell(i);
                if (cell == BoardSnapshot.BLACK) {
                    row.append(dead[i] ? 'x' : 'X');
                } else if (cell == BoardSnapshot.WHITE) {
                    row.append(dead[i] ? 'o' : 'O');
                } else {
                    row.append(switch (OWNERS[owner[i]]) {
                        case BLACK -> 'b';
                        case WHITE -> 'w';
                        case NEUTRAL -> '.';
                        case SEKI -> 's';
                    });
                }
            }
            rows.add(row.toString());
        }
        return rows;
    }

    @Override
    public String toString() {
        return String.join("\n", rows());
    }

    private int index(Point p) {
        if (!p.isOn(board.size())) {
            throw new ScoringException(ScoringException.Code.SCORE_POINT_OFF_BOARD,
                    "point " + p.toSgf() + " is off the " + board.size() + "x" + board.size() + " board");
        }
        return p.index(board.size());
    }
}
