package org.iotbenchrunner.orchestrator.sampling;

import com.github.dockerjava.api.model.BlkioStatEntry;
import com.github.dockerjava.api.model.CpuStatsConfig;
import com.github.dockerjava.api.model.MemoryStatsConfig;
import com.github.dockerjava.api.model.Statistics;
import com.github.dockerjava.api.model.StatsConfig;
import java.util.List;
import org.iotbenchrunner.core.result.IoCounters;
import org.iotbenchrunner.core.result.ResourceSample;

/**
 * The arithmetic of {@code docker stats} on two successive samples of the Docker stats API. CPU is the
 * container's share of the host's CPU time between them, times the host's cores, in % (100 % = one core, the
 * unit of the process-tree sampler). Memory is the cgroup's usage, which includes the page cache of the files
 * the server touched; without cache it is usage minus the inactive file pages, which the kernel reclaims first
 * ({@code total_inactive_file} in cgroup v1, {@code inactive_file} in v2): what {@code docker stats} shows.
 * That keeps shared memory (PostgreSQL's shared buffers), which v2's {@code anon} would leave out. I/O is the
 * cgroup's {@code io_service_bytes_recursive}, summed over its devices: ops {@code Read}/{@code Write} in v1 (its
 * {@code Total} left out), {@code read}/{@code write} in v2. In v2 an empty or absent list means no device was
 * touched yet (it lists only devices with I/O). In v1 it is unknown: v1 charges buffered writeback to the root
 * cgroup, not the container's, and some kernels account nothing at all (all devices {@code Total 0}), so a list
 * without Read/Write lines gives no counters rather than zeros.
 */
public final class ContainerStats {
    private static final double MB = 1024.0 * 1024.0;

    private ContainerStats() {
    }

    /** The sample at {@code second} of a run from two successive stats of one container. */
    static ResourceSample sample(double second, Statistics previous, Statistics current) {
        return new ResourceSample(second, cpuPercent(previous, current), memoryBytes(current) / MB,
                memoryWithoutCacheBytes(current) / MB, io(current));
    }

    /** The opening sample: the first reading's memory and counters, CPU 0 over no time. */
    static ResourceSample opening(double second, Statistics first) {
        return new ResourceSample(second, 0, memoryBytes(first) / MB, memoryWithoutCacheBytes(first) / MB, io(first));
    }

    /** The cgroup's cumulative bytes read and written, or null when the reading has no block I/O stats. */
    static IoCounters io(Statistics stats) {
        if (stats.getBlkioStats() == null) {
            return null;
        }
        List<BlkioStatEntry> entries = stats.getBlkioStats().getIoServiceBytesRecursive();
        long read = 0;
        long written = 0;
        boolean listed = false;
        for (BlkioStatEntry e : entries == null ? List.<BlkioStatEntry>of() : entries) {
            if ("read".equalsIgnoreCase(e.getOp())) {
                read += value(e.getValue());
                listed = true;
            } else if ("write".equalsIgnoreCase(e.getOp())) {
                written += value(e.getValue());
                listed = true;
            }
        }
        return listed || cgroupVersion(stats).equals("cgroup v2") ? new IoCounters(read, written) : null;
    }

    static double cpuPercent(Statistics previous, Statistics current) {
        CpuStatsConfig before = previous.getCpuStats();
        CpuStatsConfig now = current.getCpuStats();
        if (before == null || now == null || before.getCpuUsage() == null || now.getCpuUsage() == null) {
            return 0;
        }
        long cpuDelta = value(now.getCpuUsage().getTotalUsage()) - value(before.getCpuUsage().getTotalUsage());
        long systemDelta = value(now.getSystemCpuUsage()) - value(before.getSystemCpuUsage());
        if (cpuDelta <= 0 || systemDelta <= 0) {
            return 0;
        }
        return 100.0 * cpuDelta / systemDelta * onlineCpus(now);
    }

    static long memoryBytes(Statistics stats) {
        MemoryStatsConfig memory = stats.getMemoryStats();
        return memory == null ? 0 : value(memory.getUsage());
    }

    static long memoryWithoutCacheBytes(Statistics stats) {
        long usage = memoryBytes(stats);
        StatsConfig detail = stats.getMemoryStats() == null ? null : stats.getMemoryStats().getStats();
        if (detail == null) {
            return usage;
        }
        long inactiveFile = detail.getTotalInactiveFile() != null ? detail.getTotalInactiveFile()
                : value(detail.getInactiveFile());
        return inactiveFile < usage ? usage - inactiveFile : usage;
    }

    /** cgroup v1 reports hierarchical totals ({@code total_*}); v2 does not. */
    static String cgroupVersion(Statistics stats) {
        StatsConfig detail = stats.getMemoryStats() == null ? null : stats.getMemoryStats().getStats();
        return detail != null && detail.getTotalInactiveFile() != null ? "cgroup v1" : "cgroup v2";
    }

    /** online_cpus, or on older engines the number of per-CPU counters (cgroup v1 only). */
    private static long onlineCpus(CpuStatsConfig cpu) {
        if (cpu.getOnlineCpus() != null && cpu.getOnlineCpus() > 0) {
            return cpu.getOnlineCpus();
        }
        List<Long> perCpu = cpu.getCpuUsage().getPercpuUsage();
        return perCpu == null || perCpu.isEmpty() ? 1 : perCpu.size();
    }

    private static long value(Long v) {
        return v == null ? 0 : v;
    }
}
