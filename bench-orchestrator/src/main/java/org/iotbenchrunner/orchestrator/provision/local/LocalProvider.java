package org.iotbenchrunner.orchestrator.provision.local;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerNode;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.Target;
import org.iotbenchrunner.orchestrator.plan.NodeRequest;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.sampling.ProcessTreeSampler;
import org.iotbenchrunner.orchestrator.storage.DataPlacement;

/**
 * Starts a private server from binaries installed on this machine, in a fresh directory (under {@code --data-dir},
 * else the temp directory): one server, or with
 * {@code --nodes} a cluster through the database's {@link org.iotbenchrunner.core.spi.ClusterSupport.Launcher}, its
 * nodes local processes on loopback addresses in that directory.
 */
public final class LocalProvider implements Provider {
    private final NodeRequest nodes;
    private final DataPlacement placement;

    public LocalProvider() {
        this(NodeRequest.SINGLE);
    }

    public LocalProvider(NodeRequest nodes) {
        this(nodes, DataPlacement.DEFAULT);
    }

    public LocalProvider(NodeRequest nodes, DataPlacement placement) {
        this.nodes = nodes;
        this.placement = placement;
    }

    @Override
    public StorageDevice storage() {
        return placement.storage(root());
    }

    private Path root() {
        return placement.root(Path.of(System.getProperty("java.io.tmpdir")));
    }

    @Override
    public String name() {
        return "local";
    }

    @Override
    public boolean startsContainers(DatabaseBinding binding) {
        return false;
    }

    @Override
    public String unavailableReason(DatabaseBinding binding) {
        String refused = refusal(binding);
        if (refused != null) {
            return refused;
        }
        if (binding.localServer().isEmpty()) {
            return binding.displayName() + " cannot run as a local server on this machine";
        }
        return binding.localServer().get().unavailableReason().orElse(null);
    }

    @Override
    public String refusal(DatabaseBinding binding) {
        return nodes.refusal(binding);
    }

    @Override
    public boolean appliesProfiles() {
        return true;
    }

    @Override
    public boolean restartsServers() {
        return true;
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options)
            throws Exception {
        storage();
        Path workDir = placement.newServerDirectory(root(), binding.id());
        RunningServer running = options.clustered()
                ? binding.cluster().orElseThrow().launcher().start(workDir, config, options, options.cluster())
                : binding.localServer().orElseThrow().start(workDir, config, options);
        String unsampled = processes(running).isEmpty() ? binding.displayName() + " has no server process to "
                + "sample: all the work is in the harness process (Harness CPU)"
                : ProcessTreeSampler.supported() ? null : "this system has no /proc to sample the server's processes";
        // running.pid() is read when each run starts: a cold restart gives the server a new process
        String provider = running.origin().map(o -> name() + " (" + o + ")").orElse(name());
        if (options.clustered()) {
            provider += ", " + nodes.describe(binding, options.cluster(), running.replicationFactor().orElse(null));
        }
        return new ServerSession(provider, running.endpoint(), unsampled == null
                ? () -> new ProcessTreeSampler(processes(running), workDir) : null, unsampled, running::diskSize, () -> {
                    running.close();
                    deleteIfEmpty(workDir);
                }, running).withTarget(new Target(running.endpoints(), nodes.spread()));
    }

    /** Every node's process tree, where a cluster's launcher lists its nodes but not its processes. */
    static List<Long> processes(RunningServer running) {
        List<Long> nodePids = running.nodes().stream().map(ServerNode::pid).filter(pid -> pid > 0).toList();
        return nodePids.isEmpty() || running.processes().size() >= nodePids.size() ? running.processes() : nodePids;
    }

    /** Launchers delete their work directory on close; one that started no process leaves only the owner mark. */
    private static void deleteIfEmpty(Path dir) {
        try {
            try (var entries = Files.list(dir)) {
                if (entries.allMatch(e -> e.getFileName().toString().equals(LocalOrphans.OWNER_FILE))) {
                    Files.deleteIfExists(dir.resolve(LocalOrphans.OWNER_FILE));
                }
            }
            Files.deleteIfExists(dir);
        } catch (java.io.IOException e) {
            // gone already, or not empty: the launcher keeps what it left, e.g. logs of a failed start
        }
    }
}
