package org.iotbenchrunner.orchestrator.provision.container;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.orchestrator.Bounded;
import org.iotbenchrunner.orchestrator.provision.SessionProbe;
import org.testcontainers.containers.GenericContainer;

/**
 * A database container the harness started: it knows the settings read back from it, and restarts on its data
 * ({@code docker stop}, which lets the server shut down cleanly, then {@code docker start}: the container's
 * files and anonymous volumes stay, and its port is published on the same host port).
 */
public final class ContainerServer implements RunningServer {
    private static final int STOP_TIMEOUT_SECONDS = 60;
    /** The server's own stop time, and as long again for the engine. */
    private static final Duration ENGINE_LIMIT = Duration.ofSeconds(2L * STOP_TIMEOUT_SECONDS);

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
        Bounded.call("the Docker engine restarting the " + binding.displayName() + " container", ENGINE_LIMIT, () -> {
            docker.stopContainerCmd(id).withTimeout(STOP_TIMEOUT_SECONDS).exec();
            return docker.startContainerCmd(id).exec();
        });
        SessionProbe.await(binding, endpoint, config, ContainerProvider.SESSION_TIMEOUT);
    }

    @Override
    public void close() {
        remove(container, binding.displayName());
    }

    /** Removed within {@link #ENGINE_LIMIT}, else said: the next run of the harness removes what is left. */
    static void remove(GenericContainer<?> container, String name) {
        try {
            Bounded.get("the Docker engine removing the " + name + " container", ENGINE_LIMIT, () -> {
                container.stop();
                return null;
            });
        } catch (RuntimeException e) {
            System.err.println("warning: " + e.getMessage() + " (the next run of the harness removes it)");
        }
    }
}
