package org.openkifu.infra.projection;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;

import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.UnableToClaimTokenException;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The event processors of this process, how far each is, and rebuilding a projection from the start of the event
 * log: stop its processor, reset its tokens to the start (its {@code @ResetHandler} empties its collection), start
 * it again. The processor then replays every stored event and catches up with new ones; progress is logged by the
 * projection's {@link ProjectionProgress} and visible in {@link #statuses()}.
 *
 * <p>Only the processors named rebuildable may be reset: resetting the Kafka relay, for example, would publish
 * every event again.
 */
public class ProjectionService {

    private static final Logger LOG = LoggerFactory.getLogger(ProjectionService.class);

    private final EventProcessingConfiguration processing;
    private final EventStore eventStore;
    private final Map<String, ProjectionProgress> progress;
    private final Set<String> rebuildable;
    private final Set<String> restarting = java.util.concurrent.ConcurrentHashMap.newKeySet();

    public ProjectionService(EventProcessingConfiguration processing, EventStore eventStore,
            List<ProjectionProgress> progress, Set<String> rebuildable) {
        this.processing = processing;
        this.eventStore = eventStore;
        this.progress = new TreeMap<>();
        progress.forEach(p -> this.progress.put(p.name(), p));
        this.rebuildable = Set.copyOf(rebuildable);
    }

    /**
     * @param position  the lowest position of its segments (null before its first event)
     * @param head      the position of the newest stored event
     * @param caughtUp  every segment reached the end of the stream and none is behind {@code head}
     * @param replaying Axon's replay flag: true from a rebuild until the first event stored after the rebuild began
     *                  (so it stays true on a quiet system even when the replay is complete; look at
     *                  {@code caughtUp})
     */
    public record ProcessorStatus(String name, boolean running, boolean error, boolean rebuildable,
                                  boolean replaying, boolean caughtUp, Long position, long head,
                                  List<SegmentStatus> segments, ProjectionProgress.Snapshot progress) {
    }

    public record SegmentStatus(int segment, Long position, boolean caughtUp, boolean replaying, boolean error,
                                String errorMessage) {
    }

    public List<ProcessorStatus> statuses() {
        long head = head();
        List<ProcessorStatus> all = new ArrayList<>();
        new TreeMap<>(processing.eventProcessors()).forEach((name, p) -> all.add(status(name, p, head)));
        return all;
    }

    public Optional<ProcessorStatus> status(String name) {
        return processing.eventProcessor(name).map(p -> status(name, p, head()));
    }

    /** True while {@link #rebuild} has stopped {@code name} on purpose, to reset it and start it again. */
    public boolean isRestarting(String name) {
        return restarting.contains(name);
    }

    public boolean isRebuildable(String name) {
        return rebuildable.contains(name);
    }

    /**
     * Resets {@code name} to the start of the log and starts it again; returns once the replay has begun.
     *
     * @throws IllegalArgumentException no such processor, or not rebuildable
     * @throws IllegalStateException    another node holds a claim on one of its segments (stop it there first)
     */
    public synchronized ProcessorStatus rebuild(String name, String requestedBy) {
        EventProcessor processor = processing.eventProcessor(name)
                .orElseThrow(() -> new IllegalArgumentException("there is no event processor " + name));
        if (!rebuildable.contains(name) || !(processor instanceof StreamingEventProcessor streaming)
                || !streaming.supportsReset()) {
            throw new IllegalArgumentException("the event processor " + name + " cannot be rebuilt");
        }
        long head = head();
        LOG.info("{}: rebuild requested by {}; stopping it to reset its tokens ({} is the head of the log)", name,
                requestedBy, head);
        restarting.add(name);
        try {
            return restart(name, requestedBy, processor, streaming, head);
        } finally {
            restarting.remove(name);
        }
    }

    private ProcessorStatus restart(String name, String requestedBy, EventProcessor processor,
            StreamingEventProcessor streaming, long head) {
        streaming.shutDown();
        try {
            streaming.resetTokens();
        } catch (UnableToClaimTokenException e) {
            streaming.start();
            throw new IllegalStateException("another node holds a segment of " + name
                    + "; stop the processor there (or wait until its claim is released) and try again", e);
        }
        ProjectionProgress p = progress.get(name);
        if (p != null) {
            p.restart();
        }
        streaming.start();
        LOG.info("{}: tokens reset to the start of the log; replaying up to position {} and then following", name,
                head);
        return status(name, processor, head);
    }

    private ProcessorStatus status(String name, EventProcessor processor, long head) {
        ProjectionProgress.Snapshot snapshot = progress.containsKey(name) ? progress.get(name).snapshot() : null;
        if (!(processor instanceof StreamingEventProcessor streaming)) {
            return new ProcessorStatus(name, processor.isRunning(), processor.isError(), false, false, true, null,
                    head, List.of(), snapshot);
        }
        List<SegmentStatus> segments = new ArrayList<>();
        Long lowest = null;
        boolean caughtUp = true;
        boolean replaying = false;
        for (Map.Entry<Integer, EventTrackerStatus> e : new TreeMap<>(streaming.processingStatus()).entrySet()) {
            EventTrackerStatus s = e.getValue();
            OptionalLong position = s.getCurrentPosition();
            Long pos = position.isPresent() ? position.getAsLong() : null;
            if (pos != null && (lowest == null || pos < lowest)) {
                lowest = pos;
            }
            caughtUp &= s.isCaughtUp() && (head == 0 || pos != null && pos >= head);
            replaying |= s.isReplaying();
            segments.add(new SegmentStatus(e.getKey(), pos, s.isCaughtUp(), s.isReplaying(), s.isErrorState(),
                    s.getError() == null ? null : s.getError().getMessage()));
        }
        return new ProcessorStatus(name, streaming.isRunning(), streaming.isError(), isRebuildable(name), replaying,
                caughtUp && !segments.isEmpty(), lowest, head, segments, snapshot);
    }

    private long head() {
        TrackingToken token = eventStore.createHeadToken();
        return token == null ? 0 : token.position().orElse(0);
    }
}
