package org.openkifu.app.load;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.bson.Document;
import tools.jackson.databind.JsonNode;

/**
 * The audit the crash test and the cluster test share: every acknowledged move stored once, the Kafka topic equal to
 * the store, a projection equal to its clean rebuild. Each finding is added to {@code problems} as one line
 * ({@code lost: ...}, {@code twice: ...}, {@code topic: ...}, or the projection's name), and counted.
 */
final class Audit {

    private final List<String> problems;
    long projectionMismatches;
    long topicMismatches;
    long topicDuplicates;

    Audit(List<String> problems) {
        this.problems = problems;
    }

    void checkMoves(Map<String, List<StoreAudit.Stored>> events, List<CrashLoad.Ack> acks) {
        Map<String, Map<Integer, JsonNode>> placed = new HashMap<>();
        events.forEach((game, stored) -> {
            Set<Integer> seen = new HashSet<>();
            for (StoreAudit.Stored e : stored) {
                if (e.type().equals("StonePlaced")) {
                    int n = e.payload().path("moveNumber").asInt();
                    if (!seen.add(n)) {
                        problems.add("twice: move " + n + " of " + game);
                    }
                    placed.computeIfAbsent(game, g -> new HashMap<>()).put(n, e.payload().path("point"));
                }
            }
        });
        Set<String> reported = new HashSet<>(problems);
        for (CrashLoad.Ack ack : acks) {
            JsonNode point = placed.getOrDefault(ack.gameId(), Map.of()).get(ack.moveNumber());
            if (point == null || point.path("x").asInt() != ack.x() || point.path("y").asInt() != ack.y()) {
                String problem = "lost: " + ack + " (stored: " + point + ")";
                if (reported.add(problem)) {
                    problems.add(problem);
                }
            }
        }
    }

    void checkTopic(Map<String, List<StoreAudit.Stored>> events, StoreAudit.Topic topic) {
        Map<String, String> stored = new HashMap<>();
        events.values().forEach(list -> list.forEach(e -> stored.put(e.gameId() + "/" + e.sequence(), e.eventId())));
        long mismatches = 0;
        long duplicates = 0;
        for (Map.Entry<String, String> e : stored.entrySet()) {
            List<String> published = topic.eventIdsByKey().get(e.getKey());
            if (published == null || !published.stream().allMatch(e.getValue()::equals)) {
                mismatches++;
                problems.add("topic: " + e.getKey() + " stored as " + e.getValue() + ", published as " + published);
            } else {
                duplicates += published.size() - 1;
            }
        }
        for (String key : topic.eventIdsByKey().keySet()) {
            if (!stored.containsKey(key)) {
                mismatches++;
                problems.add("topic: " + key + " published but not in the store");
            }
        }
        topicMismatches += mismatches;
        topicDuplicates = duplicates;
    }

    void compare(String projection, Map<Object, Document> live, Map<Object, Document> rebuilt) {
        Set<Object> ids = new HashSet<>(live.keySet());
        ids.addAll(rebuilt.keySet());
        for (Object id : ids) {
            if (!java.util.Objects.equals(content(projection, live.get(id)), content(projection, rebuilt.get(id)))) {
                projectionMismatches++;
                problems.add(projection + ": " + id + " live " + live.get(id) + " rebuilt " + rebuilt.get(id));
            }
        }
    }

    /**
     * What a rebuild must reproduce. A ladder challenge's {@code version} is the ladder's sequence when the document
     * was written, not the challenge's: the standings projection rewrites every challenge of a ladder with the
     * latest sequence when it folds the ladder from the store (after a restart, a takeover, or at a rebuild's start),
     * so the same challenge carries 19 live and 21 rebuilt with every other field equal.
     */
    private static Document content(String projection, Document document) {
        if (document == null || !projection.equals("ladder_challenges")) {
            return document;
        }
        Document copy = new Document(document);
        copy.remove("version");
        return copy;
    }

    /**
     * Every processor at the log's head as read now, and every consumer without lag, twice in a row. "caughtUp" alone
     * is not enough after a node stopped: a processor whose segment no live node has claimed yet (the relay, say)
     * has not published the last events, and the game list, fed by the topic, is then caught up with a topic that
     * lacks them (seen in the cluster test: the live list one resignation short of its rebuild).
     */
    static void awaitCaughtUp(ImportAndRebuild projections, String admin) throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        long head = projections.head(admin);
        int confirmed = 0;
        while (confirmed < 2) {
            confirmed = projections.allCaughtUpTo(head, admin) ? confirmed + 1 : 0;
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the processors did not reach position " + head + " within 3 minutes");
            }
            Thread.sleep(200);
        }
    }

}
