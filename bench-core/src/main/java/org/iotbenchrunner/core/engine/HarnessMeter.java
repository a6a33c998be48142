package org.iotbenchrunner.core.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Map;

/**
 * CPU time the harness process used between {@link #start()} and {@link #seconds(double)}. The process counter
 * advances in clock ticks (10 ms on Linux), too coarse for runs shorter than a second, so those use the sum of
 * the JVM's thread CPU times instead (exact, but it misses threads that ended in between).
 */
final class HarnessCpu {
    static final double SHORT_RUN_SECONDS = 1.0;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private long processBefore;
    private Map<Long, Long> threadsBefore = Map.of();

    void start() {
        processBefore = processCpuNanos();
        threadsBefore = threadCpuNanos();
    }

    double seconds(double elapsedSeconds) {
        long process = processCpuNanos() - processBefore;
        if (elapsedSeconds >= SHORT_RUN_SECONDS || !threads.isThreadCpuTimeSupported()) {
            return process / 1e9;
        }
        long sum = 0;
        for (Map.Entry<Long, Long> t : threadCpuNanos().entrySet()) {
            sum += Math.max(0, t.getValue() - threadsBefore.getOrDefault(t.getKey(), 0L));
        }
        return sum / 1e9;
    }

    private Map<Long, Long> threadCpuNanos() {
        Map<Long, Long> cpu = new HashMap<>();
        if (!threads.isThreadCpuTimeSupported()) {
            return cpu;
        }
        for (long id : threads.getAllThreadIds()) {
            long nanos = threads.getThreadCpuTime(id);
            if (nanos >= 0) {
                cpu.put(id, nanos);
            }
        }
        return cpu;
    }

    private static long processCpuNanos() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
    }
}
