package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.spi.RealServers;
import org.assertj.core.api.SoftAssertions;
import org.influxdb.InfluxDB;
import org.influxdb.InfluxDBFactory;
import org.influxdb.dto.QueryResult;
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

/** Writes and queries through a real private InfluxDB 1.x server started by {@link Influx1LocalServer}. */
class Influx1IT {
    private static final int QUERIES_PER_TYPE = 20;
    private static final Influx1Binding BINDING = new Influx1Binding();
    private static final Influx1LocalServer LOCAL = new Influx1LocalServer();
    private static final Optional<String> UNAVAILABLE = LOCAL.unavailableReason();
    private static RunningServer server;
    private static Path workDir;

    @BeforeAll
    static void startServer() throws Exception {
        if (UNAVAILABLE.isEmpty()) {
            workDir = Files.createTempDirectory("influx1-it-");
            server = LOCAL.start(workDir, config().build());
        }
    }

    /** Per test rather than in {@code @BeforeAll}, so that each test is reported as skipped, with the reason. */
    @BeforeEach
    void requireServer() {
        RealServers.require("influxdb1-local", UNAVAILABLE);
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

    @ParameterizedTest(name = "{0} timestamps, {1} device(s) per query")
    @CsvSource({"ms, 1", "ms, 2", "us, 2", "ns, 1"})
    void storesEveryPointAndAnswersEveryQueryExactly(String precision, int devicesPerQuery) throws Exception {
        BenchmarkConfig config = config().set(ConfigKey.TIMESTAMP_PRECISION, precision)
                .set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build();
        BINDING.validate(config);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        long rowsPerDevice = config.loop() * config.batchSize();
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            writeAll(client, data, config, precision);

            assertThat(storedPoints()).isEqualTo(schema.devices().size() * rowsPerDevice * schema.sensors().size());
            assertThat(fieldTypes()).isEqualTo(expectedFieldTypes(schema.sensors()));

            ExpectedAnswers expected = new ExpectedAnswers(data, rowsPerDevice);
            InfluxQl influxQl = new InfluxQl(TimePrecision.of(config));
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
                    softly.assertThat(client.query(query)).as("%s %s", type, influxQl.query(query)).isEqualTo(points);
                }
                softly.assertThat(total).as("%s expects some points", type).isPositive();
            }
            softly.assertAll();
        }
    }

    /**
     * Every query type's answer content (rows and values, aggregates of every function InfluxQL shares with the
     * model) equals the expected one, for one and two devices per query.
     */
    @ParameterizedTest(name = "{0} timestamps")
    @CsvSource({"ms, count;sum;mean;max;min;first;last", "ns, count;mean", "us, max"})
    void answersHoldTheExpectedRowsAndValues(String precision, String functions) throws Exception {
        BenchmarkConfig written = config().set(ConfigKey.TIMESTAMP_PRECISION, precision).build();
        DataGenerator data = new DataGenerator(written, new WorkloadSchema(written));
        ExpectedValues values = new ExpectedValues(data, written.loop() * written.batchSize());
        SoftAssertions softly = new SoftAssertions();
        try (DatabaseClient client = BINDING.open(server.endpoint(), written)) {
            writeAll(client, data, written, precision + " for answer contents");
            for (String function : functions.split(";")) {
                for (int devicesPerQuery : new int[] {1, 2}) {
                    BenchmarkConfig config = config().set(ConfigKey.TIMESTAMP_PRECISION, precision)
                            .set(ConfigKey.QUERY_AGGREGATE_FUN, function)
                            .set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build();
                    InfluxQl influxQl = new InfluxQl(TimePrecision.of(config));
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
                                    .as("%s: %s", query.describe(), influxQl.answer(query)).isEmpty();
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
        VerificationCheck.assertCatchesWrongAnswers(BINDING, server.endpoint(), config(), OperationType.TIME_RANGE, -1,
                OperationType.AGG_VALUE);
    }

    /**
     * One stored point overwritten behind the harness's back (same series and time, another value): point counts
     * stay right, and the value check names that exact value.
     */
    @Test
    void aPointOverwrittenInTheDatabaseIsCaughtAtItsDeviceSensorAndTime() throws Exception {
        ConfigLayers layers = config().set(ConfigKey.INIT_WAIT_TIME, 0);
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
        Object original = data.value(device, sensor.index(), 0);
        String changed = switch (sensor.type()) {
            case BOOLEAN -> String.valueOf(!(Boolean) original);
            case INT32, INT64 -> (((Number) original).longValue() + 1000) + "i";
            case FLOAT, DOUBLE -> String.valueOf(((Number) original).doubleValue() + 1000);
            default -> "\"" + original + "x\"";
        };
        String url = "http://" + server.endpoint().host() + ":" + server.endpoint().port();
        try (InfluxDB influx = InfluxDBFactory.connect(url)) {
            influx.write(server.endpoint().database(), null, InfluxDB.ConsistencyLevel.ALL,
                    java.util.concurrent.TimeUnit.MILLISECONDS,
                    device.group() + ",device=" + device.name() + " " + sensor.name() + "=" + changed + " " + time);
        }
        Object stored = series("SELECT \"" + sensor.name() + "\" FROM \"" + device.group() + "\" WHERE \"device\" = '"
                + device.name() + "' AND time = " + time + "ms").get(0).getValues().get(0).get(1);
        Object expected = ExpectedValues.value(original).acceptable().get(0);

        Measurement m = new BenchmarkEngine(BINDING, server.endpoint()).run(read, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(write.loop() * write.batchSize()));
        OperationResult range = m.operations().get(0);
        System.out.printf("Influx1IT overwritten point: %d of %d TIME_RANGE answers differ, first: %s%n",
                range.values().mismatches(), range.okOperations(), range.values().examples().get(0));
        assertThat(range.failedOperations()).isZero();
        assertThat(range.mismatches()).as("point counts are unchanged").isZero();
        assertThat(range.values().mismatches()).isPositive().isLessThan(range.okOperations());
        assertThat(range.values().examples()).extracting(ValueMismatch::difference).contains(device.name() + " "
                + sensor.name() + " @ " + time + ": expected " + expected + ", got " + stored);
    }

    /** No flush in InfluxDB 1.x: what is on disk is the WAL (and TSM files once a shard is snapshotted). */
    @Test
    void diskSizeIsTheDataAndWalDirectories() throws Exception {
        BenchmarkConfig config = config().build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            writeAll(client, data, config, "for disk size");
        }
        DiskSize size = server.diskSize().orElseThrow();
        long raw = 4L * config.loop() * config.batchSize() * data.rawBytesPerRow();
        System.out.printf("Influx1IT disk: %d bytes for %d raw bytes (%s)%n", size.bytes(), raw, size.method());
        assertThat(size.bytes()).isPositive().as("sparse series files do not count").isLessThan(2_000_000);
        assertThat(size.method()).contains("data and wal directories", "no user-triggered flush");
    }

    @Test
    void outOfOrderWritesSucceed() throws Exception {
        BenchmarkConfig config = config().set(ConfigKey.IS_OUT_OF_ORDER, true)
                .set(ConfigKey.OUT_OF_ORDER_RATIO, 0.2).build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            assertThatCode(() -> writeAll(client, data, config, "out of order")).doesNotThrowAnyException();
        }
        assertThat(storedPoints()).isPositive();
    }

    /** iot-benchmark reports such a query as ok with 0 points; here it must fail the operation. */
    @Test
    void statementErrorsAreThrown() throws Exception {
        BenchmarkConfig config = config().set(ConfigKey.QUERY_AGGREGATE_FUN, "nosuchfn").build();
        WorkloadSchema schema = new WorkloadSchema(config);
        QueryGenerator queries = new QueryGenerator(config, schema, 0);
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            client.cleanup();
            client.registerSchema(schema.devices());
            for (OperationType type : List.of(OperationType.AGG_RANGE, OperationType.GROUP_BY)) {
                Query query = queries.next(type);
                assertThatThrownBy(() -> client.query(query)).as(type.reportName()).hasMessageContaining("nosuchfn");
            }
        }
    }

    @Test
    void schemaRegistrationCanBeRepeatedAndTheVersionIsReported() throws Exception {
        BenchmarkConfig config = config().build();
        List<DeviceSchema> devices = new WorkloadSchema(config).devices();
        try (DatabaseClient client = BINDING.open(server.endpoint(), config)) {
            client.cleanup();
            client.cleanup();
            client.registerSchema(devices);
            client.registerSchema(devices);
            assertThat(client.serverVersion()).matches("InfluxDB 1\\.\\d+\\.\\d+.*");
        }
        assertThat(storedPoints()).isZero();
    }

    private static ConfigLayers config() {
        return new ConfigLayers().scale(Scale.TINY)
                .set(ConfigKey.GROUP_NUMBER, 2)
                .set(ConfigKey.QUERY_SENSOR_NUM, 2)
                .set(ConfigKey.OPERATION_PROPORTION, "1:1:1:1:1:1:1:1:1:1:1:1:0");
    }

    /** Cleans up, registers the schema and writes every device's LOOP batches; prints the write rate. */
    private static void writeAll(DatabaseClient client, DataGenerator data, BenchmarkConfig config, String label)
            throws Exception {
        client.cleanup();
        client.registerSchema(data.schema().devices());
        Map<DeviceSchema, DataGenerator.DeviceStream> streams = new HashMap<>();
        data.schema().devices().forEach(d -> streams.put(d, data.stream(d)));
        long points = 0;
        long begin = System.nanoTime();
        for (long loop = 0; loop < config.loop(); loop++) {
            for (DeviceSchema device : data.schema().devices()) {
                var batch = streams.get(device).nextBatch();
                client.insert(batch);
                points += batch.pointCount();
            }
        }
        double seconds = (System.nanoTime() - begin) / 1e9;
        System.out.printf("Influx1IT %s: %d points in %.3f s = %.0f points/s%n", label, points, seconds,
                points / seconds);
    }

    /** Counted by the server, independently of the client under test. */
    private static long storedPoints() {
        long points = 0;
        for (QueryResult.Series series : series("SELECT count(*) FROM /.*/")) {
            for (List<Object> row : series.getValues()) {
                for (int c = 0; c < row.size(); c++) {
                    if (series.getColumns().get(c).startsWith("count_")) {
                        points += ((Number) row.get(c)).longValue();
                    }
                }
            }
        }
        return points;
    }

    private static Map<String, String> fieldTypes() {
        Map<String, String> types = new HashMap<>();
        for (QueryResult.Series series : series("SHOW FIELD KEYS")) {
            series.getValues().forEach(row -> types.put((String) row.get(0), (String) row.get(1)));
        }
        return types;
    }

    private static Map<String, String> expectedFieldTypes(List<Sensor> sensors) {
        Map<String, String> types = new HashMap<>();
        for (Sensor sensor : sensors) {
            types.put(sensor.name(), switch (sensor.type()) {
                case BOOLEAN -> "boolean";
                case INT32, INT64 -> "integer";
                case FLOAT, DOUBLE -> "float";
                default -> "string";
            });
        }
        return types;
    }

    private static List<QueryResult.Series> series(String statement) {
        String url = "http://" + server.endpoint().host() + ":" + server.endpoint().port();
        try (InfluxDB influx = InfluxDBFactory.connect(url)) {
            QueryResult result = influx.query(new org.influxdb.dto.Query(statement, server.endpoint().database()));
            assertThat(result.getError()).isNull();
            QueryResult.Result statementResult = result.getResults().get(0);
            assertThat(statementResult.getError()).isNull();
            return statementResult.getSeries() == null ? List.of() : statementResult.getSeries();
        }
    }
}
