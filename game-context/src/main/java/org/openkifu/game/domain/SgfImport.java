package org.openkifu.game.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.openkifu.game.domain.GameCommand.CreateGame;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.domain.GameCommand.PlaceHandicapStones;
import org.openkifu.game.domain.GameEvent.GameImported;
import org.openkifu.game.domain.GameEvent.PlayResumed;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.MoveResult;
import org.openkifu.game.rules.Phase;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.sgf.GameInfo;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfCollection;
import org.openkifu.game.sgf.SgfException;
import org.openkifu.game.sgf.SgfLimits;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfPoints;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.game.sgf.SgfReplay;
import org.openkifu.game.sgf.SgfReplayException;

/**
 * Decides {@link ImportGame}: reads the record (strict reader), replays its main line with {@link SgfReplay}
 * (the SGF checks and the engine's legality), then records it as the live game would have been recorded:
 * {@code GameCreated} through the creation decision, the handicap, and each move through the same event
 * builders as {@link Play}, one {@link Position} for the whole record. The ending comes from RE.
 *
 * <p>Imported players are not user accounts: each colour gets a pseudo user id {@code sgf:black:<PB>} /
 * {@code sgf:white:<PW>} (see {@link #playerId}), which no account can act as, so nobody can move in an imported
 * game. What only the record knows (names, ranks as written, DT, EV, RO, PC, TM, OT, RU, RE) is kept in
 * {@link GameImported}.
 */
final class SgfImport {

    static final String MULTIPLE_GAMES = "IMPORT_MULTIPLE_GAMES";
    static final String SETUP_UNSUPPORTED = "IMPORT_SETUP_UNSUPPORTED";
    static final String NOT_ALTERNATING = "IMPORT_MOVES_NOT_ALTERNATING";

    private SgfImport() {
    }

    /** The pseudo user id of an imported player: {@code sgf:black:Lee Sedol}; {@code sgf:black} without a name. */
    static String playerId(Color color, String name) {
        String prefix = "sgf:" + color.name().toLowerCase(Locale.ROOT);
        return name == null || name.isBlank() ? prefix : prefix + ":" + name.trim();
    }

