package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class IotdbTuningTest {
    private static final long GIB = ServerResources.GIB;

    @Test
    void onTheReferenceHostTheTunedColumnIsTakenAsIs() {
        IotdbTuning t = IotdbTuning.tuned(new ServerResources(8 * GIB, 2));
        assertThat(t.dataNode()).isEqualTo(new IotdbServerConfig.Heap(5120, 5120, 1024));
        assertThat(t.configNode()).isEqualTo(new IotdbServerConfig.Heap(500, 500, 500));
        assertThat(t.commonProperties()).containsEntry("enable_last_cache", "false")
                .containsEntry("max_wal_nodes_num", "9")
                .containsEntry("degree_of_query_parallelism", "1")
                .containsEntry("max_number_of_points_in_page", "360")
                .containsEntry("time_partition_interval", "60480000000")
                .containsEntry("data_region_group_extension_policy", "CUSTOM")
                .containsEntry("default_data_region_group_num_per_database", "1")
                .containsEntry("config_node_consensus_protocol_class",
                        "org.apache.iotdb.consensus.simple.SimpleConsensus")
                .containsEntry("wal_mode", "ASYNC");
        assertThat(t.dataNodeProperties()).containsEntry("dn_metric_level", "OFF");
    }

    @Test
    void heapsScaleWithTheMemoryAvailableToTheServer() {
        IotdbTuning half = IotdbTuning.tuned(new ServerResources(4 * GIB, 2));
        assertThat(half.dataNode()).isEqualTo(new IotdbServerConfig.Heap(2560, 2560, 512));
        assertThat(half.configNode()).isEqualTo(new IotdbServerConfig.Heap(256, 256, 256));
        IotdbTuning larger = IotdbTuning.tuned(new ServerResources(18 * GIB, 2));
        assertThat(larger.dataNode()).isEqualTo(new IotdbServerConfig.Heap(11520, 11520, 2304));
        assertThat(larger.configNode()).isEqualTo(new IotdbServerConfig.Heap(1125, 1125, 1125));
        assertThat(IotdbTuning.tuned(new ServerResources(GIB, 1)).dataNode())
                .isEqualTo(new IotdbServerConfig.Heap(640, 640, 256));
    }

    @Test
    void theRecordedSettingsNameTheScriptsVariablesAndTheProperties() {
        var settings = new IotdbBinding().tunedSettings(new ServerResources(8 * GIB, 2));
        assertThat(settings)
                .containsEntry("IOTDB_JMX_OPTS", "-Xms5120M -Xmx5120M -Xmn5120M -XX:MaxDirectMemorySize=1024M")
                .containsEntry("CONFIGNODE_JMX_OPTS", "-Xms500M -Xmx500M -Xmn500M -XX:MaxDirectMemorySize=500M")
                .containsEntry("dn_metric_level", "OFF").containsEntry("enable_last_cache", "false");
        assertThat(IotdbTuning.defaults(24 * GIB).settings())
                .containsOnlyKeys("CONFIGNODE_JMX_OPTS", "IOTDB_JMX_OPTS")
                .containsEntry("IOTDB_JMX_OPTS", "-Xms6144M -Xmx6144M -XX:MaxDirectMemorySize=1536M");
    }

    /** docker/docker-compose.tuned.yml sets the same properties (the image writes them into its files). */
    @Test
    void theTunedComposeFileSetsTheSameProperties() throws Exception {
        Path compose = Path.of("..", "docker", "docker-compose.tuned.yml");
        Assumptions.assumeTrue(Files.isRegularFile(compose), "no " + compose + " beside this module");
        String text = Files.readString(compose);
        IotdbTuning tuned = IotdbTuning.tuned(new ServerResources(8 * GIB, 2));
        assertThat(tuned.settings().entrySet()).filteredOn(e -> !e.getKey().endsWith("_JMX_OPTS"))
                .allSatisfy(e -> assertThat(text).contains("      - " + e.getKey() + "=" + e.getValue() + "\n"));
        long dataNodeMb = tuned.dataNode().heapMb() + tuned.dataNode().directMb();
        assertThat(text).contains("MEMORY_SIZE=${TUNED_IOTDB_MEMORY:-" + dataNodeMb / 1024 + "G}");
    }
}
