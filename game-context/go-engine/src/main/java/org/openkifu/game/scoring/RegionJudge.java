package org.openkifu.game.scoring;

import org.openkifu.game.rules.BoardSnapshot;

/**
 * Step 2 and 3 of {@link DeadStoneEstimator}: judges the invaders of every region walled by one
 * colour. Holds the scratch arrays of one estimate, reused across regions and rounds.
 */
final class RegionJudge {
    final Grid grid;
    final byte[] cells;
    final ChainMap chains;
    final boolean[] passAlive;
    final boolean[] dead;
    /** Verdicts of the current round, applied to {@link #dead} when the round ends. */
    final boolean[] dying;
    final int[] region;
    final int[] stack;
    final int[] members;
    final int[] eyeMark;
    final int[] eyeStack;
    final int[] eyeMembers;
    /** Per chain: the stamp of the region it is an island in (every neighbour inside that region). */
    final int[] island;
    int stamp;

    RegionJudge(Grid grid, byte[] cells, ChainMap chains, boolean[] passAlive, boolean[] dead) {
        this.grid = grid;
        this.cells = cells;
        this.chains = chains;
        this.passAlive = passAlive;
        this.dead = dead;
        int n = grid.points;
        dying = new boolean[n];
        region = new int[n];
        stack = new int[n];
        members = new int[n];
        eyeMark = new int[n];
        eyeStack = new int[n];
        eyeMembers = new int[n];
        island = new int[chains.count];
    }

    boolean live(int p, byte color) {
        return cells[p] == color && !dead[p];
    }

    /** Empty, or a stone already judged dead: room either side may count on. */
    boolean open(int p) {
        return cells[p] == BoardSnapshot.EMPTY || dead[p];
    }

    /** Judges the opponent stones inside every region walled by live {@code wall} stones. */
    boolean judgeRegions(byte wall) {
        byte invader = wall == BoardSnapshot.BLACK ? BoardSnapshot.WHITE : BoardSnapshot.BLACK;
        boolean changed = false;
        // Stamps only grow, so a region id above passStart means "already flooded in this pass".
        int passStart = stamp;
        for (int start = 0; start < grid.points; start++) {
            if (live(start, wall) || region[start] > passStart) {
                continue;
            }
            int regionStamp = ++stamp;
            int found = flood(start, wall, regionStamp);
            if (judge(found, wall, invader, regionStamp)) {
                changed = true;
            }
        }
        return changed;
    }

    private int flood(int start, byte wall, int regionStamp) {
        int top = 0;
        int found = 0;
        stack[top++] = start;
        region[start] = regionStamp;
        while (top > 0) {
            int p = stack[--top];
            members[found++] = p;
            for (int k = 4 * p; k < 4 * p + 4; k++) {
                int q = grid.adjacent[k];
                if (q >= 0 && region[q] != regionStamp && !live(q, wall)) {
                    region[q] = regionStamp;
                    stack[top++] = q;
                }
            }
        }
        return found;
    }

    /** Decides the invaders of the region now in {@code members[0..found)}; true if any died. */
    private boolean judge(int found, byte wall, byte invader, int regionStamp) {
        boolean anyInvader = false;
        for (int i = 0; i < found; i++) {
            int p = members[i];
            if (live(p, invader)) {
                anyInvader = true;
                if (passAlive[p]) {
                    return false;
                }
            }
        }
        if (!anyInvader) {
            return false;
        }
        markIslands(found, wall, regionStamp);
        if (eyes(found, wall, regionStamp) >= 2) {
            return false;
        }
        if (!hasWallRoom(found, invader) && !wallWinsRace(found, wall, invader)) {
            return false;
        }
        for (int i = 0; i < found; i++) {
            int p = members[i];
            if (live(p, invader)) {
                dying[p] = true;
            }
        }
        return true;
    }

    /**
     * Wall chains standing inside the region, with no neighbour outside it: stones left in the
     * invader's own area. A live wall has an area of its own on its other side, so these do not
     * wall anything off and must not spoil the invader's eyes.
     */
    private void markIslands(int found, byte wall, int regionStamp) {
        for (int i = 0; i < found; i++) {
            int p = members[i];
            for (int k = 4 * p; k < 4 * p + 4; k++) {
                int q = grid.adjacent[k];
                if (q < 0 || !live(q, wall)) {
                    continue;
                }
                int chain = chains.chainOf[q];
                if (island[chain] == regionStamp || island[chain] == -regionStamp) {
                    continue;
                }
                island[chain] = enclosedBy(chain, regionStamp) ? regionStamp : -regionStamp;
            }
        }
    }

