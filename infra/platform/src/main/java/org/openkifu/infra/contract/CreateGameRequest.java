package org.openkifu.infra.contract;

import java.util.List;

import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * One {@code CreateGame} request, version 1 ({@code contracts/game/v1/CreateGame.schema.json}, docs/events.md): the
 * one writer of the request both asking contexts send (the ladder's challenges, offers and auto-match; the
 * tournament's pairings and two-game matches), so they cannot drift from the contract or from each other. Each
 * context maps its own events to this record in its infrastructure; this class knows only the JSON contract, never a
 * context's domain (docs/architecture.md, "The published language"). Tested against the schema here
 * ({@code CreateGameRequestTest}); the game context reads the schema's examples in its own contract test.
 *
 * @param originReference the requester's id for the game; null: the request id (the game context's default)
 * @param originName      the display name of the ladder, tournament or match the game belongs to (the library's
 *                        event facet, issue 21); null or blank: left out (unknown); cut to {@link #ORIGIN_NAME_MAX} characters
 * @param players         exactly two, the owner first (who picks the nigiri parity when colours are drawn)
 * @param colors          fixed colours, or null to let the game type decide
 */
public record CreateGameRequest(String requestId, String originKind, String originReference, String originName,
                                List<Player> players, Colors colors, Settings settings) {

    public static final String TYPE = "CreateGame";
    public static final int VERSION = 1;
    /** The schema's {@code origin.name} bound: the ladder's and the tournament's own name limit (100 each). */
    public static final int ORIGIN_NAME_MAX = 100;
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** @param rank {@code 3k}, {@code 1d}, {@code 2p}; null: unranked (left out of the JSON) */
    public record Player(String userId, String rank) {
    }

    public record Colors(String black, String white) {
    }

    /**
     * A null komi, game type or handicap is left out: the game context chooses it (the preset's komi, the type and
     * stones from the ranks).
     *
     * @param timeControl the clock; null: untimed ({@code NONE})
     */
    public record Settings(int size, String preset, Double komi, String gameType, Integer handicap,
                           GameTerms.Clock timeControl, boolean rated, boolean takeBack) {
    }

    public CreateGameRequest {
        if (requestId == null || requestId.isBlank() || originKind == null || players == null || players.size() != 2
                || settings == null) {
            throw new IllegalArgumentException("a CreateGame needs a request id, an origin kind, two players and settings");
        }
        // Cut, not refused: the request is written at relay time from a stored event, and a relay that throws would
        // hold up every later request; both asking contexts already refuse longer names.
        if (originName != null) {
            originName = originName.isBlank() ? null
                    : originName.length() > ORIGIN_NAME_MAX ? originName.substring(0, ORIGIN_NAME_MAX) : originName;
        }
        players = List.copyOf(players);
    }

    /** A request without an origin name (free games: offers, auto-match). */
    public CreateGameRequest(String requestId, String originKind, String originReference, List<Player> players,
                             Colors colors, Settings settings) {
        this(requestId, originKind, originReference, null, players, colors, settings);
    }

    public ObjectNode toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("type", TYPE);
        root.put("version", VERSION);
        root.put("requestId", requestId);
        ObjectNode origin = root.putObject("origin");
        origin.put("kind", originKind);
        origin.put("reference", originReference == null ? requestId : originReference);
        if (originName != null) {
            origin.put("name", originName);
        }
        var list = root.putArray("players");
        for (Player p : players) {
            ObjectNode node = list.addObject();
            node.put("userId", p.userId());
            if (p.rank() != null) {
                node.put("rank", p.rank());
            }
        }
        if (colors != null) {
            root.putObject("colors").put("black", colors.black()).put("white", colors.white());
        }
        ObjectNode s = root.putObject("settings");
        s.put("size", settings.size());
        s.put("preset", settings.preset());
        if (settings.komi() != null) {
            s.put("komi", settings.komi());
        }
        if (settings.gameType() != null) {
            s.put("gameType", settings.gameType());
        }
        if (settings.handicap() != null) {
            s.put("handicap", settings.handicap());
        }
        GameTerms.Clock c = settings.timeControl() == null ? new GameTerms.Clock("NONE", 0, 0, 0, 0, 0)
                : settings.timeControl();
        s.putObject("timeControl").put("kind", c.kind()).put("mainSeconds", c.mainSeconds())
                .put("periods", c.periods()).put("periodSeconds", c.periodSeconds())
                .put("stonesPerPeriod", c.stonesPerPeriod()).put("incrementSeconds", c.incrementSeconds());
        s.put("rated", settings.rated());
        s.put("takeBack", settings.takeBack());
        return root;
    }

    public byte[] toBytes() {
        return JSON.writeValueAsBytes(toJson());
    }
}
