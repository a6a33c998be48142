package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.junit.jupiter.api.Test;

class TimescaleContainerTest {
    @Test
    void untunedServerWithTheBenchmarkDatabaseAndAFreshPassword() {
        ContainerSpec spec = new TimescaleBinding().container(new ConfigLayers().set(ConfigKey.DB_NAME, "bench")
                .build(), new ContainerRequest(ServerOptions.defaults(), OptionalLong.of(1L << 32))).orElseThrow();
        assertThat(spec.image()).isEqualTo("timescale/timescaledb:2.19.3-pg15");
        assertThat(spec.env()).containsEntry("POSTGRES_DB", "bench").containsEntry("NO_TS_TUNE", "true")
                .containsEntry("POSTGRES_PASSWORD", spec.inside().password());
        assertThat(spec.inside().password()).hasSize(24);
        assertThat(spec.inside().port()).isEqualTo(5432);
        assertThat(spec.readiness()).as("the entrypoint's temporary server listens on no TCP port")
                .isInstanceOf(ContainerSpec.Readiness.ListeningPort.class);
        assertThat(spec.localBuild()).isEqualTo(LocalBuild.of("timescaledb", "2.19-pg15"));
        assertThat(spec.dataDirectories()).as("measured by the client: hypertable_size").isEmpty();
    }
}
