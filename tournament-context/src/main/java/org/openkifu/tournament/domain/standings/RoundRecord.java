package org.openkifu.tournament.domain.standings;

/**
 * What one round was for one player, as the tie-breakers read it.
 *
 * @param opponent   the opponent of a GAME, else null
 * @param halfPoints the round's points in halves: 2 win, 1 draw (or a level two-game match), 0 loss or void
 * @param colour     the player's colour in a single game; BOTH in a two-game match (each took Black once)
 * @param handicap   of a single game; 0 for even games and two-game matches
 */
public record RoundRecord(Kind kind, String opponent, int halfPoints, Colour colour, int handicap) {

    public enum Kind {
        GAME,
        /** A round scored without a game: 1 point (NBW and MMS). */
        BYE,
        /** Not paired: marked absent, not yet entered, withdrawn. 0 NBW, ½ MMS. */
        ABSENT
    }

    public enum Colour {
        BLACK,
        WHITE,
        BOTH
    }

    public static RoundRecord game(String opponent, int halfPoints, Colour colour, int handicap) {
        return new RoundRecord(Kind.GAME, opponent, halfPoints, colour, handicap);
    }

    public static RoundRecord bye() {
        return new RoundRecord(Kind.BYE, null, 0, null, 0);
    }

    public static RoundRecord absent() {
        return new RoundRecord(Kind.ABSENT, null, 0, null, 0);
    }
}
