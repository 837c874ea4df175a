package org.openkifu.tournament.domain;

/**
 * A knock-out match not played because a player had withdrawn: a forfeit. {@code winnerUserId} is null when both
 * had withdrawn; then nobody advances and the next opponent gets a walkover in turn.
 */
public record Walkover(String bracketMatch, String winnerUserId, String forfeitedBy) {
}
