package org.openkifu.game.application;

import java.util.List;

import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameState;

/**
 * What a game command left behind, for the caller's answer without reading the game's history again: the state
 * after the command, and the nigiri draw's two events ({@code NigiriParityChosen}, {@code NigiriGuessed}), which
 * the state forgets once the colours are drawn but an answer shows.
 *
 * @param nigiriEvents the draw's events so far (none for a game without nigiri); null when the aggregate was
 *                     restored from a snapshot older than this record and does not know them (read the history)
 */
public record GameOutcome(GameState state, List<GameEvent> nigiriEvents) {

    public GameOutcome {
        nigiriEvents = nigiriEvents == null ? null : List.copyOf(nigiriEvents);
    }

    public boolean knowsNigiri() {
        return nigiriEvents != null;
    }
}
