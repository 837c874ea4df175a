package org.openkifu.game.domain;

/**
 * A seat at the game: the user id and, when known, the rank the request came with ("3k", "1d").
 * The rank only picks the game type and handicap at creation; it is recorded for the history.
 */
public record Player(String userId, String rank) {

    public static Player of(String userId) {
        return new Player(userId, null);
    }
}
