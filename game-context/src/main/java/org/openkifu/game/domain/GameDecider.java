package org.openkifu.game.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.openkifu.game.domain.GameCommand.AbandonGame;
import org.openkifu.game.domain.GameCommand.AcceptScore;
import org.openkifu.game.domain.GameCommand.AcceptTakeBack;
import org.openkifu.game.domain.GameCommand.ChooseNigiriParity;
import org.openkifu.game.domain.GameCommand.CorrectResult;
import org.openkifu.game.domain.GameCommand.CreateGame;
import org.openkifu.game.domain.GameCommand.DeclineTakeBack;
import org.openkifu.game.domain.GameCommand.FlagTimeout;
import org.openkifu.game.domain.GameCommand.GuessNigiri;
import org.openkifu.game.domain.GameCommand.MarkDeadStones;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlaceHandicapStones;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.RequestTakeBack;
import org.openkifu.game.domain.GameCommand.Resign;
import org.openkifu.game.domain.GameCommand.ResumePlay;
import org.openkifu.game.domain.GameEvent.GameCreated;
import org.openkifu.game.domain.GameEvent.HandicapStonesPlaced;
import org.openkifu.game.domain.GameEvent.NigiriGuessed;
import org.openkifu.game.domain.GameEvent.NigiriParityChosen;
import org.openkifu.game.domain.GameState.Status;
import org.openkifu.game.rules.Handicap;
import org.openkifu.game.rules.HandicapPlacement;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulesException;
import org.openkifu.game.rules.Ruleset;

/**
 * {@code decide(command, state, now) -> events}: pure. Either the facts the command causes, or a
 * {@link GameRuleViolation} with a stable code; never a partial change. An empty list means the
 * command was understood and changes nothing (a duplicate creation, a timeout that did not happen).
 * {@code state} is null before the game exists; {@code now} comes from the caller's clock.
 */
public final class GameDecider {

    private GameDecider() {
    }

