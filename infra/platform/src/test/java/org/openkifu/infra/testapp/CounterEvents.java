package org.openkifu.infra.testapp;

/** Events of the test-only {@link Counter} aggregate. */
public final class CounterEvents {

    private CounterEvents() {
    }

    public record CounterCreated(String counterId) {
    }

    public record CounterIncremented(String counterId, int by, int value) {
    }
}
