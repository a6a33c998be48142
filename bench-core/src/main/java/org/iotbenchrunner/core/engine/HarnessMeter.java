package org.iotbenchrunner.core.engine;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.HarnessUsage;

/**
 * What the harness process used between {@link #start()} and {@link #usage}: CPU, heap peak and garbage collection.
 * The process CPU counter advances in clock ticks (10 ms on Linux), too coarse for runs shorter than a second, so
 * those use the sum of the JVM's thread CPU times instead (exact, but it misses threads that ended in between).
 * The engine's tests and the orchestrator's use-case loads measure the harness with it alike.
 */
public final class HarnessMeter {
    static final double SHORT_RUN_SECONDS = 1.0;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final List<MemoryPoolMXBean> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(p -> p.getType() == MemoryType.HEAP && p.isValid()).toList();
    private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
    private long processBefore;
    private Map<Long, Long> threadsBefore = Map.of();
    private long gcMillisBefore;
    private long gcCountBefore;

    public void start() {
        heapPools.forEach(MemoryPoolMXBean::resetPeakUsage);
        gcMillisBefore = collectors.stream().mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
        gcCountBefore = collectors.stream().mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
        processBefore = processCpuNanos();
        threadsBefore = threadCpuNanos();
    }

    /** The usage since {@link #start()}; {@code generation} and its CPU are the engine's (null for read tests). */
    public HarnessUsage usage(double elapsedSeconds, long okPoints, String generation, Double generationCpuSeconds,
            Double pregenerationSeconds) {
        double cpu = cpuSeconds(elapsedSeconds);
        long peak = heapPools.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        long max = Runtime.getRuntime().maxMemory();
        long gcMillis = collectors.stream().mapToLong(GarbageCollectorMXBean::getCollectionTime).sum() - gcMillisBefore;
        long gcCount = collectors.stream().mapToLong(GarbageCollectorMXBean::getCollectionCount).sum() - gcCountBefore;
        return new HarnessUsage(cpu, elapsedSeconds > 0 ? 100 * cpu / elapsedSeconds : 0,
                okPoints > 0 ? cpu * 1e9 / okPoints : null, generation, generationCpuSeconds, pregenerationSeconds,
                heapPools.isEmpty() ? null : peak, max == Long.MAX_VALUE ? null : max, gcMillis / 1e3, gcCount);
    }

    private double cpuSeconds(double elapsedSeconds) {
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
