package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.provision.local.LocalOrphans;
import org.iotbenchrunner.orchestrator.storage.DataPlacement;
import org.iotbenchrunner.orchestrator.storage.StorageProbe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.GenericContainer;

/** With --data-dir, a container's data directories are bind-mounted from a fresh, owned, writable host directory. */
class ContainerDataDirTest {
    @TempDir
    Path dataDir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private static ContainerSpec spec(List<String> dataDirectories) {
        return new ContainerSpec("example/db:1.0", Map.of(), List.of(), new Endpoint("localhost", 1234, "", "", "db",
                null), new ContainerSpec.Readiness.ListeningPort(), Duration.ofSeconds(5), dataDirectories, null);
    }

    private ContainerProvider provider() {
        return new ContainerProvider(ContainerOptions.DEFAULT, out, false, new DataPlacement(dataDir, 0, out,
                StorageProbe.linux()));
    }

    private static DatabaseBinding influx1() {
        return new DatabaseRegistry().select("influxdb1").databases().get(0);
    }

    @Test
    void eachDataDirectoryIsBoundFromItsOwnHostDirectory() throws Exception {
        GenericContainer<?> container = ContainerProvider.container(spec(List.of("/var/lib/influxdb/data",
                "/var/lib/influxdb/wal")), ContainerOptions.DEFAULT, 1234);
        Path server = provider().bindDataDirectories(container, influx1(), spec(List.of("/var/lib/influxdb/data",
                "/var/lib/influxdb/wal")));
        assertThat(server.getParent()).isEqualTo(dataDir);
        assertThat(server.getFileName().toString()).startsWith(LocalOrphans.PREFIX + "influxdb1-");
        assertThat(server.resolve(LocalOrphans.OWNER_FILE)).exists();
        assertThat(container.getBinds()).extracting(b -> b.getPath() + ":" + b.getVolume().getPath() + ":"
                + b.getAccessMode()).containsExactly(
                        server.resolve("var_lib_influxdb_data") + ":/var/lib/influxdb/data:rw",
                        server.resolve("var_lib_influxdb_wal") + ":/var/lib/influxdb/wal:rw");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(server.resolve(
                "var_lib_influxdb_wal")))).isEqualTo("rwxrwxrwx");
    }

    @Test
    void aContainerWithoutDataDirectoriesSaysSoAndBindsNothing() throws Exception {
        GenericContainer<?> container = ContainerProvider.container(spec(List.of()), ContainerOptions.DEFAULT, 1234);
        assertThat(provider().bindDataDirectories(container, influx1(), spec(List.of()))).isNull();
        assertThat(container.getBinds()).isEmpty();
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("names no data directory: --data-dir does "
                + "not apply");
        assertThat(dataDir).isEmptyDirectory();
    }

    @Test
    void hostNamesAreFlat() {
        assertThat(ContainerProvider.hostName("/iotdb/data/datanode")).isEqualTo("iotdb_data_datanode");
        assertThat(ContainerProvider.hostName("/")).isEqualTo("root");
    }
}