    public static List<GameEvent> decide(GameCommand command, GameState state, Instant now) {
        if (command == null || now == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "a command and the current time are required");
        }
        if (command.gameId() == null || command.gameId().isBlank()) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "the game id is required");
        }
        if (command instanceof CreateGame c) {
            return create(c, state, now);
        }
        if (command instanceof GameCommand.ImportGame c) {
            return SgfImport.decide(c, state, now);
        }
        if (command instanceof FlagTimeout) {
            Guards.exists(state);
            return Guards.timeoutIfFlagged(state, now);
        }
        if (command instanceof CorrectResult c) {
            return Endgame.correct(c, state, now);
        }
        if (command instanceof AbandonGame c) {
            return Endgame.abandon(c, state, now);
        }
        if (command instanceof GameCommand.ArriveAtGame c) {
            return GameStart.arrive(c, state, now);
        }
        if (command instanceof GameCommand.CancelGame c) {
            return Endgame.cancel(c, state, now);
        }
        Guards.player(state, command.actingUserId());
        List<GameEvent> timeout = Guards.timeoutIfFlagged(state, now);
        if (!timeout.isEmpty()) {
            return timeout;
        }
        if (command instanceof PlayStone c) {
            return Play.play(c, state, now);
        }
        if (command instanceof Pass c) {
            return Play.pass(c, state, now);
        }
        if (command instanceof Resign c) {
            return Play.resign(c, state, now);
        }
        if (command instanceof RequestTakeBack c) {
            return Play.requestTakeBack(c, state, now);
        }
        if (command instanceof AcceptTakeBack c) {
            return Play.acceptTakeBack(c, state, now);
        }
        if (command instanceof DeclineTakeBack c) {
            return Play.declineTakeBack(c, state, now);
        }
        if (command instanceof MarkDeadStones c) {
            return Endgame.mark(c, state, now);
        }
        if (command instanceof AcceptScore c) {
            return Endgame.accept(c, state, now);
        }
        if (command instanceof ResumePlay c) {
            return Endgame.resume(c, state, now);
        }
        if (command instanceof ChooseNigiriParity c) {
            return chooseParity(c, state, now);
        }
        if (command instanceof GuessNigiri c) {
            return guess(c, state, now);
        }
        if (command instanceof PlaceHandicapStones c) {
            return placeHandicap(c, state, now);
        }
        throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "unknown command " + command.getClass().getSimpleName());
    }

    // ---------------------------------------------------------------- creation

    private static List<GameEvent> create(CreateGame c, GameState s, Instant now) {
        requirePlayers(c);
        if (s != null) {
            GameSetup existing = s.setup();
            if (existing.owner().userId().equals(c.owner().userId()) && existing.opponent().userId().equals(c.opponent().userId())
                    && existing.origin().equals(c.origin())) {
                return List.of(); // the same request delivered again
            }
            throw Guards.reject(GameRuleViolation.GAME_ALREADY_EXISTS, "game " + c.gameId() + " already exists");
        }
        if (c.rules() == null || c.origin() == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "the rules preset and the origin are required");
        }
        Ruleset rules = c.rules().resolve();
        if (!rules.allowsBoardSize(c.size())) {
            throw Guards.reject(RulesException.BOARD_SIZE_UNSUPPORTED, "rule set '" + rules.id() + "' does not play on "
                    + c.size() + "x" + c.size() + (rules.boardSizes().isEmpty() ? "" : "; allowed sizes: " + rules.boardSizes()));
        }
        if (c.timeControl() == null) {
            throw Guards.reject(GameRuleViolation.INVALID_TIME_CONTROL, "a time control is required (NONE for an untimed game)");
        }
        TimeControl tc = c.timeControl().validated();
        Rank ownerRank = c.owner().rank() == null ? null : Rank.parse(c.owner().rank());
        Rank opponentRank = c.opponent().rank() == null ? null : Rank.parse(c.opponent().rank());
        boolean ranked = ownerRank != null && opponentRank != null;
        String black = c.blackUserId();
        String white = c.whiteUserId();
        // With colours fixed by the request (a pairing), the ranks only give Black an advantage when Black is the
        // weaker player; a stronger or equal Black plays an even game, as a tournament director would set it.
        Rank blackRank = black == null || !ranked ? null : black.equals(c.owner().userId()) ? ownerRank : opponentRank;
        Rank whiteRank = white == null || !ranked ? null : white.equals(c.owner().userId()) ? ownerRank : opponentRank;
        boolean fixedColoursFavourBlack = blackRank == null || whiteRank == null || blackRank.value() < whiteRank.value();
        GameType type = c.gameType() != null ? c.gameType()
                : ranked && fixedColoursFavourBlack ? GameTypeSelection.byRanks(ownerRank, opponentRank) : GameType.HO_SUN;

        if (black != null || white != null) {
            if (black == null || white == null || black.equals(white)
                    || !(new HashSet<>(List.of(black, white)).equals(new HashSet<>(List.of(c.owner().userId(), c.opponent().userId()))))) {
                throw Guards.reject(GameRuleViolation.INVALID_PLAYERS, "fixed colours must give Black to one player and White to the other");
            }
        } else if (type != GameType.HO_SUN) {
            if (!ranked || ownerRank.value() == opponentRank.value()) {
                throw Guards.reject(GameRuleViolation.INVALID_GAME_TYPE, "a " + type + " game needs two different ranks "
                        + "(the stronger player takes White) or fixed colours");
            }
            boolean ownerStronger = ownerRank.value() > opponentRank.value();
            white = ownerStronger ? c.owner().userId() : c.opponent().userId();
            black = ownerStronger ? c.opponent().userId() : c.owner().userId();
        }

        int handicap = handicap(c, type, rules, ranked ? Math.abs(ownerRank.value() - opponentRank.value()) : -1);
        double komi = c.rules().komi() != null ? c.rules().komi()
                : type == GameType.JUNG_SUN ? 0.5 : rules.komi(c.size(), handicap);
        List<GameEvent> events = new ArrayList<>();
        events.add(new GameCreated(c.gameId(), c.actingUserId(), c.owner(), c.opponent(), black, white, type, handicap,
                c.rules(), c.size(), komi, tc, c.takeBackAllowed(), c.rated(), c.origin(), now));
        if (handicap >= 2 && rules.handicapPlacement() == HandicapPlacement.FIXED) {
            events.add(new HandicapStonesPlaced(c.gameId(), Handicap.fixed(c.size(), handicap), now));
        }
        return events;
    }

    private static void requirePlayers(CreateGame c) {
        if (c.owner() == null || c.opponent() == null || blank(c.owner().userId()) || blank(c.opponent().userId())) {
            throw Guards.reject(GameRuleViolation.INVALID_PLAYERS, "a game needs two players with user ids");
        }
        if (c.owner().userId().equals(c.opponent().userId())) {
            throw Guards.reject(GameRuleViolation.INVALID_PLAYERS, "a player cannot play against themselves");
        }
        if (blank(c.actingUserId())) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "the acting user is required");
        }
    }

    private static int handicap(CreateGame c, GameType type, Ruleset rules, int rankDifference) {
        if (type != GameType.HANDICAP) {
            if (c.handicap() != null && c.handicap() != 0) {
                throw Guards.reject(GameRuleViolation.INVALID_HANDICAP, "only a Handicap game has handicap stones, not a " + type + " game");
            }
            return 0;
        }
        int n;
        if (c.handicap() != null) {
            n = c.handicap();
        } else if (rankDifference > 2) {
            n = GameTypeSelection.defaultHandicap(rankDifference, rules, c.size());
        } else {
            throw Guards.reject(GameRuleViolation.INVALID_HANDICAP, "give the number of handicap stones");
        }
        try {
            Position trial = new Position(rules, c.size());
            if (rules.handicapPlacement() == HandicapPlacement.FIXED) {
                trial.placeHandicap(n);
            } else if (n < 2 || (!rules.handicapCounts().isEmpty() && !rules.handicapCounts().contains(n))
                    || n >= c.size() * c.size()) {
                throw Guards.reject(GameRuleViolation.INVALID_HANDICAP, n + " handicap stones are not allowed under '" + rules.id()
                        + "' on " + c.size() + "x" + c.size());
            }
        } catch (RulesException e) {
            throw Guards.reject(GameRuleViolation.INVALID_HANDICAP, e.getMessage());
        }
        return n;
    }

    // ---------------------------------------------------------------- nigiri and free handicap

    private static List<GameEvent> chooseParity(ChooseNigiriParity c, GameState s, Instant now) {
        if (s.status() != Status.AWAITING_NIGIRI_PARITY) {
            throw Guards.reject(GameRuleViolation.NIGIRI_NOT_EXPECTED, "no nigiri parity is expected now");
        }
        if (!c.actingUserId().equals(s.setup().owner().userId())) {
            throw Guards.reject(GameRuleViolation.NOT_YOUR_TURN, "the game's owner picks odd or even; you guess");
        }
        requireParity(c.parity());
        return List.of(new NigiriParityChosen(c.gameId(), c.actingUserId(), c.parity(), now));
    }

    private static List<GameEvent> guess(GuessNigiri c, GameState s, Instant now) {
        if (s.status() != Status.AWAITING_NIGIRI_GUESS) {
            throw Guards.reject(GameRuleViolation.NIGIRI_NOT_EXPECTED, s.status() == Status.AWAITING_NIGIRI_PARITY
                    ? "wait until the owner has picked odd or even" : "no nigiri guess is expected now");
        }
        String owner = s.setup().owner().userId();
        if (c.actingUserId().equals(owner)) {
            throw Guards.reject(GameRuleViolation.NOT_YOUR_TURN, "the owner's opponent guesses, not the owner");
        }
        requireParity(c.guess());
        boolean correct = c.guess() == s.nigiriParity();
        String black = correct ? c.actingUserId() : owner;
        String white = correct ? owner : c.actingUserId();
        return List.of(new NigiriGuessed(c.gameId(), c.actingUserId(), c.guess(), correct, black, white, now));
    }

    private static void requireParity(Parity p) {
        if (p == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "say ODD or EVEN");
        }
    }

    private static List<GameEvent> placeHandicap(PlaceHandicapStones c, GameState s, Instant now) {
        if (s.status() != Status.AWAITING_HANDICAP_STONES) {
            throw Guards.reject(GameRuleViolation.HANDICAP_NOT_EXPECTED, "handicap stones are placed once, before the first move");
        }
        if (!c.actingUserId().equals(s.blackUserId())) {
            throw Guards.reject(GameRuleViolation.NOT_YOUR_TURN, "Black places the handicap stones");
        }
        List<Point> points = c.points() == null ? List.of() : c.points();
        if (points.size() != s.setup().handicap()) {
            throw Guards.reject(GameRuleViolation.INVALID_HANDICAP, "the game was agreed with " + s.setup().handicap()
                    + " handicap stones, not " + points.size());
        }
        try {
            new Position(s.setup().ruleset(), s.setup().size()).placeHandicap(points);
        } catch (RulesException e) {
            throw Guards.reject(e.code(), e.getMessage());
        }
        // the stones name nobody, so a Black who had not arrived arrives with them
        return GameStart.arrivingWith(s, c.actingUserId(), List.of(new HandicapStonesPlaced(c.gameId(), points, now)), now);
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
