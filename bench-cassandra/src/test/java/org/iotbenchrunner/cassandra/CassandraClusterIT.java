package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.spi.ClusterShape;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerNode;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.Spread;
import org.iotbenchrunner.core.spi.Target;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A 3-node ring on 127.0.0.1-3 ({@link RingLauncher}): every node UN, then a tiny workload written and read back
 * with verification under both spreads, at replication factor 1 (ONE) and 3 (QUORUM); closing it leaves no process
 * and no file.
 */
class CassandraClusterIT {
    private final CassandraBinding binding = new CassandraBinding();

    @Test
    void aRingOfThreeAtFactorOneServesBothSpreadsExactly() throws Exception {
        ringRuns(null, List.of(Spread.ROUND_ROBIN, Spread.ALL_NODES), 1, ConsistencyLevel.ONE);
    }

    @Test
    @Tag("long") // a second ring: CI has the factor-1 ring under both spreads
    void aRingOfThreeAtFactorThreeReadsAndWritesAtQuorum() throws Exception {
        ringRuns(3, List.of(Spread.ROUND_ROBIN), 3, ConsistencyLevel.QUORUM);
    }

    private void ringRuns(Integer factor, List<Spread> spreads, int expectedFactor, ConsistencyLevel expected)
            throws Exception {
        Path workDir = Files.createTempDirectory("iot-benchrunner-cassandra-ring-it-");
        ConfigLayers layers = new ConfigLayers().scale(Scale.TINY).set(ConfigKey.CLIENT_NUMBER, 3)
                .set(ConfigKey.INIT_WAIT_TIME, 0);
        BenchmarkConfig write = layers.copy().scenario(Scenario.WRITE, binding.supportedOperations()).build();
        BenchmarkConfig read = layers.copy().scenario(Scenario.READ_SUPPORTED, binding.supportedOperations()).build();
        long started = System.nanoTime();
        RunningServer server = binding.cluster().orElseThrow().launcher().start(workDir, write,
                ServerOptions.defaults().withCluster(new ClusterShape(3, factor)), new ClusterShape(3, factor));
        List<Long> pids;
        try {
            System.out.printf("CassandraClusterIT: ring of 3 at factor %d ready in %d s: %s%n", expectedFactor,
                    (System.nanoTime() - started) / 1_000_000_000, server.nodes());
            assertThat(server.nodes()).extracting(ServerNode::name).containsExactly("node-1", "node-2", "node-3");
            assertThat(server.endpoints()).extracting(e -> e.host())
                    .containsExactly("127.0.0.1", "127.0.0.2", "127.0.0.3");
            assertThat(server.replicationFactor()).contains(expectedFactor);
            pids = server.processes();
            assertThat(pids).hasSize(3);
            for (Spread spread : spreads) {
                Target target = new Target(server.endpoints(), spread);
                Measurement written = new BenchmarkEngine(binding, target).run(write, ProgressListener.NONE,
                        RunOptions.DEFAULT.verifying(write.loop() * write.batchSize()));
                try (CqlSession session = CassandraSessions.oneNode(server.endpoints().get(1), write)) {
                    RingReplication replication = RingReplication.of(session, write.getString(ConfigKey.DB_NAME));
                    assertThat(replication.factor()).isEqualTo(expectedFactor);
                    assertThat(replication.consistency()).isEqualTo(expected);
                }
                Measurement answered = new BenchmarkEngine(binding, target).run(read, ProgressListener.NONE,
                        RunOptions.DEFAULT.verifying(write.loop() * write.batchSize()));
                System.out.printf("CassandraClusterIT %s factor %d: write %s, read %s%n", spread, expectedFactor,
                        written.verification(), answered.verification());
                assertThat(written.total().failedOperations()).isZero();
                assertThat(written.verification().mismatches()).isZero();
                assertThat(written.verification().verifiedOperations()).isPositive();
                assertThat(answered.total().failedOperations()).isZero();
                assertThat(answered.verification().mismatches()).isZero();
                assertThat(answered.verification().valueMismatches()).isZero();
                assertThat(answered.verification().verifiedOperations()).isPositive();
            }
            assertRouting(server, write);
            assertThat(server.diskSize()).isPresent();
        } finally {
            server.close();
        }
        assertThat(pids).allSatisfy(pid -> assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive))
                .as("node process " + pid).isNotEqualTo(java.util.Optional.of(true)));
        assertThat(workDir).doesNotExist();
    }

    /**
     * Round-robin: a session on node 2 has every request coordinated by node 2. All nodes: each device's partition
     * read is coordinated by one of its replicas (token-aware).
     */
    private static void assertRouting(RunningServer server, BenchmarkConfig config) {
        String keyspace = config.getString(ConfigKey.DB_NAME);
        List<DeviceSchema> devices = new WorkloadSchema(config).devices();
        try (CqlSession one = CassandraSessions.oneNode(server.endpoints().get(1), config)) {
            for (DeviceSchema device : devices) {
                Node coordinator = one.execute(SimpleStatement.newInstance("SELECT count(*) FROM " + keyspace
                        + ".points WHERE device = ?", device.name())).getExecutionInfo().getCoordinator();
                assertThat(coordinator.getEndPoint().resolve().toString()).contains("127.0.0.2");
            }
        }
        Set<Node> coordinators = new HashSet<>();
        try (CqlSession all = CassandraSessions.allNodes(server.endpoints(), config, keyspace)) {
            PreparedStatement count = all.prepare("SELECT count(*) FROM " + keyspace + ".points WHERE device = ?");
            for (DeviceSchema device : devices) {
                BoundStatement read = count.bind(device.name());
                Node coordinator = all.execute(read).getExecutionInfo().getCoordinator();
                Set<Node> replicas = all.getMetadata().getTokenMap().orElseThrow()
                        .getReplicas(keyspace, read.getRoutingKey());
                assertThat(replicas).as(device.name() + "'s replicas").contains(coordinator);
                coordinators.add(coordinator);
            }
        }
        System.out.printf("CassandraClusterIT all-nodes: %d devices' reads coordinated by %d nodes%n", devices.size(),
                coordinators.size());
    }
}
