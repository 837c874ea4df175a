package org.openkifu.game.library.facts;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * One game as the library folds it: the few transitions the facts and the move list need (creation, import header,
 * colours, handicap stones, plays, passes, take-backs, the end and corrections), not the whole {@code GameState}.
 * Plain values in, so that the game context's event fold ({@code LibraryEvents}) and the analyst CLI can
 * share it. Mutable, for speed: a rebuild appends each move to a list instead of copying it per
 * event. Not thread-safe; the projection owns each instance and publishes immutable {@link #facts()} and
 * {@link #record()}.
 */
public final class LibraryGame {

    private static final Pattern MARGIN = Pattern.compile("^[BW]\\+(\\d+(?:\\.\\d+)?)$");
    private static final Pattern DATE = Pattern.compile("^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?");

    /**
     * A game's creation, as its {@code GameCreated} says.
     *
     * @param black Black's user id, null until nigiri draws the colours
     */
    public record Created(String gameId, String ownerId, String ownerRank, String opponentId, String opponentRank,
                          String black, String white, int size, String preset, double komi, int handicap,
                          GameFacts.Origin origin, String originReference, String originName, Instant at) {
    }

    /**
     * A game's result, as {@code GameEnded} or {@code ResultCorrected} carry it.
     *
     * @param winner  null for jigo, void, no result
     * @param reason  the {@code GameResult.Reason} name
     * @param sgf     the SGF RE value
     * @param counted the counted margin when the game was counted, else null (then read off {@code sgf})
     */
    public record Result(Color winner, String reason, String sgf, Double counted) {
    }

    private final String gameId;
    private final List<String> players;
    private final String ownerId;
    private final String ownerRank;
    private final String opponentRank;
    private final int size;
    private final String preset;
    private final double komi;
    private final int handicap;
    private final GameFacts.Origin origin;
    private final String originReference;
    private final String originName;
    private final Instant createdAt;
    private String black;
    private String white;
    private GameFacts.SgfHeader header;
    private final List<Point> setup = new ArrayList<>();
    private final List<LibraryMove> moves = new ArrayList<>();
    private Result result;
    private Instant endedAt;
    private long version;

    private LibraryGame(Created e, long sequence) {
        gameId = e.gameId();
        players = List.of(e.ownerId(), e.opponentId());
        ownerId = e.ownerId();
        ownerRank = e.ownerRank();
        opponentRank = e.opponentRank();
        black = e.black();
        white = e.white();
        size = e.size();
        preset = e.preset();
        komi = e.komi();
        handicap = e.handicap();
        origin = e.origin();
        originReference = e.originReference();
        originName = e.originName();
        createdAt = e.at();
        version = sequence;
    }

    /** A game's fold from its creation, event number {@code sequence}. */
    public static LibraryGame start(Created created, long sequence) {
        return new LibraryGame(created, sequence);
    }

    public String gameId() {
        return gameId;
    }

    public long version() {
        return version;
    }

    public boolean ended() {
        return endedAt != null;
    }

    /**
     * Moves the fold to event number {@code sequence}; one at or below {@link #version()} was applied already and
     * must change nothing.
     *
     * @return whether the event is new (then its transition is to be applied)
     */
    public boolean advance(long sequence) {
        if (sequence <= version) {
            return false;
        }
        version = sequence;
        return true;
    }

    /** The imported record's own header. */
    public void imported(GameFacts.SgfHeader recordHeader) {
        header = recordHeader;
    }

    /** Nigiri drew the colours. */
    public void colours(String blackUserId, String whiteUserId) {
        black = blackUserId;
        white = whiteUserId;
    }

    public void handicapStones(List<Point> points) {
        setup.addAll(points);
    }

    /** A play, or a pass when {@code point} is null. */
    public void moved(Color color, Point point) {
        moves.add(new LibraryMove(color, point));
    }

    /** Take-backs come latest first: the undone move is the last one kept. */
    public void tookBack(int moveNumber) {
        if (moves.size() >= moveNumber) {
            moves.subList(moveNumber - 1, moves.size()).clear();
        }
    }

    public void ended(Result ending, Instant at) {
        result = ending;
        endedAt = at;
    }

    public void corrected(Result corrected) {
        result = corrected;
    }

    public GameFacts facts() {
        String blackRank = rankOf(black);
        String whiteRank = rankOf(white);
        LocalDate date = header != null && header.dt() != null ? date(header.dt()) : null;
        if (date == null) {
            date = createdAt.atOffset(ZoneOffset.UTC).toLocalDate();
        }
        String event = header != null && header.ev() != null ? header.ev()
                : origin == GameFacts.Origin.IMPORT ? null : originName != null ? originName : originReference;
        return new GameFacts(gameId, players, black, white, blackRank, whiteRank, ended() ? "ENDED" : "LIVE",
                result == null || result.winner() == null ? null : result.winner().name(),
                result == null ? null : result.reason(), result == null ? null : result.sgf(), margin(result),
                date, createdAt, endedAt, size, preset, komi, handicap, moves.size(), origin, originReference, event,
                header, version);
    }

    /** The board index's view: setup, moves, and the winner once the game ended. */
    public LibraryRecord record() {
        Color winner = result == null ? null : result.winner();
        return new LibraryRecord(gameId, size, setup, List.of(), moves, winner);
    }

    private String rankOf(String userId) {
        if (header != null) {
            // an imported game's players are pseudo ids: the record's own ranks are the ones to search
            return userId == null ? null : userId.equals(black) ? header.br() : header.wr();
        }
        if (userId == null) {
            return null;
        }
        return userId.equals(ownerId) ? ownerRank : opponentRank;
    }

    static Double margin(Result result) {
        if (result == null || result.winner() == null) {
            return null;
        }
        if (result.counted() != null) {
            return result.counted();
        }
        Matcher m = MARGIN.matcher(result.sgf() == null ? "" : result.sgf());
        return m.matches() ? Double.valueOf(m.group(1)) : null;
    }

    /** The first date of an SGF DT ("1846-09-11,12", "1928-03", "1930"), or null when it does not start with one. */
    public static LocalDate date(String dt) {
        Matcher m = DATE.matcher(dt.trim());
        if (!m.find()) {
            return null;
        }
        try {
            return LocalDate.of(Integer.parseInt(m.group(1)), m.group(2) == null ? 1 : Integer.parseInt(m.group(2)),
                    m.group(3) == null ? 1 : Integer.parseInt(m.group(3)));
        } catch (java.time.DateTimeException | NumberFormatException e) {
            return null;
        }
    }
}
