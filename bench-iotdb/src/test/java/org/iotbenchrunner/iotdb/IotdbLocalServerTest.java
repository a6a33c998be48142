package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Properties;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local provider's checks and its private configuration, without running IoTDB. */
class IotdbLocalServerTest {
    private static final IotdbServerConfig.Ports PORTS = new IotdbServerConfig.Ports(1, 2, 3, 4, 5, 6, 7);
    private static final Path WORK = Path.of("/tmp/work");

    @TempDir
    Path temp;

    @Test
    void withoutIotdbHomeOrMavenTheRunIsSkippedWithAOneLineReason() {
        IotdbLocalServer server = new IotdbLocalServer(null, IotdbAssembly.at(temp.resolve("cache"), null));
        assertThat(server.unavailableReason()).hasValue("no IoTDB distribution is given (IOTDB_HOME or "
                + "--iotdb-home), and IoTDB 2.0.1-beta is not assembled in " + temp.resolve("cache/lib")
                + " and cannot be assembled from Maven Central: mvn is not on PATH (scripts/setup.sh --for iotdb "
                + "--mode local installs it)");
        assertThatThrownBy(() -> server.start(temp.resolve("w"), BenchmarkConfig.defaults()))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("no IoTDB distribution is given");
        assertThat(new IotdbLocalServer(null, IotdbAssembly.at(temp.resolve("cache"), "/usr/bin/mvn"))
                .unavailableReason()).as("assembled on first use").isEmpty();
    }

    @Test
    void theOriginNamesTheDistributionOrTheAssembledJars() throws IOException {
        assertThat(new IotdbLocalServer(null, IotdbAssembly.at(temp, null)).origin()).isEqualTo(
                "IoTDB 2.0.1-beta, assembled from Maven Central jars (org.apache.iotdb:iotdb-server:2.0.1-beta)");
        Files.createDirectories(temp.resolve("lib"));
        Files.writeString(temp.resolve("lib/iotdb-server-1.3.3.jar"), "");
        assertThat(new IotdbLocalServer(temp).origin()).isEqualTo("IoTDB 1.3.3, distribution at " + temp);
    }

    @Test
    void assembledJarsGetTheStartScriptsAndConfigurationOfTheImage() throws IOException {
        Path home = IotdbNodes.jarHome(temp, temp.resolve("jars"));
        for (String file : IotdbNodes.JAR_FILES) {
            assertThat(home.resolve(file)).isRegularFile();
        }
        assertThat(Files.readSymbolicLink(home.resolve("lib"))).isEqualTo(temp.resolve("jars"));
        assertThat(IotdbServerConfig.Layout.of(home.resolve("conf"))).isEqualTo(IotdbServerConfig.Layout.SYSTEM);
        assertThat(home.resolve("conf/datanode-env.sh")).content().containsOnlyOnce("\nMEMORY_SIZE=\n");
    }

    @Test
    void aFolderThatIsNoDistributionIsExplained() throws IOException {
        assertThat(new IotdbLocalServer(temp.resolve("missing")).unavailableReason()).hasValueSatisfying(r ->
                assertThat(r).isEqualTo("IOTDB_HOME=" + temp.resolve("missing") + " is not a directory: point it "
                        + "at an unpacked apache-iotdb-1.3.x-all-bin distribution"));
        assertThat(new IotdbLocalServer(temp).unavailableReason()).hasValue("IOTDB_HOME=" + temp
                + " has no sbin/start-confignode.sh: point it at an unpacked apache-iotdb-1.3.x-all-bin distribution");
        Files.createDirectories(temp.resolve("sbin"));
        Files.writeString(temp.resolve("sbin/start-confignode.sh"), "");
        assertThat(new IotdbLocalServer(temp).unavailableReason()).hasValueSatisfying(r ->
                assertThat(r).contains("has no sbin/start-datanode.sh"));
        Files.writeString(temp.resolve("sbin/start-datanode.sh"), "");
        assertThat(new IotdbLocalServer(temp).unavailableReason()).hasValueSatisfying(r ->
                assertThat(r).contains("has no lib/*.jar"));
        Files.createDirectories(temp.resolve("lib"));
        Files.writeString(temp.resolve("lib/iotdb-server-1.3.0.jar"), "");
        assertThat(new IotdbLocalServer(temp).unavailableReason()).hasValueSatisfying(r ->
                assertThat(r).contains("has neither conf/iotdb-system.properties nor conf/iotdb-confignode.properties"
                        + " and conf/iotdb-datanode.properties"));
        Files.createDirectories(temp.resolve("conf"));
        Files.writeString(temp.resolve("conf/iotdb-system.properties"), "");
        assertThat(new IotdbLocalServer(temp).unavailableReason()).isEmpty();
    }

