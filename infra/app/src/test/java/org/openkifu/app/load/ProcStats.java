package org.openkifu.app.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** CPU time and resident memory of a process, from Linux's /proc (the harness's reference machine). */
final class ProcStats {

    /** USER_HZ: the unit of utime/stime in /proc/pid/stat; 100 on every Linux this runs on. */
    private static final double TICKS_PER_SECOND = 100.0;

    private ProcStats() {
    }

    static double cpuSeconds(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            // the command name (field 2) may contain spaces: count fields after its closing parenthesis
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / TICKS_PER_SECOND;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /**
     * The CPU time of the process's JIT compiler threads ({@code C1 CompilerThre...}, {@code C2 CompilerThre...}): a
     * fresh JVM of this size compiles for minutes, at up to a core, and that is no part of what a move costs once warm.
     */
    static double compilerCpuSeconds(long pid) {
        double seconds = 0;
        try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    if (name.matches("C\\d CompilerThre.*")) {
                        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                        seconds += (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / TICKS_PER_SECOND;
                    }
                } catch (IOException | RuntimeException gone) {
                    // a thread that ended meanwhile
                }
            }
        } catch (IOException e) {
            return Double.NaN;
        }
        return seconds;
    }

    /**
     * Bytes the process caused to be written to storage so far ({@code write_bytes} of /proc/pid/io: the embedded
     * MongoDB server's data file and the Kafka broker's logs, not the loopback sockets between them); NaN where the
     * kernel does not tell (no task I/O accounting, or another user's process).
     */
    static double storageBytesWritten(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "io"))) {
                if (line.startsWith("write_bytes:")) {
                    return Long.parseLong(line.substring("write_bytes:".length()).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            // not readable here
        }
        return Double.NaN;
    }

    static double rssMegabytes(long pid) {
        return statusMegabytes(pid, "VmRSS:");
    }

    /** The peak resident set size of the process's life so far (VmHWM) in MB. */
    static double peakRssMegabytes(long pid) {
        return statusMegabytes(pid, "VmHWM:");
    }

    private static double statusMegabytes(long pid, String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith(field)) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024.0;
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone
        }
        return Double.NaN;
    }

    /** The 1-minute load average. */
    static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException e) {
            return "?";
        }
    }

    /** Stop-the-world pauses: young, full, concurrent cycles' remark and cleanup (jstat's YGC, FGC, CGC, GCT). */
    record GcPauses(long pauses, double seconds) {

        GcPauses since(GcPauses before) {
            return new GcPauses(pauses - before.pauses, seconds - before.seconds);
        }

        String summary(double wall) {
            return pauses <= 0 ? "no collection"
                    : String.format("%d pauses, %.0f ms in all (%.1f %% of the time), mean %.1f ms",
                            pauses, seconds * 1000, 100 * seconds / wall, seconds * 1000 / pauses);
        }
    }

    /**
     * The process's garbage-collection pauses so far, asked of {@code jstat -gc} (the JVM's own counters), or null when
     * jstat cannot answer.
     */
    static GcPauses gcPauses(long pid) {
        try {
            Process jstat = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jstat").toString(),
                    "-gc", Long.toString(pid)).redirectErrorStream(true).start();
            String[] lines = new String(jstat.getInputStream().readAllBytes()).trim().split("\\R");
            jstat.waitFor();
            if (lines.length < 2) {
                return null;
            }
            List<String> names = List.of(lines[0].trim().split("\\s+"));
            String[] values = lines[1].trim().split("\\s+");
            long young = Long.parseLong(values[names.indexOf("YGC")]);
            long full = Long.parseLong(values[names.indexOf("FGC")]);
            double seconds = Double.parseDouble(values[names.indexOf("GCT")]);
            long concurrent = names.contains("CGC") ? Long.parseLong(values[names.indexOf("CGC")]) : 0;
            return new GcPauses(young + full + concurrent, seconds);
        } catch (IOException | RuntimeException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
