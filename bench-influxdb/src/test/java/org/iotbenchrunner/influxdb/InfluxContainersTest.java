package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

class InfluxContainersTest {
    private static final ServerResources EIGHT_GIB_TWO_CORES = new ServerResources(8 * ServerResources.GIB, 2);
    private static final ContainerRequest TUNED = new ContainerRequest(
            new ServerOptions(ServerProfile.TUNED, EIGHT_GIB_TWO_CORES), OptionalLong.of(8 * ServerResources.GIB));
    private final BenchmarkConfig config = new ConfigLayers().set(ConfigKey.INFLUXDB_ORG, "acme")
            .set(ConfigKey.DB_NAME, "bench").build();

    @Test
    void influx2IsSetUpWithTheConfiguredOrgAndAFreshTokenThatTheHarnessUses() {
        ContainerSpec spec = new Influx2Binding().container(config, ContainerRequest.defaults()).orElseThrow();
        assertThat(spec.image()).isEqualTo("influxdb:2.7.11-alpine");
        assertThat(spec.env()).containsEntry("DOCKER_INFLUXDB_INIT_MODE", "setup")
                .containsEntry("DOCKER_INFLUXDB_INIT_ORG", "acme")
                .containsEntry("DOCKER_INFLUXDB_INIT_ADMIN_TOKEN", spec.inside().token())
                .containsEntry("DOCKER_INFLUXDB_INIT_PASSWORD", spec.inside().password());
        assertThat(spec.inside().token()).hasSize(24)
                .isNotEqualTo(InfluxContainers.v2(config, ContainerRequest.defaults()).inside().token());
        assertThat(spec.readiness()).isEqualTo(new ContainerSpec.Readiness.HttpOk("/health"));
        Endpoint published = spec.publishedAt("127.0.0.1", 40000);
        assertThat(published.port()).isEqualTo(40000);
        assertThat(published.database()).isEqualTo("bench");
        assertThat(HttpEndpoint.url(published)).isEqualTo("http://127.0.0.1:40000");
    }

    @Test
    void influx1RunsWithoutAuthenticationLikeTheLocalServer() {
        ContainerSpec spec = new Influx1Binding().container(config, ContainerRequest.defaults()).orElseThrow();
        assertThat(spec.image()).isEqualTo("influxdb:1.8.10");
        assertThat(spec.inside().user()).isEmpty();
        assertThat(spec.env()).containsEntry("INFLUXDB_HTTP_AUTH_ENABLED", "false")
                .containsEntry("INFLUXDB_MONITOR_STORE_ENABLED", "false");
        assertThat(spec.inside().port()).isEqualTo(8086);
        assertThat(spec.readiness()).isEqualTo(new ContainerSpec.Readiness.HttpOk("/ping"));
        assertThat(spec.dataDirectories()).containsExactly("/var/lib/influxdb/data", "/var/lib/influxdb/wal");
    }

    @Test
    void theDefaultProfilesApplyNothing() {
        ContainerSpec v1 = new Influx1Binding().container(config, ContainerRequest.defaults()).orElseThrow();
        assertThat(v1.env()).containsOnlyKeys("INFLUXDB_REPORTING_DISABLED", "INFLUXDB_HTTP_AUTH_ENABLED",
                "INFLUXDB_DATA_QUERY_LOG_ENABLED", "INFLUXDB_HTTP_LOG_ENABLED", "INFLUXDB_MONITOR_STORE_ENABLED");
        assertThat(v1.command()).isEmpty();
        assertThat(v1.settings()).isEqualTo(ContainerSpec.Settings.NONE);
        ContainerSpec v2 = new Influx2Binding().container(config, ContainerRequest.defaults()).orElseThrow();
        assertThat(v2.env()).hasSize(7).doesNotContainKey("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE");
        assertThat(v2.command()).isEmpty();
        assertThat(v2.settings()).isEqualTo(ContainerSpec.Settings.NONE);
    }

    @Test
    void influx1TunedGetsAQuarterOfTheMemoryAsCacheThroughItsEnvironment() {
        ContainerSpec spec = new Influx1Binding().container(config, TUNED).orElseThrow();
        assertThat(spec.env()).containsEntry("INFLUXDB_DATA_CACHE_MAX_MEMORY_SIZE", "2147483648")
                .containsEntry("INFLUXDB_HTTP_AUTH_ENABLED", "false");
        assertThat(spec.command()).isEmpty();
        assertThat(spec.settings().applied()).isEqualTo(Map.of("data.cache-max-memory-size", "2147483648"))
                .isEqualTo(new Influx1Binding().tunedSettings(EIGHT_GIB_TWO_CORES));
        assertThat(spec.settings().readBack()).hasSize(3).startsWith("sh", "-c");
        assertThat(spec.settings().readBack().get(2)).startsWith("influxd config 2>/dev/null | awk")
                .contains("-v keys='data.cache-max-memory-size'");
        assertThat(InfluxContainers.influx1Variable("coordinator.max-select-point"))
                .isEqualTo("INFLUXDB_COORDINATOR_MAX_SELECT_POINT");
    }

    @Test
    void influx2TunedSetsTheStorageCacheVariableAndAsksTheServerForItsConfiguration() {
        ContainerSpec spec = new Influx2Binding().container(config, TUNED).orElseThrow();
        assertThat(spec.env()).containsEntry("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE", "2147483648")
                .containsEntry("DOCKER_INFLUXDB_INIT_MODE", "setup");
        assertThat(spec.settings().applied()).isEqualTo(new Influx2Binding().tunedSettings(EIGHT_GIB_TWO_CORES))
                .containsOnlyKeys("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE");
        assertThat(spec.settings().readBack()).isEqualTo(List.of("sh", "-c",
                "wget -q -O - --header \"Authorization: Token $DOCKER_INFLUXDB_INIT_ADMIN_TOKEN\" "
                        + "http://localhost:8086/api/v2/config | sed -n -e 's/^[[:space:]]*\"storage-cache-max-memory-size\": *\\([^,]*\\),*$/"
                        + "INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE=\\1/p'"));
    }

