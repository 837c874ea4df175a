package org.openkifu.ladder.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.openkifu.infra.ui.SitePage;

/**
 * The ladder context's pages (docs/web.md): the ladder list, a ladder, its organizer's page, its hall of fame, and
 * the waiting room. Like the game context's,
 * they carry only ids; their scripts read the JSON API. The player page's rating and rank chart is a script of this
 * context too ({@code /js/ladder-player.js}), included by the game context's player page: a composition in the
 * browser, not a dependency between the contexts.
 */
@Controller
@SitePage
public class LadderPages {

    @GetMapping("/ladders")
    String ladders() {
        return "ladder-list";
    }

    @GetMapping("/ladders/{id}")
    String ladder(@PathVariable String id, Model model) {
        model.addAttribute("ladderId", id);
        return "ladder";
    }

    /** The organizer's page: every setting, pause, archive (a visitor sees the settings read-only). */
    @GetMapping("/ladders/{id}/manage")
    String manage(@PathVariable String id, Model model) {
        model.addAttribute("ladderId", id);
        return "ladder-manage";
    }

    @GetMapping("/ladders/{id}/hall-of-fame")
    String hallOfFame(@PathVariable String id, Model model) {
        model.addAttribute("ladderId", id);
        return "ladder-fame";
    }

    @GetMapping("/play")
    String waitingRoom() {
        return "waiting-room";
    }
}
