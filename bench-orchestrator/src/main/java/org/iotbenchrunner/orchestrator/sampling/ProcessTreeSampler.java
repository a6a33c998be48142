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
import org.iotbenchrunner.core.result.IoCounters;
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
 * <p>
 * Disk I/O: {@code read_bytes} and {@code write_bytes} of {@code /proc/PID/io} summed over the trees, kept as running
 * totals from the opening reading (a sample at second 0 that carries only that reading and the memory, CPU 0 over no
 * time). The kernel adds a reaped child's counters to its parent's, as it does {@code cutime}, so a process that
 * ended since the last sample is taken off where its parent has now reaped it; one not yet reaped (a zombie, whose
 * counters cannot be read) is taken off the same way once it is gone, and counts again through its parent when
 * reaped. Where {@code deviceDirectory} is given, each reading adds the bytes of the block device that holds it.
 */
public final class ProcessTreeSampler implements ResourceSampler {
    /** USER_HZ, the unit of /proc/PID/stat times, is 100 on every Linux architecture we run on. */
    private static final long CLOCK_TICKS_PER_SECOND = 100;

    private static final long MIN_FINAL_INTERVAL_NANOS = 100_000_000;

    private final List<Long> roots;
    private final String device;
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
    private Map<Long, Io> lastIo = new HashMap<>();
    private long readBytes;
    private long writeBytes;

    public ProcessTreeSampler(List<Long> roots) {
        this(roots, null);
    }

    /** Also reads the counters of the block device that holds {@code deviceDirectory} (null: none). */
    public ProcessTreeSampler(List<Long> roots, Path deviceDirectory) {
        this.roots = List.copyOf(roots);
        this.device = deviceDirectory == null ? null : DiskStats.deviceOf(deviceDirectory).orElse(null);
    }

    /** A process's CPU ticks (its own and its reaped children's) and its parent, at one sample. */
    record Times(long ticks, long parent) {
    }

    /** A process's storage bytes read and written (its own and its reaped children's), from /proc/PID/io. */
    record Io(long readBytes, long writeBytes) {
    }

    @Override
    public String ioSource() {
        return "process-io";
    }

    @Override
    public String ioDevice() {
        return device;
    }

    public static boolean supported() {
        return Files.isDirectory(Path.of("/proc/self"));
    }

    @Override
    public void start() {
        startNanos = System.nanoTime();
        lastNanos = startNanos;
        List<Long> pids = pids();
        last = times(pids);
        lastIo = io(last.keySet());
        readBytes = lastIo.values().stream().mapToLong(Io::readBytes).sum();
        writeBytes = lastIo.values().stream().mapToLong(Io::writeBytes).sum();
        samples.add(new ResourceSample(0, 0, pids.stream().mapToLong(this::memoryKb).sum() / 1024.0, null,
                counters(lastIo)));
        timer.scheduleAtFixedRate(this::sample, 1, 1, TimeUnit.SECONDS);
    }

    /**
     * Stops sampling; the last partial interval becomes a final sample, so short runs are measured too. One too short
     * to measure CPU on its own is merged into the sample before it, so that a reading still closes the run.
     */
    @Override
    public synchronized ResourceUsage stop() {
        timer.shutdownNow();
        if (samples.isEmpty()) {
            return ResourceUsage.of("process-tree (PSS)", samples);
        }
        boolean shortInterval = System.nanoTime() - lastNanos < MIN_FINAL_INTERVAL_NANOS;
        int merged = samples.size() - 1;
        double mergedFrom = merged > 0 ? samples.get(merged - 1).second() : 0;
        ResourceSample before = samples.get(merged);
        sample();
        if (shortInterval && merged > 0) {
            ResourceSample tail = samples.remove(samples.size() - 1);
            samples.remove(merged);
            double coreSeconds = before.cpuPercent() * (before.second() - mergedFrom)
                    + tail.cpuPercent() * (tail.second() - before.second());
            samples.add(new ResourceSample(tail.second(), coreSeconds / (tail.second() - mergedFrom), tail.memoryMb(),
                    null, tail.io()));
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
        Map<Long, Io> currentIo = io(current.keySet());
        Io delta = ioDelta(last, lastIo, current, currentIo);
        readBytes += delta.readBytes();
        writeBytes += delta.writeBytes();
        samples.add(new ResourceSample((now - startNanos) / 1e9, Math.max(0, cpu), memoryMb, null,
                counters(currentIo)));
        last = current;
        lastIo = currentIo;
        lastNanos = now;
    }

    /** The running totals with the device's counters; null when no process's counters could be read. */
    private IoCounters counters(Map<Long, Io> io) {
        if (io.isEmpty()) {
            return null;
        }
        DiskStats.DeviceBytes onDevice = device == null ? null : DiskStats.read(device).orElse(null);
        return new IoCounters(readBytes, writeBytes, onDevice == null ? null : onDevice.readBytes(),
                onDevice == null ? null : onDevice.writeBytes());
    }

    /**
     * The bytes between two samples: what each process still running added, less what a process that ended had
     * counted where its parent, still running, now holds it.
     */
    static Io ioDelta(Map<Long, Times> before, Map<Long, Io> ioBefore, Map<Long, Times> after, Map<Long, Io> ioAfter) {
        long read = 0;
        long written = 0;
        for (Map.Entry<Long, Io> e : ioAfter.entrySet()) {
            Io previous = ioBefore.getOrDefault(e.getKey(), new Io(0, 0));
            read += e.getValue().readBytes() - previous.readBytes();
            written += e.getValue().writeBytes() - previous.writeBytes();
        }
        for (Map.Entry<Long, Io> e : ioBefore.entrySet()) {
            Times gone = before.get(e.getKey());
            if (!after.containsKey(e.getKey()) && gone != null && ioAfter.containsKey(gone.parent())) {
                read -= e.getValue().readBytes();
                written -= e.getValue().writeBytes();
            }
        }
        return new Io(read, written);
    }

    private static Map<Long, Io> io(Iterable<Long> pids) {
        Map<Long, Io> io = new HashMap<>();
        for (long pid : pids) {
            try {
                io.put(pid, parseIo(Files.readString(Path.of("/proc", String.valueOf(pid), "io"))));
            } catch (IOException | RuntimeException e) {
                // ended, or not ours to read: counted through its parent once reaped
            }
        }
        return io;
    }

    static Io parseIo(String text) {
        long read = -1;
        long written = -1;
        for (String line : text.split("\n")) {
            if (line.startsWith("read_bytes:")) {
                read = Long.parseLong(line.substring("read_bytes:".length()).trim());
            } else if (line.startsWith("write_bytes:")) {
                written = Long.parseLong(line.substring("write_bytes:".length()).trim());
            }
        }
        if (read < 0 || written < 0) {
            throw new IllegalArgumentException("no read_bytes and write_bytes in /proc/PID/io: " + text);
        }
        return new Io(read, written);
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
