package org.openkifu.infra.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.admin.MemberDescription;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.GroupIdNotFoundException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.platform.ChildJvm;

/**
 * A node killed with SIGKILL never leaves its consumer groups: its partitions stay its own, unread, until the broker
 * stops hearing its heartbeats, and any rebalance of the group (a node joining, the broker restarting) waits for it
 * too. Kafka's default session timeout is 45 s; ours is {@value KafkaEventConsumer#SESSION_TIMEOUT_MS} ms, so the
 * survivor must hold every partition well within 45 s of the kill.
 */
class GroupMemberDeathTest {

    private static final String GROUP = "death-check";
    private static final String TOPIC = "death-check";
    private static final int PARTITIONS = 4;

    @TempDir
    Path work;

    private EmbeddedKafkaBroker broker;
    private Admin admin;
    private ChildJvm other;

    @AfterEach
    void stop() {
        if (other != null) {
            other.process.destroyForcibly();
        }
        if (admin != null) {
            admin.close();
        }
        if (broker != null) {
            broker.close();
        }
    }

    @Test
    void aKilledMembersPartitionsMoveToTheSurvivorWellBeforeKafkasDefaultSessionTimeout() throws Exception {
        broker = EmbeddedKafkaBroker.start(Files.createDirectories(work.resolve("kafka")), 0, 0);
        admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()));
        KafkaTopics.ensure(admin, List.of(TOPIC), PARTITIONS, (short) 1);

        other = ChildJvm.start(List.of("-Xmx128m", "-XX:TieredStopAtLevel=1"),
                ChildJvm.classPath(ChildJvm.testClassPath(), GroupMemberMain.class.getName()),
                List.of(broker.bootstrapServers(), GROUP, TOPIC), work.resolve("member.log"), 0);
        other.awaitLogLine("group member started", Duration.ofSeconds(60));
        try (KafkaEventConsumer survivor = KafkaEventConsumer.start(broker.bootstrapServers(), GROUP, TOPIC,
                record -> { })) {
            await("both members hold partitions").atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofMillis(200))
                    .until(() -> assignments().size() == 2 && assignments().values().stream().noneMatch(Set::isEmpty));

            other.process.destroyForcibly();
            assertThat(other.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
            long killed = System.nanoTime();

            Set<TopicPartition> all = IntStream.range(0, PARTITIONS)
                    .mapToObj(p -> new TopicPartition(TOPIC, p)).collect(Collectors.toSet());
            await("the survivor holds every partition").atMost(Duration.ofSeconds(30))
                    .pollInterval(Duration.ofMillis(200))
                    .until(() -> assignments().size() == 1 && assignments().values().iterator().next().equals(all));
            System.out.printf("a killed member's partitions moved after %d ms%n",
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killed));
        }
    }

    /** Member id -> its partitions, as the broker's group coordinator has them (none before the group exists). */
    private Map<String, Set<TopicPartition>> assignments() throws Exception {
        ConsumerGroupDescription group;
        try {
            group = admin.describeConsumerGroups(List.of(GROUP)).all().get(10, TimeUnit.SECONDS).get(GROUP);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof GroupIdNotFoundException) {
                return Map.of();
            }
            throw e;
        }
        return group.members().stream().collect(Collectors.toMap(MemberDescription::consumerId,
                m -> Set.copyOf(m.assignment().topicPartitions())));
    }
}
