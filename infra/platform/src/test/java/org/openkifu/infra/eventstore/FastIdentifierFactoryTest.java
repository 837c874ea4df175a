package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

import org.axonframework.common.IdentifierFactory;
import org.axonframework.eventhandling.GenericEventMessage;
import org.junit.jupiter.api.Test;

/**
 * Axon finds the factory through the service loader, and what it makes are random version-4 UUIDs that do not repeat,
 * across threads too.
 */
class FastIdentifierFactoryTest {

    @Test
    void axonUsesItForEveryMessage() {
        assertThat(IdentifierFactory.getInstance()).isInstanceOf(FastIdentifierFactory.class);
        String id = GenericEventMessage.asEventMessage("payload").getIdentifier();
        UUID uuid = UUID.fromString(id);
        assertThat(uuid.version()).isEqualTo(4);
        assertThat(uuid.variant()).isEqualTo(2);
        assertThat(uuid.toString()).isEqualTo(id);
    }

    @Test
    void identifiersDoNotRepeatAcrossThreads() {
        Set<String> seen = ConcurrentHashMap.newKeySet();
        int perThread = 50_000;
        List<Thread> threads = IntStream.range(0, 8).mapToObj(t -> Thread.ofPlatform().start(() -> {
            IdentifierFactory factory = IdentifierFactory.getInstance();
            for (int i = 0; i < perThread; i++) {
                seen.add(factory.generateIdentifier());
            }
        })).toList();
        threads.forEach(t -> {
            try {
                t.join();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        assertThat(seen).hasSize(8 * perThread);
        // every one of the 122 random bits varies (none stuck at 0 or 1 by a masking mistake)
        Set<Integer> zeros = new HashSet<>();
        Set<Integer> ones = new HashSet<>();
        seen.stream().limit(2_000).map(UUID::fromString).forEach(u -> {
            for (int bit = 0; bit < 64; bit++) {
                ((u.getMostSignificantBits() >>> bit & 1) == 0 ? zeros : ones).add(bit);
                ((u.getLeastSignificantBits() >>> bit & 1) == 0 ? zeros : ones).add(64 + bit);
            }
        });
        Set<Integer> fixed = Set.of(12, 13, 14, 15, 64 + 62, 64 + 63); // the version and the variant
        IntStream.range(0, 128).filter(b -> !fixed.contains(b)).forEach(b -> {
            assertThat(zeros).as("bit %d", b).contains(b);
            assertThat(ones).as("bit %d", b).contains(b);
        });
    }
}
