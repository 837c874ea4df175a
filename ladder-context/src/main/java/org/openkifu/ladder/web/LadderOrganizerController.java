package org.openkifu.ladder.web;

import org.openkifu.infra.security.AccountRoles;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.LadderState;
import org.openkifu.ladder.web.LadderViewsJson.LadderView;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * What the ladder's organizer (the account that created it) or an administrator does to a ladder: change its
 * settings, pause and resume it, archive it (docs/api.md, "Ladders"). Who counts as the organizer is decided here and
 * passed to the domain as a flag; every other rule is the domain's. Each answers with the ladder after the change.
 */
@RestController
public class LadderOrganizerController {

    private final LadderCommands commands;
    private final LadderHistory history;
    private final AccountRoles roles;

    public LadderOrganizerController(LadderCommands commands, LadderHistory history, AccountRoles roles) {
        this.commands = commands;
        this.history = history;
        this.roles = roles;
    }

    /** The defaults a new ladder gets for every setting left out (the create form starts from them). */
    @GetMapping("/api/ladder-settings/defaults")
    public LadderSettings defaults() {
        return LadderSettings.defaults();
    }

    /** Any setting left out keeps the ladder's current value (not the default): a form may send only what changed. */
    @PutMapping("/api/ladders/{id}/settings")
    public LadderView changeSettings(@ActingUser String user, @PathVariable String id,
            @RequestBody LadderRequests.SettingsBody body) {
        LadderState s = state(id);
        commands.send(new LadderCommand.ChangeSettings(id, user, organizer(s, user), body.over(s.settings())));
        return LadderController.view(state(id));
    }

    /** No new challenges until resumed; games already running still count. */
    @PostMapping("/api/ladders/{id}/pause")
    public LadderView pause(@ActingUser String user, @PathVariable String id) {
        commands.send(new LadderCommand.PauseLadder(id, user, organizer(state(id), user)));
        return LadderController.view(state(id));
    }

    @PostMapping("/api/ladders/{id}/resume")
    public LadderView resume(@ActingUser String user, @PathVariable String id) {
        commands.send(new LadderCommand.ResumeLadder(id, user, organizer(state(id), user)));
        return LadderController.view(state(id));
    }

    /** Read-only for good: open challenges are cancelled, nothing changes the ladder afterwards. */
    @PostMapping("/api/ladders/{id}/archive")
    public LadderView archive(@ActingUser String user, @PathVariable String id) {
        commands.send(new LadderCommand.ArchiveLadder(id, user, organizer(state(id), user)));
        return LadderController.view(state(id));
    }

    private boolean organizer(LadderState s, String user) {
        return s.createdBy().equals(user) || roles.isAdmin(user);
    }

    private LadderState state(String id) {
        return history.ladder(id).orElseThrow(() -> LadderController.notFound(id));
    }
}
