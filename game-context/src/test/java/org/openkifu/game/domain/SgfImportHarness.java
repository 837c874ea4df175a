package org.openkifu.game.domain;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.domain.GameCommand.ImportGame;

/**
 * The domain's share of an SGF import: {@code GameDecider.decide(ImportGame)} (read, replay, events) and the fold
 * of its events, on one thread, for distinct copies of the given records. Not a test; docs/benchmarks.md
 * ("SGF import") has the command.
 */
public final class SgfImportHarness {

    public static void main(String[] args) throws Exception {
        int copies = Integer.getInteger("copies", 2000);
        List<byte[]> records = new ArrayList<>();
        for (String file : args) {
            records.add(Files.readAllBytes(Path.of(file)));
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Instant now = Instant.now();
        for (int round = 0; round < 2; round++) { // the first round warms the JIT up
            long events = 0;
            long wall = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < copies; i++) {
                byte[] original = records.get(i % records.size());
                byte[] sgf = new String(original, StandardCharsets.ISO_8859_1).replaceFirst("\\(;", "(;GC[copy " + round + "-" + i + "]")
                        .getBytes(StandardCharsets.ISO_8859_1);
                List<GameEvent> decided = GameDecider.decide(new ImportGame(GameIds.forImport("bench", sgf), "bench", sgf, null), null, now);
                events += decided.size();
                if (GameEvolver.fold(decided).status() != GameState.Status.ENDED) {
                    throw new IllegalStateException("record " + i + " did not end");
                }
            }
            double seconds = (System.nanoTime() - wall) / 1e9;
            double cpuMs = (threads.getCurrentThreadCpuTime() - cpu) / 1e6;
            System.out.printf("round %d: %d records, %d events, %.2f s wall, %.0f records/s, %.2f ms CPU per record%n",
                    round + 1, copies, events, seconds, copies / seconds, cpuMs / copies);
        }
    }
}
