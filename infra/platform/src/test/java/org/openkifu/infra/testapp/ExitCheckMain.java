package org.openkifu.infra.testapp;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import org.awaitility.Awaitility;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.openkifu.infra.projection.ProjectionService;
import org.openkifu.infra.testapp.CounterCommands.CreateCounter;
import org.openkifu.infra.testapp.CounterCommands.IncrementCounter;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Starts the application, runs a few commands through every part (store, processors, relay), closes the context and
 * returns from main without System.exit: the JVM then ends only if no non-daemon thread is left behind.
 */
public final class ExitCheckMain {

    public static final String CLOSED = "EXIT-CHECK: context closed";

    private ExitCheckMain() {
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("axoniq.update-checker.disabled", "true");
        ConfigurableApplicationContext context = SpringApplication.run(TestApplication.class, args);
        CommandGateway commands = context.getBean(CommandGateway.class);
        String id = "exit-" + UUID.randomUUID();
        commands.sendAndWait(new CreateCounter(id));
        for (int i = 0; i < 6; i++) {
            commands.sendAndWait(new IncrementCounter(id, 1));
        }
        // the tracking processors and the relay handle them before the close: every processor reports caught up
        ProjectionService projections = context.getBean(ProjectionService.class);
        Awaitility.await().atMost(Duration.ofSeconds(60)).until(() -> projections.statuses().stream()
                .allMatch(ProjectionService.ProcessorStatus::caughtUp));
        context.close();
        System.out.println(CLOSED);
        System.out.flush();
        reportLingeringThreadsLater();
    }

    /** Diagnostics for a failing test: names the non-daemon threads if the JVM is still alive 20 s later. */
    private static void reportLingeringThreadsLater() {
        Thread reporter = new Thread(() -> {
            try {
                Thread.sleep(20_000);
            } catch (InterruptedException e) {
                return;
            }
            for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
                Thread thread = entry.getKey();
                if (!thread.isDaemon() && thread.isAlive()) {
                    System.out.println("EXIT-CHECK: non-daemon thread still alive: " + thread.getName());
                }
            }
        }, "exit-check-reporter");
        reporter.setDaemon(true);
        reporter.start();
    }
}
