package org.iotbenchrunner.orchestrator.plan;

import java.util.Collections;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.spi.ClusterShape;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Spread;
import org.iotbenchrunner.core.spi.Target;

/**
 * The server nodes the command line asks for: a cluster the harness starts ({@code --nodes}, {@code --replication};
 * null: one server) and how clients are spread over several nodes ({@code --spread}), however they came about.
 */
public record NodeRequest(ClusterShape cluster, Spread spread) {

    /** One server, clients round-robin over whatever nodes an external target lists. */
    public static final NodeRequest SINGLE = new NodeRequest(null, Spread.ROUND_ROBIN);

    /** The options as given (null: not given), each bad value refused in one line. */
    public static NodeRequest parse(Integer nodes, Integer replication, String spread) {
        if (nodes != null && nodes < 1) {
            throw new ConfigException("--nodes " + nodes + ": must be a number of data nodes >= 1 (1: one server)");
        }
        if (replication != null && nodes == null) {
            throw new ConfigException("--replication " + replication + ": needs --nodes N (the copies of each "
                    + "datum in a cluster the harness starts)");
        }
        if (replication != null && (replication < 1 || replication > nodes)) {
            throw new ConfigException("--replication " + replication + ": must be between 1 and --nodes "
                    + nodes);
        }
        Spread chosen = spread == null ? Spread.ROUND_ROBIN : Spread.parse(spread);
        boolean clustered = nodes != null && (nodes > 1 || replication != null);
        return new NodeRequest(clustered ? new ClusterShape(nodes, replication) : null, chosen);
    }

    public boolean clustered() {
        return cluster != null;
    }

    /**
     * Why the harness cannot start {@code binding}'s cluster as asked, or have its clients spread so, in one line;
     * null when it can (or no cluster is asked).
     */
    public String refusal(DatabaseBinding binding) {
        if (!clustered()) {
            return null;
        }
        if (binding.cluster().map(c -> c.launcher() == null).orElse(true)) {
            return "--nodes " + cluster.dataNodes() + ": " + binding.noClusterReason();
        }
        return spreadRefusal(binding, cluster.dataNodes());
    }

    /** Why {@code binding}'s clients cannot be spread over {@code nodes} nodes as asked; null when they can. */
    public String spreadRefusal(DatabaseBinding binding, int nodes) {
        try {
            new Target(Collections.nCopies(Math.max(1, nodes), null), spread).check(binding);
            return null;
        } catch (ConfigException e) {
            return e.getMessage();
        }
    }

    /**
     * For the terminal and the result's provider, e.g. "IoTDB 1 ConfigNode + 3 DataNodes, replication 1": the
     * cluster that was started, which a preset may ask for without {@code --nodes}.
     */
    public String describe(DatabaseBinding binding, ClusterShape started, Integer replicationFactor) {
        String shape = binding.cluster().map(c -> c.topology()).orElse(started.dataNodes() + " nodes")
                .replaceAll("\\bN\\b", String.valueOf(started.dataNodes()));
        return binding.displayName() + " " + shape + (replicationFactor == null ? "" : ", replication "
                + replicationFactor) + ", " + spread.id();
    }
}
