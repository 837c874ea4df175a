package org.openkifu.app.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
}
