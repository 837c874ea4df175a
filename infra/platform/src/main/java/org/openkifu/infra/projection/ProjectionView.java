package org.openkifu.infra.projection;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.openkifu.infra.contract.ContractConsumer;

/**
 * One part of the read side as {@code GET /api/projections} shows it: an event processor following the event store
 * ({@code kind} {@code event-processor}: positions are global event indexes) or a consumer following a contract
 * topic ({@code contract-consumer}: {@code lag} counts records). Absent fields do not apply to that kind.
 *
 * @param error        something failed and is being retried (the stream is stuck on it); its text is in
 *                     {@code errorMessage}, for administrators only
 * @param lag          how many events (processor: head - position) or records (consumer) are not handled yet
 * @param replaying    a rebuild is under way (a processor: Axon's replay flag; a consumer: not caught up since)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProjectionView(String name, String kind, boolean running, boolean error, boolean rebuildable,
                             boolean replaying, boolean caughtUp, Long position, Long head, Long lag,
                             List<ProjectionService.SegmentStatus> segments, ProjectionProgress.Snapshot progress,
                             String topic, String groupId, Long handled, String errorMessage) {

    public static ProjectionView of(ProjectionService.ProcessorStatus s, boolean details) {
        List<ProjectionService.SegmentStatus> segments = s.segments().stream()
                .map(g -> details ? g : new ProjectionService.SegmentStatus(g.segment(), g.position(), g.caughtUp(),
                        g.replaying(), g.error(), null))
                .toList();
        String message = details ? s.segments().stream().map(ProjectionService.SegmentStatus::errorMessage)
                .filter(m -> m != null).findFirst().orElse(null) : null;
        boolean segmentError = s.segments().stream().anyMatch(ProjectionService.SegmentStatus::error);
        return new ProjectionView(s.name(), "event-processor", s.running(), s.error() || segmentError,
                s.rebuildable(), s.replaying(), s.caughtUp(), s.position(), s.head(),
                s.position() == null ? s.head() : Math.max(0, s.head() - s.position()), segments, s.progress(),
                null, null, s.progress() == null ? null : s.progress().handled(), message);
    }

    public static ProjectionView of(ContractConsumer.Status s, boolean details) {
        boolean rebuilding = s.rebuildingSince() != null;
        return new ProjectionView(s.name(), "contract-consumer", s.running(), s.stuck(), true, rebuilding,
                s.lag() == 0 && !rebuilding && !s.stuck(), null, null, s.lag() < 0 ? null : s.lag(), null, null,
                s.topic(), s.groupId(), s.handled(), details ? s.lastError() : null);
    }
}
