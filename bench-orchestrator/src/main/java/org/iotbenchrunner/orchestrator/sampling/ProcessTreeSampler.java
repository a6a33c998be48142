package org.iotbenchrunner.orchestrator.sampling;

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
 * Samples CPU and memory of a server's process trees (one per node) from /proc once a second. CPU counts each
 * process's own time and the time of the children it has reaped ({@code cutime}, {@code cstime}), so work of
 * processes that start and end between two samples (PostgreSQL's parallel workers, autovacuum) is not lost; a
 * process that ended since the last sample had its time counted up to then, which is taken off again where its
 * parent in the tree has now reaped it. Memory is the sum of PSS (shared pages split between the processes sharing
 * them, so PostgreSQL's shared buffers count once); where PSS cannot be read it falls back to RSS and says so in the
 * result's source.
 */
public final class ProcessTreeSampler implements ResourceSampler {
    /** USER_HZ, the unit of /proc/PID/stat times, is 100 on every Linux architecture we run on. */
    private static final long CLOCK_TICKS_PER_SECOND = 100;

    private static final long MIN_FINAL_INTERVAL_NANOS = 100_000_000;

    private final List<Long> roots;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "resource-sampler");
        t.setDaemon(true);
        return t;
    });
    private final List<ResourceSample> samples = new ArrayList<>();
    private Map<Long, Times> last = new HashMap<>();
    private long lastNanos;
    private long startNanos;
    private boolean usedRss;

    public ProcessTreeSampler(List<Long> roots) {
        this.roots = List.copyOf(roots);
    }

    /** A process's CPU ticks (its own and its reaped children's) and its parent, at one sample. */
    record Times(long ticks, long parent) {
    }

    public static boolean supported() {
        return Files.isDirectory(Path.of("/proc/self"));
    }

    @Override
    public void start() {
        startNanos = System.nanoTime();
        lastNanos = startNanos;
        last = times(pids());
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
        Map<Long, Times> current = times(pids);
        double seconds = (now - lastNanos) / 1e9;
        double cpu = seconds > 0 ? 100.0 * cpuTicks(last, current) / CLOCK_TICKS_PER_SECOND / seconds : 0;
        double memoryMb = pids.stream().mapToLong(this::memoryKb).sum() / 1024.0;
        samples.add(new ResourceSample((now - startNanos) / 1e9, Math.max(0, cpu), memoryMb));
        last = current;
        lastNanos = now;
    }

    /** The ticks between two samples: what each process added, less what a reaped process had already counted. */
    static long cpuTicks(Map<Long, Times> before, Map<Long, Times> after) {
        long delta = 0;
        for (Map.Entry<Long, Times> e : after.entrySet()) {
            Times previous = before.get(e.getKey());
            delta += e.getValue().ticks() - (previous == null ? 0 : previous.ticks());
        }
        for (Map.Entry<Long, Times> e : before.entrySet()) {
            if (!after.containsKey(e.getKey()) && after.containsKey(e.getValue().parent())) {
                delta -= e.getValue().ticks();
            }
        }
        return delta;
    }

    private List<Long> pids() {
        List<Long> pids = new ArrayList<>();
        for (long rootPid : roots) {
            ProcessHandle.of(rootPid).ifPresent(root -> {
                pids.add(root.pid());
                root.descendants().forEach(p -> pids.add(p.pid()));
            });
        }
        return pids;
    }

    /** utime + stime + cutime + cstime and the parent of each process, from /proc/PID/stat. */
    private static Map<Long, Times> times(List<Long> pids) {
        Map<Long, Times> times = new HashMap<>();
        for (long pid : pids) {
            try {
                times.put(pid, parseStat(Files.readString(Path.of("/proc", String.valueOf(pid), "stat"))));
            } catch (IOException | RuntimeException e) {
                // the process ended between listing and reading: its parent's cutime will hold it
            }
        }
        return times;
    }

    static Times parseStat(String stat) {
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return new Times(Long.parseLong(fields[11]) + Long.parseLong(fields[12]) + Long.parseLong(fields[13])
                + Long.parseLong(fields[14]), Long.parseLong(fields[1]));
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
