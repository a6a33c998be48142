package org.iotbenchrunner.orchestrator;

import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerResources;
import org.testcontainers.containers.GenericContainer;

/**
 * A database container the harness started: it knows the settings read back from it, and restarts on its data
 * ({@code docker stop}, which lets the server shut down cleanly, then {@code docker start}: the container's
 * files and anonymous volumes stay, and its port is published on the same host port).
 */
final class ContainerServer implements RunningServer {
    private static final int STOP_TIMEOUT_SECONDS = 60;

    private final DatabaseBinding binding;
    private final BenchmarkConfig config;
    private final GenericContainer<?> container;
    private final Endpoint endpoint;
    private final Map<String, String> settings;
    private final ServerResources sizedFor;

    ContainerServer(DatabaseBinding binding, BenchmarkConfig config, GenericContainer<?> container, Endpoint endpoint,
            Map<String, String> settings, ServerResources sizedFor) {
        this.binding = binding;
        this.config = config;
        this.container = container;
        this.endpoint = endpoint;
        this.settings = settings;
        this.sizedFor = sizedFor;
    }

    @Override
    public Optional<ServerResources> sizedFor() {
        return Optional.of(sizedFor);
    }

    @Override
    public Endpoint endpoint() {
        return endpoint;
    }

    /** Sampled through the Docker API, not by process. */
    @Override
    public long pid() {
        return -1;
    }

    @Override
    public Map<String, String> settings() {
        return settings;
    }

    @Override
    public boolean restartable() {
        return true;
    }

    @Override
    public void restart() throws Exception {
        var docker = container.getDockerClient();
        String id = container.getContainerId();
        docker.stopContainerCmd(id).withTimeout(STOP_TIMEOUT_SECONDS).exec();
        docker.startContainerCmd(id).exec();
        SessionProbe.await(binding, endpoint, config, ContainerProvider.SESSION_TIMEOUT);
    }

    @Override
    public void close() {
        container.stop();
    }
}
