package org.iotbenchrunner.orchestrator.sampling;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Statistics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.IoCounters;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;

/**
 * Samples one container through the Docker stats API: the engine streams a snapshot of the container's cgroup
 * once a second, and each snapshot with its predecessor gives one sample ({@link ContainerStats}); the first
 * snapshot gives the opening sample, which carries the I/O counters the others are counted from. The device whose
 * counters each sample adds is that of the container's data on the host: the directory given (a bind mount), else
 * the engine's root directory, where this host sees it. On cgroup v1, whose blkio stats miss buffered writeback
 * (charged to the root cgroup), the disk I/O is that of the container's processes ({@code /proc/PID/io}, see
 * {@link ProcessTreeSampler}) where this host sees them (same PID namespace), on a clock started with this one.
 */
public final class ContainerStatsSampler implements ResourceSampler {
    private static final long FINAL_STATS_SECONDS = 5;
    private static final long FIRST_READING_SECONDS = 3;
    private final DockerClient docker;
    private final String containerId;
    private final Path dataDirectory;
    private String device;
    private ProcessTreeSampler processes;
    private ResourceUsage processesSampled;
    /** Seconds from this sampler's origin to the processes' sampler's, started after the engine was asked. */
    private double processesLag;
    private final List<ResourceSample> samples = new ArrayList<>();
    private ResultCallback.Adapter<Statistics> stream;
    private Statistics previous;
    private Instant origin;
    private boolean stopped;

    public ContainerStatsSampler(DockerClient docker, String containerId) {
        this(docker, containerId, null);
    }

    /** {@code dataDirectory}: where on the host the container keeps its data (null: in the engine's root). */
    public ContainerStatsSampler(DockerClient docker, String containerId, Path dataDirectory) {
        this.docker = docker;
        this.containerId = containerId;
        this.dataDirectory = dataDirectory;
    }

    @Override
    public String ioSource() {
        return "cgroup-blkio";
    }

    @Override
    public synchronized String ioDevice() {
        return device;
    }

    /**
     * The container's processes' I/O on cgroup v1 where they are visible; else the cgroup's, or why there is none
     * (a v1 reading without device lines gives no counters, see {@link ContainerStats#io}).
     */
    @Override
    public synchronized DiskIo diskIo(ResourceUsage sampled, double from, double to, Long pointsWritten,
            Long rawBytes) {
        boolean v1 = previous != null && ContainerStats.cgroupVersion(previous).equals("cgroup v1");
        if (v1 && processesSampled != null) {
            return processes.diskIo(processesSampled, from - processesLag, to - processesLag, pointsWritten,
                    rawBytes);
        }
        if (sampled.samples().stream().noneMatch(s -> s.io() != null)) {
            return DiskIo.none("the engine's block I/O stats list no device (cgroup v1 charges buffered writeback to "
                    + "the root cgroup, and this kernel may account none)");
        }
        return ResourceSampler.super.diskIo(sampled, from, to, pointsWritten, rawBytes);
    }

