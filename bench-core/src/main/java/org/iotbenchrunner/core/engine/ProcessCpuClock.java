package org.iotbenchrunner.core.engine;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.DoubleAdder;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.ProcessCpu;

/**
 * The harness process's CPU since it started and how much of it its measured windows took, summed over the results
 * this process wrote, for {@link ProcessCpu}: the rest is the invocation's fixed cost.
 */
public final class ProcessCpuClock {
    private static final DoubleAdder INSIDE = new DoubleAdder();

    private ProcessCpuClock() {
    }

    /** {@code usage} with the process's CPU now, its window counted inside; {@code usage} as is when unknown. */
    public static HarnessUsage afterWindow(HarnessUsage usage) {
        if (usage == null) {
            return null;
        }
        INSIDE.add(usage.cpuSeconds());
        Double total = processCpuSeconds();
        return total == null ? usage : usage.withProcess(ProcessCpu.of(total, INSIDE.sum()));
    }

    /** The process's CPU now and the windows' so far; null where the JVM cannot say. */
    public static ProcessCpu now() {
        Double total = processCpuSeconds();
        return total == null ? null : ProcessCpu.of(total, INSIDE.sum());
    }

    /** Null where the JVM cannot tell (it answers -1), never 0 for unknown. */
    private static Double processCpuSeconds() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        long nanos = os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : -1;
        return nanos < 0 ? null : nanos / 1e9;
    }
}
