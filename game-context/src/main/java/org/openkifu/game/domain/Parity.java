package org.openkifu.game.domain;

/** Nigiri: the owner picks one, the opponent guesses; a right guess takes Black. */
public enum Parity {
    ODD,
    EVEN
}
