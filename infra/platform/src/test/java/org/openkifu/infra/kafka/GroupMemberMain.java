package org.openkifu.infra.kafka;

/**
 * A consumer group member in a JVM of its own, for a test to kill: {@code bootstrapServers groupId topic}. It handles
 * nothing (the test watches the group's assignment) and runs until killed.
 */
public final class GroupMemberMain {

    private GroupMemberMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        KafkaEventConsumer member = KafkaEventConsumer.start(args[0], args[1], args[2], record -> { });
        System.out.println("group member started: " + member.groupId());
        Thread.currentThread().join();
    }
}