    @Test
    void oneSystemFileGetsEveryKey() {
        Map<String, Map<String, String>> files = IotdbServerConfig.settingsByFile(IotdbServerConfig.Layout.SYSTEM,
                WORK, PORTS, "us", DEFAULTS);
        assertThat(files).containsOnlyKeys("iotdb-system.properties");
        assertThat(files.get("iotdb-system.properties"))
                .containsEntry("cn_internal_address", "127.0.0.1")
                .containsEntry("cn_internal_port", "1")
                .containsEntry("cn_consensus_port", "2")
                .containsEntry("cn_seed_config_node", "127.0.0.1:1")
                .containsEntry("cn_target_config_node_list", "127.0.0.1:1")
                .containsEntry("cn_system_dir", "/tmp/work/confignode/system")
                .containsEntry("cn_consensus_dir", "/tmp/work/confignode/consensus")
                .containsEntry("dn_rpc_address", "127.0.0.1")
                .containsEntry("dn_rpc_port", "3")
                .containsEntry("dn_internal_address", "127.0.0.1")
                .containsEntry("dn_internal_port", "4")
                .containsEntry("dn_mpp_data_exchange_port", "5")
                .containsEntry("dn_schema_region_consensus_port", "6")
                .containsEntry("dn_data_region_consensus_port", "7")
                .containsEntry("dn_seed_config_node", "127.0.0.1:1")
                .containsEntry("dn_target_config_node_list", "127.0.0.1:1")
                .containsEntry("dn_system_dir", "/tmp/work/datanode/system")
                .containsEntry("dn_data_dirs", "/tmp/work/datanode/data")
                .containsEntry("dn_consensus_dir", "/tmp/work/datanode/consensus")
                .containsEntry("dn_wal_dirs", "/tmp/work/datanode/wal")
                .containsEntry("dn_tracing_dir", "/tmp/work/datanode/tracing")
                .containsEntry("dn_sync_dir", "/tmp/work/datanode/sync")
                .containsEntry("sort_tmp_dir", "/tmp/work/datanode/tmp")
                .containsEntry("timestamp_precision", "us");
    }

    @Test
    void splitFilesGetTheirNodesKeys() {
        Map<String, Map<String, String>> files = IotdbServerConfig.settingsByFile(IotdbServerConfig.Layout.SPLIT,
                WORK, PORTS, "ms", DEFAULTS);
        assertThat(files).containsOnlyKeys("iotdb-confignode.properties", "iotdb-datanode.properties",
                "iotdb-common.properties");
        assertThat(files.get("iotdb-confignode.properties").keySet()).allMatch(k -> k.startsWith("cn_"));
        assertThat(files.get("iotdb-datanode.properties").keySet())
                .allMatch(k -> k.startsWith("dn_") || k.equals("sort_tmp_dir"));
        assertThat(files.get("iotdb-common.properties")).containsExactly(Map.entry("timestamp_precision", "ms"));
    }

    @Test
    void rewritingReplacesActiveLinesOnceKeepsCommentsAndAppendsTheRest() throws IOException {
        String original = String.join("\n",
                "# Datatype: int",
                "dn_rpc_port=6667",
                "# dn_data_dirs=data/datanode/data",
                "dn_rpc_address = 0.0.0.0",
                "dn_rpc_port=6668",
                "enable_auto_create_schema=true",
                "");
        String text = IotdbServerConfig.rewrite(original, Map.of("dn_rpc_port", "40001",
                "dn_rpc_address", "127.0.0.1", "dn_data_dirs", "/w/data"));

        assertThat(text).startsWith("# Datatype: int\ndn_rpc_port=40001\n# dn_data_dirs=data/datanode/data\n"
                + "dn_rpc_address=127.0.0.1\nenable_auto_create_schema=true\n");
        assertThat(text).endsWith("\n# set by iot-benchrunner\ndn_data_dirs=/w/data\n");
        assertThat(Arrays.stream(text.split("\n")).filter(l -> l.startsWith("dn_rpc_port="))).hasSize(1);
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        assertThat(properties).containsEntry("dn_rpc_port", "40001").containsEntry("dn_data_dirs", "/w/data")
                .containsEntry("dn_rpc_address", "127.0.0.1").containsEntry("enable_auto_create_schema", "true");
        assertThat(IotdbServerConfig.rewrite("", Map.of("timestamp_precision", "ms")))
                .isEqualTo("\n# set by iot-benchrunner\ntimestamp_precision=ms\n");
    }

