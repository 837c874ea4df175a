package org.openkifu.game.application.imports;

/**
 * A file of a bulk import that did not become a game: the same code and message the single import answers with.
 *
 * @param moveNumber the illegal move (0: the setup), null when the problem is not at a move
 * @param line       for syntax errors, where reading stopped; null otherwise
 */
public record ImportFailure(String file, String code, String message, Integer moveNumber, Integer line, Integer column) {
}
