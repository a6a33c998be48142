package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.junit.jupiter.api.Test;

class TimescaleBindingTest {
    private final TimescaleBinding binding = new TimescaleBinding();

    @Test
    void isFoundByTheServiceLoader() {
        assertThat(ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::type))
                .contains(TimescaleBinding.class);
        assertThat(binding.id()).isEqualTo("timescaledb");
        assertThat(binding.displayName()).isEqualTo("TimescaleDB");
    }

    @Test
    void supportsEveryOperationButGroupByDescendingAndSaysWhy() {
        assertThat(binding.unsupportedOperations()).containsOnlyKeys(OperationType.GROUP_BY_DESC);
        assertThat(binding.unsupportedOperations().get(OperationType.GROUP_BY_DESC))
                .contains("iot-benchmark's TimescaleDB module");
        assertThat(binding.supportedOperations())
                .isEqualTo(EnumSet.complementOf(EnumSet.of(OperationType.GROUP_BY_DESC)));
    }

    @Test
    void acceptsOnlyMillisecondTimestamps() {
        binding.validate(new ConfigLayers().build());
        assertThatThrownBy(() -> binding.validate(new ConfigLayers().set(ConfigKey.TIMESTAMP_PRECISION, "us").build()))
                .isInstanceOf(ConfigException.class)
                .hasMessage("TIMESTAMP_PRECISION must be ms for timescaledb (got us)");
    }

    @Test
    void reportsDriverAndWritePath() {
        assertThat(binding.clientInfo(new ConfigLayers().set(ConfigKey.TIMESCALEDB_WRITE_MODE, "fast").build()))
                .containsEntry("driver", "PostgreSQL JDBC")
                .containsEntry("driverVersion", org.postgresql.util.DriverInfo.DRIVER_VERSION)
                .containsEntry("writePath", "fast")
                .doesNotContainKey("writePathRule");
        assertThat(binding.clientInfo(new ConfigLayers().set(ConfigKey.TIMESCALEDB_WRITE_MODE, "copy").build()))
                .containsEntry("writePath", "copy")
                .containsEntry("writePathRule", "binary COPY for a batch whose timestamps rise strictly and are all "
                        + "newer than the newest its client wrote to the device; any other batch by the fast upsert");
    }

    @Test
    void countsBatchesPerWritePathInOneLine() {
        assertThat(new WritePaths(9800, 200)).hasToString("9,800 batches by COPY, 200 by upsert");
    }

    @Test
    void localServerExplainsMissingBinaries() {
        assertThat(new TimescaleLocalServer(Path.of("/nonexistent/pg/bin")).unavailableReason())
                .hasValueSatisfying(reason -> assertThat(reason)
                        .contains("/nonexistent/pg/bin").contains("PG_BIN_DIR")
                        .contains("scripts/setup.sh --for timescaledb --mode local"));
    }
}
