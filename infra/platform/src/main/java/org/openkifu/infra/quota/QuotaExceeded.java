package org.openkifu.infra.quota;

import java.time.Duration;

import org.openkifu.infra.web.ApiException;
import org.springframework.http.HttpStatus;

/**
 * 429 {@code QUOTA_EXCEEDED}: an account or address used up one of its {@link Quotas}. The problem names the quota and
 * its limit; the answer carries {@code Retry-After} (whole seconds, at least 1): when the quota frees by itself.
 */
public class QuotaExceeded extends ApiException {

    public static final String CODE = "QUOTA_EXCEEDED";

    private final long retryAfterSeconds;

    public QuotaExceeded(String quota, int limit, Duration retryAfter, String message) {
        super(HttpStatus.TOO_MANY_REQUESTS, CODE, message);
        this.retryAfterSeconds = Math.max(1, (retryAfter.toMillis() + 999) / 1000);
        with("quota", quota).with("limit", limit).with("retryAfterSeconds", retryAfterSeconds);
    }

    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
