package org.openkifu.app.load;

import java.nio.file.Path;

import org.openkifu.infra.kafka.EmbeddedKafkaBroker;

/**
 * A Kafka broker in a process of its own (the application's embedded broker, run alone), so the crash test can
 * kill and restart the broker under a running application. Arguments: data directory, client port, controller
 * port. Prints {@code READY} once it accepts clients.
 */
public final class KafkaBrokerMain {

    private KafkaBrokerMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        EmbeddedKafkaBroker broker = EmbeddedKafkaBroker.start(Path.of(args[0]), Integer.parseInt(args[1]),
                Integer.parseInt(args[2]));
        System.out.println("READY " + broker.bootstrapServers());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
