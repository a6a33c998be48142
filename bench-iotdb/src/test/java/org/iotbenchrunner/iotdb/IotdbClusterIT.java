package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerNode;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.Spread;
import org.iotbenchrunner.core.spi.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A real local cluster of 1 ConfigNode + 3 DataNodes: it forms (SHOW CLUSTER), reports its nodes and replication
 * factor, takes a verified write and read under either spread of the clients, and leaves nothing once closed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Tag("long") // CI starts a 3-DataNode cluster through the CLI instead (ClusterRunIT)
class IotdbClusterIT {
    private static final int DATA_NODES = 3;
    private static final IotdbBinding BINDING = new IotdbBinding();
    private static final IotdbLocalServer LOCAL = new IotdbLocalServer();

    private Path workDir;
    private RunningServer server;

    @BeforeAll
    void startCluster() throws Exception {
        if (LOCAL.unavailableReason().isEmpty()) {
            workDir = Files.createTempDirectory(getClass().getSimpleName() + "-");
            server = BINDING.cluster().orElseThrow().launcher().start(workDir, workload().build(),
                    ServerOptions.defaults(), new ClusterShape(DATA_NODES, null));
        }
    }

    @BeforeEach
    void requireCluster() {
        RealServers.require("iotdb-local", LOCAL.unavailableReason());
    }

    /** Three clients, so that round-robin gives each DataNode one; two devices each. */
    private static ConfigLayers workload() {
        return new ConfigLayers().scale(Scale.TINY)
                .set(ConfigKey.DATA_CLIENT_NUMBER, DATA_NODES)
                .set(ConfigKey.DEVICE_NUMBER, 2 * DATA_NODES)
                .set(ConfigKey.GROUP_NUMBER, 2)
                .set(ConfigKey.QUERY_SENSOR_NUM, 2)
                .set(ConfigKey.INIT_WAIT_TIME, 0)
                .databaseDefaults(BINDING.configDefaults());
    }

    @Test
    void showClusterListsOneConfigNodeAndEveryDataNodeRunning() throws Exception {
        List<Map<String, String>> rows = IotdbItSupport.rows(server.endpoint(), "SHOW CLUSTER");
        assertThat(rows).filteredOn(r -> "ConfigNode".equals(r.get("NodeType"))).hasSize(1)
                .allSatisfy(r -> assertThat(r).containsEntry("Status", "Running"));
        assertThat(rows).filteredOn(r -> "DataNode".equals(r.get("NodeType"))).hasSize(DATA_NODES)
                .allSatisfy(r -> assertThat(r).containsEntry("Status", "Running"));
    }

    @Test
    void theServerListsItsNodesAndReplicationFactor() {
        List<ServerNode> nodes = server.nodes();
        assertThat(nodes).extracting(ServerNode::name)
                .containsExactly("confignode", "datanode-1", "datanode-2", "datanode-3");
        assertThat(nodes).extracting(ServerNode::role)
                .containsExactly("ConfigNode", "DataNode", "DataNode", "DataNode");
        assertThat(nodes.get(0).endpoint()).isNull();
        assertThat(server.endpoints()).hasSize(DATA_NODES).doesNotHaveDuplicates()
                .allSatisfy(e -> assertThat(e.host()).isEqualTo("127.0.0.1"))
                .isEqualTo(nodes.subList(1, 4).stream().map(ServerNode::endpoint).toList());
        assertThat(nodes).extracting(ServerNode::pid).doesNotHaveDuplicates()
                .allSatisfy(pid -> assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).contains(true));
        assertThat(nodes.subList(1, 4)).allSatisfy(n -> assertThat(n.dataDirectories())
                .allSatisfy(d -> assertThat(d).startsWith(workDir.toAbsolutePath())));
        assertThat(server.replicationFactor()).contains(1);
        assertThat(server.settings()).containsEntry("data_replication_factor", "1")
                .containsEntry("schema_replication_factor", "1");
    }

    /** Written, stored-rows verified, then read with every answer verified in counts and values. */
    @ParameterizedTest
    @EnumSource(Spread.class)
    void aVerifiedWriteAndReadPassUnderEitherSpread(Spread spread) throws Exception {
        Target target = new Target(server.endpoints(), spread);
        BenchmarkConfig write = workload().scenario(Scenario.WRITE, BINDING.supportedOperations()).build();
        Measurement written = new BenchmarkEngine(BINDING, target).run(write, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(0));
        assertThat(written.total().failedOperations()).isZero();
        assertThat(written.verification().mismatches()).isZero();
        assertThat(written.verification().verifiedOperations()).isPositive();
        long points = write.loop() * write.batchSize() * write.getInt(ConfigKey.DEVICE_NUMBER)
                * write.getInt(ConfigKey.SENSOR_NUMBER);
        for (var node : server.endpoints()) {
            assertThat(IotdbItSupport.storedPoints(node)).as("points seen through %s", node).isEqualTo(points);
        }

        BenchmarkConfig read = workload().scenario(Scenario.READ, BINDING.supportedOperations()).build();
        Measurement answered = new BenchmarkEngine(BINDING, target).run(read, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(write.loop() * write.batchSize()));
        assertThat(answered.total().failedOperations()).isZero();
        assertThat(answered.verification().verifiedOperations()).isPositive();
        assertThat(answered.verification().mismatches()).as("%s", answered.total().mismatchExamples()).isZero();
        assertThat(answered.verification().valueMismatches()).isZero();
        assertThat(server.diskSize()).hasValueSatisfying(size -> assertThat(size.bytes()).isPositive());
    }

    @AfterAll
    void closeLeavesNoProcessNorFiles() {
        if (server == null) {
            return;
        }
        List<Long> pids = server.processes();
        assertThat(pids).hasSize(1 + DATA_NODES);
        server.close();
        for (long pid : pids) {
            assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).as("process %d", pid)
                    .isNotEqualTo(Optional.of(true));
        }
        assertThat(workDir).doesNotExist();
    }
}
