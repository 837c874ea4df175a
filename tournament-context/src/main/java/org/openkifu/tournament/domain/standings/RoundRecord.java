package org.openkifu.tournament.domain.standings;

/**
 * What one round was for one player, as the tie-breakers read it.
 *
 * @param opponent   the opponent of a GAME, else null
 * @param halfPoints the round's points in halves: 2 win, 1 draw (or a level two-game match), 0 loss or void
 * @param colour     the player's colour in a single game; BOTH in a two-game match (each took Black once)
 * @param handicap   of a single game; 0 for even games and two-game matches
 * @param played     a GAME really played to a result. False for a game won by forfeit, a void game and a game
 *                   still being played: OpenGotha's "not played" games (its by-default results), which the
 *                   half-point option for SOS counts as ½ like byes and absences. Always false for BYE and ABSENT
 */
public record RoundRecord(Kind kind, String opponent, int halfPoints, Colour colour, int handicap, boolean played) {

    public enum Kind {
        GAME,
        /** A round scored without a game: 1 point (NBW and MMS) by default. */
        BYE,
        /** Not paired: marked absent, not yet entered, withdrawn. 0 NBW, ½ MMS by default. */
        ABSENT
    }

    public enum Colour {
        BLACK,
        WHITE,
        BOTH
    }

    /** A game played to its result. */
    public static RoundRecord game(String opponent, int halfPoints, Colour colour, int handicap) {
        return game(opponent, halfPoints, colour, handicap, true);
    }

    public static RoundRecord game(String opponent, int halfPoints, Colour colour, int handicap, boolean played) {
        return new RoundRecord(Kind.GAME, opponent, halfPoints, colour, handicap, played);
    }

    public static RoundRecord bye() {
        return new RoundRecord(Kind.BYE, null, 0, null, 0, false);
    }

    public static RoundRecord absent() {
        return new RoundRecord(Kind.ABSENT, null, 0, null, 0, false);
    }
}
