package org.openkifu.game.web;

import org.openkifu.infra.web.ApiException;

import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * {@code GET /api/games/{id}/stream}: the game's events as Server-Sent Events (docs/api.md, docs/projections.md).
 * Event id = the aggregate sequence number, event name = the event type, data = the same JSON as an entry of
 * {@code /events}. Resumes after {@code Last-Event-ID} (what an EventSource sends when it reconnects) or
 * {@code ?after=N}; without either it starts with the whole history.
 */
@RestController
public class GameStreamController {

    static final String LAST_EVENT_ID = "Last-Event-ID";

    private final GameEventStreams streams;

    public GameStreamController(GameEventStreams streams) {
        this.streams = streams;
    }

    @GetMapping("/api/games/{id}/stream")
    public SseEmitter stream(@PathVariable String id,
            @RequestHeader(value = LAST_EVENT_ID, required = false) String lastEventId,
            @RequestParam(required = false) String after, HttpServletResponse response) {
        // proxies must pass events on at once (nginx buffers responses unless told otherwise)
        response.setHeader("Cache-Control", "no-cache");
        response.setHeader("X-Accel-Buffering", "no");
        long resumeAfter = lastEventId != null && !lastEventId.isBlank() ? sequence(LAST_EVENT_ID, lastEventId)
                : after != null ? sequence("after", after) : -1;
        return streams.open(id, resumeAfter);
    }

    private static long sequence(String name, String value) {
        try {
            long n = Long.parseLong(value.trim());
            if (n >= -1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw ApiException.badRequest("PARAMETER_INVALID",
                name + " must be an event sequence number (0 or more, or -1 for the whole history), not '" + value
                        + "'");
    }
}
