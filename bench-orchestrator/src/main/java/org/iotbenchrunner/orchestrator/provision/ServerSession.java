package org.iotbenchrunner.orchestrator.provision;

import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.orchestrator.sampling.ResourceSampler;

/**
 * A database server available for one database's scenarios. {@code sampler} makes a fresh resource sampler
 * for each measured run when the harness can sample the server (after a restart it follows the new process),
 * otherwise it is null and {@code unsampledReason} says why not; {@code diskSize} measures the server's files where
 * the provider can see them. {@code server} is the server the harness started itself, if any: it knows the
 * settings it applied and may restart. {@code alive} tells whether the server still runs (true where the harness
 * cannot tell).
 */
public record ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
        Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper, RunningServer server, BooleanSupplier alive)
        implements AutoCloseable {

    /** A server the harness did not start (or cannot control beyond stopping it). */
    public ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
            Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper) {
        this(provider, endpoint, sampler, unsampledReason, diskSize, stopper, null, () -> true);
    }

    /** A local server: alive while its process is (a server without a process, such as noop, always is). */
    public ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
            Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper, RunningServer server) {
        this(provider, endpoint, sampler, unsampledReason, diskSize, stopper, server, () -> server.pid() <= 0
                || ProcessHandle.of(server.pid()).map(ProcessHandle::isAlive).orElse(false));
    }

    ServerSession withProvider(String description) {
        return new ServerSession(description, endpoint, sampler, unsampledReason, diskSize, stopper, server, alive);
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
