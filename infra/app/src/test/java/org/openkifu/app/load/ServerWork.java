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
        return line.toString();
    }
}
