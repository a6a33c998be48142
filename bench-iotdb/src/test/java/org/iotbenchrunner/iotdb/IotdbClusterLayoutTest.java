package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

/** A local cluster's configuration, memory and readiness check, without running IoTDB. */
class IotdbClusterLayoutTest {
    private static final Path WORK = Path.of("/tmp/work");
    private static final long HOST = 24 * ServerResources.GIB;
    private static final IotdbClusterLayout LAYOUT = IotdbClusterLayout.of(WORK,
            IntStream.rangeClosed(1, IotdbClusterLayout.portCount(3)).toArray(), 3);

    @Test
    void everyNodeHasItsOwnPortsAndFoldersAndTheDataNodesSeedTheConfigNode() {
        assertThat(IotdbClusterLayout.portCount(3)).isEqualTo(17);
        assertThat(LAYOUT.configNodeKeys()).containsEntry("cn_internal_port", "1")
                .containsEntry("cn_consensus_port", "2")
                .containsEntry("cn_seed_config_node", "127.0.0.1:1")
                .containsEntry("cn_system_dir", "/tmp/work/confignode/system");
        assertThat(LAYOUT.dataNodeKeys(0)).containsEntry("dn_rpc_port", "3").containsEntry("dn_internal_port", "4")
                .containsEntry("dn_data_region_consensus_port", "7").containsEntry("dn_seed_config_node", "127.0.0.1:1")
                .containsEntry("dn_data_dirs", "/tmp/work/datanode-1/data");
        assertThat(LAYOUT.dataNodeKeys(2)).containsEntry("dn_rpc_port", "13").containsEntry("dn_internal_port", "14")
                .containsEntry("dn_data_region_consensus_port", "17")
                .containsEntry("dn_wal_dirs", "/tmp/work/datanode-3/wal");
        assertThat(LAYOUT.dirs("datanode-2")).isEqualTo(new IotdbServerConfig.NodeDirs(
                Path.of("/tmp/work/datanode-2/conf"), Path.of("/tmp/work/datanode-2"), Path.of("/tmp/work/logs")));
        assertThat(LAYOUT.log("datanode-2")).isEqualTo(Path.of("/tmp/work/logs/datanode-2.out"));
        assertThat(LAYOUT.endpoint(1, "test").port()).isEqualTo(8);
        assertThat(LAYOUT.allDataNodeData()).hasSize(6).allMatch(p -> p.startsWith(WORK));
    }

    @Test
    void eachNodesFilesGetItsOwnKeysAndTheCommonOnes() {
        IotdbTuning tuning = IotdbTuning.forCluster(false, null, HOST, 3, 2);
        Map<String, String> dataNode = IotdbServerConfig.nodeSettingsByFile(IotdbServerConfig.Layout.SYSTEM,
                LAYOUT.dataNodeKeys(0), false, "ms", tuning).get("iotdb-system.properties");
        assertThat(dataNode).containsEntry("dn_rpc_port", "3").containsEntry("timestamp_precision", "ms")
                .containsEntry("data_replication_factor", "2").containsEntry("schema_replication_factor", "2")
                .doesNotContainKey("cn_internal_port");
        Map<String, Map<String, String>> split = IotdbServerConfig.nodeSettingsByFile(
                IotdbServerConfig.Layout.SPLIT, LAYOUT.configNodeKeys(), true, "ms", tuning);
        assertThat(split).containsOnlyKeys("iotdb-confignode.properties", "iotdb-common.properties");
        assertThat(split.get("iotdb-common.properties")).containsEntry("data_replication_factor", "2");
    }

    /** One server's DataNode memory (a quarter of 24 GiB), split over three; tuned from each node's share. */
    @Test
    void theDataNodesShareOneServersMemoryAndTunedNodesTheirShareOfTheResources() {
        IotdbTuning defaults = IotdbTuning.forCluster(false, null, HOST, 3, 1);
        assertThat(defaults.dataNode()).isEqualTo(new IotdbServerConfig.Heap(2048, 512));
        assertThat(defaults.configNode()).isEqualTo(IotdbServerConfig.CONFIGNODE_HEAP);
        assertThat(IotdbTuning.forCluster(false, null, 2 * ServerResources.GIB, 3, 1).dataNode())
                .isEqualTo(new IotdbServerConfig.Heap(512, 256));
        assertThat(defaults.settings()).containsEntry("data_replication_factor", "1");

        IotdbTuning tuned = IotdbTuning.forCluster(true, new ServerResources(24 * ServerResources.GIB, 2), HOST, 3, 1);
        assertThat(tuned.dataNode().heapMb()).isEqualTo(5120);
        assertThat(tuned.commonProperties()).containsEntry("data_region_consensus_protocol_class",
                "org.apache.iotdb.consensus.simple.SimpleConsensus");
        IotdbTuning replicated = IotdbTuning.forCluster(true, new ServerResources(24 * ServerResources.GIB, 2), HOST,
                3, 2);
        assertThat(replicated.commonProperties()).doesNotContainKeys("data_region_consensus_protocol_class",
                "schema_region_consensus_protocol_class").containsEntry("data_replication_factor", "2");
    }

    @Test
    void aDataNodeIsReadyOnceItAndThoseStartedBeforeItAreRunning() {
        List<Map<String, String>> rows = List.of(
                Map.of("NodeType", "ConfigNode", "Status", "Running", "InternalPort", "1"),
                Map.of("NodeType", "DataNode", "Status", "Running", "InternalPort", "4"),
                Map.of("NodeType", "DataNode", "Status", "Unknown", "InternalPort", "9"));
        assertThat(IotdbClusterStatus.notRunning(rows, 4, 1)).isNull();
        assertThat(IotdbClusterStatus.notRunning(rows, 9, 2))
                .isEqualTo("SHOW CLUSTER lists the DataNode with internal port 9 as Unknown");
        assertThat(IotdbClusterStatus.notRunning(rows, 14, 3))
                .isEqualTo("SHOW CLUSTER lists the DataNode with internal port 14 as absent");
        assertThat(IotdbClusterStatus.notRunning(rows.subList(0, 2), 4, 2))
                .isEqualTo("SHOW CLUSTER lists 1 of 2 DataNodes Running");
    }

    @Test
    void theBindingStartsClustersAndGivesOneSessionEveryNode() {
        var cluster = new IotdbBinding().cluster().orElseThrow();
        assertThat(cluster.topology()).isEqualTo("1 ConfigNode + N DataNodes");
        assertThat(cluster.launcher()).isNotNull();
        assertThat(cluster.allNodes()).isNotNull();
    }
}
