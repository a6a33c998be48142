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
