package org.openkifu.tournament.domain;

/**
 * A player who scores a round without a game: the odd player out in Swiss and McMahon, the dummy's opponent in a
 * round robin, a seed without an opponent in a knock-out.
 *
 * @param bracketMatch the knock-out match passed without playing, null outside knock-outs
 */
public record Bye(String userId, String bracketMatch) {
}
