package org.openkifu.ladder.domain.waitingroom;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.ladder.domain.GameSettings;

/**
 * A pool as its events made it ({@link MatchPools#evolve}). Requests are kept after they close so that a repeated
 * request id is recognised and never matched a second time.
 */
public record MatchPoolState(String poolId, GameSettings settings, Map<String, MatchRequest> requests) {

    public MatchPoolState {
        requests = Collections.unmodifiableMap(new LinkedHashMap<>(requests));
    }

    public List<MatchRequest> waitingAt(Instant now) {
        return requests.values().stream().filter(r -> r.waitingAt(now)).toList();
    }

    MatchPoolState with(MatchRequest request) {
        Map<String, MatchRequest> next = new LinkedHashMap<>(requests);
        next.put(request.requestId(), request);
        return new MatchPoolState(poolId, settings, next);
    }
}
