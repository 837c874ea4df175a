package org.openkifu.infra.schedule;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.SmartLifecycle;

/**
 * A context's timer: one daemon thread that runs {@link #sweep()} once per poll interval, from after Axon's command
 * handlers started until before they stop. A pass that throws is logged and the next one runs as planned, so a sweep
 * must be harmless to repeat (read what is due from a projection, let the aggregate decide). Contexts subclass this
 * instead of each managing an executor and its shutdown.
 *
 * <p>With several nodes, a pass runs only on the node that holds the store lease named after the sweep
 * ({@link StoreLeases}): each pass first takes or confirms the lease, {@link #running()} turns false as soon as the
 * lease is no longer held (so a long pass stops between items), and stopping releases it for another node.
 */
public abstract class PeriodicSweep implements SmartLifecycle {

    /** After Axon's lifecycle (phase {@code Integer.MAX_VALUE - 3072}) starts its command handlers; stopped before. */
    public static final int PHASE = Integer.MAX_VALUE - 2048;
    private static final Logger LOG = LoggerFactory.getLogger(PeriodicSweep.class);

    private final String name;
    private final Duration poll;
    private volatile ScheduledExecutorService executor;
    private volatile StoreLeases.Lease lease;
    private volatile long fencingVersion;

    /**
     * @param name the thread's name and the logs' subject, e.g. "ladder-timers"
     * @param pollProperty the setting the poll interval comes from, named when it is not positive
     */
    protected PeriodicSweep(String name, String pollProperty, Duration poll) {
        if (poll.isNegative() || poll.isZero()) {
            throw new IllegalArgumentException(pollProperty + " must be positive, not " + poll);
        }
        this.name = name;
        this.poll = poll;
    }

    /** Puts the sweep behind this node's lease of its name (set by Spring when leases are configured). */
    @Autowired(required = false)
    public void setLeases(StoreLeases leases) {
        this.lease = leases == null ? null : leases.lease(name);
    }

    /** One pass over what is due. */
    protected abstract void sweep();

    /** False once stopping: a long pass checks it between items and leaves the rest for the next start. */
    protected final boolean running() {
        StoreLeases.Lease held = lease;
        return executor != null && (held == null || held.heldLocally() == fencingVersion);
    }

    /** The lease version this pass runs under (0 without leases): a newer one means another node took over. */
    protected final long fencingVersion() {
        return fencingVersion;
    }

    private void safeSweep() {
        try {
            StoreLeases.Lease held = lease;
            if (held != null) {
                long version = held.held();
                if (version == 0) {
                    return; // another node runs this timer
                }
                fencingVersion = version;
            }
            sweep();
        } catch (RuntimeException e) {
            LOG.warn("{}: a pass failed, the next one runs in {}: {}", name, poll, e.toString());
        }
    }

    @Override
    public void start() {
        ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
        executor = worker;
        worker.scheduleWithFixedDelay(this::safeSweep, poll.toMillis(), poll.toMillis(), TimeUnit.MILLISECONDS);
        LOG.info("{} started (every {})", name, poll);
    }

    @Override
    public void stop() {
        ScheduledExecutorService worker = executor;
        executor = null;
        if (worker == null) {
            return;
        }
        try {
            awaitAndStop(worker);
        } finally {
            StoreLeases.Lease held = lease;
            if (held != null) {
                held.release();
            }
        }
    }

    private void awaitAndStop(ScheduledExecutorService worker) {
        worker.shutdown();
        try {
            if (!worker.awaitTermination(30, TimeUnit.SECONDS)) {
                LOG.warn("{} did not stop within 30 s", name);
                worker.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            worker.shutdownNow();
        }
    }

    @Override
    public boolean isRunning() {
        return executor != null;
    }

    @Override
    public int getPhase() {
        return PHASE;
    }
}
