package org.openkifu.game.web;

import java.util.Map;

import org.openkifu.infra.contract.GameTerms;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the game context plays (docs/api.md, "Game terms"): the published schema {@code contracts/game/v1/GameTerms}
 * with its limits, the document the other contexts check their terms against. A literal path, so it wins over
 * {@code /api/games/{id}}. Answered as a plain map (in the file's order), which the OpenAPI description shows as an
 * object.
 */
@RestController
public class GameTermsController {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @GetMapping(value = "/api/games/terms", produces = MediaType.APPLICATION_JSON_VALUE)
    @SuppressWarnings("unchecked")
    public ResponseEntity<Map<String, Object>> terms() {
        return ResponseEntity.ok().cacheControl(CacheControl.noCache())
                .body(JSON.treeToValue(GameTerms.published().schema(), Map.class));
    }
}