    private static final IotdbTuning DEFAULTS = IotdbTuning.defaults(24L * 1024 * 1024 * 1024);

    @Test
    void theDataNodeGetsAQuarterOfTheHostsMemory() {
        long gib = 1024L * 1024 * 1024;
        assertThat(IotdbServerConfig.dataNodeHeap(24 * gib)).isEqualTo(new IotdbServerConfig.Heap(6144, 1536));
        assertThat(IotdbServerConfig.dataNodeHeap(gib)).isEqualTo(new IotdbServerConfig.Heap(512, 256));
        assertThat(IotdbServerConfig.dataNodeHeap(1024 * gib)).isEqualTo(new IotdbServerConfig.Heap(32768, 8192));
        assertThat(IotdbServerConfig.CONFIGNODE_HEAP.jvmOptions())
                .isEqualTo("-Xms512M -Xmx512M -XX:MaxDirectMemorySize=256M");
        assertThat(IotdbServerConfig.heapOverride("IOTDB_JMX_OPTS", new IotdbServerConfig.Heap(6144, 1536)))
                .isEqualTo("\n# set by iot-benchrunner: memory sized to the host\nON_HEAP_MEMORY=\"6144M\"\n"
                        + "OFF_HEAP_MEMORY=\"1536M\"\n"
                        + "IOTDB_JMX_OPTS=\"$IOTDB_JMX_OPTS -Xms6144M -Xmx6144M -XX:MaxDirectMemorySize=1536M\"\n");
    }

    @Test
    void theScriptsSeeOnlyOurVariables() {
        Path home = Path.of("/opt/iotdb");
        assertThat(IotdbServerConfig.configNodeEnvironment(home, WORK, IotdbServerConfig.CONFIGNODE_HEAP))
                .containsEntry("CONFIGNODE_HOME", "/opt/iotdb")
                .containsEntry("CONFIGNODE_CONF", "/tmp/work/conf")
                .containsEntry("CONFIGNODE_DATA_HOME", "/tmp/work/confignode")
                .containsEntry("CONFIGNODE_LOG_DIR", "/tmp/work/logs")
                .containsEntry("CONFIGNODE_LOG_CONFIG", "/tmp/work/conf/logback-confignode.xml")
                .containsEntry("CONFIGNODE_JMX_OPTS", "-Xms512M -Xmx512M -XX:MaxDirectMemorySize=256M");
        assertThat(IotdbServerConfig.dataNodeEnvironment(home, WORK, new IotdbServerConfig.Heap(1024, 256)))
                .containsEntry("IOTDB_HOME", "/opt/iotdb")
                .containsEntry("IOTDB_CONF", "/tmp/work/conf")
                .containsEntry("IOTDB_DATA_HOME", "/tmp/work/datanode")
                .containsEntry("IOTDB_LOG_DIR", "/tmp/work/logs")
                .containsEntry("IOTDB_LOG_CONFIG", "/tmp/work/conf/logback-datanode.xml")
                .containsEntry("IOTDB_JMX_OPTS", "-Xms1024M -Xmx1024M -XX:MaxDirectMemorySize=256M");
        assertThat(IotdbServerConfig.isScriptVariable("IOTDB_INCLUDE")).isTrue();
        assertThat(IotdbServerConfig.isScriptVariable("CONFIGNODE_JMX_OPTS")).isTrue();
        assertThat(IotdbServerConfig.isScriptVariable("MAX_HEAP_SIZE")).isTrue();
        assertThat(IotdbServerConfig.isScriptVariable("PATH")).isFalse();
    }

