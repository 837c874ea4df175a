package org.openkifu.infra.mongo;

/**
 * A document of a reply given as the BSON bytes it is stored with ({@link EncodedDocuments}), to be written to the
 * client as they are ({@link StoredBytesMessageEncoder}) instead of being copied and encoded again.
 *
 * <p>The bytes are a snapshot taken while the command held its lock, so the reply stays what the command read even
 * if a later write changes the stored object in place before the reply is written.
 */
record StoredDocument(byte[] bson) {

    @Override
    public String toString() {
        return "StoredDocument[" + bson.length + " bytes]";
    }
}
