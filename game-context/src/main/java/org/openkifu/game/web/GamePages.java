package org.openkifu.game.web;

import java.nio.charset.StandardCharsets;

import jakarta.servlet.http.HttpServletRequest;

import org.openkifu.game.rules.RulePresets;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.util.UriUtils;
import org.openkifu.infra.ui.SitePage;

/**
 * The game context's server-rendered pages (docs/web.md). Pages carry no data of their own beyond ids: their scripts
 * read the JSON API, so the page and any other client see the same thing. Who is signed in ({@code me}) comes from
 * the platform's {@code SitePages}.
 */
@Controller
@SitePage
public class GamePages {

    @GetMapping("/")
    String home() {
        return "redirect:/lobby";
    }

    @GetMapping("/lobby")
    String lobby() {
        return "lobby";
    }

    @GetMapping("/invitations/new")
    String invite(@RequestParam(required = false) String to, Model model) {
        model.addAttribute("to", to);
        model.addAttribute("presets", RulePresets.ids());
        return "invite";
    }

    @GetMapping("/games/{id}")
    String game(@PathVariable String id, Model model) {
        model.addAttribute("gameId", id);
        return "game";
    }

    @GetMapping("/games/{id}/replay")
    String replay(@PathVariable String id, @RequestParam(required = false) Integer move, Model model) {
        model.addAttribute("gameId", id);
        model.addAttribute("move", move);
        return "replay";
    }

    /** Open a game's replay by id, or import an SGF file. */
    @GetMapping("/replay")
    String replayIndex() {
        return "replay-index";
    }

    /**
     * The game library's search page (docs/web.md, "The library"): facts form, board editor, hits and continuation
     * statistics. A position to start from comes in the query string ({@code size}, {@code black}, {@code white} as
     * SGF points, {@code game}, {@code move}), which the page's script reads itself: the server renders no data.
     */
    @GetMapping("/library")
    String library(Model model) {
        model.addAttribute("presets", RulePresets.ids());
        return "library";
    }

    @GetMapping("/players/{id}")
    String player(@PathVariable String id, Model model) {
        model.addAttribute("playerId", id);
        return "player";
    }

    @GetMapping("/player")
    String myPage(HttpServletRequest request) {
        String me = request.getRemoteUser();
        return me == null ? "redirect:/login" : "redirect:/players/" + UriUtils.encodePathSegment(me, StandardCharsets.UTF_8);
    }
}