    /** A 1.3.3-style distribution (one iotdb-system.properties) is copied and rewritten, never modified. */
    @Test
    void theConfigurationIsACopyInTheWorkDirectory() throws IOException {
        Path home = distribution(temp.resolve("home"), "iotdb-system.properties");
        Path work = temp.resolve("work");
        new IotdbLocalServer(home).writeConfiguration(work, PORTS, "ns", withDataNodeHeap(2048, 512));

        Properties system = load(work.resolve("conf/iotdb-system.properties"));
        assertThat(system).containsEntry("dn_rpc_port", "3").containsEntry("cn_internal_port", "1")
                .containsEntry("dn_data_dirs", work.resolve("datanode/data").toString())
                .containsEntry("timestamp_precision", "ns").containsEntry("schema_replication_factor", "1");
        assertThat(Files.readString(work.resolve("conf/iotdb-system.properties")).lines()
                .filter(l -> l.startsWith("cn_internal_port="))).hasSize(1);
        assertThat(Files.readString(work.resolve("conf/datanode-env.sh")))
                .startsWith("#!/bin/bash\nMAX_HEAP_SIZE=1G\n")
                .endsWith("IOTDB_JMX_OPTS=\"$IOTDB_JMX_OPTS -Xms2048M -Xmx2048M -XX:MaxDirectMemorySize=512M\"\n");
        assertThat(Files.readString(work.resolve("conf/confignode-env.sh")))
                .endsWith("CONFIGNODE_JMX_OPTS=\"$CONFIGNODE_JMX_OPTS -Xms512M -Xmx512M "
                        + "-XX:MaxDirectMemorySize=256M\"\n");
        assertThat(Files.readString(work.resolve("conf/logback-datanode.xml")))
                .contains("ch.qos.logback.core.ConsoleAppender").doesNotContain("IOTDB_HOME");
        assertThat(Files.readString(home.resolve("conf/iotdb-system.properties"))).contains("dn_rpc_port=6667");
        assertThat(work.resolve("datanode")).isDirectory();
        assertThat(work.resolve("confignode")).isDirectory();
    }

    /** A 1.3.0-style distribution gets each node's keys in its own file and a new iotdb-common.properties. */
    @Test
    void splitConfigurationFilesAreRewrittenEachWithItsKeys() throws IOException {
        Path home = distribution(temp.resolve("home"), "iotdb-confignode.properties", "iotdb-datanode.properties");
        Path work = temp.resolve("work");
        new IotdbLocalServer(home).writeConfiguration(work, PORTS, "ms", withDataNodeHeap(2048, 512));

        assertThat(load(work.resolve("conf/iotdb-confignode.properties"))).containsEntry("cn_internal_port", "1")
                .containsEntry("dn_rpc_port", "6667").doesNotContainKey("dn_data_dirs");
        assertThat(load(work.resolve("conf/iotdb-datanode.properties"))).containsEntry("dn_rpc_port", "3")
                .containsEntry("dn_seed_config_node", "127.0.0.1:1").containsEntry("cn_internal_port", "10710");
        assertThat(load(work.resolve("conf/iotdb-common.properties")))
                .containsEntry("timestamp_precision", "ms");
    }

