package org.openkifu.game.web;

import org.openkifu.infra.contract.GameTerms;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * What the game context plays (docs/api.md, "Game terms"): the published schema {@code contracts/game/v1/GameTerms}
 * with its limits, byte for byte the document the other contexts check their terms against. A literal path, so it
 * wins over {@code /api/games/{id}}.
 */
@RestController
public class GameTermsController {

    @GetMapping(value = "/api/games/terms", produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<JsonNode> terms() {
        return ResponseEntity.ok().cacheControl(CacheControl.noCache()).body(GameTerms.published().schema());
    }
}
