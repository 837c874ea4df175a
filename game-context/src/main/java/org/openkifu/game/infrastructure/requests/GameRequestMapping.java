package org.openkifu.game.infrastructure.requests;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;

/**
 * A version 1 {@link GameRequest} as the game's {@code CreateGame}. Checks only what the request's shape says
 * (type, version, required fields, enum names); the game checks everything else (players, ranks, preset, size,
 * handicap, time control) and its codes are the answer's codes.
 */
final class GameRequestMapping {

    /** A request refused before it reaches the game. */
    static final class Refusal extends RuntimeException {
        private final String code;

        Refusal(String code, String message) {
            super(message);
            this.code = code;
        }

        String code() {
            return code;
        }
    }

    /** The origin kinds another context may ask a game for (not FREE, not IMPORTED). */
    static final String REQUESTABLE = String.join(", ", Arrays.stream(Origin.Kind.values())
            .filter(k -> k != Origin.Kind.FREE && k != Origin.Kind.IMPORTED).map(Enum::name).toList());

    private GameRequestMapping() {
    }

    static GameCommand.CreateGame toCommand(String requestId, GameRequest r) {
        if (r.type() == null) {
            throw malformed("the request type is required (\"CreateGame\")");
        }
        if (!GameRequest.CREATE_GAME.equals(r.type())) {
            throw new Refusal(GameRequestHandler.UNKNOWN_REQUEST_TYPE, "unknown request type '" + r.type()
                    + "'; the game context answers \"CreateGame\" and \"CancelGame\"");
        }
        if (r.version() == null) {
            throw malformed("the request version is required (1)");
        }
        if (r.version() != GameRequest.VERSION) {
            throw new Refusal(GameRequestHandler.UNSUPPORTED_VERSION,
                    "CreateGame version " + r.version() + " is not supported; this game context reads version 1");
        }
        Origin origin = origin(requestId, r.origin());
        List<GameRequest.RequestPlayer> players = r.players();
        if (players == null || players.size() != 2 || players.contains(null)) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_PLAYERS,
                    "a game request names exactly two players, not " + (players == null ? 0 : players.size()));
        }
        GameRequest.Settings s = r.settings();
        if (s == null) {
            throw malformed("settings are required (at least size and preset)");
        }
        if (s.size() == null) {
            throw malformed("settings.size is required");
        }
        if (s.preset() == null || s.preset().isBlank()) {
            throw malformed("settings.preset is required (a rule preset id such as \"japanese\")");
        }
        GameRequest.Colors colors = r.colors();
        return new GameCommand.CreateGame(
                GameIds.fromRequest(origin.kind().name(), requestId),
                GameRequestHandler.ACTING_USER,
                new Player(players.get(0).userId(), players.get(0).rank()),
                new Player(players.get(1).userId(), players.get(1).rank()),
                colors == null ? null : colors.black(),
                colors == null ? null : colors.white(),
                s.gameType() == null ? null : gameType(s.gameType()),
                s.handicap(),
                new RulesChoice(s.preset(), s.komi(), s.captureGoal()),
                s.size(),
                timeControl(s.timeControl()),
                Boolean.TRUE.equals(s.takeBack()),
                Boolean.TRUE.equals(s.rated()),
                origin);
    }

    /** A requester's reason: an upper-case code, stored with the cancellation and shown on the game page. */
    private static final java.util.regex.Pattern REASON = java.util.regex.Pattern.compile("[A-Z][A-Z0-9_]{0,63}");

    /**
     * A version 1 {@code CancelGame} as the game's command: the game is the one {@code gameRequestId} created
     * ({@code GameIds.fromRequest(origin.kind, gameRequestId)}).
     */
    static GameCommand.CancelGame toCancel(String requestId, GameRequest r) {
        if (r.version() == null) {
            throw malformed("the request version is required (1)");
        }
        if (r.version() != GameRequest.VERSION) {
            throw new Refusal(GameRequestHandler.UNSUPPORTED_VERSION,
                    "CancelGame version " + r.version() + " is not supported; this game context reads version 1");
        }
        if (r.gameRequestId() == null || r.gameRequestId().isBlank()) {
            throw malformed("gameRequestId is required: the id of the CreateGame request whose game is cancelled");
        }
        if (r.reason() == null || !REASON.matcher(r.reason()).matches()) {
            throw malformed("reason is required: an upper-case code such as CHALLENGE_DECLINED (A-Z, 0-9, _; at most 64)");
        }
        Origin origin = origin(r.gameRequestId(), r.origin());
        return new GameCommand.CancelGame(GameIds.fromRequest(origin.kind().name(), r.gameRequestId()),
                GameRequestHandler.ACTING_USER, requestId, r.reason());
    }

    private static Origin origin(String requestId, GameRequest.RequestOrigin origin) {
        if (origin == null || origin.kind() == null) {
            throw malformed("origin.kind is required (" + REQUESTABLE + ")");
        }
        Origin.Kind kind = Arrays.stream(Origin.Kind.values())
                // FREE games come over HTTP; IMPORTED ones only from ImportGame (replayed from a record)
                .filter(k -> k != Origin.Kind.FREE && k != Origin.Kind.IMPORTED
                        && k.name().equals(origin.kind().toUpperCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new Refusal(GameRequestHandler.INVALID_ORIGIN, "origin.kind '" + origin.kind()
                        + "' is not one of " + REQUESTABLE));
        String reference = origin.reference() == null || origin.reference().isBlank() ? requestId : origin.reference();
        return new Origin(kind, reference, origin.name());
    }

    private static GameType gameType(String name) {
        try {
            return GameType.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_GAME_TYPE,
                    "settings.gameType '" + name + "' is not one of " + Arrays.toString(GameType.values()));
        }
    }

    private static TimeControl timeControl(GameRequest.RequestTimeControl t) {
        if (t == null) {
            return TimeControl.NONE;
        }
        if (t.kind() == null) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_TIME_CONTROL,
                    "settings.timeControl.kind is required (NONE for an untimed game)");
        }
        TimeControl.Kind kind;
        try {
            kind = TimeControl.Kind.valueOf(t.kind().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_TIME_CONTROL, "settings.timeControl.kind '"
                    + t.kind() + "' is not one of " + Arrays.toString(TimeControl.Kind.values()));
        }
        return new TimeControl(kind, orZero(t.mainSeconds()), orZero(t.periods()), orZero(t.periodSeconds()),
                orZero(t.stonesPerPeriod()), orZero(t.incrementSeconds()));
    }

    private static long orZero(Long value) {
        return value == null ? 0 : value;
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }

    private static Refusal malformed(String message) {
        return new Refusal(GameRequestHandler.MALFORMED_REQUEST, message);
    }
}
