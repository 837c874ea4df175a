package org.openkifu.tournament.domain;

/**
 * One pairing of a round: two players at a board number (1 = top board).
 *
 * @param bracketMatch the knock-out bracket match it plays ("W1-3", "L2-1", "GF"), null outside knock-outs
 * @param blackUserId  Black in the (first) game
 * @param handicap     0 for an even game; 1 = no stones, Black without komi; 2.. stones
 * @param komi         of the (first) game
 * @param games        1, or 2 for a two-game match (each player takes Black once)
 */
public record Board(int number, String bracketMatch, String blackUserId, String whiteUserId, int handicap, double komi,
                    int games) {

    public boolean has(String userId) {
        return blackUserId.equals(userId) || whiteUserId.equals(userId);
    }

    public String opponentOf(String userId) {
        return blackUserId.equals(userId) ? whiteUserId : blackUserId;
    }
}
