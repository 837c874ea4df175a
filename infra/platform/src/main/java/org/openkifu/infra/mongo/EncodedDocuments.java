package org.openkifu.infra.mongo;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.concurrent.ConcurrentHashMap;

import de.bwaldvogel.mongo.bson.Document;

/**
 * The BSON bytes of stored documents, kept beside the {@link Document} objects MVStore's pages hold, so that a commit
 * rewriting a page copies the bytes of the documents it did not change instead of encoding them again (issue 22: a
 * leaf page holds several documents and every commit writes each changed page whole; the encoding was the largest
 * share of the embedded server's CPU per insert, docs/benchmarks.md).
 *
 * <p>Keyed by the document's identity, weakly: an entry lives as long as the page's object does, so pages evicted
 * from MVStore's cache drop their bytes too. {@code Document} is final in mongo-java-server and its collection keeps
 * its map private, so the bytes cannot travel inside the stored value itself.
 *
 * <p>When the bytes go stale: mongo-java-server's update changes the stored object in place (it removes and puts
 * the changed fields on it) and then hands it to {@code H2Collection.handleUpdate}, which puts it back into the map;
 * {@link IndexedH2Collection#handleUpdate} forgets its bytes first, so that write encodes it anew. Nothing else
 * changes a stored object: an insert completes the document (its {@code _id}) before storing it, a failed update
 * fails before it changes anything (unique indexes are checked first), and replies are deep copies or these very
 * bytes, taken under the command's lock ({@link DetachedReplies}). Without that forget, the file would keep the
 * document as first written while the server answered the updated one, until a restart ({@code CrashDurabilityTest}
 * caught exactly that).
 */
final class EncodedDocuments {

    private static final ReferenceQueue<Document> CLEARED = new ReferenceQueue<>();
    private static final ConcurrentHashMap<Key, byte[]> BYTES = new ConcurrentHashMap<>();

    private EncodedDocuments() {
    }

    /** The bytes remembered for this very object (whole BSON document, length prefix included), or null. */
    static byte[] of(Document document) {
        return BYTES.get(new Lookup(document));
    }

    /** The document changed in place: its next write encodes it again. */
    static void forget(Document document) {
        BYTES.remove(new Lookup(document));
    }

    static void remember(Document document, byte[] bson) {
        expunge();
        BYTES.put(new Key(document), bson);
    }

    /** Entries currently held (for tests). */
    static int size() {
        expunge();
        return BYTES.size();
    }

    private static void expunge() {
        for (Object cleared; (cleared = CLEARED.poll()) != null; ) {
            BYTES.remove(cleared);
        }
    }

    /** Shared by the stored key and the lookup: equal when both refer to the same object. */
    private interface Identity {
        Object referent();
    }

    private static final class Key extends WeakReference<Document> implements Identity {
        private final int hash;

        Key(Document document) {
            super(document, CLEARED);
            this.hash = System.identityHashCode(document);
        }

        @Override
        public Object referent() {
            return get();
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object other) {
            if (other == this) {
                return true; // a cleared key still finds itself, so expunge can remove it
            }
            Object mine = get();
            return mine != null && other instanceof Identity identity && identity.referent() == mine;
        }
    }

    private record Lookup(Document document) implements Identity {
        @Override
        public Object referent() {
            return document;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(document);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Identity identity && identity.referent() == document;
        }
    }
}
