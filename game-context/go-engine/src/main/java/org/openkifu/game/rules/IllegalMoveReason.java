package org.openkifu.game.rules;

/** Why a move was refused. {@link #code()} is the stable machine code (the enum name never changes). */
public enum IllegalMoveReason {
    POINT_OCCUPIED,
    MOVE_ILLEGAL_SUICIDE,
    MOVE_ILLEGAL_KO,
    MOVE_ILLEGAL_SUPERKO,
    OFF_BOARD,
    NOT_YOUR_TURN,
    GAME_OVER,
    MOVE_CAP_REACHED;

    public String code() {
        return name();
    }
}
