package org.openkifu.game.infrastructure.requests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.TimeControl;

/** Version 1 requests as CreateGame commands, and the refusals decided before the game sees them. */
class GameRequestMappingTest {

    private static final String FULL = """
            {"type":"CreateGame","version":1,"requestId":"m-7/game-2","future":"ignored",
             "origin":{"kind":"two_game_match","reference":"m-7"},
             "players":[{"userId":"alice","rank":"3k"},{"userId":"bob","rank":"1d"}],
             "colors":{"black":"bob","white":"alice"},
             "settings":{"size":13,"preset":"chinese","komi":7.5,"gameType":"ho_sun",
                         "timeControl":{"kind":"CANADIAN","mainSeconds":600,"stonesPerPeriod":25,"periodSeconds":300},
                         "rated":true,"takeBack":true}}""";

    @Test
    void aFullRequestBecomesTheCommandItDescribes() {
        GameCommand.CreateGame command = GameRequestMapping.toCommand("m-7/game-2", parse(FULL));
        assertThat(command.gameId()).isEqualTo(GameIds.fromRequest("TWO_GAME_MATCH", "m-7/game-2"));
        assertThat(command.actingUserId()).isEqualTo(GameRequestHandler.ACTING_USER);
        assertThat(command.owner().userId()).isEqualTo("alice");
        assertThat(command.owner().rank()).isEqualTo("3k");
        assertThat(command.opponent().userId()).isEqualTo("bob");
        assertThat(command.blackUserId()).isEqualTo("bob");
        assertThat(command.whiteUserId()).isEqualTo("alice");
        assertThat(command.gameType()).isEqualTo(GameType.HO_SUN);
        assertThat(command.size()).isEqualTo(13);
        assertThat(command.rules().presetId()).isEqualTo("chinese");
        assertThat(command.rules().komi()).isEqualTo(7.5);
        assertThat(command.timeControl()).isEqualTo(new TimeControl(TimeControl.Kind.CANADIAN, 600, 0, 300, 25, 0));
        assertThat(command.rated()).isTrue();
        assertThat(command.takeBackAllowed()).isTrue();
        assertThat(command.origin()).isEqualTo(new Origin(Origin.Kind.TWO_GAME_MATCH, "m-7"));
    }

    @Test
    void defaultsAreUntimedUnratedWithoutTakeBackAndTheRequestIdAsReference() {
        GameCommand.CreateGame command = GameRequestMapping.toCommand("c-1", parse("""
                {"type":"CreateGame","version":1,"origin":{"kind":"LADDER_CHALLENGE"},
                 "players":[{"userId":"a"},{"userId":"b"}],"settings":{"size":9,"preset":"japanese"}}"""));
        assertThat(command.timeControl()).isEqualTo(TimeControl.NONE);
        assertThat(command.rated()).isFalse();
        assertThat(command.takeBackAllowed()).isFalse();
        assertThat(command.blackUserId()).isNull();
        assertThat(command.gameType()).isNull();
        assertThat(command.origin()).isEqualTo(new Origin(Origin.Kind.LADDER_CHALLENGE, "c-1"));
    }

    @Test
    void theWaitingRoomsOriginsAreRequestable() {
        for (Origin.Kind kind : new Origin.Kind[] {Origin.Kind.OPEN_OFFER, Origin.Kind.AUTOMATCH}) {
            GameCommand.CreateGame command = GameRequestMapping.toCommand("offer/o-1", parse(FULL
                    .replace("two_game_match", kind.name().toLowerCase()).replace("\"reference\":\"m-7\"", "\"reference\":\"offer/o-1\"")));
            assertThat(command.origin()).isEqualTo(new Origin(kind, "offer/o-1"));
            assertThat(command.gameId()).isEqualTo(GameIds.fromRequest(kind.name(), "offer/o-1"));
        }
        assertThat(GameRequestMapping.REQUESTABLE)
                .isEqualTo("LADDER_CHALLENGE, TOURNAMENT_PAIRING, TWO_GAME_MATCH, OPEN_OFFER, AUTOMATCH");
    }

