package org.openkifu.game.web;

import java.util.List;

import org.openkifu.game.rules.RulePresets;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The rule presets' ids, read-only: the tournament and ladder pages offer them as a list without their contexts
 * depending on the game context (docs/web.md). The same list the invitation page gets as a template attribute.
 */
@RestController
public class RulePresetsController {

    @GetMapping("/api/rule-presets")
    public List<String> ids() {
        return RulePresets.ids();
    }
}
