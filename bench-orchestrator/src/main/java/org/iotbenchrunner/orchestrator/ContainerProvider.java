package org.iotbenchrunner.orchestrator;

import com.github.dockerjava.api.DockerClient;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.containers.wait.strategy.WaitStrategy;
import org.testcontainers.utility.DockerImageName;

/**
 * Runs each database in a fresh container of its pinned image (or the one {@code --image} names), built from the
 * binding's {@link ContainerSpec}: no named volumes, so every server starts empty; removed, with its anonymous
 * volumes, when the session closes. Sampled through the Docker stats API; disk measured with {@code du} in the
 * container.
 */
final class ContainerProvider implements Provider {
    private static final Duration SESSION_TIMEOUT = Duration.ofMinutes(2);
    private static final int LOG_LINES_ON_FAILURE = 20;

    private final ContainerOptions options;
    private String engineMissing;
    private boolean engineChecked;

    ContainerProvider(ContainerOptions options) {
        this.options = options;
    }

    @Override
    public String name() {
        return "docker";
    }

    /** Whether the database has a container image at all (the noop database has none). */
    static boolean hasImage(DatabaseBinding binding) {
        return binding.container(new ConfigLayers().build(), OptionalLong.empty()).isPresent();
    }

    @Override
    public String unavailableReason(DatabaseBinding binding) {
        if (!hasImage(binding)) {
            return binding.displayName() + " has no container image; use --provider local or external";
        }
        synchronized (this) {
            if (!engineChecked) {
                engineMissing = DockerEngine.unavailableReason();
                engineChecked = true;
            }
            return engineMissing;
        }
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config) throws Exception {
        ContainerSpec spec = spec(binding, config);
        GenericContainer<?> container = container(spec, options.memoryLimitBytes());
        try {
            container.start();
            Endpoint endpoint = spec.publishedAt(container.getHost(), container.getMappedPort(spec.inside().port()));
            SessionProbe.await(binding, endpoint, config, SESSION_TIMEOUT);
            DockerClient docker = container.getDockerClient();
            String id = container.getContainerId();
            return new ServerSession(describe(spec), endpoint, () -> new ContainerStatsSampler(docker, id), null,
                    () -> ContainerDisk.measure(container, spec.dataDirectories()), container::stop);
        } catch (Exception e) {
            printLogTail(binding, container);
            container.stop();
            throw e;
        }
    }

    /** The binding's container with the image {@code --image} names for it, if any. */
    ContainerSpec spec(DatabaseBinding binding, BenchmarkConfig config) {
        ContainerSpec spec = binding.container(config, options.memoryLimitBytes()).orElseThrow();
        return options.imageFor(binding.id()).map(spec::withImage).orElse(spec);
    }

    /** The container, defined but not started (nothing here talks to Docker). */
    static GenericContainer<?> container(ContainerSpec spec, OptionalLong memoryLimitBytes) {
        GenericContainer<?> container = new GenericContainer<>(DockerImageName.parse(spec.image()))
                .withEnv(spec.env())
                .withExposedPorts(spec.inside().port())
                .waitingFor(waitStrategy(spec));
        if (!spec.command().isEmpty()) {
            container.withCommand(spec.command().toArray(String[]::new));
        }
        memoryLimitBytes.ifPresent(bytes -> container.withCreateContainerCmdModifier(cmd ->
                // swap equal to memory: no swap, so the limit is what the server really has
                cmd.getHostConfig().withMemory(bytes).withMemorySwap(bytes)));
        return container;
    }

    static WaitStrategy waitStrategy(ContainerSpec spec) {
        WaitStrategy wait;
        if (spec.readiness() instanceof ContainerSpec.Readiness.HttpOk http) {
            wait = Wait.forHttp(http.path()).forPort(spec.inside().port())
                    .forStatusCodeMatching(code -> code >= 200 && code < 300);
        } else if (spec.readiness() instanceof ContainerSpec.Readiness.LogLine log) {
            wait = Wait.forLogMessage(log.regex(), log.times());
        } else {
            wait = Wait.forListeningPort();
        }
        return wait.withStartupTimeout(spec.startupTimeout());
    }

    /** What the results record as the provider: the image, and the memory limit if there is one. */
    String describe(ContainerSpec spec) {
        OptionalLong limit = options.memoryLimitBytes();
        return "docker (" + spec.image() + (limit.isPresent() ? ", memory limit " + limit.getAsLong() / (1024 * 1024)
                + " MiB" : "") + ")";
    }

    private static void printLogTail(DatabaseBinding binding, GenericContainer<?> container) {
        try {
            if (container.getContainerId() == null) {
                return;
            }
            List<String> lines = container.getLogs().lines().toList();
            System.err.println(binding.displayName() + " container did not become ready; its last log lines:");
            lines.subList(Math.max(0, lines.size() - LOG_LINES_ON_FAILURE), lines.size())
                    .forEach(l -> System.err.println("  " + l));
        } catch (RuntimeException e) {
            // the container is gone: nothing to show
        }
    }
}
