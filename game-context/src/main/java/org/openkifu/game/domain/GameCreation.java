package org.openkifu.game.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.openkifu.game.domain.GameCommand.CreateGame;
import org.openkifu.game.domain.GameEvent.GameCreated;
import org.openkifu.game.domain.GameEvent.HandicapStonesPlaced;
import org.openkifu.game.rules.Handicap;
import org.openkifu.game.rules.HandicapPlacement;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulesException;
import org.openkifu.game.rules.Ruleset;

/**
 * A game's creation (docs/game.md, "Creation"): the players, the game type and handicap from their ranks or the
 * request, the effective komi, and the fixed handicap stones; a repeated request for the same game changes nothing.
 */
final class GameCreation {

    private GameCreation() {
    }

    static List<GameEvent> create(CreateGame c, GameState s, Instant now) {
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

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