    /** The container's processes, where this host sees them as the engine does (the same PID namespace). */
    private ProcessTreeSampler containerProcesses(Path data) {
        try {
            Long pid = docker.inspectContainerCmd(containerId).exec().getState().getPidLong();
            Path cgroup = Path.of("/proc", String.valueOf(pid), "cgroup");
            return pid != null && pid > 0 && ProcessTreeSampler.supported() && Files.isReadable(cgroup)
                    && Files.readString(cgroup).contains(containerId) ? new ProcessTreeSampler(List.of(pid), data)
                    : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private Path dataOnHost() {
        if (dataDirectory != null) {
            return dataDirectory;
        }
        try {
            String root = docker.infoCmd().exec().getDockerRootDir();
            return root == null ? null : Path.of(root);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * Waits for the engine's first reading (it comes on the engine's next one-second tick), so that the run's first
     * sample starts before the run does, however short the run.
     */
    @Override
    public void start() {
        Instant now = Instant.now();
        Path data = dataOnHost();
        String found = data == null ? null : DiskStats.deviceOf(data).orElse(null);
        ProcessTreeSampler visible = containerProcesses(data);
        CountDownLatch first = new CountDownLatch(1);
        synchronized (this) {
            origin = now;
            device = found;
            processes = visible;
            if (processes != null) {
                processesLag = Duration.between(origin, Instant.now()).toNanos() / 1e9;
                processes.start();
            }
            stream = docker.statsCmd(containerId).exec(new ResultCallback.Adapter<>() {
                @Override
                public void onNext(Statistics stats) {
                    if (taken(stats)) {
                        accept(stats, secondOf(stats));
                    }
                    first.countDown();
                }
            });
        }
        try {
            first.await(FIRST_READING_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** When the engine took the reading, on this sampler's clock (the engine stamps each reading). */
    private double secondOf(Statistics stats) {
        return Duration.between(origin, readAt(stats)).toNanos() / 1e9;
    }

    private static Instant readAt(Statistics stats) {
        try {
            return Instant.parse(stats.getRead());
        } catch (RuntimeException e) {
            return Instant.now();
        }
    }

    /** A stopped container's answer is stamped 0001-01-01 and holds no figures: not a reading. */
    private boolean taken(Statistics stats) {
        return !readAt(stats).isBefore(origin.minusSeconds(60));
    }

    /** Adds the sample that {@code stats}, received {@code second}s into the run, completes. */
    synchronized void accept(Statistics stats, double second) {
        if (stopped) {
            return;
        }
        samples.add(onDevice(previous == null ? ContainerStats.opening(second, stats)
                : ContainerStats.sample(second, previous, stats)));
        previous = stats;
    }

    /**
     * A final answer of the engine closes the run: runs shorter than the stream's one-second period get a sample too,
     * and the last second of longer ones is not lost.
     */
    @Override
    public ResourceUsage stop() {
        ProcessTreeSampler own;
        synchronized (this) {
            own = processes;
        }
        // first, so that its last reading closes the measured phase rather than the engine's final answer
        ResourceUsage processesStopped = own == null ? null : own.stop();
        close();
        Statistics last = finalStats();
        synchronized (this) {
            if (last != null && previous != null && taken(last)) {
                samples.add(onDevice(ContainerStats.sample(secondOf(last), previous, last)));
                previous = last;
            }
        }
        synchronized (this) {
            processesSampled = processesStopped;
            String cgroup = previous == null ? "" : ", " + ContainerStats.cgroupVersion(previous);
            return ResourceUsage.of("docker stats API" + cgroup, samples);
        }
    }

    /** The sample with the device's counters read now, where the device is known. */
    private ResourceSample onDevice(ResourceSample sample) {
        DiskStats.DeviceBytes bytes = device == null || sample.io() == null ? null
                : DiskStats.read(device).orElse(null);
        if (bytes == null) {
            return sample;
        }
        return new ResourceSample(sample.second(), sample.cpuPercent(), sample.memoryMb(), sample.memoryNoCacheMb(),
                new IoCounters(sample.io().readBytes(), sample.io().writeBytes(), bytes.readBytes(),
                        bytes.writeBytes()));
    }

    private Statistics finalStats() {
        List<Statistics> answer = new ArrayList<>();
        try (ResultCallback.Adapter<Statistics> once = docker.statsCmd(containerId).withNoStream(true)
                .exec(new ResultCallback.Adapter<>() {
                    @Override
                    public void onNext(Statistics stats) {
                        synchronized (answer) {
                            answer.add(stats);
                        }
                    }
                })) {
            once.awaitCompletion(FINAL_STATS_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            // the container is gone or the engine did not answer: the stream's samples stand alone
        }
        synchronized (answer) {
            return answer.isEmpty() ? null : answer.get(0);
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            stopped = true;
            if (processes != null) {
                processes.close();
            }
        }
        closeStream();
    }

    private void closeStream() {
        ResultCallback.Adapter<Statistics> open;
        synchronized (this) {
            open = stream;
            stream = null;
        }
        if (open != null) {
            try {
                open.close();
            } catch (IOException e) {
                // the stream is gone already; nothing more will arrive
            }
        }
    }
}
