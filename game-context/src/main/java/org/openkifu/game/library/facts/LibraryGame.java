package org.openkifu.game.library.facts;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.ImportedRecord;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * One game as the library folds it from its events: the few transitions the facts and the move list need (creation,
 * import header, colours, handicap stones, plays, passes, take-backs, the end and corrections), not the whole
 * {@code GameState}. Mutable, for speed: a rebuild appends each move to a list instead of copying it per event.
 * Not thread-safe; the projection owns each instance and publishes immutable {@link #facts()} and {@link #record()}.
 */
public final class LibraryGame {

    private static final Pattern MARGIN = Pattern.compile("^[BW]\\+(\\d+(?:\\.\\d+)?)$");
    private static final Pattern DATE = Pattern.compile("^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?");

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
    private GameResult result;
    private Instant endedAt;
    private long version;

    private LibraryGame(GameEvent.GameCreated e, long sequence) {
        gameId = e.gameId();
        players = List.of(e.owner().userId(), e.opponent().userId());
        ownerId = e.owner().userId();
        ownerRank = e.owner().rank();
        opponentRank = e.opponent().rank();
        black = e.blackUserId();
        white = e.whiteUserId();
        size = e.size();
        preset = e.rules().presetId();
        komi = e.komi();
        handicap = e.handicap();
        origin = origin(e.origin().kind());
        originReference = e.origin().reference();
        originName = e.origin().name();
        createdAt = e.at();
        version = sequence;
    }

    /** A game's fold from its first event; anything else but {@code GameCreated} first is refused. */
    public static LibraryGame start(GameEvent first, long sequence) {
        if (!(first instanceof GameEvent.GameCreated created)) {
            throw new IllegalArgumentException("game " + first.gameId() + " starts with "
                    + first.getClass().getSimpleName() + " #" + sequence + ", not GameCreated");
        }
        return new LibraryGame(created, sequence);
    }

    /**
     * Folds a whole stored history, {@code sequences} giving each event's sequence number (the projection's fallback
     * when it meets a game it does not hold: after a restart, or an ended game evicted from memory).
     */
    public static LibraryGame fold(List<GameEvent> events, List<Long> sequences) {
        LibraryGame game = start(events.get(0), sequences.get(0));
        for (int i = 1; i < events.size(); i++) {
            game.apply(events.get(i), sequences.get(i));
        }
        return game;
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
     * Applies one event; one at or below {@link #version()} was applied already and changes nothing.
     *
     * @return whether the facts or the record changed (the event was new)
     */
    public boolean apply(GameEvent event, long sequence) {
        if (sequence <= version) {
            return false;
        }
        version = sequence;
        if (event instanceof GameEvent.GameImported e) {
            header = header(e.record());
        } else if (event instanceof GameEvent.NigiriGuessed e) {
            black = e.blackUserId();
            white = e.whiteUserId();
        } else if (event instanceof GameEvent.HandicapStonesPlaced e) {
            setup.addAll(e.points());
        } else if (event instanceof GameEvent.StonePlaced e) {
            moves.add(new LibraryMove(e.color(), e.point()));
        } else if (event instanceof GameEvent.Passed e) {
            moves.add(new LibraryMove(e.color(), null));
        } else if (event instanceof GameEvent.MoveTakenBack e) {
            // take-backs come latest first: the undone move is the last one kept
            if (moves.size() >= e.moveNumber()) {
                moves.subList(e.moveNumber() - 1, moves.size()).clear();
            }
        } else if (event instanceof GameEvent.GameEnded e) {
            result = e.result();
            endedAt = e.at();
        } else if (event instanceof GameEvent.ResultCorrected e) {
            result = e.corrected();
        }
        return true;
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
                result == null ? null : result.reason().name(), result == null ? null : result.sgf(), margin(result),
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

    static Double margin(GameResult result) {
        if (result == null || result.winner() == null) {
            return null;
        }
        if (result.score() != null) {
            return result.score().margin();
        }
        Matcher m = MARGIN.matcher(result.sgf() == null ? "" : result.sgf());
        return m.matches() ? Double.valueOf(m.group(1)) : null;
    }

    /** The first date of an SGF DT ("1846-09-11,12", "1928-03", "1930"), or null when it does not start with one. */
    static LocalDate date(String dt) {
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

    static GameFacts.SgfHeader header(ImportedRecord r) {
        return new GameFacts.SgfHeader(r.blackName(), r.whiteName(), r.blackRank(), r.whiteRank(), r.event(),
                r.round(), r.date(), r.resultText(), r.place());
    }

    static GameFacts.Origin origin(org.openkifu.game.domain.Origin.Kind kind) {
        switch (kind) {
            case LADDER_CHALLENGE:
            case OPEN_OFFER:
            case AUTOMATCH:
                return GameFacts.Origin.LADDER;
            case TOURNAMENT_PAIRING:
                return GameFacts.Origin.TOURNAMENT;
            case TWO_GAME_MATCH:
                return GameFacts.Origin.MATCH;
            case IMPORTED:
                return GameFacts.Origin.IMPORT;
            default:
                return GameFacts.Origin.FREE;
        }
    }
}
