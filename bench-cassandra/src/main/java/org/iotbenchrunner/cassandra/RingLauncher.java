package org.iotbenchrunner.cassandra;

import java.io.IOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ClusterShape;
import org.iotbenchrunner.core.spi.ClusterSupport;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerProcess;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * A private ring of N Cassandra nodes from the jars {@link CassandraLocalServer} runs: node k listens on 127.0.0.k
 * (all of 127/8 is loopback) on the same two ports as the others, seeded by node 1. A fresh ring has no data to
 * stream, so no node bootstraps: each takes an evenly spaced token ({@code initial_token}, one per node: an even
 * split, where random tokens would give one node far more of the data), the seed starts first and the others start
 * together. Ready when the driver sees every node up and every node's gossip says NORMAL ({@link RingReadiness}).
 * Each node's heap is sized for its share (1/N) of the server's memory, so three nodes fit beside the harness.
 */
final class RingLauncher implements ClusterSupport.Launcher {
    /** The seed's start, then the joiners' (about a minute for three on two busy cores), with room to spare. */
    private static final Duration RING_TIMEOUT = Duration.ofMinutes(5);
    private static final int PORT_ATTEMPTS = 20;

    private final CassandraLocalServer local;

    RingLauncher() {
        this(new CassandraLocalServer());
    }

    RingLauncher(CassandraLocalServer local) {
        this.local = local;
    }

    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options, ClusterShape shape)
            throws Exception {
        local.requireAvailable();
        Path lib = local.assembly().ensure(System.out);
        int count = shape.dataNodes();
        int factor = shape.replicationFactor() == null ? 1 : shape.replicationFactor();
        int[] ports = freeOnAll(count);
        ServerResources share = new ServerResources(options.resources().memoryBytes() / count,
                Math.max(1, options.resources().cores() / count));
        Map<String, String> settings = CassandraSettings.applied(options, share);
        List<Endpoint> endpoints = new ArrayList<>();
        List<CassandraNode> nodes = new ArrayList<>();
        for (int k = 1; k <= count; k++) {
            String address = address(k);
            endpoints.add(new Endpoint(address, ports[0], null, null, config.getString(ConfigKey.DB_NAME), null));
            nodes.add(new CassandraNode(workDir.resolve("cassandra").resolve(name(k)),
                    new CassandraServerConfig.Listeners(address, address, null, ports[0], ports[1]),
                    ringSettings(k, count, factor, address(1) + ":" + ports[1]), settings,
                    CassandraServerConfig.RING_START));
        }
        LocalProcessServer server = LocalProcessServer.of("Cassandra ring", workDir, endpoints.get(0));
        List<Path> dataDirectories = new ArrayList<>();
        for (int k = 1; k <= count; k++) {
            CassandraNode node = nodes.get(k - 1);
            Path log = workDir.resolve("cassandra-" + name(k) + ".log");
            ServerProcess process = ServerProcess.of("Cassandra " + name(k),
                    node.prepare(local.java(), lib, local.jamm(), log), log)
                    .readyWhen(readiness(k, count, endpoints, config))
                    .startupTimeout(k == count ? RING_TIMEOUT : CassandraLocalServer.STARTUP_TIMEOUT)
                    .stopTimeout(CassandraLocalServer.STOP_TIMEOUT);
            List<Path> nodeData = List.of(node.directories().data(), node.directories().commitlog());
            server.node(name(k), "node", endpoints.get(k - 1), nodeData, process);
            dataDirectories.addAll(nodeData);
        }
        server.origin(CassandraAssembly.SERVER.description())
                .replicationFactor(factor)
                .dataDirectories(dataDirectories, "the sum over the nodes of " + CassandraLocalServer.DISK_METHOD)
                .start();
        try {
            // every node gets the same settings: the seed's stand for the ring
            Map<String, String> recorded = new LinkedHashMap<>(CassandraSettings.readBack(endpoints.get(0), config,
                    settings, server.processes().get(0)));
            recorded.put("nodes", String.valueOf(count));
            recorded.put("default_keyspace_rf", String.valueOf(factor));
            return server.settings(recorded);
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    /** The seed: its CQL port; the joiners: launched (they start together); the last: the whole ring. */
    private static ServerProcess.Readiness readiness(int k, int count, List<Endpoint> endpoints,
            BenchmarkConfig config) {
        if (k == count) {
            return new RingReadiness(endpoints, config);
        }
        if (k > 1) {
            return () -> null;
        }
        ServerProcess.Readiness seed = ServerProcess.listening(address(1), endpoints.get(0).port());
        return () -> {
            String seen = seed.notReady();
            if (seen == null) {
                System.out.println("  Cassandra ring: node-1 (the seed) serves CQL; starting node-2 to " + name(count)
                        + " together");
            }
            return seen;
        };
    }

    /** Node k's yaml in the ring: its seed, its token, no bootstrap, and the keyspaces' replication factor. */
    static Map<String, String> ringSettings(int k, int count, int factor, String seed) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("seed_provider", CassandraServerConfig.seeds(seed));
        s.put("initial_token", token(k, count).toString());
        s.put("auto_bootstrap", "false");
        s.put("default_keyspace_rf", String.valueOf(factor));
        return s;
    }

    /** Node k's of {@code count} evenly spaced Murmur3 tokens, from -2^63. */
    static BigInteger token(int k, int count) {
        BigInteger span = BigInteger.TWO.pow(64);
        return BigInteger.TWO.pow(63).negate().add(span.multiply(BigInteger.valueOf(k - 1))
                .divide(BigInteger.valueOf(count)));
    }

    static String address(int k) {
        if (k < 1 || k > 254) {
            throw new IllegalArgumentException("a ring here has 1 to 254 nodes (127.0.0.1 to 127.0.0.254); got " + k);
        }
        return "127.0.0." + k;
    }

    static String name(int k) {
        return "node-" + k;
    }

    /** Two ports (native, storage) free on every node's address, tried on 127.0.0.1 first. */
    private static int[] freeOnAll(int count) throws IOException {
        for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
            int[] ports = LoopbackPorts.free(2);
            if (freeOn(ports, count)) {
                return ports;
            }
        }
        throw new IOException("no two ports free on all of 127.0.0.1 to " + address(count) + " after "
                + PORT_ATTEMPTS + " attempts");
    }

    private static boolean freeOn(int[] ports, int count) {
        for (int k = 2; k <= count; k++) {
            for (int port : ports) {
                try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getByName(address(k)))) {
                    socket.setReuseAddress(true);
                } catch (IOException e) {
                    return false;
                }
            }
        }
        return true;
    }
}
