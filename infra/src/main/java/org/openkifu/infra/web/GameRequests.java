package org.openkifu.infra.web;

import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.TimeControl;

/** Request bodies of the games API (docs/api.md). */
final class GameRequests {

    private GameRequests() {
    }

    record PlayerRequest(String userId, String rank) {
    }

    /**
     * Colours are fixed by the request (the nigiri and free-handicap endpoints come later).
     *
     * @param rules    a preset id (docs/rules-engine.md), default {@code japanese}
     * @param komi     overrides the preset's komi
     * @param handicap stones for a handicap game (Black is the weaker player; the game type becomes HANDICAP)
     */
    record CreateGame(PlayerRequest black, PlayerRequest white, Integer size, String rules, Double komi,
                      Integer handicap, GameType gameType, TimeControl timeControl, Boolean takeBackAllowed,
                      Boolean rated) {
    }

    record Move(String point) {
    }
}
