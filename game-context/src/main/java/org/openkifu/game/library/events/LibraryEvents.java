package org.openkifu.game.library.events;

import java.util.List;

import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.ImportedRecord;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.library.facts.LibraryGame;

/**
 * The game's events folded into the library's {@link LibraryGame} (which lives in the dependency-free engine module,
 * so that the analyst CLI shares it): each event the facts or the move list need becomes its plain transition, every
 * other event only moves the version on.
 */
public final class LibraryEvents {

    private LibraryEvents() {
    }

    /** A game's fold from its first event; anything else but {@code GameCreated} first is refused. */
    public static LibraryGame start(GameEvent first, long sequence) {
        if (!(first instanceof GameEvent.GameCreated e)) {
            throw new IllegalArgumentException("game " + first.gameId() + " starts with "
                    + first.getClass().getSimpleName() + " #" + sequence + ", not GameCreated");
        }
        return LibraryGame.start(new LibraryGame.Created(e.gameId(), e.owner().userId(), e.owner().rank(),
                e.opponent().userId(), e.opponent().rank(), e.blackUserId(), e.whiteUserId(), e.size(),
                e.rules().presetId(), e.komi(), e.handicap(), origin(e.origin().kind()), e.origin().reference(),
                e.origin().name(), e.at()), sequence);
    }

    /**
     * Folds a whole stored history, {@code sequences} giving each event's sequence number (the projection's fallback
     * when it meets a game it does not hold: after a restart, or an ended game evicted from memory).
     */
    public static LibraryGame fold(List<GameEvent> events, List<Long> sequences) {
        LibraryGame game = start(events.get(0), sequences.get(0));
        for (int i = 1; i < events.size(); i++) {
            apply(game, events.get(i), sequences.get(i));
        }
        return game;
    }

    /**
     * Applies one event; one at or below the game's version was applied already and changes nothing.
     *
     * @return whether the facts or the record changed (the event was new)
     */
    public static boolean apply(LibraryGame game, GameEvent event, long sequence) {
        if (!game.advance(sequence)) {
            return false;
        }
        switch (event) {
            case GameEvent.GameImported e -> game.imported(header(e.record()));
            case GameEvent.NigiriGuessed e -> game.colours(e.blackUserId(), e.whiteUserId());
            case GameEvent.HandicapStonesPlaced e -> game.handicapStones(e.points());
            case GameEvent.StonePlaced e -> game.moved(e.color(), e.point());
            case GameEvent.Passed e -> game.moved(e.color(), null);
            case GameEvent.MoveTakenBack e -> game.tookBack(e.moveNumber());
            case GameEvent.GameEnded e -> game.ended(result(e.result()), e.at());
            case GameEvent.ResultCorrected e -> game.corrected(result(e.corrected()));
            default -> {
                // clocks, arrivals, marking, chat...: nothing the facts or the move list show
            }
        }
        return true;
    }

    static LibraryGame.Result result(GameResult r) {
        return r == null ? null : new LibraryGame.Result(r.winner(), r.reason().name(), r.sgf(),
                r.score() == null ? null : r.score().margin());
    }

    static GameFacts.SgfHeader header(ImportedRecord r) {
        return new GameFacts.SgfHeader(r.blackName(), r.whiteName(), r.blackRank(), r.whiteRank(), r.event(),
                r.round(), r.date(), r.resultText(), r.place());
    }

    static GameFacts.Origin origin(Origin.Kind kind) {
        return switch (kind) {
            case LADDER_CHALLENGE, OPEN_OFFER, AUTOMATCH -> GameFacts.Origin.LADDER;
            case TOURNAMENT_PAIRING -> GameFacts.Origin.TOURNAMENT;
            case TWO_GAME_MATCH -> GameFacts.Origin.MATCH;
            case IMPORTED -> GameFacts.Origin.IMPORT;
            case FREE -> GameFacts.Origin.FREE;
        };
    }
}
