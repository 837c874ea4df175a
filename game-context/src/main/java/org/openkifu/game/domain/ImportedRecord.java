package org.openkifu.game.domain;

/**
 * What an imported SGF record says about its game beyond the moves, as written (decoded text, null when the
 * record leaves it out). The game's own values (players' pseudo ids, preset, komi, result) are in
 * {@link GameEvent.GameCreated} and {@link GameEvent.GameEnded}; these keep the header for the export.
 *
 * @param rulesText  RU as written ("Japanese"); the game plays the preset it names (docs/sgf.md)
 * @param resultText RE as written ("W+Resign")
 * @param timeLimitSeconds TM
 * @param overtime   OT ("5x30 byo-yomi")
 * @param comment    the root node's C
 */
public record ImportedRecord(String blackName, String whiteName, String blackRank, String whiteRank, String date,
                             String event, String round, String gameName, String place, String rulesText,
                             String resultText, Double timeLimitSeconds, String overtime, String comment) {
}
