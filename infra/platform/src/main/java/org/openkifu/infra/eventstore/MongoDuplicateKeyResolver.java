package org.openkifu.infra.eventstore;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.MongoServerException;
import com.mongodb.MongoWriteException;
import org.axonframework.common.jdbc.PersistenceExceptionResolver;

/**
 * Recognises MongoDB's duplicate-key error (code 11000), which the unique stream-key index raises when a second
 * writer appends at a sequence number another commit already took. Axon turns it into an
 * {@code AggregateStreamCreationException} (sequence 0) or a {@code ConcurrencyException}.
 */
public final class MongoDuplicateKeyResolver implements PersistenceExceptionResolver {

    @Override
    public boolean isDuplicateKeyViolation(Exception exception) {
        for (Throwable cause = exception; cause != null; cause = cause.getCause()) {
            if (cause instanceof MongoWriteException write
                    && write.getError().getCategory() == ErrorCategory.DUPLICATE_KEY) {
                return true;
            }
            if (cause instanceof MongoBulkWriteException bulk && bulk.getWriteErrors().stream()
                    .anyMatch(error -> ErrorCategory.fromErrorCode(error.getCode()) == ErrorCategory.DUPLICATE_KEY)) {
                return true;
            }
            if (cause instanceof MongoServerException server
                    && ErrorCategory.fromErrorCode(server.getCode()) == ErrorCategory.DUPLICATE_KEY) {
                return true;
            }
        }
        return false;
    }
}