    @Test
    void theTunedProfileGoesIntoEveryFileItBelongsTo() throws IOException {
        IotdbTuning tuned = IotdbTuning.tuned(new ServerResources(8 * ServerResources.GIB, 2));
        Map<String, String> system = IotdbServerConfig.settingsByFile(IotdbServerConfig.Layout.SYSTEM, WORK, PORTS,
                "ms", tuned).get("iotdb-system.properties");
        assertThat(system).containsAllEntriesOf(tuned.commonProperties()).containsEntry("dn_metric_level", "OFF")
                .containsEntry("dn_rpc_port", "3");
        Map<String, Map<String, String>> split = IotdbServerConfig.settingsByFile(IotdbServerConfig.Layout.SPLIT,
                WORK, PORTS, "ms", tuned);
        assertThat(split.get("iotdb-common.properties")).containsAllEntriesOf(tuned.commonProperties())
                .containsEntry("timestamp_precision", "ms");
        assertThat(split.get("iotdb-datanode.properties")).containsEntry("dn_metric_level", "OFF");
        assertThat(split.get("iotdb-confignode.properties")).doesNotContainKey("enable_last_cache");

        Path home = distribution(temp.resolve("home"), "iotdb-system.properties");
        Path work = temp.resolve("work");
        new IotdbLocalServer(home).writeConfiguration(work, PORTS, "ms", tuned);
        assertThat(load(work.resolve("conf/iotdb-system.properties"))).containsEntry("enable_last_cache", "false")
                .containsEntry("time_partition_interval", "60480000000")
                .containsEntry("data_region_consensus_protocol_class",
                        "org.apache.iotdb.consensus.simple.SimpleConsensus");
        assertThat(Files.readString(work.resolve("conf/datanode-env.sh"))).endsWith("HEAP_NEWSIZE=\"5120M\"\n"
                + "IOTDB_JMX_OPTS=\"$IOTDB_JMX_OPTS -Xms5120M -Xmx5120M -Xmn5120M -XX:MaxDirectMemorySize=1024M\"\n");
        assertThat(Files.readString(work.resolve("conf/confignode-env.sh"))).endsWith("CONFIGNODE_JMX_OPTS=\""
                + "$CONFIGNODE_JMX_OPTS -Xms500M -Xmx500M -Xmn500M -XX:MaxDirectMemorySize=500M\"\n");
    }

    @Test
    void serverSetsGoIntoTheFileEveryNodeReadsOverTheProfiles() throws IOException {
        IotdbTuning tuned = IotdbTuning.tuned(new ServerResources(8 * ServerResources.GIB, 2))
                .withProperties(Map.of("page_size_in_byte", "65536", "max_number_of_points_in_page", "1000"));
        assertThat(tuned.settings()).containsEntry("page_size_in_byte", "65536")
                .containsEntry("max_number_of_points_in_page", "1000");
        Path home = distribution(temp.resolve("home"), "iotdb-system.properties");
        Path work = temp.resolve("work");
        new IotdbLocalServer(home).writeConfiguration(work, PORTS, "ms", withDataNodeHeap(2048, 512)
                .withProperties(Map.of("compaction_priority", "BALANCE")));
        assertThat(load(work.resolve("conf/iotdb-system.properties"))).containsEntry("compaction_priority", "BALANCE")
                .containsEntry("dn_rpc_port", "3");
        Map<String, Map<String, String>> split = IotdbServerConfig.settingsByFile(IotdbServerConfig.Layout.SPLIT,
                WORK, PORTS, "ms", tuned);
        assertThat(split.get("iotdb-common.properties")).containsEntry("page_size_in_byte", "65536");
    }

    private static IotdbTuning withDataNodeHeap(long heapMb, long directMb) {
        return new IotdbTuning(IotdbServerConfig.CONFIGNODE_HEAP, new IotdbServerConfig.Heap(heapMb, directMb),
                Map.of(), Map.of());
    }

    private static Path distribution(Path home, String... propertyFiles) throws IOException {
        Files.createDirectories(home.resolve("conf"));
        Files.createDirectories(home.resolve("sbin"));
        Files.createDirectories(home.resolve("lib"));
        Files.writeString(home.resolve("sbin/start-confignode.sh"), "#!/bin/bash\n");
        Files.writeString(home.resolve("sbin/start-datanode.sh"), "#!/bin/bash\n");
        Files.writeString(home.resolve("lib/iotdb-server.jar"), "");
        for (String file : propertyFiles) {
            Files.writeString(home.resolve("conf").resolve(file), "# shipped\ncn_internal_port=10710\n"
                    + "dn_rpc_port=6667\nschema_replication_factor=1\n");
        }
        Files.writeString(home.resolve("conf/datanode-env.sh"), "#!/bin/bash\nMAX_HEAP_SIZE=1G\n");
        Files.writeString(home.resolve("conf/confignode-env.sh"), "#!/bin/bash\n");
        Files.writeString(home.resolve("conf/logback-datanode.xml"), "<configuration>${IOTDB_HOME}</configuration>");
        return home;
    }

    private static Properties load(Path file) throws IOException {
        Properties properties = new Properties();
        try (var reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        }
        return properties;
    }
}
