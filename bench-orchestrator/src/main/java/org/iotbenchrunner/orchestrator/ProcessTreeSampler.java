package org.iotbenchrunner.orchestrator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;

/**
 * Samples CPU and memory of a server's whole process tree from /proc once a second. Memory is the sum of
 * PSS (shared pages split between the processes sharing them, so PostgreSQL's shared buffers count once);
 * where PSS cannot be read it falls back to RSS and says so in the result's source.
 */
final class ProcessTreeSampler implements ResourceSampler {
    /** USER_HZ, the unit of /proc/PID/stat times, is 100 on every Linux architecture we run on. */
    private static final long CLOCK_TICKS_PER_SECOND = 100;

    private static final long MIN_FINAL_INTERVAL_NANOS = 100_000_000;

    private final long rootPid;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "resource-sampler");
        t.setDaemon(true);
        return t;
    });
    private final List<ResourceSample> samples = new ArrayList<>();
    private Map<Long, Long> lastTicks = new HashMap<>();
    private long lastNanos;
    private long startNanos;
    private boolean usedRss;

    ProcessTreeSampler(long rootPid) {
        this.rootPid = rootPid;
    }

    static boolean supported() {
        return Files.isDirectory(Path.of("/proc/self"));
    }

    @Override
    public void start() {
        startNanos = System.nanoTime();
        lastNanos = startNanos;
        lastTicks = cpuTicks(pids());
        timer.scheduleAtFixedRate(this::sample, 1, 1, TimeUnit.SECONDS);
    }

    /** Stops sampling; the last partial interval becomes a final sample, so short runs are measured too. */
    @Override
    public synchronized ResourceUsage stop() {
        timer.shutdownNow();
        if (System.nanoTime() - lastNanos >= MIN_FINAL_INTERVAL_NANOS) {
            sample();
        }
        return ResourceUsage.of(usedRss ? "process-tree (RSS)" : "process-tree (PSS)", samples);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }

    private synchronized void sample() {
        List<Long> pids = pids();
        long now = System.nanoTime();
        Map<Long, Long> ticks = cpuTicks(pids);
        long delta = 0;
        for (Map.Entry<Long, Long> e : ticks.entrySet()) {
            delta += e.getValue() - lastTicks.getOrDefault(e.getKey(), 0L);
        }
        double seconds = (now - lastNanos) / 1e9;
        double cpu = seconds > 0 ? 100.0 * delta / CLOCK_TICKS_PER_SECOND / seconds : 0;
        double memoryMb = pids.stream().mapToLong(this::memoryKb).sum() / 1024.0;
        samples.add(new ResourceSample((now - startNanos) / 1e9, Math.max(0, cpu), memoryMb));
        lastTicks = ticks;
        lastNanos = now;
    }

    private List<Long> pids() {
        List<Long> pids = new ArrayList<>();
        ProcessHandle.of(rootPid).ifPresent(root -> {
            pids.add(root.pid());
            root.descendants().forEach(p -> pids.add(p.pid()));
        });
        return pids;
    }

    private static Map<Long, Long> cpuTicks(List<Long> pids) {
        Map<Long, Long> ticks = new HashMap<>();
        for (long pid : pids) {
            try {
                String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                ticks.put(pid, Long.parseLong(fields[11]) + Long.parseLong(fields[12]));
            } catch (IOException | RuntimeException e) {
                // the process ended between listing and reading; its last interval is lost
            }
        }
        return ticks;
    }

    private long memoryKb(long pid) {
        Long pss = field(Path.of("/proc", String.valueOf(pid), "smaps_rollup"), "Pss:");
        if (pss != null) {
            return pss;
        }
        usedRss = true;
        Long rss = field(Path.of("/proc", String.valueOf(pid), "status"), "VmRSS:");
        return rss == null ? 0 : rss;
    }

    private static Long field(Path file, String name) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.filter(l -> l.startsWith(name)).findFirst()
                    .map(l -> Long.parseLong(l.substring(name.length()).trim().split("\\s+")[0])).orElse(null);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
