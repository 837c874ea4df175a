package org.openkifu.infra.testapp;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.openkifu.infra.testapp.CounterEvents.CounterIncremented;
import org.springframework.stereotype.Component;

/**
 * A tracking projection whose handler can be told to fail, to show that a failing handler is retried and the event
 * is not skipped.
 */
@Component
@ProcessingGroup("counter-projection")
public class CounterProjection {

    private final Map<String, Integer> values = new ConcurrentHashMap<>();
    private final AtomicInteger failuresToInject = new AtomicInteger();
    private final AtomicInteger failedAttempts = new AtomicInteger();

    @EventHandler
    void on(CounterIncremented event) {
        if (failuresToInject.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            failedAttempts.incrementAndGet();
            throw new IllegalStateException("injected projection failure");
        }
        values.put(event.counterId(), event.value());
    }

    public Integer value(String counterId) {
        return values.get(counterId);
    }

    public void failNext(int times) {
        failuresToInject.set(times);
    }

    public int failedAttempts() {
        return failedAttempts.get();
    }
}
