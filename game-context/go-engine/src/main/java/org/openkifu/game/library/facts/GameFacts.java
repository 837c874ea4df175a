package org.openkifu.game.library.facts;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * What the library's facts search knows of one game (docs/library.md, "Facts search"). Built from the game's events (or an SGF record) by
 * {@link LibraryGame}; pure data.
 *
 * @param players    both players' user ids, the owner first (known before nigiri draws the colours)
 * @param black      Black's user id, null until the colours are drawn
 * @param status     {@code LIVE} until {@code GameEnded}, then {@code ENDED}
 * @param winner     {@code BLACK}, {@code WHITE}, or null (jigo, void, no result, still playing)
 * @param reason     the {@code GameResult.Reason} name, null while live
 * @param result     the SGF RE value the game ended with ("B+R", "W+3.5", "0", "Void")
 * @param margin     the winning margin in points for a counted result, else null
 * @param date       the day the game was played: the imported record's DT when it starts with a date, else the
 *                   creation day (UTC)
 * @param origin     {@link Origin} of the game
 * @param event      the event's name: the imported record's EV, else the name the requesting context sent (the
 *                   ladder's, tournament's or match's, {@code origin.name}), else its reference (ladder challenge,
 *                   tournament pairing, match id: games requested before names travelled), null for a free game
 * @param moves      plays and passes as finally played (take-backs removed)
 * @param record     for an imported game, the record's own header; null otherwise
 * @param version    sequence number of the game's last event reflected
 */
public record GameFacts(String gameId, List<String> players, String black, String white, String blackRank,
                        String whiteRank, String status, String winner, String reason, String result, Double margin,
                        LocalDate date, Instant createdAt, Instant endedAt, int size, String preset, double komi,
                        int handicap, int moves, Origin origin, String originReference, String event,
                        SgfHeader record, long version) {

    /**
     * The game context's {@code GameResult.Reason} names, the values of {@link #reason()}: listed here because the
     * facts model lives in the dependency-free engine module (LibraryFactsTest checks the two lists agree).
     */
    public static final Set<String> REASONS = Set.of("RESIGNATION", "TIMEOUT", "ABANDONMENT", "SCORE", "MOVE_CAP",
            "CAPTURE_GOAL", "VOID", "CANCELLED", "FORFEIT", "UNKNOWN");

    public GameFacts {
        players = List.copyOf(players);
    }

    public boolean ended() {
        return "ENDED".equals(status);
    }

    /** The five origins an analyst tells apart; the game context's finer {@code Origin.Kind}s map onto them. */
    public enum Origin {
        FREE, LADDER, TOURNAMENT, MATCH, IMPORT
    }

    /** An imported record's own header, as written (null where the record leaves a property out). */
    public record SgfHeader(String pb, String pw, String br, String wr, String ev, String ro, String dt, String re,
                            String pc) {
    }
}
