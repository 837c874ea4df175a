package org.openkifu.ladder.application;

/**
 * The ids the ladder context's aggregates have in the one event store. Every context's streams share one id space
 * (the store's unique key is stream id + sequence), and the natural ids collide: a player record is named after its
 * user, and a user may be called anything a ladder, a pool or another context's aggregate is called. So each
 * aggregate type gets a prefix with a colon, which neither user names nor the UUIDs of games and ladders contain.
 */
public final class StreamIds {

    private StreamIds() {
    }

    public static String ladder(String ladderId) {
        return "ladder:" + ladderId;
    }

    public static String player(String userId) {
        return "player:" + userId;
    }

    public static String offer(String offerId) {
        return "offer:" + offerId;
    }

    public static String pool(String poolId) {
        return "pool:" + poolId;
    }
}
