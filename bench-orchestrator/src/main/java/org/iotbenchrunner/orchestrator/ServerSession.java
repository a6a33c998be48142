package org.iotbenchrunner.orchestrator;

import java.util.Optional;
import java.util.function.Supplier;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;

/**
 * A database server available for one database's scenarios. {@code sampler} makes a fresh resource sampler
 * for each measured run when the harness can sample the server, otherwise it is null and {@code unsampledReason}
 * says why not; {@code diskSize} measures the server's files where the provider can see them.
 */
record ServerSession(String provider, Endpoint endpoint, Supplier<ResourceSampler> sampler, String unsampledReason,
        Supplier<Optional<DiskSize>> diskSize, AutoCloseable stopper) implements AutoCloseable {

    @Override
    public void close() {
        try {
            stopper.close();
        } catch (Exception e) {
            System.err.println("warning: stopping the " + provider + " server failed: " + e.getMessage());
        }
    }
}
