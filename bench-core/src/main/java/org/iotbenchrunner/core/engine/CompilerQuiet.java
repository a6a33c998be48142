package org.iotbenchrunner.core.engine;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;

/**
 * Waits, before a measured window, until the JVM's JIT compiler threads have been idle for a moment, at most a bound:
 * the compilations the harness's start-up queued (its method handles' generated classes among them; one such
 * compilation took 0.7 CPU-s on this 2-core host) would otherwise run inside the window, on a core the server
 * needs. Read from Linux's {@code /proc/self/task/<tid>/stat} of the threads named {@code C1/C2 CompilerThre...};
 * elsewhere it does not wait, nor in a JVM up for longer than {@link #START_UP} (a campaign's later loads, a test
 * JVM), whose start-up compilations are long done.
 */
public final class CompilerQuiet {
    private static final Path TASKS = Path.of("/proc/self/task");
    private static final long STEP_MILLIS = 20;
    static final Duration START_UP = Duration.ofMinutes(1);

    private CompilerQuiet() {
    }

    /** Returns how long it waited: until the compilers used no CPU for {@code quiet}, or {@code limit} passed. */
    public static Duration await(Duration quiet, Duration limit) throws InterruptedException {
        long start = System.nanoTime();
        long ticks = compilerTicks();
        if (ticks < 0 || ManagementFactory.getRuntimeMXBean().getUptime() > START_UP.toMillis()) {
            return Duration.ZERO;
        }
        long idleSince = start;
        while (System.nanoTime() - start < limit.toNanos()) {
            Thread.sleep(STEP_MILLIS);
            long now = compilerTicks();
            if (now != ticks) {
                ticks = now;
                idleSince = System.nanoTime();
            } else if (System.nanoTime() - idleSince >= quiet.toNanos()) {
                break;
            }
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }

    /** The CPU clock ticks of the compiler threads so far; -1 where they cannot be read. */
    static long compilerTicks() {
        if (!Files.isDirectory(TASKS)) {
            return -1;
        }
        long ticks = 0;
        try (Stream<Path> tasks = Files.list(TASKS)) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                ticks += compilerTicks(task.resolve("stat"));
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return ticks;
    }

    /** utime + stime of a compiler thread's stat line (proc(5): fields 14 and 15), 0 for any other thread. */
    static long compilerTicks(Path stat) {
        String line;
        try {
            line = Files.readString(stat, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return 0; // the thread ended
        }
        return ticksOf(line);
    }

    static long ticksOf(String statLine) {
        int open = statLine.indexOf('(');
        int close = statLine.lastIndexOf(')');
        if (open < 0 || close < open || !statLine.substring(open + 1, close).matches("C[12] CompilerThre.*")) {
            return 0;
        }
        String[] fields = statLine.substring(close + 2).split(" ");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }
}
