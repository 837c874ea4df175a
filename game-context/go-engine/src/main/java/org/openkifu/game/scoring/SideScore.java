package org.openkifu.game.scoring;

/**
 * One player's count, laid out so a person can check it by hand.
 *
 * <ul>
 *   <li>territory: empty points counted for this player, including the points of opponent stones removed as dead</li>
 *   <li>stones: this player's live stones left on the board (counted under area scoring only)</li>
 *   <li>stonesLost: this player's stones the opponent captured during play</li>
 *   <li>deadStones: this player's stones removed as dead at the end</li>
 *   <li>komi: the compensation this player receives (White's komi; 0 for Black)</li>
 * </ul>
 * AREA: total = stones + territory + komi. TERRITORY (the ItsYourTurn formula):
 * total = territory − stonesLost − deadStones + komi. Adding the opponent's losses instead of
 * subtracting one's own (Japanese/Korean style) shifts both totals by the same amount, so the
 * margin and the winner are identical.
 */
public record SideScore(int territory, int stones, int stonesLost, int deadStones, double komi, double total) {
}
