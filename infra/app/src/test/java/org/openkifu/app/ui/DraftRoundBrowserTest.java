package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.app.tournament.TournamentPlay;
import org.openkifu.infra.platform.ApiClient;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import tools.jackson.databind.JsonNode;

/**
 * The organizer's draft rounds in a real headless Chromium (docs/web.md, "Draft rounds on the page"): a five-player
 * Swiss is paired as a draft from the page, edited with every control (unpair, the bye given to someone else, a hand
 * pairing, colours swapped, a handicap changed, a refused handicap shown next to its board), and published: the round
 * the API then holds is exactly the edited draft. A poll that redraws the draft (changed meanwhile through the API)
 * keeps a handicap the organizer is typing. In round 2 a repeated pairing and an incomplete publication are refused
 * next to their controls with their codes, the engine pairs the rest, and the draft is discarded. A player never sees
 * the draft. Screenshots: target/screenshots/draft-*.png.
 */
class DraftRoundBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static WebDriver drolivia;
    private static WebDriver drpam;

    @BeforeAll
    static void startBrowsers() throws IOException {
        drolivia = browsers.open();
        drpam = browsers.open();
        ui = new BrowserWaits(WAIT, "draft", Map.of("drolivia", drolivia, "drpam", drpam));
    }

    @Test
    void anOrganizerEditsAndPublishesADraftRoundInThePage() throws Exception {
        TournamentPlay play = play();
        play.account("drolivia", "2d");
        List<String> field = List.of("drpam", "drquin", "drrex", "drsue", "drtom");
        for (String p : field) {
            play.account(p, "5k");
        }
        api().grantRoles("drolivia", "organizer");
        JsonNode created = play.post("/api/tournaments", "drolivia", """
                {"name":"Draft Cup","format":"SWISS","boardSize":9,"rules":"tromp-taylor","komi":6.5,"rounds":2}""");
        String id = created.path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        play.post(base + "/open", "drolivia", "");
        for (String p : field) {
            play.post(base + "/registrations", p, "{}");
        }
        signIn(drolivia, "drolivia");
        signIn(drpam, "drpam");
        drolivia.get(url("/tournaments/" + id));

        // round 1 as a draft: two boards and a bye
        WebElement pair = ui.waitFor(drolivia, d -> d.findElement(By.id("draft-pair")).isDisplayed()
                ? d.findElement(By.id("draft-pair")) : null);
        assertThat(pair.getText()).isEqualTo("Pair round 1 as a draft");
        pair.click();
        ui.waitFor(drolivia, d -> d.findElement(By.id("draft-section")).isDisplayed() && boards().size() == 2);
        assertThat(drolivia.findElement(By.id("draft-h")).getText()).isEqualTo("Draft of round 1");
        assertThat(drolivia.findElement(By.id("draft-pair")).isDisplayed()).isFalse();
        assertThat(drolivia.findElement(By.id("start-round")).isDisplayed()).as("no start beside a draft").isFalse();
        String firstBye = attr("draft-bye", "data-user");
        assertThat(field).contains(firstBye);
        Browsers.screenshot(drolivia, "draft-round-1");

        // the player sees neither the draft nor its controls, and no round yet
        drpam.get(url("/tournaments/" + id));
        ui.waitFor(drpam, d -> d.findElements(By.cssSelector("#players tr[data-user]")).size() == 5);
        assertThat(drpam.findElement(By.id("draft-section")).isDisplayed()).isFalse();
        assertThat(drpam.findElement(By.id("draft-pair")).isDisplayed()).isFalse();
        assertThat(drpam.findElement(By.id("rounds")).getText()).contains("No round has been paired yet");

        // a handicap being typed survives a poll that redraws the draft (colours swapped meanwhile through the API)
        type("draft-handicap-2", "2");
        String black1 = attr("draft-black-1", "data-user");
        String white1 = attr("draft-white-1", "data-user");
        HttpResponse<String> swapped = api().post(base + "/rounds/1/draft/boards/1/swap-colours", "drolivia", "");
        assertThat(swapped.statusCode()).as(swapped.body()).isEqualTo(200);
        ui.waitFor(drolivia, d -> attr("draft-black-1", "data-user").equals(white1));
        assertThat(drolivia.findElement(By.id("draft-handicap-2")).getDomProperty("value")).isEqualTo("2");

        // a refused handicap: its code and detail next to the board; nothing changed
        type("draft-handicap-2", "12");
        drolivia.findElement(By.id("draft-handicap-set-2")).click();
        WebElement boardError = ui.waitFor(drolivia, d -> d.findElement(By.id("draft-board-2-error")).isDisplayed()
                ? d.findElement(By.id("draft-board-2-error")) : null);
        assertThat(boardError.getText()).startsWith("INVALID_COMMAND: ");
        assertThat(draft(base, 1).path("boards").get(1).path("handicap").asInt()).isZero();
        type("draft-handicap-2", "2");
        drolivia.findElement(By.id("draft-handicap-set-2")).click();
        ui.waitFor(drolivia, d -> "2".equals(attr("draft-board-2", "data-handicap"))
                && !d.findElement(By.id("draft-board-2-error")).isDisplayed());

        // board 1 unpaired; the bye goes to its (new) Black, whose opponent then plays the former holder by hand
        drolivia.findElement(By.id("draft-unpair-1")).click();
        ui.waitFor(drolivia, d -> unpaired().size() == 2 && boards().size() == 1);
        assertThat(unpaired()).containsExactlyInAnyOrder(black1, white1);
        new Select(drolivia.findElement(By.id("draft-bye-select"))).selectByValue(white1);
        drolivia.findElement(By.id("draft-bye-give")).click();
        ui.waitFor(drolivia, d -> attr("draft-bye", "data-user").equals(white1));
        assertThat(unpaired()).containsExactlyInAnyOrder(black1, firstBye);
        new Select(drolivia.findElement(By.id("draft-hand-black"))).selectByValue(firstBye);
        new Select(drolivia.findElement(By.id("draft-hand-white"))).selectByValue(black1);
        type("draft-hand-handicap", "0"); // a given handicap: the chosen order decides the colours
        drolivia.findElement(By.id("draft-pair-board")).click();
        ui.waitFor(drolivia, d -> boards().size() == 2 && unpaired().isEmpty());
        assertThat(attr("draft-black-1", "data-user")).isEqualTo(firstBye);
        assertThat(attr("draft-white-1", "data-user")).isEqualTo(black1);

        // colours of board 2 swapped in the page
        String black2 = attr("draft-black-2", "data-user");
        String white2 = attr("draft-white-2", "data-user");
        drolivia.findElement(By.id("draft-swap-2")).click();
        ui.waitFor(drolivia, d -> attr("draft-black-2", "data-user").equals(white2));
        assertThat(attr("draft-white-2", "data-user")).isEqualTo(black2);
        Browsers.screenshot(drolivia, "draft-edited");

        // published: the round is the edited draft, and the page shows it instead of the draft
        drolivia.findElement(By.id("draft-publish")).click();
        ui.waitFor(drolivia, d -> !d.findElement(By.id("draft-section")).isDisplayed()
                && d.findElements(By.cssSelector("section.round[data-round='1'] tr[data-board]")).size() == 2);
        JsonNode round = play.eventually(base + "/rounds/1", r -> TournamentPlay.complete(r, 2, 1));
        JsonNode b1 = round.path("boards").get(0);
        JsonNode b2 = round.path("boards").get(1);
        assertThat(List.of(b1.path("blackUserId").asString(), b1.path("whiteUserId").asString()))
                .containsExactly(firstBye, black1);
        assertThat(List.of(b2.path("blackUserId").asString(), b2.path("whiteUserId").asString()))
                .containsExactly(white2, black2);
        assertThat(b2.path("handicap").asInt()).isEqualTo(2);
        assertThat(round.path("byes").get(0).path("userId").asString()).isEqualTo(white1);
        ui.waitFor(drpam, d -> d.findElements(By.cssSelector("section.round[data-round='1'] tr[data-board]")).size() == 2);

        for (JsonNode b : round.path("boards")) {
            JsonNode g = b.path("games").get(0);
            play.resign(g, g.path("blackUserId").asString());
        }
        play.eventually(base + "/rounds/1", r -> r.path("finished").asBoolean());

        // round 2: a repeat of round 1 and an incomplete publication are refused beside their controls
        WebElement pair2 = ui.waitFor(drolivia, d -> d.findElement(By.id("draft-pair")).isDisplayed()
                && d.findElement(By.id("draft-pair")).getText().equals("Pair round 2 as a draft")
                ? d.findElement(By.id("draft-pair")) : null);
        pair2.click();
        ui.waitFor(drolivia, d -> d.findElement(By.id("draft-section")).isDisplayed() && boards().size() == 2
                && drolivia.findElement(By.id("draft-h")).getText().equals("Draft of round 2"));
        drolivia.findElement(By.id("draft-unpair-1")).click();
        ui.waitFor(drolivia, d -> boards().size() == 1);
        drolivia.findElement(By.id("draft-unpair-2")).click();
        ui.waitFor(drolivia, d -> boards().isEmpty() && unpaired().size() == 4);
        // the round-1 board whose two players are both unpaired now
        JsonNode met = unpaired().containsAll(List.of(b1.path("blackUserId").asString(),
                b1.path("whiteUserId").asString())) ? b1 : b2;
        new Select(drolivia.findElement(By.id("draft-hand-black"))).selectByValue(met.path("whiteUserId").asString());
        new Select(drolivia.findElement(By.id("draft-hand-white"))).selectByValue(met.path("blackUserId").asString());
        drolivia.findElement(By.id("draft-pair-board")).click();
        WebElement repeated = ui.waitFor(drolivia, d -> d.findElement(By.id("draft-pair-board-error")).isDisplayed()
                ? d.findElement(By.id("draft-pair-board-error")) : null);
        assertThat(repeated.getText()).startsWith("PAIRING_REPEATED: ");
        drolivia.findElement(By.id("draft-publish")).click();
        WebElement incomplete = ui.waitFor(drolivia, d -> d.findElement(By.id("draft-publish-error")).isDisplayed()
                ? d.findElement(By.id("draft-publish-error")) : null);
        assertThat(incomplete.getText()).startsWith("DRAFT_INCOMPLETE: ");
        assertThat(boards()).isEmpty();
        Browsers.screenshot(drolivia, "draft-refusals");

        // the engine pairs the rest (without repeats), then the draft is discarded: round 2 is not paired
        drolivia.findElement(By.id("draft-pair-rest")).click();
        ui.waitFor(drolivia, d -> boards().size() == 2 && unpaired().isEmpty()
                && !d.findElement(By.id("draft-publish-error")).isDisplayed());
        drolivia.findElement(By.id("draft-discard")).click();
        ui.waitFor(drolivia, d -> !d.findElement(By.id("draft-section")).isDisplayed()
                && d.findElement(By.id("draft-pair")).isDisplayed());
        assertThat(api().get(base + "/rounds/2/draft", "drolivia").body()).contains("DRAFT_NOT_FOUND");
        assertThat(play.get(base).path("roundsPaired").asInt()).isEqualTo(1);
        BrowserWaits.assertNoScriptErrors(drolivia);
        BrowserWaits.assertNoScriptErrors(drpam);
    }

    private JsonNode draft(String base, int round) throws Exception {
        return ApiClient.json(api().get(base + "/rounds/" + round + "/draft", "drolivia"));
    }

    private List<WebElement> boards() {
        return drolivia.findElements(By.cssSelector("#draft-boards tr[data-board]"));
    }

    private List<String> unpaired() {
        return drolivia.findElements(By.cssSelector("#draft-unpaired li[data-user]")).stream()
                .map(li -> li.getDomAttribute("data-user")).toList();
    }

    private String attr(String id, String name) {
        String v = drolivia.findElement(By.id(id)).getDomAttribute(name);
        return v == null ? "" : v;
    }

    private void type(String id, String text) {
        WebElement input = drolivia.findElement(By.id(id));
        input.clear();
        input.sendKeys(text);
    }
}
