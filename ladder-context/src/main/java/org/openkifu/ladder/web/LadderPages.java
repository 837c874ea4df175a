package org.openkifu.ladder.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

/**
 * The ladder context's pages (docs/web.md): the ladder list, a ladder, and the waiting room. Like the game context's,
 * they carry only ids; their scripts read the JSON API. The player page's rating and rank chart is a script of this
 * context too ({@code /js/ladder-player.js}), included by the game context's player page: a composition in the
 * browser, not a dependency between the contexts.
 */
@Controller
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

    @GetMapping("/play")
    String waitingRoom() {
        return "waiting-room";
    }
}
