package org.iotbenchrunner.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerProcess;

/**
 * A ring is ready when every node is UN, as nodetool would say: up for a driver session given every node (its pool
 * to each is open) and NORMAL in the gossip of the node that answers ({@code system_views.gossip_info}). Checked once
 * every node's CQL port is open, at most every {@value #CHECK_EVERY_MS} ms (a session costs a few connections).
 */
final class RingReadiness implements ServerProcess.Readiness {
    static final long CHECK_EVERY_MS = 2000;

    private final List<Endpoint> nodes;
    private final BenchmarkConfig config;
    private long nextCheck = System.nanoTime();
    private String seen = "no check of the ring yet";

    RingReadiness(List<Endpoint> nodes, BenchmarkConfig config) {
        this.nodes = List.copyOf(nodes);
        this.config = config;
    }

    @Override
    public String notReady() throws Exception {
        for (Endpoint node : nodes) {
            String closed = ServerProcess.listening(node.host(), node.port()).notReady();
            if (closed != null) {
                return "waiting for every node's CQL port: " + node.host() + "'s " + closed;
            }
        }
        if (System.nanoTime() < nextCheck) {
            return seen;
        }
        nextCheck = System.nanoTime() + CHECK_EVERY_MS * 1_000_000;
        String before = seen;
        try (CqlSession session = CassandraSessions.allNodes(nodes, config, config.getString(ConfigKey.DB_NAME))) {
            seen = notUpNormal(session);
        }
        if (seen == null || !seen.equals(before)) {
            System.out.println("  Cassandra ring: " + (seen == null ? "every node UP and NORMAL" : seen));
        }
        return seen;
    }

    /** Null when all are up and NORMAL; else which are not, and what they are. */
    private String notUpNormal(CqlSession session) {
        Map<String, String> gossip = new HashMap<>();
        for (Row row : session.execute("SELECT * FROM system_views.gossip_info")) {
            String column = row.getColumnDefinitions().contains("status_with_port") ? "status_with_port" : "status";
            String status = row.getString(column);
            gossip.put(row.getInetAddress("address").getHostAddress(), status == null ? "no status"
                    : status.split(",")[0]);
        }
        Map<String, NodeState> driver = new HashMap<>();
        for (Node node : session.getMetadata().getNodes().values()) {
            if (node.getEndPoint().resolve() instanceof InetSocketAddress address) {
                driver.put(address.getAddress().getHostAddress(), node.getState());
            }
        }
        List<String> waiting = new ArrayList<>();
        for (Endpoint node : nodes) {
            NodeState state = driver.get(node.host());
            String status = gossip.getOrDefault(node.host(), "not in gossip");
            if (state != NodeState.UP || !status.equals("NORMAL")) {
                waiting.add(node.host() + " " + (state == null ? "unknown to the driver" : state) + "/" + status);
            }
        }
        return waiting.isEmpty() ? null : "waiting for every node UP and NORMAL; not yet: " + String.join(", ",
                waiting);
    }
}
