package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.JarAssembly;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IotdbContainerTest {
    private static final long GIB = 1024L * 1024 * 1024;

    @TempDir
    Path temp;
    private IotdbLocalServer distribution;

    @BeforeEach
    void distribution() throws IOException {
        Path home = temp.resolve("apache-iotdb-1.3.3-all-bin");
        for (String file : new String[] {"sbin/start-confignode.sh", "sbin/start-datanode.sh",
                "lib/iotdb-server-1.3.3.jar", "conf/iotdb-system.properties"}) {
            Files.createDirectories(home.resolve(file).getParent());
            Files.writeString(home.resolve(file), "");
        }
        distribution = new IotdbLocalServer(home, IotdbAssembly.at(temp.resolve("cache"), null));
    }

    /** Jars "assembled" here without Maven: the two the assembly checks for. */
    private IotdbLocalServer assembled() throws IOException {
        JarAssembly assembly = IotdbAssembly.at(temp.resolve("cache/2.0.1-beta"), null);
        Files.createDirectories(assembly.lib());
        Files.writeString(assembly.lib().resolve("iotdb-server-2.0.1-beta.jar"), "");
        Files.writeString(assembly.lib().resolve("iotdb-confignode-2.0.1-beta.jar"), "");
        return new IotdbLocalServer(null, assembly);
    }

    @Test
    void aDistributionIsBuiltInto13AndAssembledJarsInto201Beta() throws IOException {
        LocalBuild fromDistribution = IotdbContainer.localBuild(distribution);
        assertThat(fromDistribution.version()).isEqualTo("1.3.3");
        assertThat(fromDistribution.extraContext()).containsEntry("iotdb", distribution.home());
        IotdbLocalServer jars = assembled();
        ContainerSpec spec = IotdbContainer.spec(new ConfigLayers().build(), ContainerRequest.defaults(), jars);
        assertThat(spec.image()).isEqualTo("apache/iotdb:2.0.1-beta-standalone");
        assertThat(spec.localBuild()).isEqualTo(new LocalBuild("iotdb", "2.0.1-beta",
                Map.of("iotdb", jars.assembly().root()), null));
    }

    @Test
    void withoutJarsOrMavenTheBuildSaysWhatIsMissing() {
        IotdbLocalServer nothing = new IotdbLocalServer(null, IotdbAssembly.at(temp.resolve("none"), null));
        assertThat(IotdbContainer.localBuild(nothing).missing()).startsWith("no IoTDB distribution is given")
                .contains("mvn is not on PATH");
    }

    @Test
    void pinnedImageWithTheBenchmarksPrecisionAndTheImagesOwnCommand() {
        ContainerSpec spec = new IotdbBinding(distribution).container(new ConfigLayers().set(ConfigKey.TIMESTAMP_PRECISION, "us")
                .set(ConfigKey.DB_NAME, "bench").build(), ContainerRequest.defaults()).orElseThrow();
        assertThat(spec.image()).isEqualTo("apache/iotdb:1.3.3-standalone");
        assertThat(spec.env()).containsEntry("timestamp_precision", "us").containsEntry("dn_rpc_address", "0.0.0.0");
        assertThat(spec.command()).isEmpty();
        assertThat(spec.inside().port()).isEqualTo(6667);
        assertThat(spec.readiness()).isInstanceOf(ContainerSpec.Readiness.ListeningPort.class);
        assertThat(spec.publishedAt("127.0.0.1", 32768)).satisfies(e -> {
            assertThat(e.port()).isEqualTo(32768);
            assertThat(e.user()).isEqualTo("root");
            assertThat(e.database()).isEqualTo("bench");
        });
        assertThat(spec.dataDirectories()).containsExactly("/iotdb/data/datanode");
        assertThat(spec.env()).as("the default profile sets nothing else").hasSize(2);
        assertThat(spec.settings()).isEqualTo(ContainerSpec.Settings.NONE);
    }

    /** A JVM sized to the host inside a 4 GiB container would be killed: each node is told its share. */
    @Test
    void aMemoryLimitIsSplitBetweenTheNodesBeforeTheImagesStartCommand() {
        ContainerSpec spec = IotdbContainer.spec(new ConfigLayers().build(),
                new ContainerRequest(ServerOptions.defaults(), OptionalLong.of(4 * GIB)), distribution);
        assertThat(spec.command()).hasSize(3).startsWith("bash", "-c");
        assertThat(spec.command().get(2))
                .contains("s/^MEMORY_SIZE=.*/MEMORY_SIZE=2048M/' \"$IOTDB_HOME/conf/datanode-env.sh\"")
                .contains("s/^MEMORY_SIZE=.*/MEMORY_SIZE=409M/' \"$IOTDB_HOME/conf/confignode-env.sh\"")
                .endsWith("&& exec entrypoint.sh all");
        assertThat(IotdbContainer.command(512L * 1024 * 1024).get(2)).as("at least 256 MiB per node")
                .contains("MEMORY_SIZE=256M/' \"$IOTDB_HOME/conf/d", "MEMORY_SIZE=256M/' \"$IOTDB_HOME/conf/c");
    }

    @Test
    void theMemorySizesUnderALimitAreRecordedAndReadBackFromTheEnvScripts() {
        ContainerSpec spec = IotdbContainer.spec(new ConfigLayers().build(),
                new ContainerRequest(ServerOptions.defaults(), OptionalLong.of(4 * GIB)), distribution);
        assertThat(spec.command().get(2)).isEqualTo("sed -i 's/^MEMORY_SIZE=.*/MEMORY_SIZE=2048M/' "
                + "\"$IOTDB_HOME/conf/datanode-env.sh\" && sed -i 's/^MEMORY_SIZE=.*/MEMORY_SIZE=409M/' "
                + "\"$IOTDB_HOME/conf/confignode-env.sh\" && exec entrypoint.sh all");
        assertThat(spec.settings().applied()).containsExactly(Map.entry("confignode-env.sh:MEMORY_SIZE", "409M"),
                Map.entry("datanode-env.sh:MEMORY_SIZE", "2048M"));
        assertThat(spec.settings().readBack()).hasSize(3).startsWith("sh", "-c");
        assertThat(spec.settings().readBack().get(2))
                .contains("printf '%s=%s\\n' 'datanode-env.sh:MEMORY_SIZE' \"$(sed -n 's/^MEMORY_SIZE=//p' "
                        + "\"$IOTDB_HOME/conf/datanode-env.sh\" | tail -n 1)\"");
    }

    @Test
    void serverSetsAreVariablesTheEntrypointWritesAndAreReadBackFromThePropertyFiles() {
        ContainerSpec spec = IotdbContainer.spec(new ConfigLayers().build(), new ContainerRequest(
                ServerOptions.defaults().withServerSets(Map.of("page_size_in_byte", "65536")), OptionalLong.empty()),
                distribution);
        assertThat(spec.env()).containsEntry("page_size_in_byte", "65536");
        assertThat(spec.command()).as("no memory limit: the image's own start").isEmpty();
        assertThat(spec.settings().applied()).containsExactly(Map.entry("page_size_in_byte", "65536"));
        assertThat(spec.settings().readBack()).hasSize(3).startsWith("sh", "-c");
        assertThat(spec.settings().readBack().get(2)).contains("awk -v keys='page_size_in_byte'")
                .doesNotContain("MEMORY_SIZE");

        ContainerSpec tuned = IotdbContainer.spec(new ConfigLayers().build(), new ContainerRequest(
                new ServerOptions(ServerProfile.TUNED, new ServerResources(8 * GIB, 2), null,
                        Map.of("max_number_of_points_in_page", "1000", "compaction_priority", "BALANCE")),
                OptionalLong.empty()), distribution);
        assertThat(tuned.env()).containsEntry("max_number_of_points_in_page", "1000")
                .containsEntry("compaction_priority", "BALANCE");
        assertThat(tuned.settings().applied()).containsEntry("max_number_of_points_in_page", "1000")
                .containsEntry("compaction_priority", "BALANCE");
        assertThat(tuned.settings().readBack().get(2)).contains("compaction_priority");
    }

    @Test
    void theTunedProfileSetsItsPropertiesAsVariablesAndAppendsItsJvmMemoryToTheEnvScripts() {
        ServerResources resources = new ServerResources(8 * GIB, 2);
        ContainerSpec spec = new IotdbBinding(distribution).container(new ConfigLayers().build(), new ContainerRequest(
                new ServerOptions(ServerProfile.TUNED, resources), OptionalLong.of(8 * GIB))).orElseThrow();
        IotdbTuning tuning = IotdbTuning.tuned(resources);
        assertThat(spec.env()).containsAllEntriesOf(tuning.commonProperties())
                .containsAllEntriesOf(tuning.dataNodeProperties())
                .containsEntry("wal_mode", "ASYNC").containsEntry("dn_metric_level", "OFF")
                .containsEntry("dn_rpc_address", "0.0.0.0").containsEntry("timestamp_precision", "ms")
                .as("every property is a lower-case name, which the image's entrypoint writes into the file")
                .allSatisfy((name, value) -> assertThat(name).matches("[a-z][a-z0-9_]*"));
        assertThat(spec.command()).hasSize(3).startsWith("bash", "-c");
        assertThat(spec.command().get(2))
                .contains("printf '%s' '" + IotdbServerConfig.heapOverride("CONFIGNODE_JMX_OPTS", tuning.configNode())
                        + "' >> \"$IOTDB_HOME/conf/confignode-env.sh\"")
                .contains("printf '%s' '" + IotdbServerConfig.heapOverride("IOTDB_JMX_OPTS", tuning.dataNode())
                        + "' >> \"$IOTDB_HOME/conf/datanode-env.sh\"")
                .contains("IOTDB_JMX_OPTS=\"$IOTDB_JMX_OPTS -Xms5120M -Xmx5120M -Xmn5120M "
                        + "-XX:MaxDirectMemorySize=1024M\"")
                .as("the tuned heaps replace the limit's MEMORY_SIZE shares").doesNotContain("MEMORY_SIZE=")
                .endsWith(" && exec entrypoint.sh all");
        assertThat(spec.settings().applied()).containsExactlyEntriesOf(tuning.settings())
                .isEqualTo(new IotdbBinding().tunedSettings(resources));
    }

    @Test
    void theTunedReadBackPrintsBothJvmsMemoryAndEveryProperty() {
        IotdbTuning tuning = IotdbTuning.tuned(new ServerResources(8 * GIB, 2));
        String script = IotdbReadBack.tuned(tuning).get(2);
        assertThat(IotdbReadBack.tuned(tuning)).hasSize(3).startsWith("sh", "-c");
        assertThat(script).contains("jvm CONFIGNODE_JMX_OPTS org.apache.iotdb.confignode.service.ConfigNode\n",
                "jvm IOTDB_JMX_OPTS org.apache.iotdb.db.service.DataNode\n", "/proc/[0-9]*/cmdline",
                "-v keys='enable_last_cache wal_mode ", " dn_metric_level'", "$conf/iotdb-system.properties");
        assertThat(IotdbReadBack.quote("it's")).isEqualTo("'it'\\''s'");
    }
}
