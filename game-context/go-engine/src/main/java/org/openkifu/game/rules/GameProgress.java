package org.openkifu.game.rules;

/**
 * How far a game has come and whether it is over: prisoners, passes, turns, handicap, phase and why
 * it ended. Knows the rules that end a game (two passes, AGA's "White passes last", the move cap,
 * capture go's goal); {@link Position} knows the board.
 */
final class GameProgress {

    private final Ruleset rules;
    /** Hot-path copies of rule values (a SizeTable lookup per move would cost more than the move). */
    private final int moveCapTurns;
    private final int captureGoal;
    int capturedByBlack;
    int capturedByWhite;
    int passesByBlack;
    int passesByWhite;
    int consecutivePasses;
    int moveNumber;
    int handicap;
    Phase phase = Phase.PLAYING;
    EndReason endReason;
    Color captureWinner;

    GameProgress(Ruleset rules, int size) {
        this.rules = rules;
        this.moveCapTurns = rules.moveCapTurns(size);
        this.captureGoal = rules.captureGoal();
    }

    GameProgress copy() {
        GameProgress c = new GameProgress(rules, moveCapTurns, captureGoal);
        c.capturedByBlack = capturedByBlack;
        c.capturedByWhite = capturedByWhite;
        c.passesByBlack = passesByBlack;
        c.passesByWhite = passesByWhite;
        c.consecutivePasses = consecutivePasses;
        c.moveNumber = moveNumber;
        c.handicap = handicap;
        c.phase = phase;
        c.endReason = endReason;
        c.captureWinner = captureWinner;
        return c;
    }

    private GameProgress(Ruleset rules, int moveCapTurns, int captureGoal) {
        this.rules = rules;
        this.moveCapTurns = moveCapTurns;
        this.captureGoal = captureGoal;
    }

    /** Null while the game is played, else why no move is accepted. */
    IllegalMoveReason closed() {
        if (phase == Phase.PLAYING) {
            return null;
        }
        return endReason == EndReason.MOVE_CAP ? IllegalMoveReason.MOVE_CAP_REACHED : IllegalMoveReason.GAME_OVER;
    }

    /** A play by {@code color} removed {@code captured} opposing and {@code self} own stones. */
    void played(Color color, int captured, int self) {
        if (color == Color.BLACK) {
            capturedByBlack += captured;
            capturedByWhite += self;
        } else {
            capturedByWhite += captured;
            capturedByBlack += self;
        }
        consecutivePasses = 0;
        moveNumber++;
        if (captureGoal > 0 && (capturedByBlack >= captureGoal || capturedByWhite >= captureGoal)) {
            captureWinner = capturedByBlack >= captureGoal ? Color.BLACK : Color.WHITE;
            end(EndReason.CAPTURE_GOAL);
            return;
        }
        checkMoveCap();
    }

    void passed(Color color) {
        if (color == Color.BLACK) {
            passesByBlack++;
        } else {
            passesByWhite++;
        }
        consecutivePasses++;
        moveNumber++;
        if (consecutivePasses >= 2 && (!rules.whitePassesLast() || color == Color.WHITE)) {
            if (rules.passEnding() == PassEnding.SCORE_AUTOMATICALLY) {
                end(EndReason.PASSES);
            } else {
                phase = Phase.MARKING;
            }
        } else {
            checkMoveCap();
        }
    }

    private void checkMoveCap() {
        if (moveCapTurns > 0 && moveNumber >= moveCapTurns && phase == Phase.PLAYING) {
            end(EndReason.MOVE_CAP);
        }
    }

    private void end(EndReason reason) {
        phase = Phase.ENDED;
        endReason = reason;
    }

    void resumePlay() {
        if (phase != Phase.MARKING) {
            throw new IllegalStateException("play can only resume from the marking phase, not " + phase);
        }
        phase = Phase.PLAYING;
        consecutivePasses = 0;
    }

    boolean sameAs(GameProgress o) {
        return o.capturedByBlack == capturedByBlack && o.capturedByWhite == capturedByWhite
                && o.passesByBlack == passesByBlack && o.passesByWhite == passesByWhite
                && o.consecutivePasses == consecutivePasses && o.moveNumber == moveNumber && o.handicap == handicap
                && o.phase == phase && o.endReason == endReason && o.captureWinner == captureWinner;
    }
}