    private static ContainerRequest tunedWith(Map<String, String> serverSets) {
        return new ContainerRequest(new ServerOptions(ServerProfile.TUNED, EIGHT_GIB_TWO_CORES)
                .withServerSets(serverSets), OptionalLong.empty());
    }

    @Test
    void influx1ServerSetsAreVariablesOverTheTunedOnesAndAreReadBack() {
        ContainerSpec spec = new Influx1Binding().container(config, tunedWith(Map.of(
                "data.index-version", "tsi1", "coordinator.write-timeout", "17s"))).orElseThrow();
        assertThat(spec.env()).containsEntry("INFLUXDB_DATA_INDEX_VERSION", "tsi1")
                .containsEntry("INFLUXDB_COORDINATOR_WRITE_TIMEOUT", "17s")
                .containsEntry("INFLUXDB_DATA_CACHE_MAX_MEMORY_SIZE", "2147483648");
        assertThat(spec.settings().applied()).containsOnlyKeys("data.cache-max-memory-size", "data.index-version",
                "coordinator.write-timeout");
        assertThat(spec.settings().readBack().get(2))
                .contains("-v keys='data.cache-max-memory-size ", " data.index-version", " coordinator.write-timeout");
        ContainerSpec over = new Influx1Binding().container(config, tunedWith(Map.of(
                "data.cache-max-memory-size", "1g"))).orElseThrow();
        assertThat(over.env()).containsEntry("INFLUXDB_DATA_CACHE_MAX_MEMORY_SIZE", "1g");
        assertThat(over.settings().applied()).containsExactly(Map.entry("data.cache-max-memory-size", "1g"));
    }

    @Test
    void influx2ServerSetsAreOptionsOrVariablesOverTheTunedOnesAndAreReadBackUnderTheirNames() {
        ContainerSpec spec = new Influx2Binding().container(config, tunedWith(Map.of(
                "storage-wal-fsync-delay", "100ms", "INFLUXD_QUERY_CONCURRENCY", "4"))).orElseThrow();
        assertThat(spec.env()).containsEntry("INFLUXD_STORAGE_WAL_FSYNC_DELAY", "100ms")
                .containsEntry("INFLUXD_QUERY_CONCURRENCY", "4")
                .containsEntry("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE", "2147483648");
        assertThat(spec.settings().applied()).containsOnlyKeys("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE",
                "storage-wal-fsync-delay", "INFLUXD_QUERY_CONCURRENCY");
        assertThat(spec.settings().readBack().get(2)).contains("\"storage-wal-fsync-delay\": *\\([^,]*\\),*$/"
                + "storage-wal-fsync-delay=\\1/p'", "\"query-concurrency\"", "INFLUXD_QUERY_CONCURRENCY=");
        ContainerSpec over = new Influx2Binding().container(config, tunedWith(Map.of(
                "storage-cache-max-memory-size", "1073741824"))).orElseThrow();
        assertThat(over.env()).containsEntry("INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE", "1073741824");
        assertThat(over.settings().applied()).containsExactly(Map.entry("storage-cache-max-memory-size",
                "1073741824"));
    }

    @Test
    void localServersReadTheirSettingsBackFromWhatInfluxdShows() {
        String config1 = """
                [data]
                  dir = "/w/data"
                  cache-max-memory-size = 1073741824
                  index-version = "tsi1"
                [coordinator]
                  write-timeout = "17s"
                [[graphite]]
                  enabled = false
                """;
        assertThat(Influx1LocalServer.shown(config1, List.of("data.cache-max-memory-size", "data.index-version",
                "coordinator.write-timeout", "data.no-such-key"))).containsExactly(
                        Map.entry("data.cache-max-memory-size", "1073741824"), Map.entry("data.index-version", "tsi1"),
                        Map.entry("coordinator.write-timeout", "17s"));
        String config2 = """
                {
                  "config": {
                    "query-concurrency": 4,
                    "storage-cache-max-memory-size": 1073741824,
                    "storage-wal-fsync-delay": "100ms"
                  }
                }
                """;
        assertThat(Influx2LocalServer.shown(config2, List.of("INFLUXD_QUERY_CONCURRENCY", "storage-wal-fsync-delay",
                "storage-cache-max-memory-size", "no-such-option"))).containsExactly(
                        Map.entry("INFLUXD_QUERY_CONCURRENCY", "4"), Map.entry("storage-wal-fsync-delay", "100ms"),
                        Map.entry("storage-cache-max-memory-size", "1073741824"));
    }

    @Test
    void influx2IsBuiltHereAroundTheInfluxdTheSetUpBuilds(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path influxd = java.nio.file.Files.createFile(dir.resolve("influxd"));
        influxd.toFile().setExecutable(true);
        org.iotbenchrunner.core.spi.LocalBuild build = InfluxContainers.localBuild(new Influx2LocalServer(influxd));
        assertThat(build.recipe()).isEqualTo("influxdb2");
        assertThat(build.missing()).isNull();
        assertThat(build.extraContext()).isEqualTo(Map.of("influxd", dir));
        org.iotbenchrunner.core.spi.LocalBuild none = InfluxContainers.localBuild(
                new Influx2LocalServer(dir.resolve("nothing")));
        assertThat(none.missing()).startsWith("InfluxDB 2.x is not installed: no ").endsWith(
                "(set INFLUXD2_BIN or run scripts/setup.sh --for influxdb --mode local)");
        assertThat(none.extraContext()).isEmpty();
    }
}
