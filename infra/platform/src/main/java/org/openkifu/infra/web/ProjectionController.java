package org.openkifu.infra.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.kafka.DeadLetters;
import org.openkifu.infra.projection.ProjectionService;
import org.openkifu.infra.projection.ProjectionView;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The read side's machinery and how far each part is (docs/projections.md): the event processors that follow the
 * event store and the consumers that follow contract topics, their lag, and rebuilding one from its log. Error
 * texts (they may name hosts, collections or user data) are shown to administrators only; anyone sees that
 * something is in error. The dead letters of the Kafka relay are for administrators.
 */
@RestController
public class ProjectionController {

    private final ProjectionService projections;
    private final ContractConsumers consumers;
    private final DeadLetters deadLetters;
    private final AdminCheck admins;

    public ProjectionController(ProjectionService projections, ContractConsumers consumers, DeadLetters deadLetters,
            AdminCheck admins) {
        this.projections = projections;
        this.consumers = consumers;
        this.deadLetters = deadLetters;
        this.admins = admins;
    }

    @GetMapping("/api/projections")
    public List<ProjectionView> list() {
        boolean details = isAdmin();
        List<ProjectionView> all = new ArrayList<>();
        projections.statuses().forEach(s -> all.add(ProjectionView.of(s, details)));
        consumers.statuses().forEach(s -> all.add(ProjectionView.of(s, details)));
        return all;
    }

    @GetMapping("/api/projections/{name}")
    public ProjectionView one(@PathVariable String name) {
        return find(name).orElseThrow(() -> notFound(name));
    }

    @PostMapping("/api/projections/{name}/rebuild")
    public ResponseEntity<ProjectionView> rebuild(@PathVariable String name, @ActingUser String user) {
        Optional<ContractConsumer> consumer = consumers.get(name);
        if (consumer.isPresent()) {
            return ResponseEntity.accepted().body(ProjectionView.of(consumer.get().rebuild(user), isAdmin()));
        }
        projections.status(name).orElseThrow(() -> notFound(name));
        if (!projections.isRebuildable(name)) {
            throw new ApiException(HttpStatus.CONFLICT, "PROJECTION_NOT_REBUILDABLE", "the event processor " + name
                    + " cannot be rebuilt from the API (rebuilding it would repeat its side effects)");
        }
        try {
            return ResponseEntity.accepted().body(ProjectionView.of(projections.rebuild(name, user), isAdmin()));
        } catch (IllegalStateException e) {
            throw new ApiException(HttpStatus.CONFLICT, "PROJECTION_CLAIMED_ELSEWHERE", e.getMessage());
        }
    }

    /** Administrators only (security configuration): what the relay set aside, newest first, and how many. */
    @GetMapping("/api/admin/dead-letters")
    public DeadLetterList deadLetters(@RequestParam(defaultValue = "50") int limit) {
        if (limit < 1 || limit > 500) {
            throw ApiException.badRequest("PARAMETER_INVALID", "limit must be 1..500, not " + limit);
        }
        return new DeadLetterList(deadLetters.count(), deadLetters.latest(limit));
    }

    public record DeadLetterList(long total, List<DeadLetters.DeadLetter> latest) {
    }

    private Optional<ProjectionView> find(String name) {
        boolean details = isAdmin();
        return consumers.get(name).map(c -> ProjectionView.of(c.status(), details))
                .or(() -> projections.status(name).map(s -> ProjectionView.of(s, details)));
    }

    private boolean isAdmin() {
        String user = ActingUserResolver.authenticatedUser();
        return user != null && admins.isAdmin(user);
    }

    private static ApiException notFound(String name) {
        return new ApiException(HttpStatus.NOT_FOUND, "PROJECTION_NOT_FOUND", "there is no projection " + name);
    }
}
