package org.iotbenchrunner.core.spi;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * The memory and cores a database server may use, the input of every tuned setting. On a shared host that is
 * the host's memory minus the harness JVM's maximum heap (both run on the same machine); in a container, its
 * memory limit.
 */
public record ServerResources(long memoryBytes, int cores) {
    public static final long MIB = 1024L * 1024;
    public static final long GIB = 1024 * MIB;

    public ServerResources {
        if (memoryBytes <= 0 || cores <= 0) {
            throw new IllegalArgumentException("memory and cores must be positive (got " + memoryBytes + " bytes, "
                    + cores + " cores)");
        }
    }

    /** This host, less what the harness JVM may take: total memory minus its maximum heap, and every core. */
    public static ServerResources sharedWithHarness() {
        return besideHarness(hostMemoryBytes(), Runtime.getRuntime().maxMemory(),
                Runtime.getRuntime().availableProcessors());
    }

    /** {@code hostBytes} minus {@code harnessHeapBytes}, never below a quarter of the host. */
    static ServerResources besideHarness(long hostBytes, long harnessHeapBytes, int cores) {
        return new ServerResources(Math.max(hostBytes / 4, hostBytes - harnessHeapBytes), cores);
    }

    /** Total memory of the machine, or of the container the JVM runs in (the JVM reads its limit). */
    static long hostMemoryBytes() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun && sun.getTotalMemorySize() > 0) {
            return sun.getTotalMemorySize();
        }
        return Runtime.getRuntime().maxMemory() * 4;
    }

    public long memoryMb() {
        return memoryBytes / MIB;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%.1f GiB, %d cores", (double) memoryBytes / GIB, cores);
    }
}
