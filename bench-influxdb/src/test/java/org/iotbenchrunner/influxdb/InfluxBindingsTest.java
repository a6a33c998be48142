package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class InfluxBindingsTest {
    private final Influx2Binding v2 = new Influx2Binding();
    private final Influx1Binding v1 = new Influx1Binding();

    @Test
    void bothAreFoundByTheServiceLoader() {
        assertThat(ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::type))
                .contains(Influx2Binding.class, Influx1Binding.class);
        assertThat(v2.id()).isEqualTo("influxdb");
        assertThat(v2.displayName()).isEqualTo("InfluxDB");
        assertThat(v1.id()).isEqualTo("influxdb1");
        assertThat(v1.displayName()).isEqualTo("InfluxDB 1.x");
    }

    @Test
    void supportMatrixFollowsTheSpec() {
        assertThat(v2.supportedOperations()).isEqualTo(
                EnumSet.complementOf(EnumSet.of(OperationType.GROUP_BY_DESC, OperationType.SET_OPERATION)));
        assertThat(v1.supportedOperations()).isEqualTo(
                EnumSet.complementOf(EnumSet.of(OperationType.SET_OPERATION)));
        assertThat(v1.unsupportedOperations().get(OperationType.SET_OPERATION)).contains("InfluxQL has no set");
        assertThat(v2.unsupportedOperations().get(OperationType.GROUP_BY_DESC)).contains("aggregateWindow");
        assertThat(v2.unsupportedOperations().get(OperationType.SET_OPERATION)).contains("Flux");
    }

    @Test
    void reportDriverVersionsAndWritePath() {
        BenchmarkConfig config = BenchmarkConfig.defaults();
        assertThat(v2.clientInfo(config)).containsEntry("driver", "influxdb-client-java")
                .containsEntry("driverVersion", "7.2.0").containsEntry("writePath", "line-protocol");
        assertThat(v1.clientInfo(config)).containsEntry("driver", "influxdb-java")
                .containsEntry("driverVersion", "2.24").containsEntry("writePath", "line-protocol");
    }

    @Test
    void influxDb2WithoutItsBuiltInfluxdSaysWhatToDoInOneLine() {
        assertThat(v2.localServer()).isPresent();
        Influx2LocalServer server = new Influx2LocalServer(Path.of("/no/such/influxd"));
        assertThat(server.unavailableReason()).hasValue("InfluxDB 2.x is not installed: no /no/such/influxd (set "
                + "INFLUXD2_BIN or run scripts/setup.sh --for influxdb --mode local)");
        assertThatThrownBy(() -> server.start(Path.of("/tmp/unused"), BenchmarkConfig.defaults()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("scripts/setup.sh --for influxdb --mode local");
    }

    @Test
    void influxDb1LocalServerExplainsAMissingBinary() {
        assertThat(new Influx1LocalServer(Path.of("/nonexistent/influxd")).unavailableReason())
                .hasValue("InfluxDB 1.x is not installed: no /nonexistent/influxd "
                        + "(set INFLUXD_BIN or run scripts/setup.sh --for influxdb1 --mode local)");
    }

    @Test
    void influxDb1ConfigKeepsEverythingInTheWorkDirAndOnLoopback() {
        String config = Influx1LocalServer.configText(Path.of("/tmp/w"), 18086, 18088, Map.of());
        assertThat(config).startsWith("reporting-enabled = false\nbind-address = \"127.0.0.1:18088\"\n")
                .contains("[meta]\n  dir = \"/tmp/w/meta\"\n")
                .contains("[data]\n  dir = \"/tmp/w/data\"\n  wal-dir = \"/tmp/w/wal\"\n  query-log-enabled = false\n")
                .contains("[http]\n  bind-address = \"127.0.0.1:18086\"\n  log-enabled = false\n")
                .contains("[monitor]\n  store-enabled = false\n");
    }

    @Test
    void influxDb1ConfigCarriesTheTunedCacheSizeInItsDataSection() {
        String config = Influx1LocalServer.configText(Path.of("/tmp/w"), 18086, 18088,
                Map.of("data.cache-max-memory-size", "4294967296"));
        assertThat(config).contains("  query-log-enabled = false\n  cache-max-memory-size = 4294967296\n\n[http]");
        assertThatThrownBy(() -> Influx1LocalServer.configText(Path.of("/tmp/w"), 1, 2, Map.of("http.x", "1")))
                .hasMessageContaining("only [data] settings");
    }

    @Test
    void theTunedCacheIsAQuarterOfTheServersMemoryLikeTheThesis8GbOf32() {
        ServerResources thesis = new ServerResources(32 * ServerResources.GIB, 6);
        assertThat(new Influx1Binding().tunedSettings(thesis))
                .containsExactly(Map.entry("data.cache-max-memory-size", String.valueOf(8 * ServerResources.GIB)));
        assertThat(new Influx2Binding().tunedSettings(new ServerResources(18 * ServerResources.GIB, 2)))
                .containsExactly(Map.entry("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE",
                        String.valueOf(18 * ServerResources.GIB / 4)));
    }

    /** docker/docker-compose.tuned.yml writes the value out for its default budget of 8 GiB. */
    @Test
    void theTunedComposeFileHasThisRulesCacheSizeFor8Gib() throws Exception {
        Path compose = Path.of("..", "docker", "docker-compose.tuned.yml");
        Assumptions.assumeTrue(Files.isRegularFile(compose), "no " + compose + " beside this module");
        String bytes = new Influx2Binding().tunedSettings(new ServerResources(8 * ServerResources.GIB, 2))
                .get("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE");
        assertThat(Files.readString(compose))
                .contains("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE=${TUNED_INFLUXDB_CACHE_BYTES:-" + bytes + "}");
    }
}
