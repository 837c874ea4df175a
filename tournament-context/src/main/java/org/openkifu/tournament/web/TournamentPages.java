package org.openkifu.tournament.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.openkifu.infra.ui.SitePage;

/**
 * The tournament context's pages (docs/web.md): the tournament list with the organizer's creation form, a
 * tournament (registration, the bracket, the rounds with links to the games, the standings), and the two-game
 * matches. Pages carry only ids; their scripts read the same JSON API as any client.
 */
@Controller
@SitePage
public class TournamentPages {

    @GetMapping("/tournaments")
    String list() {
        return "tournament-list";
    }

    @GetMapping("/tournaments/{id}")
    String tournament(@PathVariable String id, Model model) {
        model.addAttribute("tournamentId", id);
        return "tournament";
    }

    @GetMapping("/matches")
    String matches() {
        return "tournament-matches";
    }

    @GetMapping("/matches/{id}")
    String match(@PathVariable String id, Model model) {
        model.addAttribute("matchId", id);
        return "tournament-match";
    }
}
