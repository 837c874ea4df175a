package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.app.tournament.TournamentPlay;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import tools.jackson.databind.JsonNode;

/**
 * The director's desk on the tournament page in a real headless Chromium (docs/web.md, "The director's desk"): the
 * organizer adds a guest, edits an entry, starts round 1, takes a late entry, marks absences and presences, enters a
 * forfeit, enters and corrects a result, pauses and resumes, all through the page's controls; the API agrees after
 * each step, and round 2 pairs exactly the players the page said. Refusals (a guest without a rank, a result the
 * tournament already counts) stand next to their control with the problem's code. Screenshots:
 * target/screenshots/deskplayers-*.png.
 */
class DeskPlayersBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static WebDriver dora;

    @BeforeAll
    static void startBrowsers() throws IOException {
        dora = browsers.open();
        ui = new BrowserWaits(WAIT, "deskplayers", Map.of("dora", dora));
    }

    @Test
    void theOrganizerRunsPlayersResultsAndPausesFromThePage() throws Exception {
        TournamentPlay play = play();
        play.account("dpdora", "2d");
        for (String[] p : List.of(new String[] {"dpann", "3d"}, new String[] {"dpbob", "1k"},
                new String[] {"dpcat", "5k"}, new String[] {"dpdan", "2k"})) {
            play.account(p[0], p[1]);
        }
        api().grantRoles("dpdora", "organizer");
        String id = play.post("/api/tournaments", "dpdora", """
                {"name":"Desk Players Cup","format":"SWISS","boardSize":9,"rules":"tromp-taylor","komi":6.5,
                 "rounds":3}""").path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        play.post(base + "/open", "dpdora", "");
        for (String p : List.of("dpann", "dpbob", "dpcat")) {
            play.post(base + "/registrations", p, "{}");
        }
        signIn(dora, "dpdora");
        dora.get(url("/tournaments/" + id));
        ui.waitFor(dora, d -> d.findElement(By.id("desk-section")).isDisplayed()
                && d.findElements(By.cssSelector("#players button[data-desk-action='remove']")).size() == 3);

        // a guest without a rank: refused next to the add form, nobody added
        choose("desk-add-kind", "guest");
        type("desk-add-name", "Gus Guest");
        dora.findElement(By.id("desk-add-submit")).click();
        ui.waitFor(dora, d -> d.findElement(By.id("desk-add-message")).getText().startsWith("INVALID_RANK: "));
        assertThat(play.get(base).path("players").size()).isEqualTo(3);
        // the guest, with rank, country and club
        type("desk-add-rank", "4k");
        type("desk-add-country", "de");
        type("desk-add-club", "Berl");
        dora.findElement(By.id("desk-add-submit")).click();
        ui.waitFor(dora, d -> d.findElement(By.id("players")).getText().contains("Gus Guest"));
        JsonNode guest = player(play.get(base), "Gus Guest");
        assertThat(guest.path("userId").asString()).startsWith("guest:");
        assertThat(guest.path("rank").asString()).isEqualTo("4k");
        assertThat(guest.path("country").asString()).isEqualTo("DE");
        assertThat(guest.path("club").asString()).isEqualTo("Berl");
        assertThat(dora.findElement(By.id("desk-add-name")).getDomProperty("value")).isEmpty();

        // an entry edited before round 1
        rowButton("edit", "dpcat");
        ui.waitFor(dora, d -> d.findElement(By.id("desk-edit-form")).isDisplayed());
        type("desk-edit-rank", "6k");
        type("desk-edit-club", "Kyo");
        dora.findElement(By.id("desk-edit-submit")).click();
        JsonNode cat = player(play.eventually(base, t -> player(t, "dpcat").path("rank").asString().equals("6k")),
                "dpcat");
        assertThat(cat.path("club").asString()).isEqualTo("Kyo");

        // round 1 from the page; then a late entry through the same add form
        ui.click(dora, "start-round");
        JsonNode round1 = play.eventually(base + "/rounds/1", r -> r.path("boards").size() == 2);
        choose("desk-add-kind", "account");
        type("desk-add-user", "dpdan");
        dora.findElement(By.id("desk-add-submit")).click();
        ui.waitFor(dora, d -> d.findElement(By.id("desk-add-message")).getText().equals("dpdan entered."));
        assertThat(player(play.get(base), "dpdan").path("seed").asInt()).as("a late entry has no seed").isZero();

        // absences: Bob away for rounds 2 and 3, then back for round 3; Ann away for round 2, then back
        type("desk-rounds", "2,3");
        rowButton("absent", "dpbob");
        rowMessage("dpbob", "dpbob absent in round 2, 3.");
        type("desk-rounds", "3");
        rowButton("present", "dpbob");
        rowMessage("dpbob", "dpbob present in round 3.");
        type("desk-rounds", "2");
        rowButton("absent", "dpann");
        rowMessage("dpann", "dpann absent in round 2.");
        rowButton("present", "dpann");
        rowMessage("dpann", "dpann present in round 2.");

        // results: the account board by forfeit (once its game exists), the guest's board entered then corrected
        round1 = play.eventually(base + "/rounds/1", r -> boardWithout(r, "guest:").path("games").size() == 1);
        int forfeitBoard = boardWithout(round1, "guest:").path("number").asInt();
        int guestBoard = 3 - forfeitBoard;
        enterResult(1, forfeitBoard, "BLACK_WINS_BY_DEFAULT", "White did not come");
        enterResult(1, guestBoard, "WHITE_WINS", "the score sheet");
        enterResult(1, guestBoard, "BLACK_WINS", "the score sheet was the wrong way round");
        // the same forfeit again: refused next to the result form, nothing changes
        enterResultRaw(1, forfeitBoard, "BLACK_WINS_BY_DEFAULT", "again");
        ui.waitFor(dora, d -> d.findElement(By.id("desk-result-message")).getText().startsWith("RESULT_UNCHANGED: "));
        JsonNode decided = play.eventually(base + "/rounds/1", r -> r.path("finished").asBoolean());
        JsonNode forfeitGame = board(decided, forfeitBoard).path("games").get(0);
        assertThat(forfeitGame.path("byDefault").asBoolean()).isTrue();
        assertThat(forfeitGame.path("decision").path("kind").asString()).isEqualTo("BLACK_WINS_BY_DEFAULT");
        assertThat(forfeitGame.path("decision").path("reason").asString()).isEqualTo("White did not come");
        JsonNode guestGame = board(decided, guestBoard).path("games").get(0);
        assertThat(guestGame.path("corrected").asBoolean()).isTrue();
        assertThat(guestGame.path("decision").path("kind").asString()).isEqualTo("BLACK_WINS");
        assertThat(guestGame.path("byDefault").asBoolean()).isFalse();
        ui.waitFor(dora, d -> {
            WebElement r1 = d.findElement(By.cssSelector("#rounds section.round[data-round='1']"));
            return r1.findElements(By.cssSelector(".flag.forfeit")).size() == 1
                    && !r1.findElements(By.cssSelector(".flag.corrected")).isEmpty();
        });
        Browsers.screenshot(dora, "deskplayers-results");

        // pause: the page says so and no round starts; resume
        ui.click(dora, "desk-pause");
        play.eventually(base, t -> t.path("paused").asBoolean());
        ui.waitFor(dora, d -> d.findElement(By.id("desk-paused")).isDisplayed()
                && d.findElement(By.id("desk-resume")).isDisplayed());
        ui.click(dora, "start-round");
        ui.waitFor(dora, d -> d.findElement(By.id("tournament-message")).getText().contains("paused"));
        assertThat(play.get(base).path("roundsPaired").asInt()).isEqualTo(1);
        ui.click(dora, "desk-resume");
        play.eventually(base, t -> !t.path("paused").asBoolean());
        ui.waitFor(dora, d -> !d.findElement(By.id("desk-paused")).isDisplayed()
                && d.findElement(By.id("desk-pause")).isDisplayed());

        // round 2 pairs what the desk said: Bob absent, Ann, Cat, Dan and the guest paired
        ui.click(dora, "start-round");
        JsonNode round2 = play.eventually(base + "/rounds/2", r -> r.path("boards").size() == 2);
        List<String> absent = new ArrayList<>();
        round2.path("absent").forEach(a -> absent.add(a.asString()));
        assertThat(absent).containsExactly("dpbob");
        List<String> paired = new ArrayList<>();
        round2.path("boards").forEach(b -> {
            paired.add(b.path("blackUserId").asString());
            paired.add(b.path("whiteUserId").asString());
        });
        assertThat(paired).containsExactlyInAnyOrder("dpann", "dpcat", "dpdan", guest.path("userId").asString());
        ui.waitFor(dora, d -> d.findElements(By.cssSelector(
                "#rounds section.round[data-round='2'] button[data-desk-action='result']")).size() == 2);
        Browsers.screenshot(dora, "deskplayers-round2");
        BrowserWaits.assertNoScriptErrors(dora);
    }

    private void enterResult(int round, int board, String kind, String reason) {
        enterResultRaw(round, board, kind, reason);
        ui.waitFor(dora, d -> d.findElement(By.id("desk-result-message")).getText()
                .startsWith("Round " + round + ", board " + board + ": "));
    }

    /** Chooses the board with its row button, then fills and sends the form. */
    private void enterResultRaw(int round, int board, String kind, String reason) {
        ui.waitFor(dora, d -> {
            d.findElement(By.cssSelector("#rounds section.round[data-round='" + round
                    + "'] button[data-desk-action='result'][data-board='" + board + "']")).click();
            return d.findElement(By.id("desk-result-board")).getDomProperty("value").equals(String.valueOf(board))
                    && d.findElement(By.id("desk-result-message")).getText().isEmpty();
        });
        choose("desk-result-kind", kind);
        type("desk-result-reason", reason);
        dora.findElement(By.id("desk-result-submit")).click();
    }

    private void rowButton(String action, String player) {
        ui.clickWhenShown(dora, d -> d.findElement(By.cssSelector("#players button[data-desk-action='" + action
                + "'][data-player='" + player + "']")));
    }

    private void rowMessage(String player, String text) {
        ui.waitFor(dora, d -> d.findElement(By.cssSelector("#players span.desk-row-message[data-player='" + player
                + "']")).getText().equals(text));
    }

    private static JsonNode player(JsonNode tournament, String nameOrId) {
        for (JsonNode p : tournament.path("players")) {
            if (p.path("userId").asString().equals(nameOrId) || p.path("name").asString().equals(nameOrId)) {
                return p;
            }
        }
        throw new AssertionError("no player " + nameOrId + " in " + tournament);
    }

    private static JsonNode board(JsonNode round, int number) {
        for (JsonNode b : round.path("boards")) {
            if (b.path("number").asInt() == number) {
                return b;
            }
        }
        throw new AssertionError("no board " + number + " in " + round);
    }

    /** The board neither of whose players' ids starts with {@code prefix}. */
    private static JsonNode boardWithout(JsonNode round, String prefix) {
        for (JsonNode b : round.path("boards")) {
            if (!b.path("blackUserId").asString().startsWith(prefix) && !b.path("whiteUserId").asString().startsWith(prefix)) {
                return b;
            }
        }
        throw new AssertionError("every board has a " + prefix + " in " + round);
    }

    private void type(String id, String text) {
        WebElement input = dora.findElement(By.id(id));
        input.clear();
        input.sendKeys(text);
    }

    private void choose(String id, String value) {
        new Select(dora.findElement(By.id(id))).selectByValue(value);
    }
}
