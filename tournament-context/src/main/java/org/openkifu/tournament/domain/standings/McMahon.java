package org.openkifu.tournament.domain.standings;

import org.openkifu.tournament.domain.Rank;

/**
 * McMahon start scores: the rank counted from 30k = 0 (1k = 29, 1d = 30), clamped between the floor and the bar.
 * Everybody at or above the bar starts level with it, so the top group fights for first place from round 1;
 * everybody at or below the floor starts level with it, so weak players are not paired down forever.
 */
public final class McMahon {

    private McMahon() {
    }

    public static int startScore(Rank rank, Rank bar, Rank floor) {
        return Math.max(floor.value(), Math.min(bar.value(), rank.value()));
    }
}
