package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.testing.ConformanceKit;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The conformance kit on a real PostgreSQL + TimescaleDB server started by {@link TimescaleLocalServer} (compat
 * writes, the default), and what is TimescaleDB's own: the three write paths, duplicate timestamps, the disk size
 * method, schema registration, a value changed in the table, the server's default settings.
 */
class TimescaleIT extends ConformanceKit {
    private static final TimescaleBinding BINDING = new TimescaleBinding();
    private static final TimescaleLocalServer LOCAL = new TimescaleLocalServer();

    TimescaleIT() {
        super(BINDING, LOCAL);
    }

    @Test
    void theDefaultProfileLeavesPostgresDefaults() throws Exception {
        assertThat(server().settings()).isEmpty();
        assertThat(singleObject("SELECT pg_size_bytes(current_setting('shared_buffers'))"))
                .isEqualTo(128L * 1024 * 1024);
        assertThat(singleObject("SELECT current_setting('random_page_cost')")).isEqualTo("4");
    }

    /**
     * One stored value changed behind the harness's back (an UPDATE): point counts stay right, and the value check
     * names that exact value.
     */
    @Test
    void aValueChangedInTheTableIsCaughtAtItsDeviceSensorAndTime() throws Exception {
        assertAChangedValueIsCaught(config("compat"), (device, sensor, time, original) -> {
            String change = switch (sensor.type()) {
                case BOOLEAN -> "NOT " + sensor.name();
                case TEXT -> sensor.name() + " || 'x'";
                default -> sensor.name() + " + 1000";
            };
            String where = " WHERE device = '" + device.name() + "' AND time = " + time;
            execute("UPDATE test SET " + sensor.name() + " = " + change + where);
            return String.valueOf(singleObject("SELECT " + sensor.name() + " FROM test" + where));
        });
    }

    @Test
    void diskSizeIsTheHypertableAfterACheckpoint() throws Exception {
        BenchmarkConfig config = config("fast").build();
        DataGenerator data = generator(config);
        try (DatabaseClient client = open(config)) {
            writeAll(client, data, config);
            DiskSize size = client.diskSize().orElseThrow();
            long raw = 4L * config.loop() * config.batchSize() * data.rawBytesPerRow();
            System.out.printf("TimescaleIT disk: %d bytes for %d raw bytes (%s)%n", size.bytes(), raw, size.method());
            assertThat(size.bytes()).isPositive();
            assertThat(size.bytes()).isEqualTo(singleObject("SELECT hypertable_size('test')"));
            assertThat(size.method()).startsWith("hypertable_size('test') after CHECKPOINT; whole database ");
        }
    }

    /** In order, every batch goes by COPY; with a few late rows, the batches holding one go by the upsert. */
    @ParameterizedTest
    @ValueSource(doubles = {0, 0.05})
    void theThreeWritePathsStoreTheSameTable(double lateShare) throws Exception {
        ConfigLayers layers = everyType("compat").set(ConfigKey.IS_OUT_OF_ORDER, lateShare > 0)
                .set(ConfigKey.OUT_OF_ORDER_RATIO, lateShare);
        assertThat(new WorkloadSchema(layers.build()).sensors()).extracting(Sensor::type).contains(SensorType.BOOLEAN,
                SensorType.INT32, SensorType.INT64, SensorType.FLOAT, SensorType.DOUBLE, SensorType.TEXT);
        String compat = tableAfterWriting(layers);
        String fast = tableAfterWriting(layers.copy().set(ConfigKey.TIMESCALEDB_WRITE_MODE, "fast"));
        WritePaths paths = writeWith(layers.copy().set(ConfigKey.TIMESCALEDB_WRITE_MODE, "copy"));
        System.out.printf("TimescaleIT copy path, %.0f %% late rows: %s%n", 100 * lateShare, paths);

        assertThat(fast).isEqualTo(compat);
        assertThat(table()).isEqualTo(compat);
        assertThat(paths.copied() + paths.upserted()).isEqualTo(batches(layers));
        if (lateShare == 0) {
            assertThat(paths.upserted()).isZero();
        } else {
            assertThat(paths.copied()).isPositive();
            assertThat(paths.upserted()).isPositive();
        }
    }

