package org.iotbenchrunner.orchestrator;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Statistics;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;

/**
 * Samples one container through the Docker stats API: the engine streams a snapshot of the container's cgroup
 * once a second, and each snapshot with its predecessor gives one sample ({@link ContainerStats}).
 */
final class ContainerStatsSampler implements ResourceSampler {
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

    @Override
    public ResourceUsage stop() {
        close();
        synchronized (this) {
            String cgroup = previous == null ? "" : ", " + ContainerStats.cgroupVersion(previous);
            return ResourceUsage.of("docker stats API" + cgroup, samples);
        }
    }

    @Override
    public void close() {
        ResultCallback.Adapter<Statistics> open;
        synchronized (this) {
            stopped = true;
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
