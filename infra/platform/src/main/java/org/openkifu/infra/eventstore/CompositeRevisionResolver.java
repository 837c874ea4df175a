package org.openkifu.infra.eventstore;

import java.util.List;
import java.util.function.Supplier;

import org.axonframework.serialization.AnnotationRevisionResolver;
import org.axonframework.serialization.RevisionResolver;

/**
 * The revision every stored payload is written with, when several contexts have their own say: each context offers a
 * {@link RevisionResolver} bean for its own events (e.g. from its own {@code @SchemaVersion} annotation), and the
 * first one that answers for a class wins. Classes no context claims keep Axon's {@code @Revision}. The platform thus
 * stores every context's events in one event store without knowing any of them.
 *
 * <p>A context's resolver must answer only for its own classes (null otherwise, as Axon's annotation resolver does
 * for a class without {@code @Revision}).
 */
public final class CompositeRevisionResolver implements RevisionResolver {

    private final Supplier<List<RevisionResolver>> contexts;
    private final RevisionResolver fallback = new AnnotationRevisionResolver();
    private volatile List<RevisionResolver> resolved;

    /** @param contexts the contexts' resolvers, asked for on first use (they may be created after this one) */
    public CompositeRevisionResolver(Supplier<List<RevisionResolver>> contexts) {
        this.contexts = contexts;
    }

    @Override
    public String revisionOf(Class<?> payloadType) {
        for (RevisionResolver context : resolvers()) {
            String revision = context.revisionOf(payloadType);
            if (revision != null) {
                return revision;
            }
        }
        return fallback.revisionOf(payloadType);
    }

    private List<RevisionResolver> resolvers() {
        List<RevisionResolver> r = resolved;
        if (r == null) {
            r = contexts.get().stream().filter(c -> c != this).toList();
            resolved = r;
        }
        return r;
    }
}