    @Test
    void theShapeOfTheRequestIsCheckedWithPreciseCodes() {
        assertRefused(FULL.replace("\"CreateGame\"", "\"CancelGame\""), GameRequestHandler.UNKNOWN_REQUEST_TYPE,
                "CancelGame");
        assertRefused(FULL.replace("\"type\":\"CreateGame\",", ""), GameRequestHandler.MALFORMED_REQUEST, "type");
        assertRefused(FULL.replace("\"version\":1", "\"version\":3"), GameRequestHandler.UNSUPPORTED_VERSION, "3");
        assertRefused(FULL.replace("two_game_match", "friendly"), GameRequestHandler.INVALID_ORIGIN, "friendly");
        assertRefused(FULL.replace("two_game_match", "FREE"), GameRequestHandler.INVALID_ORIGIN, "FREE");
        assertRefused(FULL.replace("two_game_match", "imported"), GameRequestHandler.INVALID_ORIGIN, "imported");
        assertRefused(FULL.replace("\"size\":13,", ""), GameRequestHandler.MALFORMED_REQUEST, "settings.size");
        assertRefused(FULL.replace("\"preset\":\"chinese\",", ""), GameRequestHandler.MALFORMED_REQUEST,
                "settings.preset");
        assertRefused(FULL.replace(",{\"userId\":\"bob\",\"rank\":\"1d\"}", ""), GameRuleViolation.INVALID_PLAYERS,
                "exactly two");
        assertRefused(FULL.replace("ho_sun", "teaching"), GameRuleViolation.INVALID_GAME_TYPE, "teaching");
        assertRefused(FULL.replace("CANADIAN", "HOURGLASS"), GameRuleViolation.INVALID_TIME_CONTROL, "HOURGLASS");
        assertRefused(FULL.replace("\"reference\":\"m-7\"", "\"reference\":\"m-7\",\"name\":\"" + "x".repeat(101) + "\""),
                GameRuleViolation.INVALID_COMMAND, "origin.name");
    }

    @Test
    void theOriginsNameIsKeptAndABlankOneIsUnknown() {
        GameCommand.CreateGame named = GameRequestMapping.toCommand("m-7/game-2",
                parse(FULL.replace("\"reference\":\"m-7\"", "\"reference\":\"m-7\",\"name\":\"Two-game match ann vs bob\"")));
        assertThat(named.origin()).isEqualTo(new Origin(Origin.Kind.TWO_GAME_MATCH, "m-7", "Two-game match ann vs bob"));
        GameCommand.CreateGame blank = GameRequestMapping.toCommand("m-7/game-2",
                parse(FULL.replace("\"reference\":\"m-7\"", "\"reference\":\"m-7\",\"name\":\" \"")));
        assertThat(blank.origin().name()).isNull();
    }

    @Test
    void responsesAreVersionedJsonWithTheirTypeFirst() {
        String created = new String(GameRequestHandler.toJson(new GameResponse.GameCreated("r-1", "g-1",
                new GameResponse.Origin("LADDER_CHALLENGE", "r-1"), null, null, "HO_SUN", 0, 6.5, 19, "japanese")),
                StandardCharsets.UTF_8);
        assertThat(created).startsWith("{\"type\":\"GameCreated\",\"version\":1,\"requestId\":\"r-1\",\"gameId\":\"g-1\"")
                .contains("\"blackUserId\":null");
        String refused = new String(GameRequestHandler.toJson(new GameResponse.GameRefused("r-2", "UNKNOWN_RULESET",
                "no such rule set")), StandardCharsets.UTF_8);
        assertThat(refused).isEqualTo("{\"type\":\"GameRefused\",\"version\":1,\"requestId\":\"r-2\","
                + "\"code\":\"UNKNOWN_RULESET\",\"message\":\"no such rule set\"}");
    }

    private static void assertRefused(String json, String code, String mentioned) {
        assertThatThrownBy(() -> GameRequestMapping.toCommand("m-7/game-2", parse(json)))
                .satisfies(e -> assertThat(codeOf(e)).isEqualTo(code))
                .hasMessageContaining(mentioned);
    }

    private static String codeOf(Throwable e) {
        if (e instanceof GameRequestMapping.Refusal r) {
            return r.code();
        }
        if (e instanceof GameRuleViolation v) {
            return v.code();
        }
        throw new AssertionError("not a refusal: " + e, e);
    }

    private static GameRequest parse(String json) {
        return GameRequestHandler.parseRequest(json.getBytes(StandardCharsets.UTF_8));
    }
}
