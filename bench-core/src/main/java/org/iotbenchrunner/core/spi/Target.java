package org.iotbenchrunner.core.spi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * The nodes a run's clients talk to, and how they are spread over them ({@link Spread}). One node (or none, for a
 * database without a server such as noop, whose endpoint is null) is the ordinary case.
 */
public record Target(List<Endpoint> nodes, Spread spread) {

    public Target {
        nodes = Collections.unmodifiableList(new ArrayList<>(nodes)); // may hold a null endpoint (noop)
        if (nodes.isEmpty()) {
            throw new IllegalArgumentException("a target needs at least one node");
        }
    }

    /** A server of one node. */
    public static Target single(Endpoint endpoint) {
        return new Target(Collections.singletonList(endpoint), Spread.ROUND_ROBIN);
    }

    public boolean clustered() {
        return nodes.size() > 1;
    }

    /** The node client {@code client} talks to under round-robin; the first node otherwise. */
    public Endpoint endpointFor(int client) {
        return spread == Spread.ROUND_ROBIN ? nodes.get(Math.floorMod(client, nodes.size())) : nodes.get(0);
    }

    /** Rejects a spread {@code binding} cannot do, with a one-line {@code ConfigException}. */
    public void check(DatabaseBinding binding) {
        if (spread == Spread.ALL_NODES && clustered()
                && binding.cluster().map(c -> c.allNodes() == null).orElse(true)) {
            throw new ConfigException("--spread all-nodes: " + binding.id() + "'s client cannot be given several "
                    + "nodes; allowed: round-robin");
        }
    }

    /** Opens client {@code client}'s connection, to its node or, with {@link Spread#ALL_NODES}, to all of them. */
    public DatabaseClient open(DatabaseBinding binding, int client, BenchmarkConfig config) throws Exception {
        if (spread == Spread.ALL_NODES && clustered()) {
            check(binding);
            return binding.cluster().orElseThrow().allNodes().open(nodes, config);
        }
        return binding.open(endpointFor(client), config);
    }
}
