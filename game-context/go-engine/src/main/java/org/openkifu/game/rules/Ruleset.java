package org.openkifu.game.rules;

import java.util.List;
import java.util.Objects;

/**
 * Everything that differs between rule sets, as a value. Presets live in {@link RulePresets} (a data
 * table); a game may override the komi with {@link #withKomi(double)}.
 *
 * @param id                   stable preset id, e.g. "japanese" or "capture-go:3"
 * @param ko                   which repetitions are forbidden
 * @param suicide              whether self-capture of a chain is allowed
 * @param scoring              area or territory (the scorer applies it)
 * @param komi                 komi for even games by board size
 * @param handicapKomi         komi for handicap games (2+ stones) by board size
 * @param handicapPlacement    fixed pattern or free placement
 * @param handicapCompensation extra points for White per handicap stone (area scoring)
 * @param handicapCounts       allowed handicap counts; empty means every count {@link Handicap} supports
 * @param moveCap              maximum number of moves by board size, 0 for none; one move is one turn
 *                             of each player (seed 000: "two spots are covered on each move")
 * @param passEnding           what two consecutive passes lead to
 * @param captureGoal          capture go: the first player to capture this many stones wins; 0 for none
 * @param passStones           AGA: each pass hands the opponent one stone as a prisoner (scorer applies it)
 * @param whitePassesLast      AGA: the game ends only on two consecutive passes with White passing last
 * @param boardSizes           allowed board sizes; empty means every size from 2 to 25
 */
public record Ruleset(
        String id,
        KoRule ko,
        SuicideRule suicide,
        ScoringMethod scoring,
        SizeTable<Double> komi,
        SizeTable<Double> handicapKomi,
        HandicapPlacement handicapPlacement,
        HandicapCompensation handicapCompensation,
        List<Integer> handicapCounts,
        SizeTable<Integer> moveCap,
        PassEnding passEnding,
        int captureGoal,
        boolean passStones,
        boolean whitePassesLast,
        List<Integer> boardSizes) {

    public Ruleset {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(ko, "ko");
        Objects.requireNonNull(suicide, "suicide");
        Objects.requireNonNull(scoring, "scoring");
        Objects.requireNonNull(komi, "komi");
        Objects.requireNonNull(handicapKomi, "handicapKomi");
        Objects.requireNonNull(handicapPlacement, "handicapPlacement");
        Objects.requireNonNull(handicapCompensation, "handicapCompensation");
        Objects.requireNonNull(moveCap, "moveCap");
        Objects.requireNonNull(passEnding, "passEnding");
        handicapCounts = List.copyOf(handicapCounts);
        boardSizes = List.copyOf(boardSizes);
        if (captureGoal < 0) {
            throw new RulesException(RulesException.INVALID_RULESET, "capture goal must be 0 (none) or more, not " + captureGoal);
        }
    }

    /** Komi for a game of this size and handicap (handicap 0 or 1 is an even game). */
    public double komi(int size, int handicap) {
        return (handicap >= 2 ? handicapKomi : komi).get(size);
    }

    public double komi(int size) {
        return komi(size, 0);
    }

    /** Maximum number of turns (plays and passes of both players) on this size, 0 for none. */
    public int moveCapTurns(int size) {
        Integer cap = moveCap.get(size);
        return cap == null ? 0 : 2 * cap;
    }

    public boolean allowsBoardSize(int size) {
        return size >= 2 && size <= Point.MAX_SIZE && (boardSizes.isEmpty() || boardSizes.contains(size));
    }

    public boolean superko() {
        return ko != KoRule.SIMPLE;
    }

    /** The same rules with one komi for every size and game type (players agreed on it). */
    public Ruleset withKomi(double newKomi) {
        SizeTable<Double> k = SizeTable.of(newKomi);
        return new Ruleset(id, ko, suicide, scoring, k, k, handicapPlacement, handicapCompensation,
                handicapCounts, moveCap, passEnding, captureGoal, passStones, whitePassesLast, boardSizes);
    }

    public Ruleset withCaptureGoal(int goal) {
        return new Ruleset(id, ko, suicide, scoring, komi, handicapKomi, handicapPlacement, handicapCompensation,
                handicapCounts, moveCap, passEnding, goal, passStones, whitePassesLast, boardSizes);
    }

    public Ruleset withId(String newId) {
        return new Ruleset(newId, ko, suicide, scoring, komi, handicapKomi, handicapPlacement, handicapCompensation,
                handicapCounts, moveCap, passEnding, captureGoal, passStones, whitePassesLast, boardSizes);
    }
}
