package org.iotbenchrunner.orchestrator;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Statistics;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;

/**
 * Samples one container through the Docker stats API: the engine streams a snapshot of the container's cgroup
 * once a second, and each snapshot with its predecessor gives one sample ({@link ContainerStats}).
 */
final class ContainerStatsSampler implements ResourceSampler {
    private static final long FINAL_STATS_SECONDS = 5;
    private final DockerClient docker;
    private final String containerId;
    private final List<ResourceSample> samples = new ArrayList<>();
    private ResultCallback.Adapter<Statistics> stream;
    private Statistics previous;
    private long startNanos;
    private boolean stopped;

    ContainerStatsSampler(DockerClient docker, String containerId) {
        this.docker = docker;
        this.containerId = containerId;
    }

    @Override
    public synchronized void start() {
        startNanos = System.nanoTime();
        stream = docker.statsCmd(containerId).exec(new ResultCallback.Adapter<>() {
            @Override
            public void onNext(Statistics stats) {
                accept(stats, (System.nanoTime() - startNanos) / 1e9);
            }
        });
    }

    /** Adds the sample that {@code stats}, received {@code second}s into the run, completes. */
    synchronized void accept(Statistics stats, double second) {
        if (stopped) {
            return;
        }
        if (previous != null) {
            samples.add(ContainerStats.sample(second, previous, stats));
        }
        previous = stats;
    }

    /**
     * A final answer of the engine closes the run: runs shorter than the stream's one-second period get a sample too,
     * and the last second of longer ones is not lost.
     */
    @Override
    public ResourceUsage stop() {
        double second = (System.nanoTime() - startNanos) / 1e9;
        close();
        Statistics last = finalStats();
        synchronized (this) {
            if (last != null) {
                samples.add(previous != null ? ContainerStats.sample(second, previous, last)
                        : ContainerStats.sample(second, last));
                previous = last;
            }
        }
        synchronized (this) {
            String cgroup = previous == null ? "" : ", " + ContainerStats.cgroupVersion(previous);
            return ResourceUsage.of("docker stats API" + cgroup, samples);
        }
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
