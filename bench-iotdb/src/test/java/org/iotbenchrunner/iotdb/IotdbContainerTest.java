package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.junit.jupiter.api.Test;

class IotdbContainerTest {
    private static final long GIB = 1024L * 1024 * 1024;

    @Test
    void pinnedImageWithTheBenchmarksPrecisionAndTheImagesOwnCommand() {
        ContainerSpec spec = new IotdbBinding().container(new ConfigLayers().set(ConfigKey.TIMESTAMP_PRECISION, "us")
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
    }

    /** A JVM sized to the host inside a 4 GiB container would be killed: each node is told its share. */
    @Test
    void aMemoryLimitIsSplitBetweenTheNodesBeforeTheImagesStartCommand() {
        ContainerSpec spec = IotdbContainer.spec(new ConfigLayers().build(), OptionalLong.of(4 * GIB));
        assertThat(spec.command()).hasSize(3).startsWith("bash", "-c");
        assertThat(spec.command().get(2))
                .contains("s/^MEMORY_SIZE=.*/MEMORY_SIZE=2048M/' \"$IOTDB_HOME/conf/datanode-env.sh\"")
                .contains("s/^MEMORY_SIZE=.*/MEMORY_SIZE=409M/' \"$IOTDB_HOME/conf/confignode-env.sh\"")
                .endsWith("&& exec entrypoint.sh all");
        assertThat(IotdbContainer.command(512L * 1024 * 1024).get(2)).as("at least 256 MiB per node")
                .contains("MEMORY_SIZE=256M/' \"$IOTDB_HOME/conf/d", "MEMORY_SIZE=256M/' \"$IOTDB_HOME/conf/c");
    }
}
