package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IotdbBindingTest {
    private final IotdbBinding binding = new IotdbBinding();

    @Test
    void isFoundByTheServiceLoader() {
        assertThat(ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::type))
                .contains(IotdbBinding.class);
        assertThat(binding.id()).isEqualTo("iotdb");
        assertThat(binding.displayName()).isEqualTo("IoTDB");
    }

    @Test
    void supportsEveryOperationButSetOperations() {
        assertThat(binding.supportedOperations())
                .isEqualTo(EnumSet.complementOf(EnumSet.of(OperationType.SET_OPERATION)));
        assertThat(binding.unsupportedOperations()).containsOnlyKeys(OperationType.SET_OPERATION)
                .hasEntrySatisfying(OperationType.SET_OPERATION, reason -> assertThat(reason)
                        .contains("tree model (1.3 and 2.0) has no set operations").contains("2.0's table model"));
    }

    @ParameterizedTest
    @CsvSource({
        "IoTDB-130-SESSION_BY_TABLET, SESSION_BY_TABLET",
        "IoTDB-200-SESSION_BY_TABLET, SESSION_BY_TABLET",
        "iotdb-130-session_by_records, SESSION_BY_RECORDS",
        "IoTDB-130-SESSION_BY_RECORDS, SESSION_BY_RECORDS",
        "TimescaleDB, SESSION_BY_TABLET",
        "InfluxDB-2.x, SESSION_BY_TABLET"})
    void insertModeComesFromTheSuffixOfDbSwitch(String dbSwitch, InsertMode mode) {
        assertThat(InsertMode.of(dbSwitch)).isEqualTo(mode);
        BenchmarkConfig config = new ConfigLayers().set(ConfigKey.DB_SWITCH, dbSwitch).build();
        binding.validate(config);
        assertThat(binding.clientInfo(config)).containsEntry("writePath", mode.name());
    }

    @ParameterizedTest
    @CsvSource({"IoTDB-130-SESSION_BY_RECORD", "IoTDB-130-JDBC", "IoTDB-130-REST", "IoTDB"})
    void otherIotdbInsertModesAreRejectedInOneLine(String dbSwitch) {
        BenchmarkConfig config = new ConfigLayers().set(ConfigKey.DB_SWITCH, dbSwitch).build();
        assertThatThrownBy(() -> binding.validate(config)).isInstanceOf(ConfigException.class)
                .hasMessage("DB_SWITCH must end with one of -SESSION_BY_TABLET, -SESSION_BY_RECORDS for iotdb, "
                        + "e.g. IoTDB-130-SESSION_BY_TABLET (got " + dbSwitch + ")");
    }

    @Test
    void reportsDriverWritePathAndAlignment() {
        BenchmarkConfig config = new ConfigLayers().set(ConfigKey.VECTOR, false).build();
        assertThat(binding.clientInfo(config))
                .containsEntry("driver", "iotdb-session")
                .containsEntry("driverVersion", "1.3.3")
                .containsEntry("writePath", "SESSION_BY_TABLET")
                .containsEntry("aligned", "false");
        assertThat(binding.clientInfo(BenchmarkConfig.defaults())).containsEntry("aligned", "true");
    }

    @Test
    void encodingsAndCompressorMustBeIotdbNames() {
        binding.validate(new ConfigLayers().set(ConfigKey.COMPRESSOR, "snappy")
                .set(ConfigKey.ENCODING_DOUBLE, "chimp").build());
        assertThatThrownBy(() -> binding.validate(new ConfigLayers().set(ConfigKey.COMPRESSOR, "BROTLI9").build()))
                .isInstanceOf(ConfigException.class).hasMessageStartingWith("COMPRESSOR must be one of ")
                .hasMessageContaining("LZ4").hasMessageEndingWith("(got BROTLI9)");
        assertThatThrownBy(() -> binding.validate(new ConfigLayers().set(ConfigKey.ENCODING_INT32, "FOO").build()))
                .isInstanceOf(ConfigException.class).hasMessageStartingWith("ENCODING_INT32 must be one of ")
                .hasMessageContaining("TS_2DIFF").hasMessageEndingWith("(got FOO)");
    }

    @Test
    void templatesAndDebugQueriesAreRejected() {
        assertThatThrownBy(() -> binding.validate(new ConfigLayers().set(ConfigKey.TEMPLATE, true).build()))
                .isInstanceOf(ConfigException.class)
                .hasMessage("TEMPLATE is supported only as false by the iotdb binding (got true)");
        assertThatThrownBy(() -> binding.validate(new ConfigLayers().set(ConfigKey.IOTDB_USE_DEBUG, true).build()))
                .isInstanceOf(ConfigException.class)
                .hasMessage("IOTDB_USE_DEBUG is supported only as false by the iotdb binding (got true)");
    }

    @Test
    void hasALocalServerLauncher() {
        assertThat(binding.localServer()).containsInstanceOf(IotdbLocalServer.class);
    }
}
