package org.iotbenchrunner.orchestrator.usecase;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerFiles;
import org.iotbenchrunner.core.spi.ServerNode;
import org.iotbenchrunner.core.spi.Spread;
import org.iotbenchrunner.orchestrator.provision.ServerSession;

/**
 * A use-case result's topology when the server was a cluster: its nodes, each with the bytes under its data
 * directories when measured (the study's disk per data node), the spread of the load's clients and the replication
 * factor the launcher set. The nodes' CPU and memory are in the result's server total, not per node.
 */
final class ClusterTopology {
    static final String UNSAMPLED = "not sampled per node in a use-case run; the cluster's total is the server's";

    private ClusterTopology() {
    }

    /** The topology of {@code session}'s server now; null for a server of one node. */
    static Topology of(ServerSession session) {
        RunningServer server = session.server();
        if (server == null || server.nodes().isEmpty()) {
            return null;
        }
        List<Topology.NodeResult> nodes = server.nodes().stream().map(ClusterTopology::node).toList();
        // LoadWorkers and UseCaseQueryWorkers give client c node c mod N
        return Topology.NONE.withNodes(nodes, Spread.ROUND_ROBIN.id(), server.replicationFactor().orElse(null));
    }

    /** Why a cluster was asked but the provider started one server: the run cannot stand for the cluster. */
    static void requireCluster(StudyTopology layout, ServerSession session) {
        if (layout != null && layout.clustered() && (session.server() == null || session.server().nodes()
                .isEmpty())) {
            throw new IllegalStateException("the " + session.provider() + " provider started one server, not the "
                    + layout.cluster().dataNodes() + " data nodes of " + layout.folder());
        }
    }

    /** One terminal line: each node's disk after the load, and the replication factor. */
    static void print(PrintStream out, String prefix, Topology topology) {
        if (topology == null) {
            return;
        }
        out.println(prefix + topology.nodes().size() + " nodes, replication factor " + (topology
                .replicationFactor() == null ? "not known" : topology.replicationFactor()) + "; disk per node: "
                + topology.nodes().stream().map(n -> n.name() + " " + (n.diskBytes() == null ? "not measured"
                        : String.format(Locale.ROOT, "%.1f MB", n.diskBytes() / (1024.0 * 1024.0))))
                        .collect(Collectors.joining(", ")));
    }

    private static Topology.NodeResult node(ServerNode node) {
        return new Topology.NodeResult(node.name(), node.role(),
                node.endpoint() == null ? null : node.endpoint().host() + ":" + node.endpoint().port(),
                ResourceUsage.none(UNSAMPLED), diskBytes(node));
    }

    /** Null when the node has no data directory the harness sees, or they cannot be measured. */
    private static Long diskBytes(ServerNode node) {
        if (node.dataDirectories().isEmpty()) {
            return null;
        }
        try {
            return ServerFiles.allocatedBytes(node.dataDirectories());
        } catch (IOException e) {
            return null;
        }
    }
}
