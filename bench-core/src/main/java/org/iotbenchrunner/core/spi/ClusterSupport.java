package org.iotbenchrunner.core.spi;

import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;

/**
 * The cluster capability of a database ({@link DatabaseBinding#cluster()}): an open cluster mode the harness can
 * start here, and whether one client can be given every node.
 *
 * @param topology what a cluster of this database is made of, for the terminal and results, e.g. {@code 1
 *     ConfigNode + N DataNodes}
 * @param launcher starts a cluster as local processes (on loopback addresses, in a work directory); null when only
 *     external clusters can be targeted
 * @param allNodes opens one client given every node, for {@link Spread#ALL_NODES}; null when the client takes one
 *     node (round-robin only)
 */
public record ClusterSupport(String topology, Launcher launcher, AllNodesOpener allNodes) {

    /** Starts a cluster of {@code shape}; the server it returns lists its {@link RunningServer#nodes()}. */
    @FunctionalInterface
    public interface Launcher {
        RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options, ClusterShape shape)
                throws Exception;
    }

    /** Opens one client that talks to all of {@code nodes}. */
    @FunctionalInterface
    public interface AllNodesOpener {
        DatabaseClient open(List<Endpoint> nodes, BenchmarkConfig config) throws Exception;
    }
}
