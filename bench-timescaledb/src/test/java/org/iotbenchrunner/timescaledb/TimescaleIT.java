package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.spi.RealServers;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.engine.VerificationCheck;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ValueMismatch;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Writes and queries through a real PostgreSQL + TimescaleDB server started by {@link TimescaleLocalServer}. */
class TimescaleIT {
    private static final int QUERIES_PER_TYPE = 20;
    private static final TimescaleBinding BINDING = new TimescaleBinding();
    private static final TimescaleLocalServer LOCAL = new TimescaleLocalServer();
    private static final Optional<String> UNAVAILABLE = LOCAL.unavailableReason();
    private static RunningServer server;
    private static Path workDir;

    @BeforeAll
    static void startServer() throws Exception {
        if (UNAVAILABLE.isEmpty()) {
            workDir = Files.createTempDirectory("timescale-it-");
            server = LOCAL.start(workDir, config("compat").build());
        }
    }

    /** Per test rather than in {@code @BeforeAll}, so that each test is reported as skipped, with the reason. */
    @BeforeEach
    void requireServer() {
        RealServers.require("timescaledb-local", UNAVAILABLE);
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            long pid = server.pid();
            server.close();
            server.close();
            assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
            assertThat(workDir).doesNotExist();
        }
    }

    @ParameterizedTest(name = "{0} writes, {1} device(s) per query")
    @CsvSource({"compat, 1", "compat, 2", "fast, 1", "fast, 2"})
    void storesEveryRowAndAnswersEveryQueryExactly(String mode, int devicesPerQuery) throws Exception {
        BenchmarkConfig config = config(mode).set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build();
        BINDING.validate(config);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        long rowsPerDevice = config.loop() * config.batchSize();
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            writeAll(client, data, config, mode);

            assertThat(single("SELECT count(*) FROM test")).isEqualTo(schema.devices().size() * rowsPerDevice);
            for (Sensor sensor : schema.sensors()) {
                assertThat(single("SELECT count(" + sensor.name() + ") FROM test")).as(sensor.name())
                        .isEqualTo(schema.devices().size() * rowsPerDevice);
            }

            ExpectedAnswers expected = new ExpectedAnswers(data, rowsPerDevice);
            TimescaleSql sql = new TimescaleSql("test");
            SoftAssertions softly = new SoftAssertions();
            for (OperationType type : BINDING.supportedOperations()) {
                if (!type.isQuery()) {
                    continue;
                }
                QueryGenerator queries = new QueryGenerator(config, schema, 0);
                long total = 0;
                for (int i = 0; i < QUERIES_PER_TYPE; i++) {
                    Query query = queries.next(type);
                    long points = expected.points(query);
                    total += points;
                    softly.assertThat(client.query(query)).as("%s %s", type, sql.query(query)).isEqualTo(points);
                }
                softly.assertThat(total).as("%s expects some points", type).isPositive();
            }
            softly.assertAll();
        }
    }

    /**
     * Every query type's answer content (rows and values, aggregates of every function TimescaleDB has) equals the
     * expected one, for one and two devices per query.
     */
    @Test
    void answersHoldTheExpectedRowsAndValues() throws Exception {
        BenchmarkConfig written = config("compat").build();
        DataGenerator data = new DataGenerator(written, new WorkloadSchema(written));
        long rowsPerDevice = written.loop() * written.batchSize();
        ExpectedValues values = new ExpectedValues(data, rowsPerDevice);
        SoftAssertions softly = new SoftAssertions();
        try (DatabaseClient client = BINDING.open(server.endpoint(), written)) {
            writeAll(client, data, written, "for answer contents");
            for (String function : List.of("count", "sum", "avg", "max", "min")) {
                for (int devicesPerQuery : new int[] {1, 2}) {
                    BenchmarkConfig config = config("compat").set(ConfigKey.QUERY_AGGREGATE_FUN, function)
                            .set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build();
                    long rows = 0;
                    for (OperationType type : BINDING.supportedOperations()) {
                        if (!type.isQuery()) {
                            continue;
                        }
                        QueryGenerator queries = new QueryGenerator(config, data.schema(), 1);
                        for (int i = 0; i < QUERIES_PER_TYPE; i++) {
                            Query query = queries.next(type);
                            QueryAnswer answer = client.answer(query);
                            rows += answer.rows().size();
                            softly.assertThat(values.unpredictable(query)).as(query.describe()).isEmpty();
                            softly.assertThat(values.difference(query, answer))
                                    .as("%s: %s", query.describe(), new TimescaleSql("test").answer(query).sql())
                                    .isEmpty();
                        }
                    }
                    softly.assertThat(rows).as("%s, %d device(s)", function, devicesPerQuery).isPositive();
                }
            }
        }
        softly.assertAll();
    }

    /**
     * The engine's --verify path on the real server: every answer of a read test matches in point count and values;
     * then the same answers with one query type off by one point, and with one wrong value, are all caught, as
     * mismatches rather than failures.
     */
    @Test
    void theEngineVerifiesEveryAnswerAndCatchesAWrongOne() throws Exception {
        VerificationCheck.assertCatchesWrongAnswers(BINDING, server.endpoint(), config("compat"), OperationType.GROUP_BY,
                1, OperationType.TIME_RANGE);
    }

    /**
     * One stored value changed behind the harness's back (an UPDATE): point counts stay right, and the value check
     * names that exact value.
     */
    @Test
    void aValueChangedInTheTableIsCaughtAtItsDeviceSensorAndTime() throws Exception {
        ConfigLayers layers = config("compat").set(ConfigKey.INIT_WAIT_TIME, 0);
        BenchmarkConfig write = layers.copy().scenario(Scenario.WRITE, BINDING.supportedOperations()).build();
        BenchmarkConfig read = layers.copy().scenario(Scenario.RANGE_QUERY, BINDING.supportedOperations()).build();
        assertThat(new BenchmarkEngine(BINDING, server.endpoint()).run(write, ProgressListener.NONE).total()
                .failedOperations()).isZero();
        WorkloadSchema schema = new WorkloadSchema(read);
        DataGenerator data = new DataGenerator(read, schema);
        Query first = new QueryGenerator(read, schema, 0).next(OperationType.TIME_RANGE);
        DeviceSchema device = first.devices().get(0);
        Sensor sensor = first.sensors().get(0);
        long time = data.timestamp(0);
        String change = switch (sensor.type()) {
            case BOOLEAN -> "NOT " + sensor.name();
            case TEXT -> sensor.name() + " || 'x'";
            default -> sensor.name() + " + 1000";
        };
        String where = " WHERE device = '" + device.name() + "' AND time = " + time;
        execute("UPDATE test SET " + sensor.name() + " = " + change + where);
        String stored = String.valueOf(singleObject("SELECT " + sensor.name() + " FROM test" + where));
        Object expected = ExpectedValues.value(data.value(device, sensor.index(), 0)).acceptable().get(0);

        Measurement m = new BenchmarkEngine(BINDING, server.endpoint()).run(read, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(write.loop() * write.batchSize()));
        OperationResult range = m.operations().get(0);
        System.out.printf("TimescaleIT changed value: %d of %d TIME_RANGE answers differ, first: %s%n",
                range.values().mismatches(), range.okOperations(), range.values().examples().get(0));
        assertThat(range.failedOperations()).isZero();
        assertThat(range.mismatches()).as("point counts are unchanged").isZero();
        assertThat(range.values().mismatches()).isPositive().isLessThan(range.okOperations());
        assertThat(range.values().examples()).extracting(ValueMismatch::difference).contains(device.name() + " "
                + sensor.name() + " @ " + time + ": expected " + expected + ", got " + stored);
        assertThat(m.verification().valueMismatches()).isEqualTo(range.values().mismatches());
    }

    @Test
    void diskSizeIsTheHypertableAfterACheckpoint() throws Exception {
        BenchmarkConfig config = config("fast").build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            writeAll(client, data, config, "fast for disk size");
            DiskSize size = client.diskSize().orElseThrow();
            long raw = 4L * config.loop() * config.batchSize() * data.rawBytesPerRow();
            System.out.printf("TimescaleIT disk: %d bytes for %d raw bytes (%s)%n", size.bytes(), raw, size.method());
            assertThat(size.bytes()).isPositive();
            assertThat(size.bytes()).isEqualTo(single("SELECT hypertable_size('test')"));
            assertThat(size.method()).startsWith("hypertable_size('test') after CHECKPOINT; whole database ");
        }
    }

    @Test
    void bothWritePathsStoreTheSameTable() throws Exception {
        assertThat(tableAfterWriting(config("fast"))).isEqualTo(tableAfterWriting(config("compat")));
    }

    /** A small Poisson lambda shifts rows onto timestamps of the same batch, so the fast path must de-duplicate. */
    @Test
    void bothWritePathsKeepTheLastOfRowsWrittenToOneTimestamp() throws Exception {
        ConfigLayers shifted = config("compat").set(ConfigKey.IS_OUT_OF_ORDER, true)
                .set(ConfigKey.OUT_OF_ORDER_RATIO, 0.5).set(ConfigKey.LAMBDA, 3).set(ConfigKey.MAX_K, 20);
        String compat = tableAfterWriting(shifted);
        String fast = tableAfterWriting(shifted.copy().set(ConfigKey.TIMESCALEDB_WRITE_MODE, "fast"));

        assertThat(fast).isEqualTo(compat);
        assertThat(Long.parseLong(compat.split(" ")[0])).isLessThan(800);
    }

    @ParameterizedTest
    @ValueSource(strings = {"compat", "fast"})
    void outOfOrderWritesSucceed(String mode) throws Exception {
        BenchmarkConfig config = config(mode).set(ConfigKey.IS_OUT_OF_ORDER, true)
                .set(ConfigKey.OUT_OF_ORDER_RATIO, 0.2).build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            assertThatCode(() -> writeAll(client, data, config, mode + " out of order")).doesNotThrowAnyException();
        }
        assertThat(single("SELECT count(*) FROM test")).isPositive();
    }

    @Test
    void schemaRegistrationCanBeRepeatedAndVersionsAreReported() throws Exception {
        BenchmarkConfig config = config("compat").build();
        List<DeviceSchema> devices = new WorkloadSchema(config).devices();
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            client.cleanup();
            client.cleanup();
            client.registerSchema(devices);
            client.registerSchema(devices);
            assertThat(client.serverVersion()).matches("PostgreSQL \\d+\\.\\d+, TimescaleDB \\d+\\.\\d+\\.\\d+");
        }
        assertThat(single("SELECT count(*) FROM timescaledb_information.hypertables WHERE hypertable_name='test'"))
                .isEqualTo(1);
    }

    private static ConfigLayers config(String mode) {
        return new ConfigLayers().scale(Scale.TINY)
                .set(ConfigKey.GROUP_NUMBER, 2)
                .set(ConfigKey.QUERY_SENSOR_NUM, 2)
                .set(ConfigKey.OPERATION_PROPORTION, "1:1:1:1:1:1:1:1:1:1:1:0:1")
                .set(ConfigKey.TIMESCALEDB_WRITE_MODE, mode);
    }

    /** Cleans up, registers the schema and writes every device's LOOP batches; prints the write rate. */
    private static void writeAll(DatabaseClient client, DataGenerator data, BenchmarkConfig config, String label)
            throws Exception {
        client.cleanup();
        client.registerSchema(data.schema().devices());
        List<DataGenerator.DeviceStream> streams = new ArrayList<>();
        for (DeviceSchema device : data.schema().devices()) {
            streams.add(data.stream(device));
        }
        long points = 0;
        long begin = System.nanoTime();
        for (long loop = 0; loop < config.loop(); loop++) {
            for (DataGenerator.DeviceStream stream : streams) {
                var batch = stream.nextBatch();
                client.insert(batch);
                points += batch.pointCount();
            }
        }
        double seconds = (System.nanoTime() - begin) / 1e9;
        System.out.printf("TimescaleIT %s: %d points in %.3f s = %.0f points/s%n", label, points, seconds,
                points / seconds);
    }

    /** Row count and a digest of every stored row, after a fresh write with {@code layers}. */
    private static String tableAfterWriting(ConfigLayers layers) throws Exception {
        BenchmarkConfig config = layers.build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            writeAll(client, data, config, config.getString(ConfigKey.TIMESCALEDB_WRITE_MODE));
        }
        try (Connection connection = TimescaleBinding.connect(server.endpoint(), server.endpoint().database());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT count(*), "
                     + "md5(string_agg(t::text, '|' ORDER BY time, sGroup, device)) FROM test t")) {
            rows.next();
            return rows.getLong(1) + " " + rows.getString(2);
        }
    }

    private static void execute(String statementText) throws Exception {
        try (Connection connection = TimescaleBinding.connect(server.endpoint(), server.endpoint().database());
             Statement statement = connection.createStatement()) {
            assertThat(statement.executeUpdate(statementText)).as(statementText).isEqualTo(1);
        }
    }

    private static Object singleObject(String query) throws Exception {
        try (Connection connection = TimescaleBinding.connect(server.endpoint(), server.endpoint().database());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(query)) {
            rows.next();
            return rows.getObject(1);
        }
    }

    private static long single(String query) throws Exception {
        try (Connection connection = TimescaleBinding.connect(server.endpoint(), server.endpoint().database());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(query)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
