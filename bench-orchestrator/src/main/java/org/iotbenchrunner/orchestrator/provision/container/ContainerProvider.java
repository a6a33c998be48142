package org.iotbenchrunner.orchestrator.provision.container;

import com.github.dockerjava.api.model.ExposedPort;
import com.github.dockerjava.api.model.PortBinding;
import com.github.dockerjava.api.model.Ports;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerFiles;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.provision.SessionProbe;
import org.iotbenchrunner.orchestrator.sampling.ContainerStatsSampler;
import org.iotbenchrunner.orchestrator.storage.DataPlacement;
import org.testcontainers.containers.BindMode;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.containers.wait.strategy.WaitStrategy;
import org.testcontainers.utility.DockerImageName;

/**
 * Runs each database in a fresh container of its pinned image (or the one {@code --image} names; where neither the
 * engine nor a registry has it, an equivalent built here from docker/), defined by the binding's
 * {@link ContainerSpec}: no named volumes, so every server starts empty (with {@code --data-dir}, a fresh host
 * directory bind-mounted on each of the spec's data directories, removed with the container); labelled with the harness that owns it;
 * removed, with its anonymous volumes, when the session closes, or by the next harness if this one is killed.
 * A tuned profile is sized for the container's limits and read back from the started server. The server's port is
 * published on a fixed host port, so that a restart ({@code --cache cold}) keeps the endpoint. Sampled through the
 * Docker stats API; disk measured with {@code du} in the container.
 */
public final class ContainerProvider implements Provider {
    static final Duration SESSION_TIMEOUT = Duration.ofMinutes(3);
    private static final int LOG_LINES_ON_FAILURE = 20;

    private final ContainerOptions options;
    private final PrintStream out;
    private final boolean interactive;
    private String engineMissing;
    private boolean engineChecked;
    private ContainerImages images;
    private final DataPlacement placement;
    private Path dockerRoot;
    private boolean dockerRootAsked;

    public ContainerProvider(ContainerOptions options, PrintStream out, boolean interactive) {
        this(options, out, interactive, DataPlacement.DEFAULT);
    }

    public ContainerProvider(ContainerOptions options, PrintStream out, boolean interactive,
            DataPlacement placement) {
        this.options = options;
        this.out = out;
        this.interactive = interactive;
        this.placement = placement;
    }

    /** The device of {@code --data-dir}, else of the engine's root directory (DockerRootDir) as this host sees it. */
    @Override
    public StorageDevice storage() {
        return placement.storage(placement.root(dockerRoot()));
    }

    private synchronized Path dockerRoot() {
        if (!dockerRootAsked && !placement.chosen()) {
            dockerRootAsked = true;
            try {
                String root = TestcontainersSetup.client().infoCmd().exec().getDockerRootDir();
                dockerRoot = root == null || root.isBlank() ? null : Path.of(root);
            } catch (RuntimeException e) {
                out.println("warning: the Docker engine did not say its root directory: " + e.getMessage());
            }
        }
        return dockerRoot;
    }

    @Override
    public String name() {
        return "docker";
    }

    @Override
    public boolean appliesProfiles() {
        return true;
    }

    @Override
    public boolean restartsServers() {
        return true;
    }

