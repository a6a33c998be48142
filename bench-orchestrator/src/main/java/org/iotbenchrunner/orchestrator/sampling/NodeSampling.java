package org.iotbenchrunner.orchestrator.sampling;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerFiles;
import org.iotbenchrunner.core.spi.ServerNode;
import org.iotbenchrunner.orchestrator.provision.ServerSession;

/**
 * What each node of a server of several nodes used over a measured phase: the process tree of each node the harness
 * started ({@link ProcessTreeSampler}, beside the server's total), and after a write test the bytes under each node's
 * data directories. An external cluster's nodes are listed with the reason they are not sampled. Nothing for a
 * server of one node: its result has no topology, as before.
 */
public final class NodeSampling implements AutoCloseable {
    private static final NodeSampling NONE = new NodeSampling(List.of(), List.of(), null, null, null);

    private final List<ServerNode> nodes;
    private final List<ResourceSampler> samplers;
    private final String spread;
    private final Integer replicationFactor;
    private final String unsampledReason;

    private NodeSampling(List<ServerNode> nodes, List<ResourceSampler> samplers, String spread,
            Integer replicationFactor, String unsampledReason) {
        this.nodes = nodes;
        this.samplers = samplers;
        this.spread = spread;
        this.replicationFactor = replicationFactor;
        this.unsampledReason = unsampledReason;
    }

    /** A sampler for each of {@code session}'s nodes the harness can see; nothing for a server of one node. */
    public static NodeSampling of(ServerSession session) {
        RunningServer server = session.server();
        String spread = session.target().spread().id();
        if (server != null && !server.nodes().isEmpty()) {
            boolean visible = ProcessTreeSampler.supported();
            List<ResourceSampler> samplers = server.nodes().stream().map(n -> visible && n.pid() > 0
                    ? (ResourceSampler) new ProcessTreeSampler(List.of(n.pid())) : null).toList();
            return new NodeSampling(server.nodes(), new ArrayList<>(samplers), spread,
                    server.replicationFactor().orElse(null), visible ? "the harness cannot see this node's process"
                            : "this system has no /proc to sample the server's processes");
        }
        if (session.clustered()) {
            List<ServerNode> external = new ArrayList<>();
            List<Endpoint> endpoints = session.target().nodes();
            for (int i = 0; i < endpoints.size(); i++) {
                external.add(new ServerNode("node-" + (i + 1), "node", endpoints.get(i), -1, List.of()));
            }
            return new NodeSampling(external, new ArrayList<>(Collections.nCopies(external.size(), null)),
                    spread, null, session.unsampledReason() == null ? "not sampled per node"
                            : session.unsampledReason());
        }
        return NONE;
    }

    public void start() {
        samplers.stream().filter(s -> s != null).forEach(ResourceSampler::start);
    }

    /** Each node's usage over {@code [from, to]} seconds of the samplers' clocks; null for a server of one node. */
    public Topology stop(double from, double to) {
        if (nodes.isEmpty()) {
            return null;
        }
        List<Topology.NodeResult> results = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            ServerNode node = nodes.get(i);
            ResourceSampler sampler = samplers.get(i);
            ResourceUsage usage = sampler == null ? ResourceUsage.none(unsampledReason)
                    : sampler.stop().within(from, to);
            results.add(new Topology.NodeResult(node.name(), node.role(),
                    node.endpoint() == null ? null : node.endpoint().host() + ":" + node.endpoint().port(), usage,
                    null));
        }
        return Topology.NONE.withNodes(results, spread, replicationFactor);
    }

    /** {@code measured} with the bytes under each node's data directories, after a write test (null: unknown). */
    public Topology withDisks(Topology measured) {
        if (measured == null) {
            return null;
        }
        List<Topology.NodeResult> sized = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            Topology.NodeResult n = measured.nodes().get(i);
            sized.add(new Topology.NodeResult(n.name(), n.role(), n.endpoint(), n.resources(),
                    diskBytes(nodes.get(i))));
        }
        return measured.withNodes(sized, measured.spread(), measured.replicationFactor());
    }

    private static Long diskBytes(ServerNode node) {
        if (node.dataDirectories().isEmpty()) {
            return null;
        }
        try {
            return ServerFiles.allocatedBytes(node.dataDirectories());
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    @Override
    public void close() {
        samplers.stream().filter(s -> s != null).forEach(ResourceSampler::close);
    }
}
