package org.openkifu.infra.web;

import java.util.List;

import org.openkifu.infra.projection.ProjectionService;
import org.openkifu.infra.projection.ProjectionService.ProcessorStatus;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The event processors and their positions, and rebuilding a projection from the event log (docs/projections.md).
 *
 * <p>Rebuilding is meant for analysts and administrators. This endpoint only takes the acting user (for the log);
 * the role check belongs to the security work, which must restrict {@code POST /api/projections/{name}/rebuild}
 * to those roles.
 */
@RestController
public class ProjectionController {

    private final ProjectionService projections;

    public ProjectionController(ProjectionService projections) {
        this.projections = projections;
    }

    @GetMapping("/api/projections")
    public List<ProcessorStatus> list() {
        return projections.statuses();
    }

    @GetMapping("/api/projections/{name}")
    public ProcessorStatus one(@PathVariable String name) {
        return projections.status(name).orElseThrow(() -> notFound(name));
    }

    @PostMapping("/api/projections/{name}/rebuild")
    public ResponseEntity<ProcessorStatus> rebuild(@PathVariable String name, @ActingUser String user) {
        projections.status(name).orElseThrow(() -> notFound(name));
        if (!projections.isRebuildable(name)) {
            throw new ApiException(HttpStatus.CONFLICT, "PROJECTION_NOT_REBUILDABLE", "the event processor " + name
                    + " cannot be rebuilt from the API (rebuilding it would repeat its side effects)");
        }
        try {
            return ResponseEntity.accepted().body(projections.rebuild(name, user));
        } catch (IllegalStateException e) {
            throw new ApiException(HttpStatus.CONFLICT, "PROJECTION_CLAIMED_ELSEWHERE", e.getMessage());
        }
    }

    private static ApiException notFound(String name) {
        return new ApiException(HttpStatus.NOT_FOUND, "PROJECTION_NOT_FOUND", "there is no event processor " + name);
    }
}
