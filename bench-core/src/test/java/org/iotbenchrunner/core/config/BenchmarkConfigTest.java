package org.iotbenchrunner.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchmarkConfigTest {

    @Test
    void defaultsAreThoseOfTheModel() {
        BenchmarkConfig c = BenchmarkConfig.defaults();
        assertThat(c.deviceNumber()).isEqualTo(6000);
        assertThat(c.sensorNumber()).isEqualTo(200);
        assertThat(c.getLong(ConfigKey.STEP_SIZE)).isEqualTo(1);
        assertThat(c.startTimeMs()).isEqualTo(1640966400000L);
        assertThat(c.activeOperations()).containsExactly(OperationType.INGESTION);
        assertThat(c.dataClients()).isEqualTo(20);
    }

    @Test
    void loadsAnIotBenchmarkPropertiesFileAndWarnsOnUnknownKeys(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("config.properties");
        Files.writeString(file, """
                # a typical iot-benchmark file
                DB_SWITCH=TimescaleDB
                HOST=127.0.0.1
                PORT=5432
                DB_NAME=postgres
                CLIENT_NUMBER=4
                DEVICE_NUMBER=8
                SENSOR_NUMBER=3
                OPERATION_PROPORTION=1:1:1
                MONITOR_SERVER=false
                """);
        ConfigLayers layers = new ConfigLayers().file(file);
        BenchmarkConfig c = layers.build();
        assertThat(c.dataClients()).isEqualTo(4);
        assertThat(c.getInt(ConfigKey.SCHEMA_CLIENT_NUMBER)).isEqualTo(4);
        assertThat(c.activeOperations()).containsExactly(OperationType.INGESTION, OperationType.PRECISE_POINT,
                OperationType.TIME_RANGE);
        assertThat(layers.warnings()).containsExactly("unknown configuration key MONITOR_SERVER in config.properties"
                + " is ignored");
    }

    @Test
    void aKeyThatChangesNothingHereWarnsWhenAUserSetsItAwayFromItsDefault() {
        ConfigLayers layers = new ConfigLayers().scale(Scale.SMALL).assignment("CSV_OUTPUT=false")
                .assignment("IS_QUIET_MODE=true").assignment("ANOTHER_PASSWORD=secret").assignment("LOOP=7");
        assertThat(layers.warnings()).containsExactly("CSV_OUTPUT=false in --set has no effect: results are written "
                + "as JSON documents and summary tables, and progress is shown every second",
                "ANOTHER_PASSWORD=(hidden) in --set has no effect: it configures double writes, which this harness "
                        + "does not do (IS_DOUBLE_WRITE=false)");
        assertThat(ConfigKey.NO_EFFECT).doesNotContainKey(ConfigKey.LOOP);
    }

    @Test
    void laterLayersWin() {
        BenchmarkConfig c = new ConfigLayers().scale(Scale.SMALL).assignment("LOOP=7").build();
        assertThat(c.loop()).isEqualTo(7);
        assertThat(c.deviceNumber()).isEqualTo(10);
        assertThat(c.batchSize()).isEqualTo(100);
    }

    @Test
    void aUsersClientNumberSetsTheDataAndSchemaClientsUnlessTheUserSetThose() {
        BenchmarkConfig plain = new ConfigLayers().scale(Scale.TINY).assignment("CLIENT_NUMBER=3").build();
        assertThat(plain.dataClients()).isEqualTo(3);
        assertThat(plain.getInt(ConfigKey.SCHEMA_CLIENT_NUMBER)).isEqualTo(3);
        BenchmarkConfig before = new ConfigLayers().scale(Scale.TINY).assignment("DATA_CLIENT_NUMBER=1")
                .assignment("CLIENT_NUMBER=3").build();
        assertThat(before.dataClients()).isEqualTo(1);
        assertThat(before.getInt(ConfigKey.SCHEMA_CLIENT_NUMBER)).isEqualTo(3);
        BenchmarkConfig after = new ConfigLayers().scale(Scale.TINY).assignment("CLIENT_NUMBER=3")
                .assignment("SCHEMA_CLIENT_NUMBER=1").build();
        assertThat(after.dataClients()).isEqualTo(3);
        assertThat(after.getInt(ConfigKey.SCHEMA_CLIENT_NUMBER)).isEqualTo(1);
        BenchmarkConfig copied = new ConfigLayers().scale(Scale.TINY).assignment("DATA_CLIENT_NUMBER=1").copy()
                .assignment("CLIENT_NUMBER=3").build();
        assertThat(copied.dataClients()).as("a copy keeps what the user chose").isEqualTo(1);
        assertThat(new ConfigLayers().scale(Scale.TINY).build().dataClients()).as("the scale's own").isEqualTo(2);
    }

    @Test
    void badValuesGiveOneLineNamingKeyValueAndRange() {
        assertThatThrownBy(() -> new ConfigLayers().assignment("BATCH_SIZE_PER_WRITE=0").build())
                .isInstanceOf(ConfigException.class).hasMessage("BATCH_SIZE_PER_WRITE must be >= 1 (got 0)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("LOOP=-1"))
                .hasMessage("LOOP must be >= 1 (got -1)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("LOOP=ten"))
                .hasMessage("LOOP must be a whole number (>= 1) (got ten)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("OUT_OF_ORDER_RATIO=1.5"))
                .hasMessage("OUT_OF_ORDER_RATIO must be between 0 and 1 (got 1.5)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("SG_STRATEGY=random"))
                .hasMessage("SG_STRATEGY must be one of mod, div, hash (got random)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("IS_CLIENT_BIND=false"))
                .hasMessage("IS_CLIENT_BIND is supported only as true by this harness (got false)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("NO_SUCH_KEY=1"))
                .hasMessageContaining("unknown configuration key NO_SUCH_KEY");
    }

    @Test
    void relationsBetweenKeysAreChecked() {
        assertThatThrownBy(() -> new ConfigLayers().scale(Scale.SMALL).assignment("GROUP_NUMBER=11").build())
                .hasMessage("GROUP_NUMBER must be <= DEVICE_NUMBER (10) (got 11)");
        assertThatThrownBy(() -> new ConfigLayers().scale(Scale.SMALL).assignment("DATA_CLIENT_NUMBER=11").build())
                .hasMessage("DATA_CLIENT_NUMBER must be <= DEVICE_NUMBER (10) (got 11)");
        assertThatThrownBy(() -> new ConfigLayers().scale(Scale.SMALL).assignment("GROUP_NUMBER=5")
                .assignment("QUERY_DEVICE_NUM=3").build())
                .hasMessage("QUERY_DEVICE_NUM must be <= the devices in the smallest group (2) (got 3)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("LOOP=2")
                .assignment("OPERATION_PROPORTION=1:1:1").build())
                .hasMessageStartingWith("OPERATION_PROPORTION must have no more non-zero weights than LOOP (2)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("OPERATION_PROPORTION=1:x").build())
                .hasMessage("OPERATION_PROPORTION must contain only numbers separated by ':' (got 1:x)");
        assertThatThrownBy(() -> new ConfigLayers().assignment("START_TIME=yesterday").build())
                .hasMessageStartingWith("START_TIME must be an ISO-8601 date-time");
    }

    @Test
    void scalesMatchTheSeedThesis() {
        BenchmarkConfig large = new ConfigLayers().scale(Scale.LARGE).build();
        assertThat(large.dataClients()).isEqualTo(10);
        assertThat(large.deviceNumber()).isEqualTo(50);
        assertThat(large.sensorNumber()).isEqualTo(20);
        assertThat(large.loop()).isEqualTo(5000);
        assertThat(new ConfigLayers().scale(Scale.MEDIUM).build().loop()).isEqualTo(5000);
        assertThatThrownBy(() -> Scale.of("huge")).hasMessage("--scale must be one of tiny, small, medium, large (got huge)");
    }

    @Test
    void resultsRecordTheRunsOwnSettingsWithoutCredentials() {
        BenchmarkConfig config = new ConfigLayers().set(ConfigKey.PASSWORD, "hunter2").set(ConfigKey.TOKEN, "t0k3n")
                .set(ConfigKey.TIMESCALEDB_WRITE_MODE, "fast").build();
        Map<String, String> recorded = config.recordedValues(Set.of(ConfigKey.TIMESCALEDB_WRITE_MODE), "127.0.0.1",
                54321, "postgres");
        assertThat(recorded).doesNotContainKeys("PASSWORD", "TOKEN", "ANOTHER_PASSWORD", "REST_AUTHORIZATION",
                "DB_SWITCH", "INFLUXDB_ORG", "ENCODING_DOUBLE", "ANOTHER_HOST")
                .containsEntry("TIMESCALEDB_WRITE_MODE", "fast").containsEntry("HOST", "127.0.0.1")
                .containsEntry("PORT", "54321").containsEntry("USERNAME", "postgres")
                .containsEntry("LOOP", config.getString(ConfigKey.LOOP));
        assertThat(recorded.values()).doesNotContain("hunter2", "t0k3n");
        assertThat(config.recordedValues(Set.of(), "localhost", 8086, "")).doesNotContainKeys("USERNAME",
                "TIMESCALEDB_WRITE_MODE");
    }
}