    static List<GameEvent> decide(ImportGame c, GameState existing, Instant now) {
        if (c.actingUserId() == null || c.actingUserId().isBlank()) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "the acting user is required");
        }
        if (c.sgf() == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "an import needs the SGF file's bytes");
        }
        if (c.sgf().length > SgfLimits.IMPORT.maxBytes()) {
            throw new ImportRejected(SgfLimits.TOO_LARGE, "the file has " + c.sgf().length + " bytes; an imported record "
                    + "may have at most " + SgfLimits.IMPORT.maxBytes(), null, 0, 0);
        }
        String hash = GameIds.sha256(c.sgf());
        if (!c.gameId().equals(GameIds.forImport(c.actingUserId(), c.sgf()))) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND,
                    "an imported game's id derives from the importing user and the file (GameIds.forImport)");
        }
        Origin origin = new Origin(Origin.Kind.IMPORTED, "sha256:" + hash);
        if (existing != null) {
            if (existing.setup().origin().equals(origin) && existing.setup().createdBy().equals(c.actingUserId())) {
                return List.of(); // the same user imported the same file before
            }
            throw Guards.reject(GameRuleViolation.GAME_ALREADY_EXISTS, "game " + c.gameId() + " already exists");
        }
        SgfNode root = read(c.sgf());
        Replay replay;
        ImportedRecord header;
        try {
            header = ImportedHeader.of(root, GameInfo.of(root));
            replay = SgfReplay.replay(root);
        } catch (SgfReplayException e) {
            throw new ImportRejected(e.code(), e.getMessage(), e.moveNumber(), e.line(), e.column());
        } catch (SgfException e) {
            throw new ImportRejected(e.code(), e.getMessage(), null, e.line(), e.column());
        }
        refuseSetupStones(root, replay);
        try {
            return record(c, header, replay, hash, origin, now);
        } catch (ImportRejected e) {
            throw e;
        } catch (GameRuleViolation e) {
            throw new ImportRejected(e.code(), "the record cannot be a game: " + e.getMessage(), 0, 0, 0);
        }
    }

    private static SgfNode read(byte[] bytes) {
        SgfCollection collection;
        try {
            collection = SgfReader.read(bytes, SgfLimits.IMPORT);
        } catch (SgfException e) {
            throw new ImportRejected(e.code(), e.getMessage(), null, e.line(), e.column());
        }
        if (collection.gameTrees().size() != 1) {
            throw new ImportRejected(MULTIPLE_GAMES, "the file holds " + collection.gameTrees().size()
                    + " game trees; import one game per file", null, 0, 0);
        }
        return collection.gameTrees().get(0);
    }

    /** A live game starts from an empty board or its handicap: other setup stones (AB/AW/AE) have no event. */
    private static void refuseSetupStones(SgfNode root, Replay replay) {
        int size = replay.info().size();
        Set<Point> handicap = new LinkedHashSet<>(replay.handicap());
        for (SgfNode node : root.mainLine()) {
            if (node.has("B") || node.has("W")) {
                return;
            }
            Set<Point> black = new LinkedHashSet<>(SgfPoints.list(node.values("AB"), size));
            black.removeAll(handicap);
            boolean others = !black.isEmpty() || !node.values("AW").isEmpty() || !node.values("AE").isEmpty();
            if (others) {
                throw new ImportRejected(SETUP_UNSUPPORTED, "the record sets up stones (AB/AW/AE) that are not its "
                        + "handicap under '" + replay.rules().id() + "'; only games that start from an empty board or a "
                        + "handicap can be imported", 0, 0, 0);
            }
        }
    }

    private static List<GameEvent> record(ImportGame c, ImportedRecord header, Replay replay, String hash,
                                          Origin origin, Instant now) {
        GameInfo info = replay.info();
        String black = playerId(Color.BLACK, info.blackPlayer());
        String white = playerId(Color.WHITE, info.whitePlayer());
        int handicap = replay.handicap().size();
        CreateGame create = new CreateGame(c.gameId(), c.actingUserId(), new Player(black, rank(info.blackRank())),
                new Player(white, rank(info.whiteRank())), black, white,
                handicap >= 2 ? GameType.HANDICAP : GameType.HO_SUN, handicap >= 2 ? handicap : null,
                new RulesChoice(replay.rules().id(), info.komi(), null), info.size(), TimeControl.NONE, false, false,
                origin);
        List<GameEvent> events = new ArrayList<>(GameDecider.decide(create, null, now));
        events.add(1, new GameImported(c.gameId(), c.actingUserId(), ImportedHeader.fileName(c.fileName()), hash, header,
                now));
        GameState state = GameEvolver.fold(events);
        if (state.status() == GameState.Status.AWAITING_HANDICAP_STONES) {
            List<GameEvent> placed = GameDecider.decide(new PlaceHandicapStones(c.gameId(), black, replay.handicap()), state, now);
            events.addAll(placed);
            state = GameEvolver.fold(events);
        }
        Position position = state.position();
        for (Replay.ReplayedMove move : replay.moves()) {
            if (position.phase() == Phase.MARKING) {
                position.resumePlay(); // the record goes on after two passes: one of the players resumed
                events.add(new PlayResumed(c.gameId(), state.userOf(position.toMove()), now));
            }
            if (position.toMove() != move.color()) {
                throw new ImportRejected(NOT_ALTERNATING, "move " + move.number() + " is " + colour(move.color())
                        + "'s, but it is " + colour(position.toMove()) + "'s turn: a game on this server alternates moves",
                        move.number(), 0, 0);
            }
            String by = state.userOf(move.color());
            if (move.point() == null) {
                position.pass(move.color());
                events.addAll(Play.passed(state, position, move.color(), by, now));
            } else {
                MoveResult r = position.play(move.color(), move.point());
                if (!r.legal()) {
                    // the replay already played it under the same rules; reaching this is a bug, not bad input
                    throw new IllegalStateException("move " + move.number() + " replayed legally but is now " + r.code());
                }
                events.addAll(Play.played(state, position, r, by, now));
            }
        }
        if (position.phase() != Phase.ENDED) {
            events.addAll(Endings.imported(state, info.result(), now));
        }
        return events;
    }

    /** A rank the game understands ("3k", "9p"), else null: the text as written stays in the header. */
    private static String rank(String text) {
        if (text == null) {
            return null;
        }
        try {
            return Rank.parse(text).toString();
        } catch (GameRuleViolation notARank) {
            return null;
        }
    }

    private static String colour(Color color) {
        return color.name().toLowerCase(Locale.ROOT);
    }
}
