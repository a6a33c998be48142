package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.JarAssembly;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CassandraContainerTest {
    private static final ServerResources LIMITS = new ServerResources(8 * ServerResources.GIB, 2);

    @TempDir
    Path cache;

    private JarAssembly assembled() throws Exception {
        Path root = cache.resolve(CassandraAssembly.VERSION);
        Files.createDirectories(root.resolve("lib"));
        Files.createFile(root.resolve("lib").resolve("cassandra-all-" + CassandraAssembly.VERSION + ".jar"));
        return CassandraAssembly.at(root, null);
    }

    private ContainerSpec spec(ServerProfile profile) throws Exception {
        return CassandraContainer.spec(new ConfigLayers().build(), new ContainerRequest(new ServerOptions(profile,
                LIMITS), OptionalLong.of(LIMITS.memoryBytes())), assembled());
    }

    @Test
    void theDefaultNodeListensOnEveryAddressAndIsBuiltAroundTheAssembledJars() throws Exception {
        ContainerSpec spec = spec(ServerProfile.DEFAULT);
        assertThat(spec.image()).isEqualTo("iot-benchrunner/cassandra:5.0.9");
        assertThat(spec.inside().port()).isEqualTo(9042);
        assertThat(spec.inside().database()).isEqualTo("test");
        assertThat(spec.env().get("CASSANDRA_YAML")).contains("rpc_address: 0.0.0.0\n",
                "broadcast_rpc_address: 127.0.0.1\n", "native_transport_port: 9042\n",
                "commitlog_directory: '/var/lib/cassandra/commitlog'\n");
        assertThat(spec.dataDirectories()).containsExactly("/var/lib/cassandra/data", "/var/lib/cassandra/commitlog");
        assertThat(spec.localBuild().recipe()).isEqualTo("cassandra");
        assertThat(spec.localBuild().missing()).isNull();
        assertThat(spec.localBuild().extraContext()).containsKey("cassandra");
        assertThat(spec.settings().applied()).containsOnlyKeys(CassandraTuning.HEAP);
        assertThat(spec.command()).contains("-Xmx1024M");
    }

    @Test
    void aTunedNodeRecordsItsSettingsAndReadsEachBack() throws Exception {
        ContainerSpec spec = spec(ServerProfile.TUNED);
        assertThat(spec.settings().applied()).containsEntry("concurrent_writes", "16")
                .containsEntry(CassandraTuning.HEAP, "2048MiB");
        assertThat(spec.env().get("CASSANDRA_YAML")).contains("concurrent_writes: 16\n");
        String readBack = String.join(" ", spec.settings().readBack());
        assertThat(readBack).contains("s/^concurrent_writes: */concurrent_writes=/p", "heap=", "-Xmx");
    }

    @Test
    void serverSetsGoIntoTheYamlOverTheTunedOnesAndAreReadBack() throws Exception {
        ServerOptions options = new ServerOptions(ServerProfile.TUNED, LIMITS).withServerSets(java.util.Map.of(
                "concurrent_writes", "3", "commitlog_sync", "batch"));
        ContainerSpec spec = CassandraContainer.spec(new ConfigLayers().build(), new ContainerRequest(options,
                OptionalLong.of(LIMITS.memoryBytes())), assembled());
        assertThat(spec.settings().applied()).containsEntry("concurrent_writes", "3")
                .containsEntry("commitlog_sync", "batch").containsEntry("memtable_allocation_type", "offheap_objects")
                .containsEntry(CassandraTuning.HEAP, "2048MiB");
        assertThat(spec.env().get("CASSANDRA_YAML")).contains("concurrent_writes: 3\n", "commitlog_sync: batch\n",
                "memtable_allocation_type: offheap_objects\n").doesNotContain("concurrent_writes: 16",
                "commitlog_sync: periodic");
        assertThat(String.join(" ", spec.settings().readBack())).contains("s/^commitlog_sync: */commitlog_sync=/p");
    }
}
