package org.iotbenchrunner.orchestrator.provision;

import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.Spread;
import org.iotbenchrunner.core.spi.Target;
import org.iotbenchrunner.orchestrator.plan.ServerSets;
import org.iotbenchrunner.orchestrator.sampling.ResourceSampler;

/**
 * A database server available for one database's scenarios. {@code sampler} makes a fresh resource sampler
 * for each measured run when the harness can sample the server (after a restart it follows the new process),
 * otherwise it is null and {@code unsampledReason} says why not; {@code diskSize} measures the server's files where
 * the provider can see them. {@code server} is the server the harness started itself, if any: it knows the
 * settings it applied and may restart. {@code alive} tells whether the server still runs (true where the harness
 * cannot tell). {@code target} is every node clients talk to and how they are spread over them (one node:
 * {@code endpoint}). {@code requested}: the settings {@code --server-set} asked of this server, under its database's
 * id (none: {@link ServerSets#NONE}).
 */
public record ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
        Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper, RunningServer server, BooleanSupplier alive,
        Target target, ServerSets requested) implements AutoCloseable {

    public ServerSession {
        requested = requested == null ? ServerSets.NONE : requested;
    }

    /** Nothing asked by {@code --server-set}. */
    public ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
            Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper, RunningServer server, BooleanSupplier alive,
            Target target) {
        this(provider, endpoint, sampler, unsampledReason, diskSize, stopper, server, alive, target, ServerSets.NONE);
    }

    /** A server whose clients talk to {@code endpoint}, or to every node {@code server} lists, round-robin. */
    public ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
            Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper, RunningServer server, BooleanSupplier alive) {
        this(provider, endpoint, sampler, unsampledReason, diskSize, stopper, server, alive,
                server == null ? Target.single(endpoint) : new Target(server.endpoints(), Spread.ROUND_ROBIN));
    }

    /** A server the harness did not start (or cannot control beyond stopping it). */
    public ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
            Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper) {
        this(provider, endpoint, sampler, unsampledReason, diskSize, stopper, null, () -> true);
    }

    /**
     * A local server: alive while its processes are, every node's of a cluster (a server without a process, such as
     * noop, always is).
     */
    public ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
            Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper, RunningServer server) {
        this(provider, endpoint, sampler, unsampledReason, diskSize, stopper, server, () -> server.processes()
                .stream().allMatch(pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)));
    }

    ServerSession withProvider(String description) {
        return new ServerSession(description, endpoint, sampler, unsampledReason, diskSize, stopper, server, alive,
                target, requested);
    }

    /** The same server, its clients spread over {@code nodes}. */
    public ServerSession withTarget(Target nodes) {
        return new ServerSession(provider, endpoint, sampler, unsampledReason, diskSize, stopper, server, alive, nodes,
                requested);
    }

    /** The same server, started with {@code settings} asked of database {@code db} by {@code --server-set}. */
    public ServerSession withRequested(String db, Map<String, String> settings) {
        return new ServerSession(provider, endpoint, sampler, unsampledReason, diskSize, stopper, server, alive, target,
                settings.isEmpty() ? ServerSets.NONE : new ServerSets(Map.of(db, settings)));
    }

    /** Several nodes: the server's own (where the harness started them) or an external list. */
    public boolean clustered() {
        return target.clustered();
    }

    /** The performance settings the harness applied (empty: the database's defaults, or not the harness's server). */
    Map<String, String> settings() {
        return server == null ? Map.of() : server.settings();
    }

    boolean restartable() {
        return server != null && server.restartable();
    }

    /** Restarts the server with its data kept; see {@link RunningServer#restart()}. */
    void restart() throws Exception {
        if (!restartable()) {
            throw new UnsupportedOperationException("the " + provider + " provider cannot restart this server");
        }
        server.restart();
    }

    @Override
    public void close() {
        try {
            stopper.close();
        } catch (Exception e) {
            System.err.println("warning: stopping the " + provider + " server failed: " + e.getMessage());
        }
    }
}