    private boolean enclosedBy(int chain, int regionStamp) {
        if (passAlive[chains.stones[chain][0]]) {
            return false;
        }
        for (int s : chains.stones[chain]) {
            for (int k = 4 * s; k < 4 * s + 4; k++) {
                int q = grid.adjacent[k];
                if (q >= 0 && chains.chainOf[q] != chain && region[q] != regionStamp) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean walls(int q, byte wall, int regionStamp) {
        return live(q, wall) && island[chains.chainOf[q]] != regionStamp;
    }

    /** Eyes of the invaders: groups of open points (and island stones) in the region that no real wall touches. */
    private int eyes(int found, byte wall, int regionStamp) {
        stamp++;
        int eyeStamp = stamp;
        int eyes = 0;
        for (int i = 0; i < found && eyes < 2; i++) {
            int start = members[i];
            if (!(open(start) || live(start, wall)) || walls(start, wall, regionStamp) || eyeMark[start] == eyeStamp) {
                continue;
            }
            int top = 0;
            int size = 0;
            boolean touchesWall = false;
            eyeStack[top++] = start;
            eyeMark[start] = eyeStamp;
            while (top > 0) {
                int p = eyeStack[--top];
                eyeMembers[size++] = p;
                for (int k = 4 * p; k < 4 * p + 4; k++) {
                    int q = grid.adjacent[k];
                    if (q < 0) {
                        continue;
                    }
                    if (walls(q, wall, regionStamp)) {
                        touchesWall = true;
                    } else if ((open(q) || live(q, wall)) && eyeMark[q] != eyeStamp) {
                        eyeMark[q] = eyeStamp;
                        eyeStack[top++] = q;
                    }
                }
            }
            if (!touchesWall) {
                eyes += size >= 4 && !isSquare(size) ? 2 : 1;
            }
        }
        return eyes;
    }

    /** A four-point eye shaped as a 2x2 block is one eye (the opponent kills it in the middle). */
    private boolean isSquare(int size) {
        if (size != 4) {
            return false;
        }
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = -1;
        int maxY = -1;
        for (int i = 0; i < 4; i++) {
            int x = eyeMembers[i] % grid.size;
            int y = eyeMembers[i] / grid.size;
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
        }
        return maxX - minX == 1 && maxY - minY == 1;
    }

    /** Does the wall own an open point of the region that no live invader touches? */
    private boolean hasWallRoom(int found, byte invader) {
        for (int i = 0; i < found; i++) {
            int p = members[i];
            if (!open(p)) {
                continue;
            }
            boolean touchesInvader = false;
            for (int k = 4 * p; k < 4 * p + 4 && !touchesInvader; k++) {
                int q = grid.adjacent[k];
                touchesInvader = q >= 0 && live(q, invader);
            }
            if (!touchesInvader) {
                return true;
            }
        }
        return false;
    }

    /**
     * No room of its own for the wall: every open point is shared with the invaders, a capture race
     * or a seki. The wall wins when it has at least as many liberties as the invaders and can fill
     * one of their liberties without putting itself in atari; if every approach is self-atari
     * for the wall, it is seki and both live.
     */
    private boolean wallWinsRace(int found, byte wall, byte invader) {
        int invaderLibs = Integer.MAX_VALUE;
        int wallLibs = Integer.MAX_VALUE;
        boolean canApproach = false;
        for (int i = 0; i < found; i++) {
            int p = members[i];
            if (live(p, invader)) {
                invaderLibs = Math.min(invaderLibs, chains.liberties[chains.chainOf[p]]);
            }
            boolean touchesInvader = false;
            for (int k = 4 * p; k < 4 * p + 4; k++) {
                int q = grid.adjacent[k];
                if (q < 0) {
                    continue;
                }
                if (live(q, wall)) {
                    wallLibs = Math.min(wallLibs, passAlive[q] ? Integer.MAX_VALUE - 1 : chains.liberties[chains.chainOf[q]]);
                }
                touchesInvader |= live(q, invader);
            }
            if (touchesInvader && cells[p] == BoardSnapshot.EMPTY && !Seki.selfAtari(chains, p, wall)) {
                canApproach = true;
            }
        }
        return canApproach && wallLibs >= invaderLibs;
    }
}
