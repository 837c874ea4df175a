package org.openkifu.game.library;

/**
 * One occurrence: the game, the move number k (position k is the board after move k; 0 is the setup), the symmetry
 * under which it matched (its name, e.g. {@code "identity"}, {@code "rotate90"}, {@code "mirror"}; the list is in
 * docs/library.md), whether colours were swapped, and for a pattern (fixed or anywhere) the top-left point (in the
 * game's orientation) of the placement that matched; null for a position.
 */
public record BoardHit(String gameId, int moveNumber, String symmetry, boolean swapped, Integer column, Integer row) {
}
