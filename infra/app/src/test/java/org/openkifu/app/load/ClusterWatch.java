package org.openkifu.app.load;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import org.bson.Document;

/**
 * Watches the store's {@code leases} and token claims ({@code trackingtokens}) from outside the nodes, every 100 ms
 * while the cluster test runs: every change of a lease's owner or version is kept, so the audit can check that the
 * timers ran once at a time (a new holder always under a higher version, a version never going back, one owner per
 * version), and after a kill how long the dead node's leases and segments took to be taken over.
 */
final class ClusterWatch implements AutoCloseable {

    /** One observed state of a lease. */
    record LeaseState(String lease, String owner, long version, long observedNanos) {
    }

    private final MongoDatabase store;
    private final Map<String, LeaseState> current = new HashMap<>();
    private final List<LeaseState> history = new ArrayList<>();
    private final Thread thread;
    private volatile boolean running = true;
    private volatile Map<String, String> claims = Map.of();

    ClusterWatch(MongoClient mongo) {
        this.store = mongo.getDatabase("openkifu");
        thread = new Thread(this::watch, "cluster-watch");
        thread.setDaemon(true);
        thread.start();
    }

    private void watch() {
        while (running) {
            try {
                poll();
                Thread.sleep(100); // polling another process's store writes
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                // the store answers again at the next poll
            }
        }
    }

    private synchronized void poll() {
        long now = System.nanoTime();
        for (Document lease : store.getCollection("leases").find()) {
            String name = String.valueOf(lease.get("_id"));
            if (name.startsWith("node:")) {
                continue; // a node's presence, not a timer
            }
            LeaseState state = new LeaseState(name, lease.getString("owner"),
                    ((Number) lease.get("version")).longValue(), now);
            LeaseState before = current.get(name);
            if (before == null || !java.util.Objects.equals(before.owner(), state.owner())
                    || before.version() != state.version()) {
                current.put(name, state);
                history.add(state);
            }
        }
        Map<String, String> owners = new HashMap<>();
        for (Document token : store.getCollection("trackingtokens").find()) {
            if (token.getString("owner") != null) {
                owners.put(token.getString("processorName") + "/" + token.get("segment"), token.getString("owner"));
            }
        }
        claims = owners;
    }

    /** Leases and segments the node holds now. */
    synchronized int held(String node) {
        poll();
        return (int) (current.values().stream().filter(l -> node.equals(l.owner())).count()
                + claims.values().stream().filter(node::equals).count());
    }

    /** What a killed node held: its leases and claimed segments. */
    synchronized Set<String> heldBy(String node) {
        poll();
        Set<String> held = new HashSet<>();
        current.values().stream().filter(l -> node.equals(l.owner())).forEach(l -> held.add("lease " + l.lease()));
        claims.forEach((segment, owner) -> {
            if (node.equals(owner)) {
                held.add("segment " + segment);
            }
        });
        return held;
    }

    /** True once another node owns each of {@code items} (leases by owner, segments by claim). */
    synchronized boolean takenOver(String dead, Set<String> items) {
        for (String item : items) {
            String owner = item.startsWith("lease ") ? ownerOf(item.substring(6)) : claims.get(item.substring(8));
            if (owner == null || owner.equals(dead)) {
                return false;
            }
        }
        return true;
    }

    private String ownerOf(String lease) {
        LeaseState state = current.get(lease);
        return state == null ? null : state.owner();
    }

    /** The fencing the timers rely on, as observed: per lease, versions never go back and one version is one node's. */
    synchronized List<String> fencingProblems() {
        List<String> problems = new ArrayList<>();
        Map<String, LeaseState> last = new HashMap<>();
        Map<String, String> ownerOfVersion = new HashMap<>();
        for (LeaseState s : history) {
            LeaseState before = last.put(s.lease(), s);
            String owner = ownerOfVersion.putIfAbsent(s.lease() + "#" + s.version(), String.valueOf(s.owner()));
            if (owner != null && !owner.equals(String.valueOf(s.owner())) && s.owner() != null) {
                problems.add("lease " + s.lease() + " version " + s.version() + " held by " + owner + " and "
                        + s.owner());
            }
            if (before != null && s.version() < before.version()) {
                problems.add("lease " + s.lease() + " went back from version " + before.version() + " to "
                        + s.version());
            }
        }
        return problems;
    }

    synchronized int leaseChanges() {
        return history.size();
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
    }
}