    /** Whether the database has a container image at all (the noop database has none). */
    public static boolean hasImage(DatabaseBinding binding) {
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
            images = new ContainerImages(TestcontainersSetup.client(), out, interactive);
        }
        return images;
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions server)
            throws Exception {
        ServerOptions sized = sized(server);
        ContainerSpec spec = spec(binding, config, sized);
        ContainerImages.Resolved image = images().resolve(spec, binding.displayName());
        GenericContainer<?> container = container(spec.withImage(image.name()), options, freePort())
                .withLabels(ContainerOwners.labels(binding.id()));
        storage();
        Path hostData = bindDataDirectories(container, binding, spec);
        ContainerStarts.begin(container);
        try {
            out.println("Waiting for the " + binding.displayName() + " container (" + image.name() + ") to be ready: "
                    + readiness(spec) + " (at most " + spec.startupTimeout().toSeconds() + " s), then a session of "
                    + "its client (at most " + SESSION_TIMEOUT.toSeconds() + " s) ...");
            container.start();
            Endpoint endpoint = spec.publishedAt(container.getHost(), container.getMappedPort(spec.inside().port()));
            SessionProbe.await(binding, endpoint, config, SESSION_TIMEOUT);
            ContainerServer running = new ContainerServer(binding, config, container, endpoint,
                    ContainerSettings.readBack(container, spec.settings(), out, binding.displayName()),
                    sized.resources());
            String id = container.getContainerId();
            return new ServerSession(describe(image), endpoint,
                    () -> new ContainerStatsSampler(container.getDockerClient(), id, hostData), null,
                    () -> ContainerDisk.measure(container, spec.dataDirectories()), () -> {
                        running.close();
                        deleteHostData(hostData, binding);
                    }, running, container::isRunning);
        } catch (Exception e) {
            printLogTail(binding, container);
            ContainerServer.remove(container, binding.displayName());
            deleteHostData(hostData, binding);
            throw new HarnessFailure(ContainerStarts.stopping() ? "stopped while the " + binding.displayName()
                    + " container was starting; it is removed" : "the " + binding.displayName()
                    + " container did not become ready: " + rootMessage(e), e);
        } finally {
            ContainerStarts.end(container);
        }
    }

    /**
     * With {@code --data-dir}: a new directory there for this server, and in it one per data directory of the spec,
     * writable by whatever user the image runs as, bind-mounted on it; null without {@code --data-dir}.
     */
    Path bindDataDirectories(GenericContainer<?> container, DatabaseBinding binding, ContainerSpec spec)
            throws IOException {
        if (!placement.chosen()) {
            return null;
        }
        if (spec.dataDirectories().isEmpty()) {
            out.println("warning: the " + binding.displayName() + " container names no data directory: --data-dir "
                    + "does not apply to it, its data stays in the container");
            return null;
        }
        Path serverDir = placement.newServerDirectory(null, binding.id());
        for (String inside : spec.dataDirectories()) {
            Path host = serverDir.resolve(hostName(inside));
            Files.createDirectories(host);
            Files.setPosixFilePermissions(host, PosixFilePermissions.fromString("rwxrwxrwx"));
            container.withFileSystemBind(host.toString(), inside, BindMode.READ_WRITE);
        }
        return serverDir;
    }

    /** {@code /var/lib/influxdb/wal} becomes {@code var_lib_influxdb_wal}: one flat directory per data directory. */
    static String hostName(String inside) {
        String name = inside.replaceAll("^/+|/+$", "").replaceAll("[^A-Za-z0-9._-]+", "_");
        return name.isEmpty() ? "root" : name;
    }

    private void deleteHostData(Path serverDir, DatabaseBinding binding) {
        if (serverDir == null) {
            return;
        }
        try {
            ServerFiles.delete(serverDir, binding.displayName() + " container's");
        } catch (RuntimeException e) {
            out.println("warning: " + e.getMessage() + " (files the container's user wrote may need root to "
                    + "remove; the next run of the harness tries again)");
        }
    }

    /** What the container is waited for, in a few words. */
    static String readiness(ContainerSpec spec) {
        if (spec.readiness() instanceof ContainerSpec.Readiness.HttpOk http) {
            return "HTTP " + http.path() + " on port " + spec.inside().port() + " answering 2xx";
        }
        if (spec.readiness() instanceof ContainerSpec.Readiness.LogLine log) {
            return "its log showing /" + log.regex() + "/" + (log.times() > 1 ? " " + log.times() + " times" : "");
        }
        return "port " + spec.inside().port() + " open";
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = e instanceof HarnessFailure || root == e ? e.getMessage()
                : e.getMessage() + " (" + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
        return String.valueOf(message).lines().findFirst().orElse("");
    }

    /** The binding's container with the image {@code --image} names for it, if any, on the database's defaults. */
    public ContainerSpec spec(DatabaseBinding binding, BenchmarkConfig config) {
        return spec(binding, config, sized(ServerOptions.defaults()));
    }

    /** As the binding describes it for the {@link #sized} options' profile and resources. */
    public ContainerSpec spec(DatabaseBinding binding, BenchmarkConfig config, ServerOptions sized) {
        ContainerRequest request = new ContainerRequest(sized, options.memoryLimitBytes());
        ContainerSpec spec = binding.container(config, request).orElseThrow();
        return options.imageFor(binding.id()).map(spec::withImage).orElse(spec);
    }

    /** {@code server}'s profile, sized for what the container may use. */
    ServerOptions sized(ServerOptions server) {
        return new ServerOptions(server.profile(), resources(server.resources(), HostInfo.current().cores()), null,
                server.serverSets());
    }

    /**
     * What a tuned server in a container is sized for: the memory beside the harness, or the container's limit if
     * lower; the cores of its CPU share or cpuset, if any.
     */
    ServerResources resources(ServerResources besideHarness, int hostCores) {
        long memory = options.memoryLimitBytes().isPresent()
                ? Math.min(options.memoryLimitBytes().getAsLong(), besideHarness.memoryBytes())
                : besideHarness.memoryBytes();
        return new ServerResources(memory, Math.min(besideHarness.cores(), options.cores(hostCores)));
    }

    /** The container, defined but not started (nothing here talks to Docker); the port published on {@code hostPort}. */
    static GenericContainer<?> container(ContainerSpec spec, ContainerOptions limits, int hostPort) {
        GenericContainer<?> container = new GenericContainer<>(DockerImageName.parse(spec.image()))
                .withEnv(spec.env())
                .withExposedPorts(spec.inside().port())
                .waitingFor(waitStrategy(spec));
        spec.mirroredPorts().forEach(container::addExposedPort);
        if (!spec.command().isEmpty()) {
            container.withCommand(spec.command().toArray(String[]::new));
        }
        int port = spec.inside().port();
        container.withCreateContainerCmdModifier(cmd -> {
            ContainerStarts.creating();
            var host = cmd.getHostConfig();
            List<PortBinding> bindings = new ArrayList<>();
            bindings.add(new PortBinding(Ports.Binding.bindPort(hostPort), ExposedPort.tcp(port)));
            spec.mirroredPorts().forEach(p -> bindings.add(new PortBinding(Ports.Binding.bindPort(p),
                    ExposedPort.tcp(p))));
            host.withPortBindings(bindings);
            // swap equal to memory: no swap, so the limit is what the server really has
            limits.memoryLimitBytes().ifPresent(bytes -> host.withMemory(bytes).withMemorySwap(bytes));
            if (limits.cpus() != null) {
                host.withNanoCPUs(Math.round(limits.cpus() * 1e9));
            }
            if (limits.cpuset() != null) {
                host.withCpusetCpus(limits.cpuset().text());
            }
        });
        return container;
    }

    /** A port free on the host now, for the container's server to be published on for its whole life. */
    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
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

    /** What the results record as the provider: the image that ran, and the container's limits if it has any. */
    String describe(ContainerImages.Resolved image) {
        return "docker (" + image.describe() + (options.limited() ? ", " + options.describeLimits() : "") + ")";
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