    /**
     * A small Poisson lambda shifts rows onto timestamps of the same batch, so the fast path must de-duplicate
     * and the copy path must send those batches by the upsert.
     */
    @Test
    void theThreeWritePathsKeepTheLastOfRowsWrittenToOneTimestamp() throws Exception {
        ConfigLayers shifted = everyType("compat").set(ConfigKey.IS_OUT_OF_ORDER, true)
                .set(ConfigKey.OUT_OF_ORDER_RATIO, 0.5).set(ConfigKey.LAMBDA, 3).set(ConfigKey.MAX_K, 20);
        String compat = tableAfterWriting(shifted);
        String fast = tableAfterWriting(shifted.copy().set(ConfigKey.TIMESCALEDB_WRITE_MODE, "fast"));
        WritePaths paths = writeWith(shifted.copy().set(ConfigKey.TIMESCALEDB_WRITE_MODE, "copy"));
        System.out.printf("TimescaleIT copy path, out of order: %s%n", paths);

        assertThat(fast).isEqualTo(compat);
        assertThat(table()).isEqualTo(compat);
        assertThat(Long.parseLong(compat.split(" ")[0])).isLessThan(800);
        assertThat(paths.upserted()).isPositive();
        assertThat(paths.copied() + paths.upserted()).isEqualTo(batches(shifted));
    }

    /**
     * Rows kept from before (no cleanup) make COPY meet a stored key: the batch is upserted instead, nothing
     * fails, and the table is what the upserts leave.
     */
    @Test
    void theCopyPathUpsertsWhereTheTableHoldsRowsItDidNotWrite() throws Exception {
        String half = tableAfterWriting(config("fast").set(ConfigKey.LOOP, 12));
        BenchmarkConfig config = config("copy").set(ConfigKey.LOOP, 20).build();
        DataGenerator data = generator(config);
        try (DatabaseClient client = open(config)) {
            for (DeviceSchema device : data.schema().devices()) {
                DataGenerator.DeviceStream stream = data.stream(device);
                for (int loop = 0; loop < config.loop(); loop++) {
                    client.insert(stream.nextBatch());
                }
            }
            WritePaths paths = ((TimescaleClient) client).writePaths();
            System.out.printf("TimescaleIT copy path over kept rows: %s%n", paths);
            assertThat(paths).isEqualTo(new WritePaths(0, batches(config("copy").set(ConfigKey.LOOP, 20))));
        }
        String copiedOver = table();
        String fast = tableAfterWriting(config("fast").set(ConfigKey.LOOP, 20));

        assertThat(copiedOver).isEqualTo(fast).isNotEqualTo(half);
    }

    @ParameterizedTest
    @ValueSource(strings = {"compat", "fast", "copy"})
    void outOfOrderWritesSucceed(String mode) throws Exception {
        assertOutOfOrderWritesSucceed(config(mode));
        assertThat((Long) singleObject("SELECT count(*) FROM test")).isPositive();
    }

    @Test
    void schemaRegistrationCanBeRepeatedAndVersionsAreReported() throws Exception {
        assertSchemaRegistrationRepeats(config("compat").build(),
                "PostgreSQL \\d+\\.\\d+, TimescaleDB \\d+\\.\\d+\\.\\d+");
        assertThat(singleObject("SELECT count(*) FROM timescaledb_information.hypertables "
                + "WHERE hypertable_name='test'")).isEqualTo(1L);
    }

    private ConfigLayers config(String mode) {
        return workload().set(ConfigKey.TIMESCALEDB_WRITE_MODE, mode);
    }

    /** Two sensors of each type, so that the write paths are compared on every column type (tiny has four). */
    private ConfigLayers everyType(String mode) {
        return config(mode).set(ConfigKey.SENSOR_NUMBER, 12);
    }

    private static long batches(ConfigLayers layers) {
        BenchmarkConfig config = layers.build();
        return (long) config.deviceNumber() * config.loop();
    }

    private static DataGenerator generator(BenchmarkConfig config) {
        return new DataGenerator(config, new WorkloadSchema(config));
    }

    /** Row count and a digest of every stored row, after a fresh write with {@code layers}. */
    private String tableAfterWriting(ConfigLayers layers) throws Exception {
        writeWith(layers);
        return table();
    }

    /** A fresh write with {@code layers}: the batches its client sent by each path. */
    private WritePaths writeWith(ConfigLayers layers) throws Exception {
        BenchmarkConfig config = layers.build();
        try (DatabaseClient client = open(config)) {
            writeAll(client, generator(config), config);
            return ((TimescaleClient) client).writePaths();
        }
    }

    /** Row count and a digest of every stored row. */
    private String table() throws Exception {
        return singleObject("SELECT count(*) FROM test") + " "
                + singleObject("SELECT md5(string_agg(t::text, '|' ORDER BY time, sGroup, device)) FROM test t");
    }

    private void execute(String statementText) throws Exception {
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            assertThat(statement.executeUpdate(statementText)).as(statementText).isEqualTo(1);
        }
    }

    private Object singleObject(String query) throws Exception {
        try (Connection connection = connect(); Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(query)) {
            rows.next();
            return rows.getObject(1);
        }
    }

    private Connection connect() throws Exception {
        return TimescaleBinding.connect(server().endpoint(), server().endpoint().database());
    }
}
