package org.openkifu.app.load;

import java.util.Map;
import java.util.TreeMap;

import com.mongodb.client.MongoClient;
import org.bson.Document;

/**
 * The MongoDB commands the application sent during a measurement, from the server's own counters
 * ({@code serverStatus}: {@code opcounters}, and on the embedded server every command by name and the group commits).
 * The harness's own reads (the lag probe) are in the counts too, so a line says so.
 */
final class ServerWork {

    private final MongoClient mongo;
    private final Document before;

    private ServerWork(MongoClient mongo, Document before) {
        this.mongo = mongo;
        this.before = before;
    }

    static ServerWork start(MongoClient mongo) {
        return new ServerWork(mongo, status(mongo));
    }

    private static Document status(MongoClient mongo) {
        try {
            return mongo.getDatabase("admin").runCommand(new Document("serverStatus", 1));
        } catch (RuntimeException e) {
            return new Document();
        }
    }

    String perMove(long moves) {
        Document after = status(mongo);
        if (!(after.get("openkifu") instanceof Document openkifu) || moves == 0) {
            return "server commands per move: not reported by this server";
        }
        Map<String, Double> perMove = new TreeMap<>();
        Document now = openkifu.get("commands", Document.class);
        Document then = before.get("openkifu", Document.class).get("commands", Document.class);
        for (String name : now.keySet()) {
            long delta = ((Number) now.get(name)).longValue() - (then.containsKey(name) ? ((Number) then.get(name)).longValue() : 0);
            if (delta > 0) {
                perMove.put(name, delta / (double) moves);
            }
        }
        long flushes = ((Number) openkifu.get("flushes")).longValue()
                - ((Number) before.get("openkifu", Document.class).get("flushes")).longValue();
        StringBuilder line = new StringBuilder(String.format("server work per move (incl. the lag probe's reads): "
                + "%.2f group commits;", flushes / (double) moves));
        perMove.forEach((name, n) -> line.append(String.format(" %s %.2f", name, n)));
        if (openkifu.get("collections") instanceof Document collections
                && before.get("openkifu", Document.class).get("collections") instanceof Document earlier) {
            line.append("\n  by collection, per move:");
            byCollection(collections, earlier, moves)
                    .forEach(e -> line.append(String.format(" %s %.2f,", e.getKey(), e.getValue())));
            if (line.charAt(line.length() - 1) == ',') {
                line.setLength(line.length() - 1);
            }
        }
        return line.toString();
    }

    /** "find game_summaries" and the like, per move, the largest first (those under 0.01 a move left out). */
    private static java.util.List<Map.Entry<String, Double>> byCollection(Document now, Document then, long moves) {
        java.util.List<Map.Entry<String, Double>> all = new java.util.ArrayList<>();
        for (String command : now.keySet()) {
            Document counts = now.get(command, Document.class);
            Document earlier = then.get(command) instanceof Document d ? d : new Document();
            for (String collection : counts.keySet()) {
                long delta = ((Number) counts.get(collection)).longValue()
                        - (earlier.get(collection) instanceof Number n ? n.longValue() : 0);
                if (delta / (double) moves >= 0.01) {
                    all.add(Map.entry(command + " " + collection, delta / (double) moves));
                }
            }
        }
        all.sort(Map.Entry.<String, Double>comparingByValue().reversed());
        return all;
    }
}
