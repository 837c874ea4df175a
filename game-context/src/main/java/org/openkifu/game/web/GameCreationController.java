package org.openkifu.game.web;

import java.net.URI;

import org.openkifu.game.application.GameService;
import org.openkifu.game.domain.GameIds;
import org.openkifu.infra.security.AccountDirectory;
import org.openkifu.infra.security.AccountRoles;
import org.openkifu.infra.security.Role;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.ApiException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code POST /api/games}: a game created by an administrator or an organizer for two existing accounts (docs/api.md,
 * "Who may create a game"). A game between two people starts from something both agreed to (an accepted invitation,
 * a ladder challenge, a tournament pairing); anyone else gets 403 CONSENT_REQUIRED pointing to invitations. Before,
 * any player could create a rated, timed game against anyone, even a name nobody registered, and win it on time.
 */
@RestController
public class GameCreationController {

    static final String CONSENT_REQUIRED = "CONSENT_REQUIRED";

    private final GameService games;
    private final AccountRoles roles;
    private final AccountDirectory accounts;

    public GameCreationController(GameService games, AccountRoles roles, AccountDirectory accounts) {
        this.games = games;
        this.roles = roles;
        this.accounts = accounts;
    }

    @PostMapping("/api/games")
    public ResponseEntity<GameViews.Created> create(@ActingUser String user,
            @RequestHeader(value = GameController.IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody GameRequests.CreateGame body) {
        if (!roles.has(user, Role.ADMIN) && !roles.has(user, Role.ORGANIZER)) {
            throw new ApiException(HttpStatus.FORBIDDEN, CONSENT_REQUIRED, "a game needs both players' consent: "
                    + "invite your opponent (POST /api/invitations, or the lobby's invitation form) and the game "
                    + "starts when they accept; only administrators and organizers create games directly")
                    .with("invitations", "/api/invitations");
        }
        // The key is scoped to the user, so two users' keys never name the same game.
        String gameId = idempotencyKey == null || idempotencyKey.isBlank() ? GameIds.random()
                : GameIds.fromRequest("api", user + ":" + idempotencyKey);
        games.send(CreateGameMapping.toCommand(user, gameId, body, name -> PlayerNames.existing(accounts, name)));
        return ResponseEntity.created(URI.create("/api/games/" + gameId)).body(new GameViews.Created(gameId));
    }
}
