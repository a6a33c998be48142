package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.junit.jupiter.api.Test;

class InfluxContainersTest {
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
                .isNotEqualTo(InfluxContainers.v2(config).inside().token());
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
}
