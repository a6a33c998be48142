package org.iotbenchrunner.orchestrator;

import com.github.dockerjava.api.DockerClient;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.containers.wait.strategy.WaitStrategy;
import org.testcontainers.utility.DockerImageName;

/**
 * Runs each database in a fresh container of its pinned image (or the one {@code --image} names; where neither the
 * engine nor a registry has it, an equivalent built here from docker/), defined by the binding's
 * {@link ContainerSpec}: no named volumes, so every server starts empty; labelled with the harness that owns it;
 * removed, with its anonymous volumes, when the session closes, or by the next harness if this one is killed.
 * Sampled through the Docker stats API; disk measured with {@code du} in the container.
 */
final class ContainerProvider implements Provider {
    private static final Duration SESSION_TIMEOUT = Duration.ofMinutes(2);
    private static final int LOG_LINES_ON_FAILURE = 20;

    private final ContainerOptions options;
    private final PrintStream out;
    private final boolean interactive;
    private String engineMissing;
    private boolean engineChecked;
    private ContainerImages images;

    ContainerProvider(ContainerOptions options, PrintStream out, boolean interactive) {
        this.options = options;
        this.out = out;
        this.interactive = interactive;
    }

    @Override
    public String name() {
        return "docker";
    }

    /** Whether the database has a container image at all (the noop database has none). */
    static boolean hasImage(DatabaseBinding binding) {
        return binding.container(new ConfigLayers().build(), ContainerRequest.defaults()).isPresent();
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
            return engineMissing != null ? engineMissing : images().unavailableReason(spec(binding,
                    new ConfigLayers().build()));
        }
    }

    private synchronized ContainerImages images() {
        if (images == null) {
            images = new ContainerImages(DockerClientFactory.instance().client(), out, interactive);
        }
        return images;
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config) throws Exception {
        ContainerSpec spec = spec(binding, config);
        ContainerImages.Resolved image = images().resolve(spec);
        GenericContainer<?> container = container(spec.withImage(image.name()), options.memoryLimitBytes())
                .withLabels(ContainerOwners.labels(binding.id()));
        try {
            container.start();
            Endpoint endpoint = spec.publishedAt(container.getHost(), container.getMappedPort(spec.inside().port()));
            SessionProbe.await(binding, endpoint, config, SESSION_TIMEOUT);
            DockerClient docker = container.getDockerClient();
            String id = container.getContainerId();
            return new ServerSession(describe(image), endpoint, () -> new ContainerStatsSampler(docker, id), null,
                    () -> ContainerDisk.measure(container, spec.dataDirectories()), container::stop, null,
                    container::isRunning);
        } catch (Exception e) {
            printLogTail(binding, container);
            container.stop();
            throw e;
        }
    }

    /** The binding's container with the image {@code --image} names for it, if any. */
    ContainerSpec spec(DatabaseBinding binding, BenchmarkConfig config) {
        ContainerSpec spec = binding.container(config, new ContainerRequest(ServerOptions.defaults(),
                options.memoryLimitBytes())).orElseThrow();
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

    /** What the results record as the provider: the image that ran, and the memory limit if there is one. */
    String describe(ContainerImages.Resolved image) {
        OptionalLong limit = options.memoryLimitBytes();
        return "docker (" + image.describe() + (limit.isPresent() ? ", memory limit " + limit.getAsLong() / (1024 * 1024)
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
