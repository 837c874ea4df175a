package org.openkifu.infra.eventstore;

import java.security.SecureRandom;
import java.util.SplittableRandom;
import java.util.UUID;

import org.axonframework.common.IdentifierFactory;

/**
 * Axon's message identifiers (every command, event and result message gets one) as random version-4 UUIDs drawn
 * from a per-thread {@link SplittableRandom} seeded once from {@link SecureRandom}, instead of Axon's default
 * {@code UUID.randomUUID()}, which asks the shared, synchronized {@code SecureRandom} every time: about 5 % of the
 * library processor's thread in the 100,000-game rebuild's profile (docs/benchmarks.md, "Rebuild profile at
 * 100,000 games"), and a lock every command's messages contend for. The identifiers are not secrets (they are
 * shown in event lists and logs); they only need to be unique: 122 random bits per identifier, each thread's
 * stream from its own 64-bit random seed. Found by Axon through {@code java.util.ServiceLoader}
 * ({@code META-INF/services/org.axonframework.common.IdentifierFactory}).
 */
public final class FastIdentifierFactory extends IdentifierFactory {

    private static final SecureRandom SEEDS = new SecureRandom();
    private static final ThreadLocal<SplittableRandom> RANDOM = ThreadLocal.withInitial(FastIdentifierFactory::seeded);

    private static SplittableRandom seeded() {
        synchronized (SEEDS) {
            return new SplittableRandom(SEEDS.nextLong());
        }
    }

    @Override
    public String generateIdentifier() {
        return next().toString();
    }

    /** A random (version 4, IETF variant) UUID. */
    static UUID next() {
        SplittableRandom random = RANDOM.get();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L;
        return new UUID(high, low);
    }
}
